import Foundation

/// What a view tells assistive technologies, kept in the view's side storage: a plain view that
/// never sets them pays nothing.
@MainActor
final class ViewAccessibility {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
}

// UIKit's defaults: standard controls and labels are accessibility elements; a label reads its
// text and a button its title; traits follow the kind of view and its state.
extension UIView {
    var accessibilityForWriting: ViewAccessibility {
        let storage = sideStorageForWriting
        if let accessibility = storage.accessibility { return accessibility }
        let made = ViewAccessibility()
        storage.accessibility = made
        return made
    }

    var storedAccessibility: ViewAccessibility? { sideStorage?.accessibility }

    var defaultIsAccessibilityElement: Bool { self is UIControl || self is UILabel }

    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.currentTitle }
        return nil
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if self is UIButton { traits.insert(.button) }
        if self is UILabel { traits.insert(.staticText) }
        if self is UIImageView { traits.insert(.image) }
        if self is UISlider { traits.insert(.adjustable) }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }
}

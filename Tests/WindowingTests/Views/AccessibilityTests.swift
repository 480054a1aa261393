import Foundation
import Testing

@testable import Windowing

/// The accessibility properties: UIKit's defaults by kind of view, values set and read back, and
/// no side storage for a view that never sets them.
@MainActor
struct AccessibilityTests {
    @Test func standardControlsAndLabelsAreElementsWithUIKitsDefaults() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Pay")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(UISlider().accessibilityTraits.contains(.adjustable))
        #expect(UIImageView().accessibilityTraits == .image && !UIImageView().isAccessibilityElement)
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        #expect(plain.sideStorage == nil, "reading the defaults stores nothing")
    }

    @Test func setValuesAreKeptAndASetLabelWinsOverTheText() {
        let label = UILabel()
        label.text = "7"
        label.accessibilityLabel = "Seven items"
        label.accessibilityHint = "Opens the cart"
        label.accessibilityValue = "7"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        label.accessibilityElementsHidden = true
        label.accessibilityViewIsModal = true
        label.shouldGroupAccessibilityChildren = true
        #expect(label.accessibilityLabel == "Seven items" && label.accessibilityHint == "Opens the cart")
        #expect(label.accessibilityValue == "7" && label.accessibilityTraits == [.staticText, .header])
        #expect(!label.isAccessibilityElement && label.accessibilityElementsHidden)
        #expect(label.accessibilityViewIsModal && label.shouldGroupAccessibilityChildren)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "7", "nil goes back to the text, as in UIKit")
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        item.accessibilityLabel = "Add book"
        #expect(item.accessibilityLabel == "Add book")
    }

    /// A subclass overrides the properties as an iOS app does.
    final class Badge: UIView {
        override var accessibilityLabel: String? {
            get { "3 unread" }
            set { _ = newValue }
        }
        override var isAccessibilityElement: Bool {
            get { true }
            set { _ = newValue }
        }
    }

    @Test func aSubclassMayOverrideThem() {
        let badge = Badge()
        #expect(badge.accessibilityLabel == "3 unread" && badge.isAccessibilityElement)
    }
}

import Foundation

/// What a cell or header shows, as a value: the cell turns it into a content view, and applies it
/// again to that view when it changes.
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for a cell in `state` (selected, highlighted, editing…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, which a cell keeps while the configurations it is
/// given are ones it supports.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; by default, any.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
@MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A view's state for configurations.
public struct UIViewConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A cell's state for configurations: a view's, and what only cells have.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

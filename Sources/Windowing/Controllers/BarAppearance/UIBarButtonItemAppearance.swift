import Foundation

/// How a bar's button items look in each state, as a navigation bar or toolbar appearance
/// gives them.
/// https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    public let style: UIBarButtonItem.Style
    public private(set) var normal = UIBarButtonItemStateAppearance()
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    public private(set) var focused = UIBarButtonItemStateAppearance()

    public convenience init() {
        self.init(style: .plain)
    }

    public init(style: UIBarButtonItem.Style) {
        self.style = style
    }

    /// Each state back to the system's look for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// Gives each button that shows an item the state appearances of `plain`, or of `done` for
    /// a `.done` item.
    static func style(
        _ items: some Sequence<(item: UIBarButtonItem, view: UIView?)>, plain: UIBarButtonItemAppearance,
        done: UIBarButtonItemAppearance
    ) {
        for (item, view) in items {
            guard let button = view as? UIButton else { continue }
            let appearance = item.style == .done ? done : plain
            appearance.normal.style(button, for: .normal)
            appearance.highlighted.style(button, for: .highlighted)
            appearance.disabled.style(button, for: .disabled)
        }
    }

    open func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// A bar button item's look in one state.
/// https://developer.apple.com/documentation/uikit/uibarbuttonitemstateappearance
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }

    /// Gives `button` this state's title colour and font, where the attributes name them.
    /// Bars style their buttons at every layout, so a colour or font already there is left alone
    /// rather than set again (which would redraw the button).
    func style(_ button: UIButton, for state: UIControl.State) {
        if let color = titleTextAttributes[.foregroundColor] as? UIColor, button.titleColor(for: state) != color {
            button.setTitleColor(color, for: state)
        }
        if state == .normal, let font = titleTextAttributes[.font] as? UIFont, button.titleLabel?.font != font {
            button.titleLabel?.font = font
        }
    }
}

public import Foundation

/// A control that performs an action when tapped: it sends `.touchUpInside` and then
/// `.primaryActionTriggered`, and looks pressed while highlighted (spec 8.29, 8.33, 8.34).
///
/// - Note: Differs from UIKit: titles and title colours are stored per state and returned with
///   UIKit's fallback, but not drawn yet (text rendering arrives later); there is no
///   `titleLabel`, image or `configuration`. Until then a button draws a placeholder look, see
///   `draw(_:)`.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button `init(type:)` makes.
    ///
    /// - Note: Differs from UIKit: `.plain` (tvOS only in UIKit) is absent; `.roundedRect` is
    ///   `.system`, as in UIKit.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The pre-iOS 7 name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    var storedButtonType = ButtonType.custom
    var titles: [State: String] = [:]
    var titleColors: [State: UIColor] = [:]

    // MARK: - Initializers

    /// Creates a `.custom` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a `.custom` button from an archive.
    ///
    /// - Note: Differs from UIKit: nothing is decoded yet (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of `buttonType` with a zero frame (spec 8.34).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a button of `buttonType` that sends `primaryAction` when tapped and shows its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// Creates a `.system` button with `frame` that sends `primaryAction` when tapped and takes
    /// its title from the action (spec 8.33).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        storedButtonType = .system
        adoptPrimaryAction(primaryAction)
    }

    /// The button's type, fixed when it is created.
    open var buttonType: ButtonType { storedButtonType }

    // MARK: - Titles (spec 8.34)

    /// Sets the title shown in `state`; nil removes it, so the state falls back to `.normal`'s.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        setNeedsDisplay()
    }

    /// The title for `state`: the one set for exactly that state, else the `.normal` title.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The title for the button's current `state`.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour used in `state`; nil removes it, so the state falls back to `.normal`'s.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`: the one set for exactly that state, else the `.normal`
    /// colour, else the type's default (the tint colour, or white for `.custom`).
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor }

    /// The title colour for the button's current `state`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    // MARK: - Drawing

    /// Draws the button's placeholder look, which shows its state.
    ///
    /// - `.custom` draws nothing over its `backgroundColor` normally; highlighted, it darkens
    ///   the bounds with black at 20% opacity, and disabled it washes them with white at 40%.
    /// - `.system` fills its bounds with `tintColor`, at 50% opacity while highlighted and 30%
    ///   while disabled; the info, disclosure, add and close types fill a circle the same way.
    ///
    /// - Note: Differs from UIKit: UIKit draws the title and image, dimmed while highlighted or
    ///   disabled; until text and images are drawn, these shapes stand in for them.
    open override func draw(_ rect: CGRect) { drawAppearance() }

    /// Redraws a tinted button when its tint colour changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedButtonType != .custom { setNeedsDisplay() }
    }

    // MARK: - Toolkit hooks

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
}

public import Foundation

/// A control that performs an action when tapped: it sends `.touchUpInside` and then
/// `.primaryActionTriggered`, and looks pressed while highlighted (behaviour 8.29, 8.33, 8.34).
///
/// Titles, attributed titles, title colours, images and background images are kept per state
/// with UIKit's fallback to `.normal`. `titleLabel` and `imageView` show them, the image before
/// the title and the pair centred in the bounds; the background image fills the bounds.
///
/// A button given a `configuration` (iOS 15's button system) draws and sizes itself from it
/// instead; see `UIButton.Configuration`.
///
/// - Note: Differs from UIKit: without a configuration, `intrinsicContentSize` is the content's
///   size with no padding; a pressed custom button darkens its background, not its image; and
///   the info, disclosure, add and close symbols are drawn with lines (see `draw(_:)`).
@preconcurrency @MainActor
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
    var titles = ButtonStateTable<String>()
    var titleColors = ButtonStateTable<UIColor>()
    var attributedTitles = ButtonStateTable<NSAttributedString>()
    var storedTitleLabel: UILabel?
    var images = ButtonStateTable<UIImage>()
    var backgroundImages = ButtonStateTable<UIImage>()
    var storedImageView: UIImageView?
    var storedBackgroundImageView: UIImageView?
    var storedConfiguration: Configuration?
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    /// Set by `setNeedsUpdateConfiguration()`; the update runs once, before the next layout.
    var configurationUpdateRequested = false
    /// True while `updateConfiguration()` and the update handler run, so that assigning
    /// `configuration` there does not ask for yet another update.
    var isUpdatingConfiguration = false
    var storedSubtitleLabel: UILabel?
    var storedActivityIndicator: UIActivityIndicatorView?
    /// A configured pop-up button's chevrons (`Configuration.indicator`).
    var storedIndicatorView: UIImageView?
    /// Whether state changes run `updated(for:)` on the configuration before it is drawn.
    public var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: - Initializers

    /// Creates a `.custom` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive (see `UIView.init(coder:)`); a storyboard button without
    /// `buttonType` is `.custom`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of `buttonType` with a zero frame (behaviour 8.34).
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
    /// its title from the action (behaviour 8.33).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        storedButtonType = .system
        adoptPrimaryAction(primaryAction)
    }

    /// The button's type, fixed when it is created.
    open var buttonType: ButtonType { storedButtonType }

    // MARK: - Titles (behaviour 8.34)

    /// Sets the title shown in `state`; nil removes it, so the state falls back to `.normal`'s.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        titleDidChange()
    }

    /// The title for `state`: the one set for exactly that state, else the `.normal` title.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The title for the button's current `state`.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour used in `state`; nil removes it, so the state falls back to `.normal`'s.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        titleDidChange()
    }

    /// The title colour for `state`: the one set for exactly that state, else the `.normal`
    /// colour, else the type's default (the tint colour, or white for `.custom`).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor
    }

    /// The title colour for the button's current `state`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    /// Sets the attributed title shown in `state`, which takes precedence over the plain title;
    /// nil removes it, so the state falls back to `.normal`'s.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        titleDidChange()
    }

    /// The attributed title for `state`: the one set for exactly that state, else `.normal`'s.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The attributed title for the button's current `state`.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The label showing the current title, made on first use; its text and colour follow the
    /// button's state. Its font is the system font at 15 points (a system button's, in UIKit).
    open var titleLabel: UILabel? { ensureTitleLabel() }

    // MARK: - Size and layout

    /// The size of the current title (zero without one); with a configuration, its content
    /// and insets.
    open override var intrinsicContentSize: CGSize {
        storedConfiguration == nil ? titleFittingSize() : configuredFittingSize()
    }

    /// The size of the current title; `size` is not used, as a title is one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the title label in the bounds; with a configuration, lays out its content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfRequested()
        if storedConfiguration == nil { layoutContent() } else { layoutConfiguredContent() }
    }

    /// Override to change `configuration` for the button's state; the button calls it (and
    /// then `configurationUpdateHandler`) once after each `setNeedsUpdateConfiguration()`, which
    /// state changes make. The default does nothing.
    open func updateConfiguration() {}

    // MARK: - Drawing

    /// Draws what the button's type draws over its `backgroundColor`.
    ///
    /// - `.system` draws nothing: with neither title nor image it shows only its background, as
    ///   in UIKit. Its title and image show the state instead, at 50% opacity while highlighted
    ///   and 30% while disabled.
    /// - `.custom` draws nothing normally; highlighted, it darkens the bounds with black at 20%
    ///   opacity, and disabled it washes them with white at 40%.
    /// - The info and disclosure types draw a ring with an "i", and `.contactAdd` a ring with a
    ///   "+", in `tintColor` dimmed as a system button's title is; `.close` draws a grey disc with
    ///   an "x".
    ///
    /// - Note: Differs from UIKit: a custom button shades its whole bounds while pressed, and the
    ///   info, disclosure, add and close symbols are drawn with lines, not UIKit's symbol images.
    open override func draw(_ rect: CGRect) {
        if storedConfiguration == nil { drawAppearance() } else { drawConfiguredBackground() }
    }

    /// Redraws a tinted button when its tint colour changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedButtonType != .custom { titleDidChange() }
    }

    // MARK: - Toolkit hooks

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsUpdateConfiguration()
        titleDidChange()
        if !images.isEmpty || !backgroundImages.isEmpty { imageDidChange() }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: - Menu (UIButton+Menu.swift)

    /// The menu the button shows: at a press with `showsMenuAsPrimaryAction`, else at a secondary
    /// click. Setting one turns `isContextMenuInteractionEnabled` on.
    open var menu: UIMenu? { didSet { menuDidChange() } }

    /// Whether the button is a pop-up button: it shows the chosen action of its menu as its
    /// title, and choosing an action turns it on and every other action off.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    override var controlMenu: UIMenu? { menu }

    override func prepare(_ presentation: MenuPresentation) { preparePopUp(presentation) }
}

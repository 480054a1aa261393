/// An action a swipe on a table row reveals: a button with a title or image that runs `handler`.
/// https://developer.apple.com/documentation/uikit/uicontextualaction
///
/// The handler gets the action, the button's view and a completion the app calls with whether
/// it performed the action; the row's actions close when it is called.
@preconcurrency @MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for an action that deletes.
        case destructive
    }

    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    /// The button's text.
    open var title: String?
    /// The button's colour; grey for `.normal`, red for `.destructive` when nil.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    /// An image shown above the title, or alone.
    open var image: UIImage?

    private var storedBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a handler closure: a menu's row, or what a control runs when added
/// with `addAction(_:for:)` or `init(frame:primaryAction:)` (behaviour 8.33).
/// https://developer.apple.com/documentation/uikit/uiaction
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action; a control keeps one action per identifier and event.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; `UIButton.init(frame:primaryAction:)` uses it as the button's title.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image a menu shows beside the title; a button made with the action shows it too.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image a menu shows instead of `image` while the action is `.on`.
    open var selectedImage: UIImage?
    /// A title for the keyboard-shortcut overlay; stored only.
    open var discoverabilityTitle: String?
    /// How the action looks in a menu: disabled, destructive, hidden, or keeping the menu open.
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    open var state: UIMenuElement.State
    /// The identifier controls unique their actions by; a fresh UUID unless given.
    public let identifier: Identifier
    /// The control (or the bar button item, or the view of a context menu's interaction) sending
    /// the action, while the handler runs; nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    /// - Parameters:
    ///   - title: The action's title.
    ///   - subtitle: A second line a menu shows under the title.
    ///   - image: The image a menu shows beside the title.
    ///   - selectedImage: The image shown instead while the action is `.on`.
    ///   - identifier: The identifier; nil makes a unique one.
    ///   - discoverabilityTitle: A title for the keyboard-shortcut overlay.
    ///   - attributes: How a menu shows the action.
    ///   - state: Whether a menu shows the action checked.
    ///   - handler: The closure to run; it receives the action.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    override var isShown: Bool { !attributes.contains(.hidden) }

    /// Runs the handler with `sender` set for its duration.
    func perform(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

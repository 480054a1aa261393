import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a handler closure, added to a control with
/// `addAction(_:for:)` or `init(frame:primaryAction:)` (behaviour 8.33).
///
/// - Note: Differs from UIKit: `UIAction` is not a `UIMenuElement` (there are no menus yet), and
///   its initializer has no `image`, `attributes` or `state` parameters: images and menus, the
///   only things they affect, do not exist yet.
@preconcurrency @MainActor
open class UIAction {
    /// A string that identifies an action; a control keeps one action per identifier and event.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; `UIButton.init(frame:primaryAction:)` uses it as the button's title.
    open var title: String
    /// A title for the keyboard-shortcut overlay; stored only.
    open var discoverabilityTitle: String?
    /// The identifier controls unique their actions by; a fresh UUID unless given.
    public let identifier: Identifier
    /// The control sending the action, while the handler runs; nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    /// - Parameters:
    ///   - title: The action's title.
    ///   - identifier: The identifier; nil makes a unique one.
    ///   - discoverabilityTitle: A title for the keyboard-shortcut overlay.
    ///   - handler: The closure to run; it receives the action.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

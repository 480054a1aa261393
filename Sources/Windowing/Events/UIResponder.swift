public import Foundation

/// An object that can respond to and handle events: the base of `UIApplication`, `UIView`,
/// `UIViewController` and app and scene delegates.
///
/// Touch and press methods forward to `next` by default, so what a responder does not handle
/// travels up the responder chain (behaviour 8.13, 8.16, 8.23). As in UIKit, it is an `NSObject`:
/// responders are `Hashable` by identity, with `isEqual(_:)`, `hash` and `description`.
///
/// - Note: Differs from UIKit: `init(coder:)` is declared here, `required`, and calls `init()`,
///   because Swift on Linux has no Objective-C runtime to create an object from a class name any
///   other way: the app delegate, scene delegates and a `UIApplication` subclass named in
///   `UIApplicationMain` or Info.plist are created with it, so their `init()` runs as in UIKit. A
///   direct subclass that defines a designated initializer other than `init()` (an app delegate
///   with `init(model:)`) and does not override `init()` must also provide `required
///   init?(coder:)`; `UIView` and `UIViewController` subclasses already do, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Creates a responder with `init()`; the coder is not read. Windowing creates the app
    /// delegate, scene delegates and a principal `UIApplication` subclass from their class names
    /// with it, so an `override init()` of theirs runs.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// The next responder in the chain, or nil; the default implementation returns nil.
    open var next: UIResponder? { nil }

    // MARK: - First responder (behaviour 8.18–8.21)

    /// Whether the responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this is its window's first responder.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponderStorage === self }

    /// Makes this the first responder of its window, if it can and the current one resigns.
    ///
    /// Checks `canBecomeFirstResponder` before asking the current first responder to resign, so a
    /// responder that cannot become first leaves the current one in place.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Gives up first-responder status; overrides that refuse return false, others call super.
    @discardableResult
    open func resignFirstResponder() -> Bool { releaseFirstResponder() }

    /// The nearest undo manager up the responder chain (a window has one); text fields and text
    /// views register their edits with it.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: - Key commands

    /// The key commands this responder adds to the chain's; nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: - Interface Builder (Loading/Storyboard/)

    /// The outlets this class receives from storyboards and nibs, by the property names the files
    /// use; overrides merge in `super.storyboardOutlets`. See `StoryboardOutlet`.
    open class var storyboardOutlets: [String: StoryboardOutlet] { [:] }
    /// The actions this class receives from storyboards and nibs, by the selector the file writes
    /// (`"didTap:"`); overrides merge in `super.storyboardActions`.
    /// - Note: Differs from UIKit: actions are registered as `ActionMessage`s, not found by selector.
    open class var storyboardActions: [String: ActionMessage] { [:] }
    /// Called on each object loaded from a storyboard or nib after all of the file's objects exist
    /// and their outlets and actions are connected.
    open func awakeFromNib() {}

    // MARK: - Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Presses

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}

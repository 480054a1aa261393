/// An object that can respond to and handle events: the base of `UIApplication`, `UIView`,
/// `UIViewController` and app and scene delegates.
///
/// - Note: Differs from UIKit: `init()` is `required`, because Swift on Linux has no Objective-C
///   runtime to create the app delegate, scene delegates or a `UIApplication` subclass from a
///   class name. `UIView` and `UIViewController` subclasses that add their own designated
///   initializer without overriding `init(frame:)`/`init(nibName:bundle:)` must also provide
///   `required init()`.
@MainActor
open class UIResponder {
    public required init() {}

    /// The next responder in the chain, or nil; the default implementation returns nil.
    open var next: UIResponder? { nil }
}

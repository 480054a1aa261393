/// A type-safe stand-in for an Objective-C selector: an unapplied instance method such as
/// `ViewController.didTap`, performed on objects of the type that declares it.
///
/// "Responds to the action" becomes "is an instance of the method's type", which is how a nil
/// target finds its receiver up the responder chain.
///
/// - Note: Differs from UIKit: Linux has no Objective-C runtime, so actions are method references
///   (`addTarget(self, action: ViewController.didTap, for: .touchUpInside)`), not `#selector`s.
public struct ActionMessage: Sendable {
    /// A readable name for the trace and messages, e.g. `ViewController.didTap`.
    public let name: String
    private let performer: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool

    /// An action taking no arguments.
    public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void, name: String? = nil) {
        self.name = name ?? "\(Target.self).action"
        performer = { object, _, _ in
            guard let target = object as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// An action taking the sender.
    public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> (Any?) -> Void, name: String? = nil) {
        self.name = name ?? "\(Target.self).action"
        performer = { object, sender, _ in
            guard let target = object as? Target else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action taking the sender and the event, in that order.
    public init<Target: AnyObject>(
        _ method: @escaping @MainActor (Target) -> (Any?, UIEvent?) -> Void, name: String? = nil
    ) {
        self.name = name ?? "\(Target.self).action"
        performer = { object, sender, event in
            guard let target = object as? Target else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// Performs the action on `object` if it is of the action's type; false otherwise.
    @MainActor
    func perform(on object: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        performer(object, sender, event)
    }
}

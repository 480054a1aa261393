import Foundation

// Target-action with method references, the type-safe form of UIKit's `init(target:action:)` and
// `addTarget(_:action:)` (UIKit takes selectors; see `ActionMessage`).
extension UIGestureRecognizer {
    /// Creates a recognizer with no target-action pair.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `action`, a method of `Target` taking the recognizer, on
    /// `target` (not retained): `UIPanGestureRecognizer(target: self, action: ViewController.didPan)`
    /// with `func didPan(_ pan: UIPanGestureRecognizer)`.
    ///
    /// - Parameters:
    ///   - target: The object to send the action to; nil adds no target-action pair.
    ///   - action: An unapplied instance method of `Target`; it runs when the sender is a `Sender`,
    ///     which it is when the parameter's type is this recognizer's class or a superclass.
    ///   - name: The action's name in the trace; `"<Target>.action"` when nil.
    public convenience init<Target: AnyObject, Sender>(
        target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, name: String? = nil
    ) {
        self.init(target: target, action: Self.message(action, name: name))
    }

    /// Creates a recognizer that calls `action`, a method of `Target` taking no arguments, on
    /// `target` (not retained). See `init(target:action:name:)` for the parameters.
    public convenience init<Target: AnyObject>(
        target: Target?, action: @escaping @MainActor (Target) -> () -> Void, name: String? = nil
    ) {
        self.init(target: target, action: ActionMessage(action, name: name))
    }

    /// Adds `action`, a method of `Target` taking the recognizer, for `target` (not retained).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, name: String? = nil
    ) {
        addTarget(target, action: Self.message(action, name: name))
    }

    /// Adds `action`, a method of `Target` taking no arguments, for `target` (not retained).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, name: String? = nil
    ) {
        addTarget(target, action: ActionMessage(action, name: name))
    }

    private static func message<Target: AnyObject, Sender>(
        _ action: @escaping @MainActor (Target) -> (Sender) -> Void, name: String?
    ) -> ActionMessage {
        let typed: @MainActor (Target) -> (Any?) -> Void = { target in
            { sender in
                guard let sender = sender as? Sender else { return }
                action(target)(sender)
            }
        }
        return ActionMessage(typed, name: name)
    }

    /// Sends every live target its action, with the recognizer as sender; dead targets are dropped.
    func sendActions() {
        targets.removeAll { $0.object == nil }
        for target in targets {
            guard let object = target.object else { continue }
            Trace.note(
                "gesture action \(target.action.name) sent to \(Trace.className(of: object)) "
                    + "(\(Trace.className(of: self)) \(state))"
            )
            _ = target.action.perform(on: object, sender: self, event: nil)
        }
    }
}

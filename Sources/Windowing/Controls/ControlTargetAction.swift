/// One registration on a control: a `UIAction`, or an action message with its (weakly held)
/// target, and the control events it is registered for.
@MainActor
struct ControlTargetAction {
    enum Handler {
        case action(UIAction)
        /// `target` is nil for the responder chain; a `WeakTarget` whose object is gone is dead.
        case message(ActionMessage, target: WeakTarget?)
    }

    /// A target that is not retained, as UIKit's `addTarget(_:action:for:)` promises.
    struct WeakTarget {
        weak var object: AnyObject?
    }

    var handler: Handler
    var events: UIControl.Event

    /// The action, if this registration is a `UIAction`.
    var action: UIAction? {
        if case .action(let action) = handler { return action }
        return nil
    }

    /// Whether this is a target-action pair (with a target or for the responder chain).
    var isTargetAction: Bool { action == nil }

    /// Whether this is a target-action pair whose target has been deallocated.
    var isDead: Bool {
        if case .message(_, let target?) = handler { return target.object == nil }
        return false
    }

    /// Whether this is a target-action pair for `target`, which is nil for the responder chain.
    func isMessage(to target: AnyObject?) -> Bool {
        guard case .message(_, let weak) = handler else { return false }
        switch (weak, target) {
        case (nil, nil): return true
        case (let weak?, let target?): return weak.object === target
        default: return false
        }
    }
}

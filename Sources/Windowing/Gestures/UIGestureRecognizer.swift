public import Foundation

/// The base class of gesture recognizers: objects attached to a view that turn a sequence of
/// touches (or hover and scroll-wheel input) into a gesture and report it through target-action
/// (behaviour 8.35–8.37).
///
/// Recognizers receive touches before their view. A discrete recognizer (a tap) goes from
/// `.possible` to `.ended` (`.recognized`) or `.failed`; a continuous one (a pan, a long press)
/// from `.possible` to `.began`, `.changed`… and `.ended` or `.cancelled`. Actions are sent on
/// every transition to `.began`, `.changed`, `.ended` and `.cancelled`. After the touches of the
/// sequence have ended, a recognizer that reached `.ended`, `.failed` or `.cancelled` is reset to
/// `.possible` and `reset()` is called.
///
/// Subclasses override the touch methods and set `state`; transitions, failure requirements,
/// simultaneous recognition and the effect on the view's touches are handled here
/// (`UIGestureRecognizer+State.swift`) and in the gesture environment.
///
/// - Note: Differs from UIKit: a recognizer that is still `.possible` when all its touches have
///   ended, and is not waiting for a built-in timeout (a tap's next tap) or for a recognizer it
///   requires to fail, fails then, so the view's held `touchesEnded` is not held forever.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable {
        /// Not recognized yet; the default.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized from this sequence of touches.
        case failed

        /// A discrete gesture was recognized; the same as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: - Storage

    var storedState = State.possible
    /// Transitions a subclass asked for while a recognizer it requires to fail was still possible;
    /// replayed once that one fails. Non-nil means the recognizer waits (and reports `.possible`).
    var pendingTransitions: [State]?
    var targets: [GestureTarget] = []
    weak var storedView: UIView?
    /// The touches this recognizer tracks; ended ones stay until the next touch begins or a reset.
    var trackedTouches: [UITouch] = []
    /// Where the gesture last was, in window coordinates, for `location(in:)` without touches.
    var lastLocation: CGPoint?
    weak var lastWindow: UIWindow?
    var failureRequirements: [WeakGestureRecognizer] = []

    // MARK: - Initializers

    /// Creates a recognizer that sends `action` to `target` (not retained) when its state changes.
    /// A nil target or action adds no target-action pair; add them later with `addTarget(_:action:)`.
    ///
    /// - Note: Differs from UIKit: the action is an `ActionMessage` (a method reference) instead of
    ///   a selector; the generic initializers take the method directly:
    ///   `UITapGestureRecognizer(target: self, action: ViewController.didTap)`.
    public init(target: AnyObject?, action: ActionMessage?) {
        if let target, let action { targets.append(GestureTarget(object: target, action: action)) }
    }

    // MARK: - Target-action

    /// Adds a target-action pair; the target is not retained. The action runs with the recognizer
    /// as its sender on every state change that sends actions.
    ///
    /// - Note: Differs from UIKit: adding the same pair twice sends it twice, since method
    ///   references cannot be compared.
    open func addTarget(_ target: AnyObject, action: ActionMessage) {
        targets.append(GestureTarget(object: target, action: action))
    }

    /// Removes the actions of `target`, or every target-action pair when `target` is nil.
    ///
    /// - Note: Differs from UIKit: there is no `action:` parameter: without selectors one action
    ///   of a target cannot be told from another, so all of the target's actions are removed.
    open func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.object === target || $0.object == nil }
    }

    // MARK: - State

    /// The recognizer's state; `.possible` until it recognizes or fails.
    ///
    /// Subclasses set it from their touch methods, as UIKit's `UIGestureRecognizerSubclass.h`
    /// allows; a transition to `.began` or `.recognized` may instead become `.failed` (the delegate
    /// or a view refused, another recognizer already won) or wait while a recognizer this one
    /// requires to fail is still possible.
    open var state: State {
        get { pendingTransitions == nil ? storedState : .possible }
        set { requestTransition(to: newValue) }
    }

    /// The view the recognizer is attached to with `UIView.addGestureRecognizer(_:)`.
    open var view: UIView? { storedView }

    /// Whether the recognizer takes part in event handling; true by default. Disabling it while it
    /// recognizes a gesture cancels the gesture; while it is possible, it fails.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue && !isEnabled { recognizerWasDisabled() } }
    }

    /// A name for debugging.
    open var name: String?

    /// The recognizer's delegate; not retained.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    // MARK: - Effect on the view's touches (behaviour 8.35, 8.36)

    /// Whether recognizing the gesture cancels the view's touches of it: true by default. The view
    /// then gets `touchesCancelled(_:with:)` for touches it has seen and nothing more of them.
    ///
    /// - Note: Differs from UIKit: the touches keep their `view` (UIKit sets it to nil once a
    ///   recognizer has taken the touch).
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan`/`touchesMoved` wait until this recognizer fails (and are
    /// dropped if it recognizes); false by default, so the view gets them in parallel.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is still possible; true by
    /// default. If the gesture is then recognized, the view gets `touchesCancelled` instead.
    open var delaysTouchesEnded = true

    // MARK: - Dependencies

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; if
    /// the other one recognizes, this one fails. The other recognizer is not retained.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer, by recognizing, can make `preventedGestureRecognizer` fail; true
    /// by default (the delegate's simultaneous-recognition answer is asked first).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing can make this one fail; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Location

    /// Where the gesture is in `view`'s coordinates (the window's for nil): the centroid of its
    /// touches, or where its last touch (or the hovering or scrolling pointer) was.
    open func location(in view: UIView?) -> CGPoint { gestureLocation(in: view) }

    /// The location of the touch at `touchIndex` (below `numberOfTouches`) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            touchIndex >= 0 && touchIndex < trackedTouches.count,
            "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) is beyond the \(trackedTouches.count) "
                + "touches"
        )
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer tracks in the current sequence.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: - Subclass hooks

    /// Touches of the recognizer's view (or its subviews) began; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches ended; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled; the default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to `.possible` after a gesture; subclasses clear their
    /// own state here and call super. The default does nothing.
    open func reset() {}

    // MARK: - Toolkit hooks (overridden by the concrete recognizers)

    /// Whether the recognizer takes part in touch sequences (hover recognizers do not).
    var receivesTouches: Bool { true }

    /// A deadline set with `GestureEnvironment.setDeadline(_:for:)` passed, on the gesture clock.
    func deadlineDidPass(at time: TimeInterval) {}
}

/// A gesture recognizer held weakly (for `require(toFail:)`).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// One target-action pair of a recognizer; the target is not retained.
struct GestureTarget {
    weak var object: AnyObject?
    let action: ActionMessage
}

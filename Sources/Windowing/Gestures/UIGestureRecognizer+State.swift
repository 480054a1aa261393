import Foundation

// The state machine (UIGestureRecognizerSubclass.h's rules): a subclass asks for a state and the
// recognizer either moves there, sending actions, or refuses. Leaving `.possible` for `.began` or
// `.recognized` goes through the environment's arbitration (failure requirements, other
// recognizers, the delegate and the views), which may make it `.failed` or let it wait.
extension UIGestureRecognizer {
    /// Whether the recognizer has begun or recognized in the current sequence.
    var isActive: Bool {
        pendingTransitions == nil && (storedState == .began || storedState == .changed || storedState == .ended)
    }

    /// Whether the recognizer is given the touches of its sequence.
    var isReceivingTouches: Bool {
        isEnabled && storedView != nil && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Whether a tracked touch is still down: its ended or cancelled phase has not arrived yet.
    var hasActiveTouches: Bool {
        let environment = GestureEnvironment.current
        return trackedTouches.contains { environment.isDown($0) }
    }

    /// The centroid of the tracked touches in window coordinates, if there are any.
    var touchCentroidInWindow: CGPoint? {
        guard !trackedTouches.isEmpty else { return nil }
        let sum = trackedTouches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
        }
        return CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
    }

    func gestureLocation(in view: UIView?) -> CGPoint {
        if let centroid = touchCentroidInWindow {
            return Self.convert(centroid, from: trackedTouches.first?.window, to: view)
        }
        guard let lastLocation else { return .zero }
        return Self.convert(lastLocation, from: lastWindow, to: view)
    }

    static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    /// A vector in window coordinates expressed in `view`'s coordinates (unchanged for nil).
    static func convertVector(_ vector: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        let origin = convert(.zero, from: window, to: view)
        let end = convert(vector, from: window, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    // MARK: - Transitions

    func requestTransition(to newState: State) {
        GestureEnvironment.current.batch {
            if pendingTransitions != nil {
                updatePendingTransitions(with: newState)
                return
            }
            switch (storedState, newState) {
            case (.possible, .began), (.possible, .ended):
                GestureEnvironment.current.attemptRecognition(of: self, through: [newState])
            case (.possible, .failed), (.possible, .cancelled):
                apply(.failed)
            case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
                (.changed, .cancelled):
                apply(newState)
            case (.began, .failed), (.changed, .failed):
                apply(.cancelled)
            case (.possible, .possible):
                break
            default:
                Diagnostics.warning(
                    "UIGestureRecognizer.state: \(Trace.className(of: self)) cannot go from "
                        + ".\(storedState) to .\(newState); "
                        + "a recognizer returns to .possible by itself after its touches end")
            }
        }
    }

    /// While waiting for a required recognizer to fail, later requests update what happens once
    /// it does: a continuous gesture that ended meanwhile begins and ends at once.
    private func updatePendingTransitions(with newState: State) {
        switch newState {
        case .began, .changed, .possible:
            break
        case .ended:
            if pendingTransitions == [.began] { pendingTransitions = [.began, .ended] }
        case .failed, .cancelled:
            pendingTransitions = nil
            apply(.failed)
        }
    }

    /// Moves to `newState` unconditionally and sends the actions it calls for.
    func apply(_ newState: State) {
        let oldState = storedState
        storedState = newState
        Trace.note("\(Trace.className(of: self)) \(oldState) → \(newState)")
        GestureEnvironment.current.recognizer(self, didMoveFrom: oldState, to: newState)
        if newState != .failed && newState != .possible { sendActions() }
    }

    /// How a continuous gesture (pan, long press) finishes when its touches end or are
    /// cancelled: a running one ends or is cancelled, one that never began fails.
    func finishContinuousGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    func recognizerWasDisabled() {
        let environment = GestureEnvironment.current
        environment.batch {
            if let hover = self as? UIHoverGestureRecognizer, environment.hovering.contains(where: { $0 === hover }) {
                environment.endHover(hover, cancelled: true)
            } else if storedState == .began || storedState == .changed {
                apply(.cancelled)
            } else if storedState == .possible && environment.participants.contains(where: { $0 === self }) {
                pendingTransitions = nil
                apply(.failed)
            }
        }
    }
}

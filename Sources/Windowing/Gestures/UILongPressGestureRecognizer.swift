public import Foundation

/// A continuous recognizer for pressing and holding: it begins when the touch has stayed down
/// for `minimumPressDuration` without moving more than `allowableMovement`, changes as the touch
/// then moves (any distance) and ends when it lifts.
///
/// The duration is measured on the event clock: it passes when a later event arrives, or, while
/// the app's run loop runs, when a timer on the main run loop fires.
///
/// - Note: Differs from UIKit: `numberOfTapsRequired` (taps before the press) is not offered, and
///   with one pointer a recognizer whose `numberOfTouchesRequired` is above 1 never begins.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The number of fingers that must press; 1 by default.
    open var numberOfTouchesRequired = 1

    private var startLocation: CGPoint?

    /// Starts timing the press.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if startLocation == nil { startLocation = touchCentroidInWindow }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            GestureEnvironment.current.setDeadline(event.timestamp + minimumPressDuration, for: self)
        }
    }

    /// Fails if the touch strays before the duration passed; changes once the gesture began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let startLocation, let centroid = touchCentroidInWindow,
                hypot(centroid.x - startLocation.x, centroid.y - startLocation.y) > allowableMovement
            else { return }
            state = .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a running gesture; a press released too early fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    /// Cancels a running gesture; one that had not begun fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    /// Forgets where the press started.
    open override func reset() {
        super.reset()
        startLocation = nil
    }

    /// The press lasted long enough: the gesture begins if the touches are still down.
    override func deadlineDidPass(at time: TimeInterval) {
        guard state == .possible, hasActiveTouches, numberOfTouches == numberOfTouchesRequired else { return }
        state = .began
    }
}

import Foundation

/// A discrete recognizer for one or more taps: it recognizes when the last of
/// `numberOfTapsRequired` taps is released with `numberOfTouchesRequired` touches.
///
/// It fails when a touch moves more than 10 points from where it went down, when more touches
/// than required come down, and when the next tap of a multi-tap does not begin within 0.35
/// seconds of the previous release (measured on the events' timestamps) or is not a quick
/// repeat at the same place (its touch's `tapCount` does not continue the series).
///
/// - Note: Differs from UIKit: the pointer is a single touch, so a recognizer that requires more
///   than one touch never recognizes.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a touch may move from where it went down, in points, before the tap fails.
    static let allowableMovement: CGFloat = 10
    /// How long after a release the next tap of a multi-tap may begin, in seconds.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// The number of taps to recognize; 1 by default.
    open var numberOfTapsRequired = 1
    /// The number of fingers that tap together; 1 by default.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var touchesInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    /// Starts a tap, or the next tap of a multi-tap when it continues the series in time.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        GestureEnvironment.current.clearDeadline(for: self)
        if tapsCompleted > 0, touches.contains(where: { $0.tapCount <= 1 }) {
            state = .failed
            return
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.locationInWindow }
        touchesInTap = max(touchesInTap, startLocations.count)
        if touchesInTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a touch strays more than 10 points.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, strayed(touches) else { return }
        state = .failed
    }

    /// Completes a tap when its last touch lifts; recognizes on the last tap, else waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard !strayed(touches) else {
            state = .failed
            return
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = nil }
        guard startLocations.isEmpty else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            GestureEnvironment.current.setDeadline(event.timestamp + Self.maximumIntervalBetweenTaps, for: self)
        }
    }

    /// A cancelled touch fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .failed
    }

    /// Clears the taps counted so far.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInTap = 0
        startLocations.removeAll()
    }

    private func strayed(_ touches: Set<UITouch>) -> Bool {
        touches.contains { touch in
            guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
            return hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
                > Self.allowableMovement
        }
    }

    /// The next tap did not come in time.
    override func deadlineDidPass(at time: TimeInterval) {
        if state == .possible && tapsCompleted > 0 { state = .failed }
    }
}

import Foundation

/// One movement of the content offset over time, without touching any view: where the offset is
/// at each moment and when the movement is over. Every timed offset change of a scroll view
/// (deceleration after a drag, the bounce back from past an edge, paging, an animated
/// `setContentOffset`) is one of these, stepped by the view's frame source.
struct ScrollMotion: Equatable {
    enum Kind: Equatable {
        /// After a drag: the offset approaches `target` as a fling slowing down at `rate` per
        /// millisecond (UIKit's `decelerationRate`), fast at first and gently at the end.
        case deceleration(rate: CGFloat)
        /// `setContentOffset(_:animated:)` and friends: ease in and out over `duration` seconds.
        case animation(duration: TimeInterval)
    }

    /// The duration of an animated offset change.
    static let animationDuration: TimeInterval = 0.3
    /// Closer than this (points) to the target, a deceleration is over.
    static let restDistance: CGFloat = 0.5

    var kind: Kind
    var start: CGPoint
    var target: CGPoint
    var startTime: TimeInterval

    /// The offset at `time`, and whether the motion has arrived (the offset is then `target`).
    func offset(at time: TimeInterval) -> (offset: CGPoint, finished: Bool) {
        let elapsed = max(0, time - startTime)
        let progress: CGFloat
        switch kind {
        case .deceleration(let rate):
            // The fraction of the remaining way still to go decays like the speed: rate^ms.
            let remaining = pow(Self.validRate(rate), CGFloat(elapsed * 1000))
            let distance = hypot(target.x - start.x, target.y - start.y) * remaining
            if distance < Self.restDistance { return (target, true) }
            progress = 1 - remaining
        case .animation(let duration):
            guard duration > 0, elapsed < duration else { return (target, true) }
            let t = CGFloat(elapsed / duration)
            progress = t * t * (3 - 2 * t)
        }
        return (
            CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress), false
        )
    }

    /// A rate in 0..<1; anything else would never stop or run backwards, so it becomes `.normal`.
    static func validRate(_ rate: CGFloat) -> CGFloat {
        rate > 0 && rate < 1 && rate.isFinite ? rate : UIScrollView.DecelerationRate.normal.rawValue
    }

    /// How far a fling at `velocity` points per millisecond travels before it stops at `rate`:
    /// the sum of the speeds of every following millisecond.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let rate = validRate(rate)
        return velocity * rate / (1 - rate)
    }

    /// How far a drag past an edge shows: resistance that grows with the distance, so the content
    /// never moves more than `dimension` past the edge (a rubber band; 0.55 is the stiffness).
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(overshoot)
        let banded = (1 - 1 / (magnitude * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }
}

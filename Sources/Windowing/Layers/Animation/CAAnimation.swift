public import Foundation

/// Core Foundation's name for a time interval in seconds, which Core Animation's API uses.
public typealias CFTimeInterval = TimeInterval

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value stays after the end (with `isRemovedOnCompletion` false).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Told when an animation starts and stops. Core Animation keeps a strong reference to it.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation reached its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed
    /// (`removeAnimation(forKey:)`, another animation added for its key, its layer's
    /// `removeAllAnimations()`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit animation of a layer's properties, added with `CALayer.add(_:forKey:)`: it shows
/// values over time on screen while the layer's properties (the model) keep what the app set.
///
/// Its timing (`CAMediaTiming` in Core Animation): it begins at `beginTime` (0: when added),
/// runs for `duration` (0: a quarter of a second) at `speed`, repeats `repeatCount` times or for
/// `repeatDuration`, plays back after each run with `autoreverses`, and shows its values before
/// and after as `fillMode` says; with `isRemovedOnCompletion` (the default) it leaves the layer
/// when it ends.
/// See https://developer.apple.com/documentation/quartzcore/caanimation
@preconcurrency @MainActor
open class CAAnimation {
    public init() {}

    public required init?(coder: NSCoder) {}

    /// A copy of the animation, as `NSCopying` gives it: what `CALayer.add(_:forKey:)` keeps.
    /// - Note: Differs from UIKit: the copy of an animation of the app's own subclass is of the
    ///   Windowing class it derives from.
    open func copy() -> Any { makeCopy() }

    /// A new animation of this kind with the same values.
    func makeCopy() -> CAAnimation {
        let copy = CAAnimation()
        copy.copyTiming(from: self)
        return copy
    }

    /// Takes `other`'s timing, delegate and removal.
    func copyTiming(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// The pacing of each run; nil (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Told when the animation starts and stops; kept strongly, as Core Animation keeps it.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation leaves its layer when it ends; true by default.
    open var isRemovedOnCompletion = true

    /// When the animation begins, on `CACurrentMediaTime()`'s clock; 0 (the default) begins it
    /// when it is added. Inside a group, seconds from the group's start.
    open var beginTime: CFTimeInterval = 0

    /// The length of one run in seconds; 0 (the default) means a quarter of a second.
    open var duration: CFTimeInterval = 0

    /// How fast time passes for the animation; 1 by default.
    open var speed: Float = 1

    /// Where in its own time the animation starts; 0 by default.
    open var timeOffset: CFTimeInterval = 0

    /// How many runs (fractions allowed; `.infinity` forever); 0 (the default) means one.
    open var repeatCount: Float = 0

    /// How long to repeat for, in seconds, instead of a count; 0 by default.
    open var repeatDuration: CFTimeInterval = 0

    /// Whether each run plays backwards after playing forwards; false by default.
    open var autoreverses = false

    /// What shows outside the active time; `.removed` by default.
    open var fillMode = CAMediaTimingFillMode.removed

    // MARK: - Evaluation

    /// The values the animation shows at `time` seconds after it began (its parent's time), and
    /// whether it has ended; `model` reads the layer's own values.
    func evaluate(at time: TimeInterval, model: (LayerKey) -> LayerValue?) -> (
        values: [(LayerKey, LayerValue)], ended: Bool
    ) {
        let (fraction, iteration, ended) = self.fraction(at: time)
        guard let fraction else { return ([], ended) }
        return (values(atFraction: fraction, iteration: iteration, localTime: localTime(at: time), model: model), ended)
    }

    /// What a subclass shows at `fraction` (0...1) of run number `iteration`.
    func values(
        atFraction fraction: CGFloat, iteration: Int, localTime: TimeInterval, model: (LayerKey) -> LayerValue?
    ) -> [(LayerKey, LayerValue)] { [] }

    /// The length of one run, the default filled in.
    var effectiveDuration: TimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The animation's own time at its parent's `time` (since it began).
    func localTime(at time: TimeInterval) -> TimeInterval {
        time * Double(speed.isFinite ? speed : 1) + (timeOffset.isFinite ? timeOffset : 0)
    }

    /// The fraction of the current run shown at the parent's `time` (nil when nothing shows),
    /// the run's number, and whether the animation's active time is over.
    func fraction(at time: TimeInterval) -> (fraction: CGFloat?, iteration: Int, ended: Bool) {
        let local = localTime(at: time)
        let run = effectiveDuration
        let cycle = autoreverses ? 2 * run : run
        let total: TimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else if repeatCount > 0 {
            total = repeatCount.isInfinite ? .infinity : cycle * Double(repeatCount)
        } else {
            total = cycle
        }
        if local < 0 { return (fillMode.fillsBackwards ? start : nil, 0, false) }
        if local >= total {
            guard fillMode.fillsForwards else { return (nil, 0, true) }
            return (position(in: total, run: run, cycle: cycle, atEnd: true).0, 0, true)
        }
        let (fraction, iteration) = position(in: local, run: run, cycle: cycle, atEnd: false)
        return (fraction, iteration, false)
    }

    private var start: CGFloat { eased(0) }

    /// The eased fraction of its run at local time `local`, and the run's number.
    private func position(in local: TimeInterval, run: TimeInterval, cycle: TimeInterval, atEnd: Bool) -> (CGFloat, Int)
    {
        var iteration = Int((local / cycle).rounded(.down))
        var within = local - Double(iteration) * cycle
        // The very end of a whole number of runs shows the end of the last run, not the start of the next.
        if atEnd, within == 0, iteration > 0 {
            iteration -= 1
            within = cycle
        }
        var linear = within / run
        if autoreverses, within > run { linear = (cycle - within) / run }
        return (eased(CGFloat(min(1, max(0, linear)))), iteration)
    }

    func eased(_ fraction: CGFloat) -> CGFloat {
        guard let timingFunction else { return fraction }
        return CGFloat(timingFunction.curve.progress(at: Double(fraction)))
    }
}

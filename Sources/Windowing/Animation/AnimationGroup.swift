import Foundation

/// One animated property of one view: from where to where, driven by its group's progress.
@MainActor
final class PropertyAnimation {
    let view: UIView
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    /// The model colour before the change, so finishing at the start restores it exactly (nil included).
    let fromBackground: UIColor?
    /// The group's progress when this animation joined it: animations added to a running property
    /// animator use the time that is left.
    let startProgress: Double
    /// Whether the view was in a window when the animation began: leaving it interrupts the animation.
    let beganInWindow: Bool
    /// Strong: the group drops its animations when they end, which breaks the cycle.
    let group: AnimationGroup
    /// The values on the way, for a keyframe animation; nil goes straight from `from` to `to`.
    let track: KeyframeTrack?

    init(
        view: UIView, property: AnimatedProperty, from: AnimatedValue, fromBackground: UIColor?,
        group: AnimationGroup, startProgress: Double, track: KeyframeTrack? = nil
    ) {
        self.track = track
        self.view = view
        self.property = property
        self.from = from
        self.to = view.modelValue(of: property)
        self.fromBackground = fromBackground
        self.group = group
        self.startProgress = startProgress
        beganInWindow = view.hostWindow != nil
    }

    var key: AnimationKey { AnimationKey(view: ObjectIdentifier(view), property: property) }

    /// The presentation value at the group's `progress`.
    func value(atProgress progress: Double) -> AnimatedValue {
        let local = startProgress < 1 ? (progress - startProgress) / (1 - startProgress) : 1
        if let track { return track.value(at: local) }
        return from.interpolated(to: to, progress: CGFloat(local))
    }
}

struct AnimationKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatedProperty
}

/// The animations one `animate(…)` call or one property animator made, sharing a timing, a clock
/// and a completion.
///
/// The group's fraction is the share of its duration that has passed; its progress is the timing
/// curve at that fraction. A running group's fraction moves from `anchorFraction` at
/// `anchorTime` (forwards, or backwards when reversed); a paused group's stays put.
@MainActor
final class AnimationGroup {
    let timing: AnimationTiming
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    var animations: [PropertyAnimation] = []
    /// Whether an animation of the group was replaced or its view left the window.
    var wasInterrupted = false
    /// The property animator that owns the group; it decides itself what finishing means, and
    /// the group keeps it alive while it is active, as UIKit keeps a running animator.
    var animator: UIViewPropertyAnimator?
    /// Called once when the group ends, with whether it ran to its end.
    var completion: ((Bool) -> Void)?

    private(set) var isRunning = false
    var isReversed = false
    private var anchorTime: TimeInterval = 0
    private var anchorFraction: Double = 0

    init(timing: AnimationTiming, duration: TimeInterval, options: UIView.AnimationOptions = []) {
        self.timing = timing
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.options = options
    }

    /// Starts or resumes the clock at `time`; the fraction starts moving after `delay` seconds.
    func run(at time: TimeInterval, delay: TimeInterval = 0) {
        anchorTime = time + (delay.isFinite ? max(0, delay) : 0)
        isRunning = true
    }

    /// Stops the clock at the fraction reached at `time`.
    func pause(at time: TimeInterval) {
        anchorFraction = fraction(at: time).fraction
        isRunning = false
    }

    /// Sets the fraction of a paused group.
    func setFraction(_ fraction: Double) {
        anchorFraction = min(1, max(0, fraction.isFinite ? fraction : 0))
    }

    /// The fraction at `time` and whether the group has reached its end (1, or 0 when reversed).
    func fraction(at time: TimeInterval) -> (fraction: Double, ended: Bool) {
        guard isRunning else { return (anchorFraction, false) }
        let elapsed = time - anchorTime
        guard elapsed > 0 else { return (anchorFraction, false) }
        guard duration > 0 else { return isReversed ? (0, true) : (1, true) }
        let cycles = elapsed / duration
        if options.contains(.autoreverse) {
            let ended = !options.contains(.repeat) && cycles >= 2
            let phase = ended ? 2 : cycles.truncatingRemainder(dividingBy: 2)
            return (phase <= 1 ? phase : 2 - phase, ended)
        }
        if options.contains(.repeat) { return (cycles.truncatingRemainder(dividingBy: 1), false) }
        let moved = isReversed ? anchorFraction - cycles : anchorFraction + cycles
        if isReversed { return (max(0, moved), moved <= 0) }
        return (min(1, moved), moved >= 1)
    }

    /// The timing curve's progress at `fraction`.
    func progress(atFraction fraction: Double) -> Double {
        timing.progress(at: fraction, duration: duration)
    }
}

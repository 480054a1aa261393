public import Foundation

/// An animation you control: start it, pause it, scrub it with `fractionComplete`, reverse it,
/// stop it, and be told where it ended.
///
/// Its animation blocks run when it becomes active (`startAnimation()`, `pauseAnimation()` or
/// setting `fractionComplete`): they set the model values at once, and the screen follows the
/// animator's progress from the old values to the new ones. A block added while it is active
/// animates from what is on screen over the time that is left. While active, the animator keeps
/// itself alive.
///
/// - Note: Differs from UIKit: `scrubsLinearly`, `pausesOnCompletion`, `isInterruptible`,
///   `continueAnimation(withTimingParameters:durationFactor:)` and `addAnimations(_:delayFactor:)`
///   are missing; a paused animator shows its timing curve at `fractionComplete`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The animation's duration in seconds.
    public let duration: TimeInterval
    /// The delay before the animation starts, set by `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// Whether views take touches while the animator runs; true by default.
    open var isUserInteractionEnabled = true

    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false

    private let timing: AnimationTiming
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    private var reversed = false
    private var storedFraction: Double = 0

    /// An animator with one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = Self.checked(duration)
        timing = .cubic(curve.timingCurve)
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a cubic Bézier curve through `point1` and `point2` (x values within 0...1).
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = Self.checked(duration)
        timing = .cubic(CubicTimingCurve(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a spring of `ratio` (below 1 overshoots) that settles in `duration`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = Self.checked(duration)
        timing = .spring(SpringTimingCurve(dampingRatio: Double(ratio), initialVelocity: 0, duration: duration))
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    /// Makes an animator with `options`' curve, starts it after `delay` and returns it.
    ///
    /// - Note: Differs from UIKit: it returns a `UIViewPropertyAnimator`, not `Self`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks

    /// Adds animations: run when the animator becomes active, or at once (from what is on
    /// screen, over the time left) if it already is.
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active, let group else {
            pendingAnimations.append(animation)
            return
        }
        let progress = group.progress(atFraction: group.fraction(at: FrameClock.shared.now).fraction)
        let transaction = AnimationTransaction.record(
            duration: duration, delay: 0, timing: timing, options: [.beginFromCurrentState], animation)
        for made in transaction.animations(in: group, startProgress: min(progress, 0.999)) {
            AnimationEngine.shared.add(made)
        }
    }

    /// Adds a block called with the position the animation ended at; blocks run in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Control

    /// Starts the animation, or resumes it where it was paused.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds, or resumes it then.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            Diagnostics.warning(
                "UIViewPropertyAnimator: startAnimation() on a stopped animator is ignored; call "
                    + "finishAnimation(at:) first")
            return
        }
        let group = activate()
        self.delay = delay.isFinite ? max(0, delay) : 0
        group.run(at: FrameClock.shared.now, delay: self.delay)
        isRunning = true
        AnimationEngine.shared.track(group)
    }

    /// Pauses the animation where it is; an inactive animator becomes active, paused at its start.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        let group = activate()
        if isRunning { group.pause(at: FrameClock.shared.now) }
        isRunning = false
        AnimationEngine.shared.track(group)
    }

    /// Stops the animation where it is on screen: the model values become what is shown. With
    /// `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it waits
    /// in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return }
        let progress = group.progress(atFraction: group.fraction(at: FrameClock.shared.now).fraction)
        let animations = group.animations
        AnimationEngine.shared.remove(group)
        setModelValues(of: animations, at: .current, progress: progress)
        isRunning = false
        if withoutFinishing {
            deactivate()
        } else {
            state = .stopped
            stoppedAnimations = animations
        }
    }

    /// Ends a stopped animation at `finalPosition`, sets the model values there and calls the
    /// completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.warning(
                "UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator (state \(state)); "
                    + "call stopAnimation(false) first")
            return
        }
        // At `.current` the model values already are what was on screen when it stopped.
        if finalPosition != .current { setModelValues(of: stoppedAnimations, at: finalPosition, progress: 0) }
        stoppedAnimations = []
        deactivate()
        callCompletions(finalPosition)
    }

    private var stoppedAnimations: [PropertyAnimation] = []

    /// Whether the animation runs backwards, to its start; it can be flipped while active.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard let group else { return }
            let now = FrameClock.shared.now
            if isRunning {
                group.pause(at: now)
                group.isReversed = newValue
                group.run(at: now)
            } else {
                group.isReversed = newValue
            }
        }
    }

    /// The share of the duration done, 0...1. Setting it pauses nothing by itself: it moves a
    /// paused animator (an inactive one becomes active, paused, first).
    open var fractionComplete: CGFloat {
        get {
            guard let group else { return CGFloat(storedFraction) }
            return CGFloat(group.fraction(at: FrameClock.shared.now).fraction)
        }
        set {
            guard state != .stopped else { return }
            if state == .inactive { pauseAnimation() }
            guard let group, !isRunning else { return }
            group.setFraction(Double(newValue))
            AnimationEngine.shared.refresh(group, at: FrameClock.shared.now)
        }
    }

    // MARK: - Internals

    /// Makes the animator active if it is not: runs the pending blocks into a new group.
    private func activate() -> AnimationGroup {
        if let group { return group }
        let group = AnimationGroup(timing: timing, duration: duration)
        group.animator = self
        group.isReversed = reversed
        group.setFraction(storedFraction)
        self.group = group
        state = .active
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks {
            let transaction = AnimationTransaction.record(
                duration: duration, delay: 0, timing: timing, options: [.overrideInheritedDuration], block)
            for made in transaction.animations(in: group) { AnimationEngine.shared.add(made) }
        }
        return group
    }

    private func deactivate() {
        group?.animator = nil
        group = nil
        state = .inactive
        isRunning = false
        storedFraction = 0
    }

    /// The group ran to its end (or, reversed, to its start).
    func groupDidReachEnd(with animations: [PropertyAnimation]) {
        guard let group else { return }
        let position: UIViewAnimatingPosition = group.isReversed ? .start : .end
        if position == .start { setModelValues(of: animations, at: .start, progress: 0) }
        deactivate()
        callCompletions(position)
    }

    private func callCompletions(_ position: UIViewAnimatingPosition) {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    /// Sets the model values of `animations` to their start, their end or the value at `progress`.
    private func setModelValues(
        of animations: [PropertyAnimation], at position: UIViewAnimatingPosition, progress: Double
    ) {
        UIView.performWithoutAnimation {
            for animation in animations {
                let value: AnimatedValue
                switch position {
                case .start: value = animation.from
                case .end: value = animation.to
                case .current: value = animation.value(atProgress: progress)
                }
                if position == .start, animation.property == .backgroundColor {
                    animation.view.backgroundColor = animation.fromBackground
                } else {
                    animation.view.setModelValue(value, of: animation.property)
                }
            }
        }
    }

    private static func checked(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite ? max(0, duration) : 0
    }
}

extension UIView {
    /// Sets `property` to `value` through its public setter.
    func setModelValue(_ value: AnimatedValue, of property: AnimatedProperty) {
        switch (property, value) {
        case (.bounds, .rect(let rect)): bounds = rect
        case (.center, .point(let point)): center = point
        case (.alpha, .scalar(let alpha)): self.alpha = alpha
        case (.transform, .transform(let transform)): self.transform = transform
        case (.backgroundColor, _): backgroundColor = value.uiColor
        case (.cornerRadius, .scalar(let radius)): layer.cornerRadius = radius
        case (.shadowOpacity, .scalar(let opacity)): layer.shadowOpacity = Float(opacity)
        default: break
        }
    }
}

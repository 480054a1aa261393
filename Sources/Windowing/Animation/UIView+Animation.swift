public import Foundation

// The block-based animations. The `animations` closure runs at once and sets the model values;
// each animatable property it changed animates on screen from its old value to the new one
// (`AnimationTransaction`, `AnimationEngine`), and `completion` runs on a later frame with
// whether the animations ran to their end.
extension UIView {
    /// Animates the changes `animations` makes, after `delay` seconds, over `duration` seconds.
    ///
    /// The model values change at once: `frame`, `alpha` and the others read the new values
    /// right after this returns, while the screen (and `layer.presentation()`) moves from the
    /// old values to them. `completion` gets `false` when an animation was interrupted: replaced
    /// by another animation of the same property, or its view left the window.
    ///
    /// Animatable: `frame`, `bounds`, `center`, `alpha`, `backgroundColor`, `transform`, and the
    /// layer's `cornerRadius`, `opacity` and `shadowOpacity`.
    ///
    /// - Note: Differs from UIKit: a new animation of a property replaces the running one (whose
    ///   completion gets `false`) instead of adding to it; without `.beginFromCurrentState` it
    ///   starts from the current model value. When nothing animatable changed, or animations are
    ///   disabled, `completion` is called on the next frame with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: .cubic(options.curve.timingCurve), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a damped spring that settles in `duration`.
    ///
    /// `dampingRatio` below 1 overshoots and oscillates; 1 settles without overshoot. `velocity`
    /// is the starting speed in changes per second: 1 covers the whole change in one second.
    /// The curve options are ignored, as the spring is the curve.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTimingCurve(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
        run(
            duration: duration, delay: delay, timing: .spring(spring), options: options, animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animation blocks animate; true unless `setAnimationsEnabled(false)`.
    public static var areAnimationsEnabled: Bool { AnimationTransaction.animationsEnabled }

    /// Turns animation blocks on or off; while off, their changes happen at once.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationTransaction.animationsEnabled = enabled
    }

    /// The duration of the animation block being run, 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let current = AnimationTransaction.current, current.records else { return 0 }
        return current.duration
    }

    static func run(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: AnimationOptions,
        keyframeMode: KeyframeTrack.Mode? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction.record(
            duration: duration, delay: delay, timing: timing, options: options, keyframeMode: keyframeMode,
            animations)
        let engine = AnimationEngine.shared
        let group = AnimationGroup(timing: transaction.timing, duration: transaction.duration, options: options)
        let made =
            transaction.records && (transaction.duration > 0 || delay > 0) ? transaction.animations(in: group) : []
        guard !made.isEmpty else {
            if let completion { engine.enqueueCompletion { completion(true) } }
            return
        }
        group.completion = completion
        group.run(at: FrameClock.shared.now, delay: delay)
        for animation in made { engine.add(animation) }
    }
}

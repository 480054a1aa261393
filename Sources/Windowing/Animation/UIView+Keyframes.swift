public import Foundation

// Keyframe animations: one animation block whose changes are split into keyframes, each moving
// the properties it changes over its own part of the whole duration.
extension UIView {
    /// The options of `animateKeyframes(withDuration:delay:options:animations:completion:)`, with
    /// UIKit's raw values: the first bits are those of ``UIView/AnimationOptions``, and bits 10–12
    /// the calculation mode.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between the keyframes' values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No blending: each value shows from its time to the next one's.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines at an even speed; the keyframes' times are not used.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The smooth spline at an even speed; the keyframes' times are not used.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: KeyframeTrack.Mode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options UIView.animate understands: every bit but the calculation mode's. A curve
        /// given in the raw value (bits 16–19, as ``UIView/AnimationOptions`` has them) times the
        /// whole animation, as in UIKit, where apps pass one that way.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }

    /// Animates the changes made by the keyframes `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, after `delay` seconds,
    /// over `duration` seconds.
    ///
    /// Each property a keyframe changes moves to the keyframe's value over the keyframe's part of
    /// the duration, holds it until a later keyframe moves it again, and keeps its last value to
    /// the end. The model values change at once, as in ``animate(withDuration:delay:options:animations:completion:)``.
    /// The whole animation follows the ease-in-ease-out curve, as UIKit's does, unless `options`
    /// carries a curve of ``UIView/AnimationOptions`` in its raw value. A change made outside
    /// every keyframe animates over the whole duration.
    ///
    /// - Note: Differs from UIKit: the cubic modes are a uniform Catmull-Rom spline, and a
    ///   `UIView.animate` block inside a keyframe animates on its own, not as part of the keyframe.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let animationOptions = options.animationOptions
        run(
            duration: duration, delay: delay, timing: .cubic(animationOptions.curve.timingCurve),
            options: animationOptions, keyframeMode: options.calculationMode, animations: animations,
            completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built: the changes `animations` makes,
    /// reached from `frameStartTime` over `frameDuration`, both fractions (0...1) of the whole
    /// animation's duration; values outside 0...1 are taken to the nearer end.
    ///
    /// Outside the `animations` block of ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// the changes are made as in any other code: at once, or as part of the animation block
    /// being run.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let transaction = AnimationTransaction.current, transaction.records, transaction.keyframeMode != nil
        else {
            animations()
            return
        }
        transaction.recordKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}

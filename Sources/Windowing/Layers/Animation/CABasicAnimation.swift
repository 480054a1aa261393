public import Foundation

/// An animation of one layer property, named by `keyPath`.
///
/// Windowing animates these key paths: `opacity`, `position` (`.x`, `.y`), `bounds`
/// (`.size`, `.size.width`, `.size.height`, `.origin`), `transform` (`.rotation`, `.rotation.z`,
/// `.scale`, `.scale.x`, `.scale.y`, `.translation`, `.translation.x`, `.translation.y`),
/// `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`; a shape layer's `strokeStart`, `strokeEnd`,
/// `lineWidth`, `lineDashPhase`, `fillColor`, `strokeColor` and `path`; a gradient layer's
/// `startPoint` and `endPoint`.
/// - Note: Differs from UIKit: other key paths are not animated; adding an animation of one
///   prints a warning.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An animation of the property `path` names.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The animated property's key path.
    open var keyPath: String?

    /// Whether the values are added to the model value rather than replacing it; false by default.
    open var isAdditive = false

    /// Whether each repeat starts where the last ended; false by default.
    open var isCumulative = false

    override func makeCopy() -> CAAnimation {
        let copy = CAPropertyAnimation()
        copy.copyProperty(from: self)
        return copy
    }

    func copyProperty(from other: CAPropertyAnimation) {
        copyTiming(from: other)
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// `value` as the animation shows it: added to the model for an additive animation, shifted
    /// by whole runs' changes for a cumulative one.
    func shown(
        _ value: LayerValue, key: LayerKey, iteration: Int, change: LayerValue?, model: (LayerKey) -> LayerValue?
    ) -> LayerValue {
        var result = value
        if isCumulative, iteration > 0, let change {
            for _ in 0..<min(iteration, 10_000) { result = result.adding(change) ?? result }
        }
        if isAdditive, let base = model(key), let sum = base.adding(result) { result = sum }
        return result
    }
}

/// An animation between two values of a property: from `fromValue` to `toValue`, or by `byValue`;
/// a value left nil is the layer's own (so `toValue` alone animates from what the layer shows).
/// See https://developer.apple.com/documentation/quartzcore/cabasicanimation
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts.
    open var fromValue: Any?
    /// Where the animation ends.
    open var toValue: Any?
    /// How far the animation moves.
    open var byValue: Any?

    override func makeCopy() -> CAAnimation {
        let copy = CABasicAnimation()
        copy.copyBasic(from: self)
        return copy
    }

    func copyBasic(from other: CABasicAnimation) {
        copyProperty(from: other)
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two ends, from Core Animation's rules for which of the three values are given.
    func ends(key: LayerKey, model: (LayerKey) -> LayerValue?) -> (LayerValue, LayerValue)? {
        let (from, to, by) = (LayerValue(fromValue), LayerValue(toValue), LayerValue(byValue))
        let current = isAdditive ? Self.zero(like: from ?? to ?? by) : model(key)
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
        case (nil, let to?, let by?): return to.subtracting(by).map { ($0, to) }
        case (let from?, nil, nil): return current.map { (from, $0) }
        case (nil, let to?, nil): return current.map { ($0, to) }
        case (nil, nil, let by?): return current.flatMap { c in c.adding(by).map { (c, $0) } }
        default: return nil
        }
    }

    private static func zero(like value: LayerValue?) -> LayerValue? {
        switch value {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        default: nil
        }
    }

    override func values(
        atFraction fraction: CGFloat, iteration: Int, localTime: TimeInterval, model: (LayerKey) -> LayerValue?
    ) -> [(LayerKey, LayerValue)] {
        guard let key = LayerKey(keyPath: keyPath), let (from, to) = ends(key: key, model: model) else { return [] }
        let change = from.distance(to: to) == 0 ? nil : to.subtracting(from)
        let value = from.interpolated(to: to, progress(atFraction: fraction, localTime: localTime))
        return [(key, shown(value, key: key, iteration: iteration, change: change, model: model))]
    }

    /// How far from the start to the end the animation is at `fraction` of its run.
    func progress(atFraction fraction: CGFloat, localTime: TimeInterval) -> CGFloat { fraction }
}

/// A basic animation whose progress follows a damped spring: a mass on a spring of
/// `stiffness` with `damping`, starting with `initialVelocity`, released from `fromValue` towards
/// `toValue`. It may overshoot; `settlingDuration` is how long it takes to come to rest.
/// See https://developer.apple.com/documentation/quartzcore/caspringanimation
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// 1 by default.
    open var mass: CGFloat = 1
    /// 100 by default.
    open var stiffness: CGFloat = 100
    /// 10 by default.
    open var damping: CGFloat = 10
    /// In units of the whole change a second, towards `toValue`; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// A spring that settles in about `perceptualDuration` seconds, bouncing by `bounce` (0: none, up to 1).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let response = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let ratio = 1 - min(1, max(0, bounce.isFinite ? bounce : 0))
        stiffness = CGFloat(pow(2 * .pi / response, 2))
        damping = 4 * .pi * ratio / CGFloat(response)
    }

    /// How long the spring takes to come to rest (its motion under a thousandth of the change).
    open var settlingDuration: CFTimeInterval {
        var t = 0.0
        var quiet = 0.0
        while t < 60 {
            let off = abs(1 - Double(progress(atTime: t)))
            quiet = off < 0.001 ? quiet + 1.0 / 60 : 0
            if quiet >= 0.1 { return t - 0.1 }
            t += 1.0 / 60
        }
        return 60
    }

    override func makeCopy() -> CAAnimation {
        let copy = CASpringAnimation()
        copy.copyBasic(from: self)
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }

    override func progress(atFraction fraction: CGFloat, localTime: TimeInterval) -> CGFloat {
        // Springs run on their own clock: the fraction of the run times its length.
        progress(atTime: Double(fraction) * effectiveDuration)
    }

    /// The spring's progress from 0 towards 1 after `t` seconds.
    func progress(atTime t: Double) -> CGFloat {
        let m = mass > 0 && mass.isFinite ? Double(mass) : 1
        let k = stiffness > 0 && stiffness.isFinite ? Double(stiffness) : 100
        let c = damping >= 0 && damping.isFinite ? Double(damping) : 10
        let v0 = initialVelocity.isFinite ? -Double(initialVelocity) : 0
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega + v0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            x = exp(-omega * t) * (1 + (omega + v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
            let a = (v0 - r2) / (r1 - r2)
            x = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
        return CGFloat(1 - x)
    }
}

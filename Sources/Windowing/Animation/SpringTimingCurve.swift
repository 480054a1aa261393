import Foundation

/// A damped harmonic oscillator released at the start value and pulled to the end value: the
/// progress of `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and of
/// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
///
/// The stiffness is chosen so the envelope of the motion has decayed to 0.1% of the change when
/// the given duration ends (within 1% for critical and heavier damping); the last frame then
/// shows the end value exactly.
struct SpringTimingCurve: Equatable, Sendable {
    /// The damping ratio: below 1 the value overshoots and oscillates, 1 and above it does not.
    let dampingRatio: Double
    /// The velocity at the start, in changes per second (1 covers the whole change in a second).
    let initialVelocity: Double
    /// The undamped angular frequency, in radians per second.
    let naturalFrequency: Double

    /// The smallest damping used: an undamped spring never settles within a duration.
    static let minimumDampingRatio = 0.01

    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let ratio = dampingRatio.isFinite ? max(Self.minimumDampingRatio, dampingRatio) : 1
        self.dampingRatio = ratio
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        // The slowest decay rate is ω·ζ below critical damping, ω·(ζ − √(ζ² − 1)) above it.
        let decayPerFrequency = ratio < 1 ? ratio : ratio - (ratio * ratio - 1).squareRoot()
        let settle = duration > 0 && duration.isFinite ? duration : 1
        naturalFrequency = log(1000) / (settle * max(decayPerFrequency, 1e-6))
    }

    /// The progress `elapsed` seconds after the start: 1 minus the spring's remaining displacement.
    func progress(atTime elapsed: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        return 1 - displacement(at: elapsed)
    }

    /// The displacement from the end, starting at 1 with velocity −`initialVelocity`.
    private func displacement(at t: Double) -> Double {
        let zeta = dampingRatio
        let omega = naturalFrequency
        let v = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return envelope * (cos(damped * t) + (zeta * omega - v) / damped * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-v - r1) / (r2 - r1)
        let c1 = 1 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}

/// How an animation's progress follows time: a cubic curve or a spring.
enum AnimationTiming: Equatable, Sendable {
    case cubic(CubicTimingCurve)
    case spring(SpringTimingCurve)

    /// The progress at `fraction` of `duration`: 0 at the start and exactly 1 at the end.
    func progress(at fraction: Double, duration: Double) -> Double {
        guard fraction < 1 else { return 1 }
        switch self {
        case .cubic(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(atTime: fraction * duration)
        }
    }
}

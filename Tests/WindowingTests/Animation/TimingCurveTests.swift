import Foundation
import Testing

@testable import Windowing

struct TimingCurveTests {
    /// A point of the Bézier with end points (0, 0), (1, 1) and the curve's control points, at parameter t.
    private func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }

    @Test(arguments: [
        ("easeInOut", CubicTimingCurve.easeInOut, (0.42, 0.0, 0.58, 1.0)),
        ("easeIn", CubicTimingCurve.easeIn, (0.42, 0.0, 1.0, 1.0)),
        ("easeOut", CubicTimingCurve.easeOut, (0.0, 0.0, 0.58, 1.0)),
    ])
    func namedCurvesFollowCoreAnimationsControlPoints(
        name: String, curve: CubicTimingCurve, points: (Double, Double, Double, Double)
    ) {
        for step in 1..<20 {
            let t = Double(step) / 20
            let x = bezier(t, points.0, points.2)
            let y = bezier(t, points.1, points.3)
            #expect(abs(curve.progress(at: x) - y) < 1e-5, "\(name) at x = \(x)")
        }
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
    }

    @Test func linearIsTheIdentityAndEaseInOutIsSymmetric() {
        for step in 0...10 {
            let x = Double(step) / 10
            #expect(CubicTimingCurve.linear.progress(at: x) == x)
            let mirrored = 1 - CubicTimingCurve.easeInOut.progress(at: 1 - x)
            #expect(abs(CubicTimingCurve.easeInOut.progress(at: x) - mirrored) < 1e-6)
        }
        #expect(CubicTimingCurve.easeIn.progress(at: 0.25) < 0.25)
        #expect(CubicTimingCurve.easeOut.progress(at: 0.25) > 0.25)
    }

    @Test func nonsenseControlPointsGiveFiniteProgressFromZeroToOne() {
        let curve = CubicTimingCurve(.nan, .infinity, -4, 9)
        #expect(curve.x1 == 0 && curve.y1 == 0 && curve.x2 == 0 && curve.y2 == 9)
        for step in 0...50 { #expect(curve.progress(at: Double(step) / 50).isFinite) }
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
    }

    @Test func anUnderdampedSpringOvershootsAndSettlesWithinItsDuration() {
        let spring = SpringTimingCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let samples = (0...100).map { spring.progress(atTime: Double($0) / 100) }
        #expect(samples[0] == 0)
        #expect(samples.max()! > 1.2)
        #expect(abs(samples[100] - 1) < 0.001)
        // The solution of x'' + 2ζωx' + ω²x = 0 with x(0) = 1, x'(0) = 0, checked numerically.
        let h = 1e-4
        for t in [0.1, 0.35, 0.6] {
            let x = { (t: Double) in 1 - spring.progress(atTime: t) }
            let velocity = (x(t + h) - x(t - h)) / (2 * h)
            let acceleration = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
            let omega = spring.naturalFrequency
            let residual = acceleration + 2 * 0.3 * omega * velocity + omega * omega * x(t)
            #expect(abs(residual) < 1e-2 * omega * omega)
        }
    }

    @Test func criticalAndOverdampedSpringsNeverOvershoot() {
        for ratio in [1.0, 2.5] {
            let spring = SpringTimingCurve(dampingRatio: ratio, initialVelocity: 0, duration: 0.5)
            let samples = (0...200).map { spring.progress(atTime: Double($0) / 400) }
            #expect(samples.allSatisfy { $0 <= 1 + 1e-9 }, "ratio \(ratio)")
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "ratio \(ratio)")
            #expect(abs(samples.last! - 1) < 0.01, "ratio \(ratio)")
        }
    }

    @Test func theInitialVelocityIsInChangesPerSecond() {
        for ratio in [0.5, 1.0, 3.0] {
            let spring = SpringTimingCurve(dampingRatio: ratio, initialVelocity: 4, duration: 1)
            let h = 1e-6
            #expect(abs(spring.progress(atTime: h) / h - 4) < 1e-2, "ratio \(ratio)")
        }
    }

    @Test func theTimingEndsExactlyAtOne() {
        let spring = AnimationTiming.spring(SpringTimingCurve(dampingRatio: 0.2, initialVelocity: 0, duration: 1))
        #expect(spring.progress(at: 1, duration: 1) == 1)
        #expect(AnimationTiming.cubic(.easeIn).progress(at: 1, duration: 1) == 1)
        let undamped = SpringTimingCurve(dampingRatio: 0, initialVelocity: .nan, duration: -1)
        #expect(undamped.dampingRatio == SpringTimingCurve.minimumDampingRatio)
        #expect(undamped.progress(atTime: 0.5).isFinite)
    }
}

import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`
/// defines the named curves: it maps the fraction of the duration elapsed to the fraction of the
/// change shown.
///
/// The control points' x values are kept in 0...1 so the curve's x is monotonic and has one
/// solution for every time fraction.
struct CubicTimingCurve: Equatable, Sendable {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = Self.unit(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = Self.unit(x2)
        self.y2 = y2.isFinite ? y2 : 1
    }

    // The control points of Core Animation's named timing functions
    // (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname).
    static let linear = CubicTimingCurve(0, 0, 1, 1)
    static let easeIn = CubicTimingCurve(0.42, 0, 1, 1)
    static let easeOut = CubicTimingCurve(0, 0, 0.58, 1)
    static let easeInOut = CubicTimingCurve(0.42, 0, 0.58, 1)

    /// The progress at `fraction` of the duration (clamped to 0...1).
    func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return fraction }
        return bezier(solveParameter(forX: fraction), y1, y2)
    }

    /// The curve parameter whose x is `x`: Newton's method from x itself, which converges in a
    /// few steps on these curves, with bisection as the fallback where the slope is flat.
    private func solveParameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let slope = derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<40 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-7 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve with end points 0 and 1 and control values `a` and `b`.
    private func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }

    private static func unit(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
}

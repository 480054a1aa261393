import Foundation

/// The values one property takes in a keyframe animation (`UIView.animateKeyframes`), as a list
/// of points in the animation's progress: where each keyframe starts, the property holds the value
/// it had; where it ends, it has the value the keyframe's block gave it.
struct KeyframeTrack {
    /// How values between the points are found (`UIView.KeyframeAnimationOptions`' calculation modes).
    enum Mode {
        /// Straight lines between the points.
        case linear
        /// No blending: each point's value shows from its time until the next point's, so a
        /// keyframe's value appears when the keyframe ends.
        case discrete
        /// Straight lines, with the points' times chosen for an even speed over the whole path.
        case paced
        /// A Catmull-Rom spline through the points.
        case cubic
        /// The spline, with the points' times chosen for an even speed.
        case cubicPaced
    }

    /// One `addKeyframe` block's effect on the property: its value after the block, and when.
    struct Keyframe {
        let start: Double
        let duration: Double
        let value: AnimatedValue
    }

    let mode: Mode
    /// The points: nondecreasing times from 0 to 1, and the value at each (Core Animation's
    /// `keyTimes` and `values`, as UIKit builds them for a keyframe animation).
    private(set) var times: [Double] = []
    private(set) var values: [AnimatedValue] = []

    /// `keyframes` in the order they were added; each starts from where the ones before left the
    /// property, and a keyframe that starts before an earlier one ends waits for it.
    init(from start: AnimatedValue, keyframes: [Keyframe], mode: Mode) {
        self.mode = mode
        times = [0]
        values = [start]
        var value = start
        for keyframe in keyframes.sorted(by: { $0.start < $1.start }) {
            let begin = max(Self.unit(keyframe.start), times[times.count - 1])
            let end = max(begin, min(1, begin + Self.unit(keyframe.duration)))
            if begin > times[times.count - 1] {
                times.append(begin)
                values.append(value)
            }
            times.append(end)
            values.append(keyframe.value)
            value = keyframe.value
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(value)
        }
        if mode == .paced || mode == .cubicPaced { times = Self.pacedTimes(values) }
    }

    /// A time or a length of time in the animation, in 0...1 (NaN counts as 0).
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// The value at `progress` (0...1) of the whole animation.
    func value(at progress: Double) -> AnimatedValue {
        let p = Self.unit(progress)
        if mode == .discrete {
            let last = times.lastIndex { $0 <= p } ?? 0
            return values[last]
        }
        // The last segment that starts at or before `p` and ends after it.
        var index = 0
        while index + 2 < times.count && times[index + 1] <= p { index += 1 }
        let (t0, t1) = (times[index], times[index + 1])
        guard t1 > t0 else { return values[index + 1] }
        if p >= t1 { return values[index + 1] }
        let local = min(1, max(0, (p - t0) / (t1 - t0)))
        switch mode {
        case .cubic, .cubicPaced:
            let before = values[max(0, index - 1)]
            let after = values[min(values.count - 1, index + 2)]
            return Self.catmullRom(before, values[index], values[index + 1], after, local)
        default:
            return values[index].interpolated(to: values[index + 1], progress: CGFloat(local))
        }
    }

    /// Times proportional to the distance travelled along the values (equal when nothing moves).
    private static func pacedTimes(_ values: [AnimatedValue]) -> [Double] {
        var travelled = [0.0]
        for index in values.indices.dropFirst() {
            travelled.append(travelled[index - 1] + distance(values[index - 1], values[index]))
        }
        let total = travelled[travelled.count - 1]
        guard total > 0, total.isFinite else {
            return values.indices.map { Double($0) / Double(max(1, values.count - 1)) }
        }
        return travelled.map { $0 / total }
    }

    private static func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        let (x, y) = (a.components, b.components)
        guard x.count == y.count else { return 0 }
        return zip(x, y).reduce(0.0) { $0 + Double(($1.1 - $1.0) * ($1.1 - $1.0)) }.squareRoot()
    }

    /// The uniform Catmull-Rom spline through `p1` and `p2`, shaped by their neighbours.
    private static func catmullRom(
        _ p0: AnimatedValue, _ p1: AnimatedValue, _ p2: AnimatedValue, _ p3: AnimatedValue, _ t: Double
    ) -> AnimatedValue {
        let (c0, c1, c2, c3) = (p0.components, p1.components, p2.components, p3.components)
        guard c0.count == c1.count, c1.count == c2.count, c2.count == c3.count else {
            return p1.interpolated(to: p2, progress: CGFloat(t))
        }
        let t = CGFloat(t)
        let (t2, t3) = (t * t, t * t * t)
        var mixed: [CGFloat] = []
        for index in c1.indices {
            let (a, b, c, d) = (c0[index], c1[index], c2[index], c3[index])
            mixed.append(
                0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3))
        }
        return p1.withComponents(mixed)
    }
}

extension AnimatedValue {
    /// The numbers the value blends, in a fixed order for each kind (a transform by its parts).
    var components: [CGFloat] {
        switch self {
        case .rect(let r): return [r.minX, r.minY, r.width, r.height]
        case .point(let p): return [p.x, p.y]
        case .scalar(let v): return [v]
        case .transform(let m):
            let parts = TransformParts(m)
            return [parts.tx, parts.ty, parts.angle, parts.sx, parts.sy, parts.shear]
        case .color(let r, let g, let b, let a): return [r, g, b, a]
        }
    }

    /// A value of the same kind made from `components` (sizes and alpha kept in range).
    func withComponents(_ c: [CGFloat]) -> AnimatedValue {
        guard c.count == components.count else { return self }
        switch self {
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: max(0, c[2]), height: max(0, c[3])))
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .scalar: return .scalar(c[0])
        case .transform(let m):
            var parts = TransformParts(m)
            (parts.tx, parts.ty, parts.angle, parts.sx, parts.sy, parts.shear) = (c[0], c[1], c[2], c[3], c[4], c[5])
            return .transform(parts.transform)
        case .color: return .color(red: c[0], green: c[1], blue: c[2], alpha: min(1, max(0, c[3])))
        }
    }
}

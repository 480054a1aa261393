public import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from each value to the next (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, without blending.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight, at an even speed over the whole animation (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values (Catmull-Rom).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline, at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation of a property through a list of `values` (or, for a point property, along a
/// `path`) at `keyTimes`.
/// See https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values in order; values that are not animatable are skipped.
    open var values: [Any]?
    /// A path for a point property (`position`) to follow, instead of `values`; nil by default.
    open var path: CGPath?
    /// When each value is reached, as fractions (0...1) of the run, increasing; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of values; nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// `.linear` by default.
    open var calculationMode = CAAnimationCalculationMode.linear

    override func makeCopy() -> CAAnimation {
        let copy = CAKeyframeAnimation()
        copy.copyProperty(from: self)
        (copy.values, copy.path, copy.keyTimes) = (values, path, keyTimes)
        (copy.timingFunctions, copy.calculationMode) = (timingFunctions, calculationMode)
        return copy
    }

    override func values(
        atFraction fraction: CGFloat, iteration: Int, localTime: TimeInterval, model: (LayerKey) -> LayerValue?
    ) -> [(LayerKey, LayerValue)] {
        guard let key = LayerKey(keyPath: keyPath) else { return [] }
        if let path, !path.isEmpty {
            return pointOnPath(path, at: fraction).map {
                [(key, shown($0, key: key, iteration: 0, change: nil, model: model))]
            } ?? []
        }
        let frames = (values ?? []).compactMap { LayerValue($0) }
        guard let first = frames.first else { return [] }
        guard frames.count > 1 else { return [(key, shown(first, key: key, iteration: 0, change: nil, model: model))] }
        let value = value(of: frames, at: fraction)
        let change = frames.last.flatMap { last in first.distance(to: last) == 0 ? nil : last.subtracting(first) }
        return [(key, shown(value, key: key, iteration: iteration, change: change, model: model))]
    }

    /// The times of the frames: the app's, when they fit, else evenly spread (for `.discrete`
    /// one more than the values, ending at 1).
    private func times(count: Int) -> [CGFloat] {
        let discrete = calculationMode == .discrete
        if calculationMode != .paced, calculationMode != .cubicPaced, let keyTimes,
            keyTimes.count == (discrete ? count + 1 : count) || keyTimes.count == count
        {
            return keyTimes.map { CGFloat($0.doubleValue) }
        }
        let steps = discrete ? count : count - 1
        return (0...steps).map { CGFloat($0) / CGFloat(max(1, steps)) }
    }

    private func value(of frames: [LayerValue], at fraction: CGFloat) -> LayerValue {
        var times = times(count: frames.count)
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let lengths = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = lengths.reduce(0, +)
            if total > 0 {
                var sum: CGFloat = 0
                times =
                    [0]
                    + lengths.map {
                        sum += $0
                        return sum / total
                    }
            }
        }
        if calculationMode == .discrete {
            let index = times.lastIndex(where: { $0 <= fraction }) ?? 0
            return frames[min(index, frames.count - 1)]
        }
        guard fraction > times[0] else { return frames[0] }
        guard let next = times.firstIndex(where: { $0 >= fraction }), next > 0, next < frames.count else {
            return frames[frames.count - 1]
        }
        let span = times[next] - times[next - 1]
        var local = span > 0 ? (fraction - times[next - 1]) / span : 1
        if let functions = timingFunctions, functions.indices.contains(next - 1) {
            local = CGFloat(functions[next - 1].curve.progress(at: Double(local)))
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return Self.spline(frames, segment: next - 1, local)
                ?? frames[next - 1].interpolated(to: frames[next], local)
        }
        return frames[next - 1].interpolated(to: frames[next], local)
    }

    /// Catmull-Rom through the values around segment `i`, for scalars and points.
    private static func spline(_ frames: [LayerValue], segment i: Int, _ t: CGFloat) -> LayerValue? {
        func at(_ index: Int) -> LayerValue { frames[min(max(index, 0), frames.count - 1)] }
        func blend(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
            let t2 = t * t
            let t3 = t2 * t
            return 0.5
                * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
        }
        switch (at(i - 1), at(i), at(i + 1), at(i + 2)) {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)): return .scalar(blend(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(CGPoint(x: blend(a.x, b.x, c.x, d.x), y: blend(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }

    /// The point `fraction` of the way along `path`'s length.
    private func pointOnPath(_ path: CGPath, at fraction: CGFloat) -> LayerValue? {
        let f = min(1, max(0, fraction))
        guard f > 0 else {
            if case .move(let p) = path.elements.first { return .point(p) }
            return nil
        }
        switch PathTrimming.trim(path.elements, from: 0, to: f).last {
        case .line(let p), .quad(_, let p), .cubic(_, _, let p), .move(let p): return .point(p)
        default: return .point(path.currentPoint)
        }
    }
}

/// Animations run together: each child's `beginTime` counts from the group's start, and the
/// group's `duration` cuts them off.
/// See https://developer.apple.com/documentation/quartzcore/caanimationgroup
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations, each copied as the group is added; nil by default.
    open var animations: [CAAnimation]?

    override func makeCopy() -> CAAnimation {
        let copy = CAAnimationGroup()
        copy.copyTiming(from: self)
        copy.animations = animations?.map { $0.makeCopy() }
        return copy
    }

    override func values(
        atFraction fraction: CGFloat, iteration: Int, localTime: TimeInterval, model: (LayerKey) -> LayerValue?
    ) -> [(LayerKey, LayerValue)] {
        // The children run on the group's own time within its run (warped by its timing function,
        // as in Core Animation), which the fraction already accounts for at the ends.
        let within = Double(fraction) * effectiveDuration
        var result: [(LayerKey, LayerValue)] = []
        for child in animations ?? [] {
            result += child.evaluate(at: within - child.beginTime, model: model).values
        }
        return result
    }
}

import Foundation

/// The names of Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of most system animations: a gentler ease in and out.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps the fraction of an animation's time to
/// the fraction of its change.
/// See https://developer.apple.com/documentation/quartzcore/camediatimingfunction
@preconcurrency @MainActor
public final class CAMediaTimingFunction {
    let curve: CubicTimingCurve
    private let points: [Float]

    /// The named curve; an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1); x values are kept in 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        curve = CubicTimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Control point `idx` (0 to 3: the start, the two control points, the end) into `ptr`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points[0], points[1]), (points[2], points[3]), (1, 1)]
        guard all.indices.contains(idx) else { return }
        ptr[0] = all[idx].0
        ptr[1] = all[idx].1
    }
}

import Foundation

/// A value an animation moves a layer property through: what `fromValue`, `toValue`, `byValue`
/// and keyframe `values` hold once read.
enum LayerValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    case path(CGPath)

    /// Reads an animation's value given as `Any`, as Core Animation accepts them: numbers
    /// (`NSNumber`, `CGFloat`, `Double`, `Float`, `Int`), `CGPoint`, `CGSize`, `CGRect`,
    /// `CATransform3D`, `CGAffineTransform`, `CGColor`, `UIColor`, `CGPath` and `NSValue`s
    /// holding them; nil for anything else.
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let value as LayerValue: self = value
        case let value as CGFloat: self = .scalar(value)
        case let value as Double: self = .scalar(CGFloat(value))
        case let value as Float: self = .scalar(CGFloat(value))
        case let value as Int: self = .scalar(CGFloat(value))
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as UIColor: self = .color(value.cgColor)
        case let value as CGPath: self = .path(value)
        case let value as NSNumber: self = .scalar(CGFloat(value.doubleValue))
        case let value as NSValue:
            guard let held = value.layerValue else { return nil }
            self = held
        default: return nil
        }
    }

    /// `self` + `other`, for `byValue` and additive and cumulative animations; nil where the
    /// kinds differ or have no sum (colours, paths).
    func adding(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        default: return nil
        }
    }

    /// `self` − `other`: the change from `other` to `self`; nil where `adding(_:)` has no sum.
    func subtracting(_ other: LayerValue) -> LayerValue? {
        let negated: LayerValue? =
            switch other {
            case .scalar(let v): .scalar(-v)
            case .point(let p): .point(CGPoint(x: -p.x, y: -p.y))
            case .size(let s): .size(CGSize(width: -s.width, height: -s.height))
            case .rect(let r): .rect(CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
            case .transform(let t): .transform(CATransform3DInvert(t))
            default: nil
            }
        return negated.flatMap(adding)
    }

    /// The value a fraction `t` of the way from `self` to `other` (t may leave 0...1, as a spring
    /// overshoots); `self` where the two cannot be blended.
    func interpolated(to other: LayerValue, _ t: CGFloat) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(Transform3DParts(a).interpolated(to: Transform3DParts(b), t).transform)
        case (.color(let a), .color(let b)):
            let (x, y) = (a.rgba, b.rgba)
            return .color(
                CGColor(
                    red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                    alpha: min(1, max(0, mix(x.alpha, y.alpha)))))
        case (.path(let a), .path(let b)):
            guard let blended = Self.blend(a.elements, b.elements, t) else { return t < 1 ? self : other }
            let path = CGMutablePath()
            path.elements = blended
            return .path(path)
        default: return t < 1 ? self : other
        }
    }

    /// Paths of the same elements blend point by point, as Core Animation blends them.
    private static func blend(_ a: [CGPath.Element], _ b: [CGPath.Element], _ t: CGFloat) -> [CGPath.Element]? {
        guard a.count == b.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var result: [CGPath.Element] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.move(let p), .move(let q)): result.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(mix(p, q)))
            case (.quad(let p1, let p2), .quad(let q1, let q2)): result.append(.quad(mix(p1, q1), mix(p2, q2)))
            case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
                result.append(.cubic(mix(p1, q1), mix(p2, q2), mix(p3, q3)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return result
    }

    /// The distance between two values, for keyframes paced by distance.
    func distance(to other: LayerValue) -> CGFloat {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return hypot(b.x - a.x, b.y - a.y)
        case (.size(let a), .size(let b)): return hypot(b.width - a.width, b.height - a.height)
        case (.rect(let a), .rect(let b)):
            return hypot(b.minX - a.minX, b.minY - a.minY) + hypot(b.width - a.width, b.height - a.height)
        default: return 1
        }
    }
}

/// A 4×4 transform taken apart for blending: its x–y part as `TransformParts` (translation,
/// rotation, scale and shear, each blended on its own, so a turn stays a turn), the depth and
/// perspective terms entry by entry.
struct Transform3DParts {
    var flat: TransformParts
    var rest: CATransform3D

    init(_ t: CATransform3D) {
        flat = TransformParts(t.flattened)
        rest = t
    }

    var transform: CATransform3D {
        var t = rest
        let m = flat.transform
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
        return t
    }

    func interpolated(to other: Transform3DParts, _ t: CGFloat) -> Transform3DParts {
        var result = self
        result.flat = flat.interpolated(to: other.flat, progress: t)
        let (a, b) = (rest.rows, other.rest.rows)
        result.rest = CATransform3D(rows: zip(a, b).map { zip($0, $1).map { $0 + ($1 - $0) * t } })
        return result
    }
}

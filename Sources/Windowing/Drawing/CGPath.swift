public import Foundation

/// The kind of one element of a path, as `applyWithBlock(_:)` reports it.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path: its type and its points (1 for move and line, 2 for a quadratic curve,
/// 3 for a cubic curve, 0 for close); valid only inside the enumeration block.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable graphics path: sub-paths of lines and Bézier curves, kept in Swift so geometry
/// (`boundingBox`, `contains`) needs no drawing context.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as Core Graphics does.
/// Bad input follows one rule for the whole path API: an element with a NaN or infinite coordinate,
/// or a negative radius, is dropped with a one-time warning through `Diagnostics`.
/// - Note: Differs from UIKit: a Swift class rather than a Core Foundation type; not `Sendable`.
public class CGPath: Equatable, CustomStringConvertible {
    /// The elements with their points in the path's coordinates.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    var elements: [Element] = []
    /// Where the last sub-path started, for `closeSubpath` and the point after it.
    var subpathStart: CGPoint?
    var current: CGPoint?

    init() {}

    init(copying path: CGPath) {
        elements = path.elements
        subpathStart = path.subpathStart
        current = path.current
    }

    /// A closed rectangle, transformed by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        PathBuilder(self).addRect(rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        PathBuilder(self).addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed rounded rectangle with elliptical corners; like Core Graphics the corner sizes
    /// must be non-negative, and here they are clamped to half the rectangle's size.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init()
        PathBuilder(self).addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts; `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlBounds(of: elements) }

    /// The smallest rectangle holding the path as drawn (curves' extremes, not control points);
    /// `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(of: elements) }

    /// Whether `point` is inside the path filled with `rule`, after mapping the path by `transform`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let mapped = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: mapped, rule: rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: self) }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let copy = CGPath(copying: self)
        if let t = transform?.pointee { copy.apply(t) }
        return copy
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            let (type, list) = element.parts
            for (index, p) in list.enumerated() { points[index] = p }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    func apply(_ t: CGAffineTransform) {
        elements = elements.map { $0.applying(t) }
        subpathStart = subpathStart?.applying(t)
        current = current?.applying(t)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "<CGPath \(elements.count) elements, bounds \(boundingBoxOfPath)>" }
}

/// A path that can be added to.
public final class CGMutablePath: CGPath {
    public override init() { super.init() }
    override init(copying path: CGPath) { super.init(copying: path) }

    /// Starts a new sub-path at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        PathBuilder(self).move(to: point.mapped(transform))
    }

    /// Appends a straight line; with no current point the line is dropped with a warning, as Core
    /// Graphics logs "no current point".
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        PathBuilder(self).addLine(to: point.mapped(transform))
    }

    /// Starts a sub-path at the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        let builder = PathBuilder(self)
        builder.move(to: first.mapped(transform))
        points.dropFirst().forEach { builder.addLine(to: $0.mapped(transform)) }
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        PathBuilder(self).addCurve(
            to: end.mapped(transform), control1: control1.mapped(transform),
            control2: control2.mapped(transform))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        PathBuilder(self).addQuadCurve(to: end.mapped(transform), control: control.mapped(transform))
    }

    /// Adds an arc, preceded by a line from the current point to its start. Angles are in radians
    /// from the positive x axis; `clockwise` is Core Graphics' sense, which in UIKit's flipped
    /// coordinates looks counter-clockwise on screen (angles decrease).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        PathBuilder(self).addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End`, preceded by a line to the first tangent point.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        PathBuilder(self).addArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
            transform: transform)
    }

    /// Adds an arc by centre, radius, start angle and signed sweep (`delta`, radians).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        PathBuilder(self).addArc(
            center: center, radius: radius, startAngle: startAngle, sweep: delta,
            transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        PathBuilder(self).addRect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        let builder = PathBuilder(self)
        rects.forEach { builder.addRect($0, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        PathBuilder(self).addEllipse(in: rect, transform: transform)
    }

    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        PathBuilder(self).addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform)
    }

    /// Appends all of `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let builder = PathBuilder(self)
        path.elements.forEach { builder.append($0.applying(transform)) }
    }

    /// Closes the current sub-path with a line back to its start.
    public func closeSubpath() { PathBuilder(self).close() }
}

extension CGPoint {
    /// `applying(_:)` that leaves the point untouched for the identity, so a NaN in one
    /// coordinate is reported as given rather than spread to the other.
    func mapped(_ t: CGAffineTransform) -> CGPoint { t.isIdentity ? self : applying(t) }
}

extension CGPath.Element: CustomStringConvertible {
    var description: String {
        let (type, points) = parts
        return "\(type)(" + points.map { "(\($0.x), \($0.y))" }.joined(separator: ", ") + ")"
    }

    var parts: (CGPathElementType, [CGPoint]) {
        switch self {
        case .move(let p): return (.moveToPoint, [p])
        case .line(let p): return (.addLineToPoint, [p])
        case .quad(let c, let p): return (.addQuadCurveToPoint, [c, p])
        case .cubic(let c1, let c2, let p): return (.addCurveToPoint, [c1, c2, p])
        case .close: return (.closeSubpath, [])
        }
    }

    /// The point the element ends at (nil for close).
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    func applying(_ t: CGAffineTransform) -> Self {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    var isFinite: Bool { parts.1.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

public import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own stroke attributes, drawn into the current graphics context.
///
/// Angles and `clockwise` are in UIKit's coordinates: `clockwise: true` goes the way angles grow,
/// which is clockwise on screen (the opposite of `CGPath`'s flag). Bad geometry follows
/// `CGPath`'s rule: an element with a NaN or infinite value is dropped with a one-time warning.
open class UIBezierPath: CustomStringConvertible {
    private var storage = CGMutablePath()

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Kept for source compatibility; Cairo flattens curves to its own tolerance.
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius`, at most half the shorter side.
    /// - Note: Differs from UIKit: corners are circular arcs, not UIKit's continuous-curvature corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded. As in UIKit only `cornerRadii.width` counts,
    /// limited to half the shorter side; a negative or non-finite radius gives square corners.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else {
            storage.addRect(rect)  // dropped with the path rule's warning
            return
        }
        var radius = cornerRadii.width
        if !radius.isFinite || radius < 0 {
            PathWarnings.once(
                "bezier-corner",
                "UIBezierPath: corner radius \(radius) is negative or not finite; drawing square corners")
            radius = 0
        }
        radius = min(radius, min(r.width, r.height) / 2)
        func size(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
        }
        PathBuilder(storage).addRoundedRect(
            r, radii: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)],
            transform: .identity)
    }

    /// An open arc; `clockwise: true` goes the way angles grow (clockwise on screen).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        storage = CGMutablePath(copying: cgPath)
    }

    /// The path as an immutable `CGPath`; setting it replaces the path's elements.
    public var cgPath: CGPath {
        get { CGPath(copying: storage) }
        set { storage = CGMutablePath(copying: newValue) }
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var currentPoint: CGPoint { storage.currentPoint }
    /// The bounds of the drawn path (control points excluded); `.null` when empty.
    public var bounds: CGRect { storage.boundingBoxOfPath }

    public func move(to point: CGPoint) { storage.move(to: point) }
    public func addLine(to point: CGPoint) { storage.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { storage.closeSubpath() }
    public func removeAllPoints() { storage = CGMutablePath() }
    public func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// Maps every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) { storage.apply(transform) }

    /// The same shape traversed backwards (each sub-path reversed, closed ones stay closed).
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        let builder = PathBuilder(reversed.storage)
        for subpath in Self.subpaths(of: storage.elements) {
            let last = subpath.segments.last?.end ?? subpath.start
            builder.move(to: last)
            var previousEnd = subpath.start
            var pieces: [(CGPath.Element, CGPoint)] = []
            for segment in subpath.segments {
                pieces.append((segment.element, previousEnd))
                previousEnd = segment.end
            }
            for (element, start) in pieces.reversed() {
                switch element {
                case .line: builder.addLine(to: start)
                case .quad(let c, _): builder.addQuadCurve(to: start, control: c)
                case .cubic(let c1, let c2, _): builder.addCurve(to: start, control1: c2, control2: c1)
                default: break
                }
            }
            if subpath.closed { builder.close() }
        }
        return reversed
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: `pattern` must have room for `count` values (pass nil to ask).
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// An independent copy with the same elements and attributes (UIKit's `NSCopying`).
    public func copy() -> Any {
        let copy = UIBezierPath(cgPath: storage)
        copy.copyAttributes(from: self)
        copy.flatness = flatness
        return copy
    }

    /// Whether `point` is inside the path, with the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing

    /// Fills the path with the current context's fill colour (set by `UIColor.setFill()`).
    @preconcurrency @MainActor public func fill() { fill(with: .normal, alpha: 1) }

    @preconcurrency @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes.
    @preconcurrency @MainActor public func stroke() { stroke(with: .normal, alpha: 1) }

    @preconcurrency @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside.
    @preconcurrency @MainActor public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public var description: String { "<UIBezierPath \(storage.elements.count) elements, bounds \(bounds)>" }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    private struct Subpath {
        var start: CGPoint
        var segments: [(element: CGPath.Element, end: CGPoint)] = []
        var closed = false
    }

    private static func subpaths(of elements: [CGPath.Element]) -> [Subpath] {
        var result: [Subpath] = []
        for element in elements {
            switch element {
            case .move(let p): result.append(Subpath(start: p))
            case .close: if !result.isEmpty { result[result.count - 1].closed = true }
            default:
                if let end = element.endPoint, !result.isEmpty {
                    result[result.count - 1].segments.append((element, end))
                }
            }
        }
        return result
    }
}

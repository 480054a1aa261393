public import Foundation

/// How a shape layer decides what lies inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer draws the ends of open sub-paths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer draws the corners of its stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, then stroked, above its background and `contents`, in its
/// bounds space (the path may lie outside the bounds, which then do not clip it unless
/// `masksToBounds` is set).
/// See https://developer.apple.com/documentation/quartzcore/cashapelayer
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    public override init() { super.init() }
    override init(owner: UIView) { super.init(owner: owner) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        storedPath = other.storedPath
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// The shape, in the layer's bounds space; nil (nothing drawn) by default. The path is
    /// copied, so changing a mutable path later changes nothing.
    public var path: CGPath? {
        get { storedPath }
        set {
            invalidateCoveredArea()
            changeAnimatably([.path]) { storedPath = newValue?.copy() }
            contentsChanged()
        }
    }
    private var storedPath: CGPath?

    /// The fill; opaque black by default, nil for none.
    public var fillColor: CGColor? = CGColor.black {
        willSet { pendingImplicitStarts = implicitStarts(for: [.fillColor]) }
        didSet { contentsChangedAnimatably() }
    }

    /// `.nonZero` by default.
    public var fillRule = CAShapeLayerFillRule.nonZero { didSet { contentsChanged() } }

    /// The stroke; nil (none) by default.
    public var strokeColor: CGColor? {
        willSet {
            invalidateCoveredArea()
            pendingImplicitStarts = implicitStarts(for: [.strokeColor])
        }
        didSet { contentsChangedAnimatably() }
    }

    /// Where along the path's length (0...1) the stroke begins; 0 by default.
    public var strokeStart: CGFloat = 0 {
        willSet { pendingImplicitStarts = implicitStarts(for: [.strokeStart]) }
        didSet { contentsChangedAnimatably() }
    }

    /// Where along the path's length (0...1) the stroke ends; 1 by default. Animating it from 0
    /// draws a path as if by hand.
    public var strokeEnd: CGFloat = 1 {
        willSet { pendingImplicitStarts = implicitStarts(for: [.strokeEnd]) }
        didSet { contentsChangedAnimatably() }
    }

    /// The stroke's width in points; 1 by default.
    public var lineWidth: CGFloat = 1 {
        willSet {
            invalidateCoveredArea()
            pendingImplicitStarts = implicitStarts(for: [.lineWidth])
        }
        didSet { contentsChangedAnimatably() }
    }

    /// 10 by default.
    public var miterLimit: CGFloat = 10 {
        willSet { invalidateCoveredArea() }
        didSet { contentsChanged() }
    }

    /// `.butt` by default.
    public var lineCap = CAShapeLayerLineCap.butt {
        willSet { invalidateCoveredArea() }
        didSet { contentsChanged() }
    }

    /// `.miter` by default.
    public var lineJoin = CAShapeLayerLineJoin.miter { didSet { contentsChanged() } }

    /// Where in the dash pattern the stroke begins; 0 by default.
    public var lineDashPhase: CGFloat = 0 {
        willSet { pendingImplicitStarts = implicitStarts(for: [.lineDashPhase]) }
        didSet { contentsChangedAnimatably() }
    }

    /// Lengths of painted and unpainted stretches of the stroke, in turn; nil (solid) by default.
    public var lineDashPattern: [NSNumber]? { didSet { contentsChanged() } }

    override func makePresentationCopy() -> CALayer {
        let copy = CAShapeLayer(layer: self)
        copy.modelLayer = self
        return copy
    }

    override var hasContentToDraw: Bool { storedPath != nil || super.hasContentToDraw }

    override func drawContent(in context: Canvas, scale: CGFloat) {
        super.drawContent(in: context, scale: scale)
        guard let path = storedPath, !path.isEmpty else { return }
        let ctx = CGContext(canvas: context)
        if let fill = fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let trimmed = PathTrimming.trim(path.elements, from: strokeStart, to: strokeEnd)
        guard !trimmed.isEmpty else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        context.newPath()
        context.append(trimmed)
        ctx.strokePath()
    }

    /// The path's box, grown by half the stroke (by the miter limit's reach at corners).
    override var contentExtent: CGRect {
        guard let path = storedPath, !path.isEmpty else { return super.contentExtent }
        let box = path.boundingBox
        guard strokeColor != nil, lineWidth > 0, lineWidth.isFinite else { return box }
        let reach = lineWidth / 2 * Swift.max(1, lineJoin == .miter ? Swift.min(miterLimit, 100) : 1) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }
}

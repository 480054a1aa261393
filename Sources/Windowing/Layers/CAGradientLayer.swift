public import Foundation

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from `startPoint` to an ellipse through `endPoint`'s x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, beginning in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient between `colors`, above its background; the
/// end colours extend beyond the ends.
/// See https://developer.apple.com/documentation/quartzcore/cagradientlayer
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    public override init() { super.init() }
    override init(owner: UIView) { super.init(owner: owner) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The colours, as `CGColor`s (other values are skipped); nil by default, which draws nothing.
    public var colors: [Any]? { didSet { contentsChanged() } }

    /// Where each colour lies along the gradient, 0...1, in increasing order; nil (the default)
    /// spreads them evenly. A list whose count differs from the colours' is also spread evenly.
    public var locations: [NSNumber]? { didSet { contentsChanged() } }

    /// Where the gradient begins, in unit coordinates of the bounds; (0.5, 0), the top middle, by default.
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { pendingImplicitStarts = implicitStarts(for: [.startPoint]) }
        didSet { contentsChangedAnimatably() }
    }

    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom middle, by default.
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { pendingImplicitStarts = implicitStarts(for: [.endPoint]) }
        didSet { contentsChangedAnimatably() }
    }

    /// `.axial` by default.
    public var type = CAGradientLayerType.axial { didSet { contentsChanged() } }

    private var drawnColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    override func makePresentationCopy() -> CALayer {
        let copy = CAGradientLayer(layer: self)
        copy.modelLayer = self
        return copy
    }

    override var hasContentToDraw: Bool { !(colors?.isEmpty ?? true) || super.hasContentToDraw }

    override func drawContent(in context: Canvas, scale: CGFloat) {
        super.drawContent(in: context, scale: scale)
        let colors = drawnColors
        let bounds = self.bounds
        guard !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let stops = locations.flatMap { list in
            list.count == colors.count ? list.map { CGFloat($0.doubleValue) } : nil
        }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: stops) else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(startPoint)
        let end = point(endPoint)
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        context.save()
        context.rectangle(bounds)
        context.clip()
        let ctx = CGContext(canvas: context)
        let extended: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            if radii.width > 0, radii.height > 0 {
                ctx.translateBy(x: start.x, y: start.y)
                ctx.scaleBy(x: radii.width, y: radii.height)
                ctx.drawRadialGradient(
                    gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extended)
            } else {
                // Every point lies beyond an ellipse with no area: all of it takes the last colour.
                context.setSource(colors[colors.count - 1])
                context.rectangle(bounds)
                context.fill()
            }
        case .conic:
            let direction = atan2(end.y - start.y, end.x - start.x)
            context.paintComputedGradient(gradient) { p in
                guard p.x != start.x || p.y != start.y else { return 0 }
                // Clockwise on screen from the direction of `endPoint`, once around.
                var angle = atan2(p.y - start.y, p.x - start.x) - direction
                angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
                if angle < 0 { angle += 2 * .pi }
                return angle / (2 * .pi)
            }
        default:
            if start == end {
                context.setSource(colors[colors.count - 1])
                context.rectangle(bounds)
                context.fill()
            } else {
                ctx.drawLinearGradient(gradient, start: start, end: end, options: extended)
            }
        }
        context.restore()
    }
}

import Foundation
import Testing

@testable import Windowing

/// Layers the app makes, drawn by the window's render path: their styling, their place among the
/// subviews, shapes, gradients, masks, images and `draw(in:)`.
@Suite(.serialized) @MainActor struct LayerDrawingTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let red: UInt32 = 0xFFFF_0000
    static let blue: UInt32 = 0xFF00_00FF
    static let green: UInt32 = 0xFF00_FF00
    static let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let greenColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    static func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A blue line across 100 points at y = 10, stroked `width` wide.
    static func blueLine(width: CGFloat) -> CAShapeLayer {
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        line.path = path
        line.strokeColor = blueColor
        line.lineWidth = width
        return line
    }

    /// A layer inserted at 0 lies under the subviews; one added lies over those there were.
    @Test func sublayersAreDrawnInTheirPlaceAmongTheSubviews() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(coloredView(CGRect(x: 20, y: 20, width: 40, height: 40), .green))
        host.layer.insertSublayer(Self.layer(CGRect(x: 0, y: 0, width: 50, height: 50), Self.redColor), at: 0)
        host.layer.addSublayer(Self.layer(CGRect(x: 50, y: 50, width: 30, height: 30), Self.blueColor))
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(10, 10) == Self.red)
        #expect(canvas.pixel(30, 30) == Self.green)  // the subview over the red layer
        #expect(canvas.pixel(55, 55) == Self.blue)  // the blue layer over the subview
        #expect(canvas.pixel(90, 90) == Self.white)
    }

    @Test func anchorPointTransformOpacityCornersAndBorderApply() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let turned = Self.layer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.redColor)
        turned.anchorPoint = .zero
        turned.position = CGPoint(x: 100, y: 20)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))  // hangs down-left of (100, 20)
        host.layer.addSublayer(turned)
        let faded = Self.layer(CGRect(x: 10, y: 100, width: 40, height: 40), Self.blueColor)
        faded.opacity = 0.5
        host.layer.addSublayer(faded)
        let rounded = Self.layer(CGRect(x: 100, y: 100, width: 60, height: 60), Self.greenColor)
        rounded.cornerRadius = 20
        rounded.borderWidth = 4
        rounded.borderColor = Self.blueColor
        host.layer.addSublayer(rounded)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(90, 50) == Self.red)
        #expect(canvas.pixel(110, 30) == Self.white)
        let (r, g, b) = canvas.rgb(30, 120)
        #expect(abs(r - 127) <= 1 && abs(g - 127) <= 1 && b == 255)
        #expect(canvas.pixel(101, 101) == Self.white)  // the cut corner
        #expect(canvas.pixel(130, 101) == Self.blue)  // the border
        #expect(canvas.pixel(130, 130) == Self.green)
    }

    /// `maskedCorners` rounds only the corners it names: the background, the border, the clip and
    /// the shadow of a view's layer and of a layer of the app's own.
    @Test func maskedCornersRoundOnlyTheCornersNamed() {
        let card = coloredView(CGRect(x: 10, y: 10, width: 80, height: 80), .red)
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 2
        card.layer.borderColor = Self.blueColor
        let own = Self.layer(CGRect(x: 110, y: 10, width: 80, height: 80), Self.greenColor)
        own.cornerRadius = 20
        own.maskedCorners = .layerMaxXMaxYCorner
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.addSubview(card)
        host.layer.addSublayer(own)
        let canvas = LayerCanvas(width: 200, height: 100, [host])
        #expect(canvas.pixel(11, 11) == Self.white)  // the top left, rounded
        #expect(canvas.pixel(88, 11) == Self.white)  // the top right, rounded
        #expect(canvas.pixel(10, 89) == Self.blue)  // the bottom left, square, with its border
        #expect(canvas.pixel(13, 86) == Self.red)
        #expect(canvas.pixel(111, 11) == Self.green)  // the own layer's top left, square
        #expect(canvas.pixel(189, 89) == Self.white)  // its bottom right, rounded
        #expect(card.layer.presentation()?.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    /// A continuous corner begins further out than a circular one of the same radius and leaves
    /// the edge gently: 4 points into a 20-point circular corner the top row is still mostly
    /// filled, where the continuous curve (beginning 30.6 points out) has already left it.
    @Test func continuousCornersBeginFurtherOutThanCircularOnes() {
        let circular = coloredView(CGRect(x: 10, y: 10, width: 80, height: 80), .red)
        circular.layer.cornerRadius = 20
        let continuous = coloredView(CGRect(x: 110, y: 10, width: 80, height: 80), .red)
        continuous.layer.cornerRadius = 20
        continuous.layer.cornerCurve = .continuous
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.addSubview(circular)
        host.addSubview(continuous)
        let canvas = LayerCanvas(width: 200, height: 100, [host])
        let greenOf = { (pixel: UInt32) in (pixel >> 8) & 0xFF }
        #expect(greenOf(canvas.pixel(10 + 16, 10)) < 0x60)
        #expect(greenOf(canvas.pixel(110 + 16, 10)) > 0xF0, "all but a trace of red")
        #expect(canvas.pixel(10 + 25, 10) == Self.red)
        #expect(canvas.pixel(110 + 25, 10) != Self.red)
        #expect(canvas.pixel(110 + 32, 10) == Self.red)  // past 30.6 points the edge is straight
        #expect(canvas.pixel(150, 50) == Self.red && canvas.pixel(111, 11) == Self.white)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528_665)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer(layer: continuous.layer).cornerCurve == .continuous && CALayer().cornerCurve == .circular)
    }

    @Test func masksToBoundsClipsSublayersAndHiddenLayersAreNotDrawn() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clipping = Self.layer(CGRect(x: 10, y: 10, width: 30, height: 30), Self.greenColor)
        clipping.masksToBounds = true
        clipping.addSublayer(Self.layer(CGRect(x: 20, y: 20, width: 30, height: 30), Self.redColor))
        host.layer.addSublayer(clipping)
        let hidden = Self.layer(CGRect(x: 60, y: 60, width: 30, height: 30), Self.redColor)
        hidden.isHidden = true
        host.layer.addSublayer(hidden)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(35, 35) == Self.red)
        #expect(canvas.pixel(45, 45) == Self.white)
        #expect(canvas.pixel(75, 75) == Self.white)
    }

    @Test func aShapeLayerFillsThenStrokesItsPathOutsideItsBounds() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()  // zero bounds at the origin, as apps often leave it
        shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        shape.fillColor = Self.redColor
        shape.strokeColor = Self.blueColor
        shape.lineWidth = 10
        host.layer.addSublayer(shape)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(50, 50) == Self.red)
        #expect(canvas.pixel(50, 17) == Self.blue)  // the stroke's outer half
        #expect(canvas.pixel(50, 23) == Self.blue)  // its inner half, over the fill
        #expect(canvas.pixel(10, 10) == Self.white)
    }

    /// `strokeEnd` draws a part of the path's length: a progress ring's half.
    @Test func strokeStartAndEndDrawPartOfThePath() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let line = Self.blueLine(width: 6)
        line.strokeStart = 0.25
        line.strokeEnd = 0.5
        host.layer.addSublayer(line)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = Self.redColor
        ring.lineWidth = 6
        ring.strokeEnd = 0.5  // from the rightmost point, clockwise on screen, to the leftmost
        host.layer.addSublayer(ring)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(20, 10) == Self.white)
        #expect(canvas.pixel(30, 10) == Self.blue)
        #expect(canvas.pixel(45, 10) == Self.blue)
        #expect(canvas.pixel(55, 10) == Self.white)
        #expect(canvas.pixel(50, 89) == Self.red)  // the bottom of the ring
        #expect(canvas.pixel(50, 31) == Self.white)  // its top, not reached
    }

    @Test func trimmingKeepsAWholeClosedPathClosed() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).elements
        #expect(PathTrimming.trim(square, from: 0, to: 1) == square)
        #expect(PathTrimming.trim(square, from: 0.5, to: 0.5).isEmpty)
        #expect(
            PathTrimming.trim(square, from: 0.125, to: 0.375) == [
                .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 10, y: 5)),
            ])
        let curve: [CGPath.Element] = [
            .move(.zero), .cubic(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0)),
        ]
        let half = PathTrimming.trim(curve, from: 0, to: 0.5)
        guard case .cubic(_, _, let end) = half.last else {
            Issue.record("not a curve: \(half)")
            return
        }
        #expect(isClose(end, CGPoint(x: 5, y: 7.5), 1e-6))  // the symmetric curve's midpoint
    }

    @Test func aDashedStrokeLeavesGaps() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let line = Self.blueLine(width: 4)
        line.lineDashPattern = [10, 10]
        host.layer.addSublayer(line)
        let canvas = LayerCanvas(width: 100, height: 20, [host])
        #expect(canvas.pixel(5, 10) == Self.blue)
        #expect(canvas.pixel(15, 10) == Self.white)
        #expect(canvas.pixel(25, 10) == Self.blue)
    }

    @Test func aGradientLayerFillsItsBoundsAlongItsAxis() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vertical = CAGradientLayer()
        vertical.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        vertical.colors = [Self.redColor, Self.blueColor]
        host.layer.addSublayer(vertical)
        let horizontal = CAGradientLayer()
        horizontal.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        horizontal.colors = [Self.redColor, Self.greenColor, Self.blueColor]
        horizontal.locations = [0, 0.2, 1]
        horizontal.startPoint = CGPoint(x: 0, y: 0.5)
        horizontal.endPoint = CGPoint(x: 1, y: 0.5)
        host.layer.addSublayer(horizontal)
        let canvas = LayerCanvas([host])
        let top = canvas.rgb(25, 0)
        #expect(top.0 >= 250 && top.2 <= 5)
        let bottom = canvas.rgb(25, 99)
        #expect(bottom.0 <= 5 && bottom.2 >= 250)
        let middle = canvas.rgb(25, 50)
        #expect(abs(middle.0 - 127) <= 3 && abs(middle.2 - 127) <= 3)
        let atGreen = canvas.rgb(60, 50)  // 0.2 of the way across: the green stop
        #expect(atGreen.1 >= 245 && atGreen.0 <= 10)
        #expect(canvas.rgb(99, 50).2 >= 245)
    }

    @Test func radialAndConicGradientsCentreOnTheStartPoint() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        radial.colors = [Self.redColor, Self.blueColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        host.layer.addSublayer(radial)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        conic.colors = [Self.redColor, Self.blueColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        host.layer.addSublayer(conic)
        let canvas = LayerCanvas(width: 200, height: 100, [host])
        #expect(canvas.rgb(50, 50).0 >= 245)  // the centre: the first colour
        #expect(canvas.rgb(99, 50).2 >= 245)  // the ellipse's edge: the last
        #expect(canvas.rgb(2, 2).2 >= 245)  // beyond it, the last colour extends
        let quarter = canvas.rgb(150, 90)  // a quarter turn clockwise from the right
        #expect(abs(quarter.0 - 191) <= 4 && abs(quarter.2 - 64) <= 4)
        let threeQuarters = canvas.rgb(150, 10)
        #expect(abs(threeQuarters.0 - 64) <= 4 && abs(threeQuarters.2 - 191) <= 4)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class CustomLayer: CALayer {}

    final class CustomLayerView: UIView {
        override class var layerClass: AnyClass { CustomLayer.self }
    }

    /// A view whose `layerClass` is a gradient layer draws its gradient over its background and
    /// under its subviews.
    @Test func aViewsLayerClassDrawsUnderItsSubviews() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [Self.redColor, Self.redColor]
        view.addSubview(coloredView(CGRect(x: 40, y: 40, width: 20, height: 20), .blue))
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(10, 10) == Self.red)
        #expect(canvas.pixel(50, 50) == Self.blue)
        var warnings: [String] = []
        LayerWarnings.sink = { warnings.append($0) }
        defer { LayerWarnings.sink = nil }
        #expect(type(of: CustomLayerView().layer) == CALayer.self)
        #expect(
            warnings == [
                "CustomLayerView.layerClass: CustomLayer is made as CALayer, its nearest Windowing class; override "
                    + "draw(_:) in the view, or add a layer of that class as a sublayer"
            ])
    }

    /// A shape layer as a view's `mask` keeps the view's drawing only inside its path.
    @Test func aMaskKeepsOnlyWhatItCovers() {
        let view = coloredView(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        view.addSubview(coloredView(CGRect(x: 0, y: 0, width: 100, height: 50), .blue))
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        view.layer.mask = mask
        let own = Self.layer(CGRect(x: 120, y: 0, width: 60, height: 60), Self.greenColor)
        let ownMask = Self.layer(CGRect(x: 0, y: 0, width: 30, height: 60), Self.blueColor)
        own.mask = ownMask
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.addSubview(view)
        host.layer.addSublayer(own)
        let canvas = LayerCanvas(width: 200, height: 100, [host])
        #expect(canvas.pixel(3, 3) == Self.white)  // outside the circle
        #expect(canvas.pixel(50, 25) == Self.blue)
        #expect(canvas.pixel(50, 75) == Self.red)
        #expect(canvas.pixel(97, 97) == Self.white)
        #expect(canvas.pixel(130, 30) == Self.green)
        #expect(canvas.pixel(170, 30) == Self.white)  // the right half, outside the mask
    }

    final class DiagonalLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    /// `draw(in:)` runs once after `setNeedsDisplay()`, not before it; images follow `contentsGravity`.
    @Test func drawInContextAndContentsShowInTheBounds() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let drawn = DiagonalLayer()
        drawn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.layer.addSublayer(drawn)
        #expect(LayerCanvas([host]).pixel(5, 5) == Self.white)
        drawn.setNeedsDisplay()
        #expect(drawn.needsDisplay())
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(5, 5) == Self.blue && canvas.pixel(30, 5) == Self.white)
        _ = LayerCanvas([host])
        #expect(drawn.draws == 1 && !drawn.needsDisplay())
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: TestImages.format(scale: 1)).image {
                context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }.cgImage)
        let pictured = Self.layer(CGRect(x: 50, y: 50, width: 40, height: 40), nil)
        pictured.contents = image
        pictured.contentsGravity = .center
        let stretched = Self.layer(CGRect(x: 50, y: 0, width: 40, height: 40), nil)
        stretched.contents = image
        host.layer.addSublayer(pictured)
        host.layer.addSublayer(stretched)
        let withImages = LayerCanvas([host])
        #expect(withImages.pixel(70, 70) == Self.red && withImages.pixel(55, 55) == Self.white)
        #expect(withImages.pixel(52, 2) == Self.red && withImages.pixel(88, 38) == Self.red)
    }

    /// A layer's shadow is cast by all it draws, sublayers included.
    @Test func aLayersShadowFollowsItsSublayers() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.addSublayer(Self.layer(CGRect(x: 40, y: 0, width: 20, height: 20), Self.redColor))
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 30)
        host.layer.addSublayer(layer)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(60, 20) == Self.red)
        #expect(canvas.pixel(60, 50) == 0xFF00_0000)  // the sublayer's shadow, 30 points down
        #expect(canvas.pixel(20, 50) == Self.white)  // the layer itself draws nothing, casts nothing
    }
}

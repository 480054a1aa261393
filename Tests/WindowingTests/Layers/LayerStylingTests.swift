import Foundation
import Testing

@testable import Windowing

/// Layer styling drawn by the render path: corners, borders, masks, shadows, opacity.
@Suite @MainActor struct LayerStylingTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let red: UInt32 = 0xFFFF_0000
    static let blue: UInt32 = 0xFF00_00FF
    static let green: UInt32 = 0xFF00_FF00

    @Test func defaultsAreCoreAnimations() {
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.opacity == 1)
        #expect(layer.masksToBounds == false)
        #expect(layer.backgroundColor == nil)
        #expect(layer.affineTransform() == .identity)
    }

    @Test func sharedStateIsTheViews() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view.layer
        #expect(view.layer === layer)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!layer.masksToBounds)
        layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.backgroundColor = .red
        #expect(layer.backgroundColor == UIColor.red.cgColor)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.isHidden = true
        #expect(view.isHidden)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 25, y: 40))
        layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        let parent = UIView()
        parent.addSubview(view)
        #expect(layer.superlayer === parent.layer)
    }

    @Test func cornerRadiusRoundsTheBackground() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        view.layer.cornerRadius = 20
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(11, 11) == Self.white)  // the cut corner
        #expect(canvas.pixel(108, 108) == Self.white)
        #expect(canvas.pixel(60, 60) == Self.red)  // the middle
        #expect(canvas.pixel(60, 10) == Self.red)  // an edge's middle is not rounded
        #expect(canvas.pixel(16, 16) == Self.red)  // inside the arc (6, 6 from the corner)
    }

    @Test func borderIsDrawnInsideAboveSubviews() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        view.addSubview(coloredView(CGRect(x: 0, y: 0, width: 50, height: 100), .green))
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(9, 60) == Self.white)  // outside: the border is inside the bounds
        #expect(canvas.pixel(10, 60) == Self.blue)  // above the green subview
        #expect(canvas.pixel(13, 60) == Self.blue)
        #expect(canvas.pixel(14, 60) == Self.green)
        #expect(canvas.pixel(109, 60) == Self.blue)
        #expect(canvas.pixel(105, 60) == Self.red)
    }

    @Test func roundedBorderFollowsTheCorner() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        view.layer.cornerRadius = 30
        view.layer.borderWidth = 5
        view.layer.borderColor = UIColor.blue.cgColor
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(12, 12) == Self.white)
        // On the diagonal the arc is at 30 − 30/√2 ≈ 8.8 from the corner; the ring is 5 thick.
        #expect(canvas.pixel(21, 21) == Self.blue)
        #expect(canvas.pixel(26, 26) == Self.red)
        #expect(canvas.pixel(60, 12) == Self.blue)
    }

    @Test func masksToBoundsClipsSubviewsToTheRoundedShape() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        view.layer.cornerRadius = 30
        view.layer.masksToBounds = true
        view.addSubview(coloredView(CGRect(x: -20, y: -20, width: 140, height: 140), .green))
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(12, 12) == Self.white)
        #expect(canvas.pixel(5, 60) == Self.white)
        #expect(canvas.pixel(60, 60) == Self.green)
        #expect(canvas.pixel(60, 11) == Self.green)

        // Without the mask the subview shows at the corner and outside.
        view.layer.masksToBounds = false
        let open = LayerCanvas([view])
        #expect(open.pixel(12, 12) == Self.green)
        #expect(open.pixel(5, 60) == Self.green)
    }

    // The shadow is the offset shape blurred by a gaussian of σ = shadowRadius: its darkness
    // falls from full inside, through one half at the shape's edge, to nothing 3σ out.
    @Test func shadowIsAnOffsetBlurredShape() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 80, height: 80), .blue)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = CGSize(width: 10, height: 10)
        let canvas = LayerCanvas([view])
        // Right of the view, at mid-height: the shadow's shape spans x 50..130.
        func darkness(_ x: Int) -> Double { 1 - Double(canvas.rgb(x, 90).0) / 255 }
        #expect(canvas.pixel(80, 80) == Self.blue)  // the view covers its shadow
        // Across the shape's right edge (x = 130) the darkness follows the gaussian's cumulative
        // distribution Φ((130 − x)/σ), measured at pixel centres.
        for x in stride(from: 122, through: 144, by: 2) {
            let expected = 0.5 * (1 + erf((130 - (Double(x) + 0.5)) / 4 / 2.0.squareRoot()))
            #expect(abs(darkness(x) - expected) < 0.04, "darkness at x = \(x) is \(darkness(x)), gaussian \(expected)")
        }
        #expect(darkness(145) < 0.01)  // past 3σ: nothing
        // The offset puts no shadow above or left of the view.
        #expect(canvas.pixel(80, 33) == Self.white)
        #expect(canvas.pixel(33, 80) == Self.white)
        // Below the view the shadow shows too.
        #expect(canvas.rgb(80, 125).0 < 64)
    }

    @Test func shadowOpacityAndColorScaleTheShadow() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 80, height: 80), .blue)
        view.layer.shadowOpacity = 0.5
        view.layer.shadowColor = UIColor.red.cgColor
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 20, height: 0)
        let canvas = LayerCanvas([view])
        // Half-opaque red over white, with a sharp edge (no blur).
        #expect(pixel(canvas.pixel(130, 80), isClose: 0xFFFF_8080, tolerance: 2))
        #expect(canvas.pixel(141, 80) == Self.white)
    }

    @Test func blurredShadowIsReusedUntilItsShapeChanges() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 80, height: 80), .blue)
        view.layer.shadowOpacity = 1
        view.layer.shadowOffset = CGSize(width: 10, height: 10)
        let first = LayerCanvas([view])
        let mask = view.layer.shadowCache
        #expect(mask != nil)
        view.backgroundColor = .green  // same shape: the mask stays
        let second = LayerCanvas([view])
        #expect(view.layer.shadowCache === mask)
        #expect(first.pixel(125, 90) == second.pixel(125, 90))
        view.layer.cornerRadius = 10  // another shape: blurred again
        _ = LayerCanvas([view])
        #expect(view.layer.shadowCache !== mask)
    }

    @Test func masksToBoundsHidesTheShadow() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 80, height: 80), .blue)
        view.layer.shadowOpacity = 1
        view.layer.shadowOffset = CGSize(width: 10, height: 10)
        view.layer.masksToBounds = true
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(125, 90) == Self.white)
    }

    @Test func drawnContentsCastTheirShapeWithoutBackground() {
        let view = RecordingView("dot", frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        view.fill = .blue
        view.fillRect = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 30, height: 0)
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(45, 45) == Self.blue)
        #expect(canvas.pixel(75, 45) == 0xFF00_0000)  // the dot's shadow, 30 to the right
        #expect(canvas.pixel(100, 90) == Self.white)  // no background: nothing else casts
    }

    // With a shadowPath the path alone casts the shadow, even where the view is not, and the
    // path is copied when set.
    @Test func shadowPathReplacesTheLayersShape() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 80, height: 80), .blue)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 80, y: 0, width: 40, height: 40))
        view.layer.shadowPath = path
        path.addRect(CGRect(x: -40, y: 0, width: 40, height: 40))  // not seen: the layer has a copy
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(140, 70) == 0xFF00_0000)  // the path's shadow, right of the view
        #expect(canvas.pixel(80, 125) == Self.white)  // the bounds cast nothing
        #expect(canvas.pixel(20, 70) == Self.white)  // the rect added after setting
        #expect(view.layer.shadowPath?.boundingBox == CGRect(x: 80, y: 0, width: 40, height: 40))
    }

    // behaviour 7.9: opacity applies to the subtree as one group.
    @Test func opacityCompositesTheSubtreeAsOneGroup() {
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(coloredView(CGRect(x: 0, y: 0, width: 60, height: 60), .red))
        parent.addSubview(coloredView(CGRect(x: 30, y: 30, width: 60, height: 60), .blue))
        parent.layer.opacity = 0.5
        let canvas = LayerCanvas([parent])
        #expect(pixel(canvas.pixel(60, 60), isClose: 0xFF80_80FF, tolerance: 1))  // blue only, red not through
        #expect(pixel(canvas.pixel(20, 20), isClose: 0xFFFF_8080, tolerance: 1))
    }

    @Test func nonsenseValuesDrawNothingOdd() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        view.layer.cornerRadius = .nan
        view.layer.borderWidth = -3
        view.layer.shadowOpacity = .infinity
        view.layer.shadowRadius = .nan
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(10, 10) == Self.red)
        view.layer.cornerRadius = 1e9  // limited to half the side: a circle
        view.layer.shadowOpacity = 0
        let circle = LayerCanvas([view])
        #expect(circle.pixel(15, 15) == Self.white)
        #expect(circle.pixel(60, 60) == Self.red)
    }

    @Test func hiDPIRendersAtDevicePixels() {
        let view = coloredView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        view.layer.cornerRadius = 10
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.blue.cgColor
        let canvas = LayerCanvas(width: 100, height: 100, scale: 2, [view])
        #expect(canvas.pixel(21, 60) == Self.blue)  // 1 pt = 2 px of border
        #expect(canvas.pixel(23, 60) == Self.red)
        #expect(canvas.pixel(22, 22) == Self.white)
    }
}

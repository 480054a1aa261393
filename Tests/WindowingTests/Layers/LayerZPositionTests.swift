import Foundation
import Testing

@testable import Windowing

/// `CALayer.zPosition`: siblings drawn front to back by it, whatever their order, for subviews,
/// layers the app adds to a view's layer and sublayers of its own layers; touches keep to the
/// subviews' order.
@Suite(.serialized) @MainActor struct LayerZPositionTests {
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF

    @Test func aSubviewWithAHigherPositionIsDrawnOverItsLaterSiblings() {
        let front = coloredView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        let back = coloredView(CGRect(x: 30, y: 30, width: 50, height: 50), .green)
        let last = coloredView(CGRect(x: 50, y: 50, width: 50, height: 50), .blue)
        front.layer.zPosition = 1
        back.layer.zPosition = -1
        let canvas = LayerCanvas([front, back, last])
        #expect(canvas.pixel(40, 40) == Self.red, "red (1) over green (-1)")
        #expect(canvas.pixel(55, 55) == Self.red, "red (1) over blue (0)")
        #expect(canvas.pixel(75, 75) == Self.blue, "blue (0) over green (-1)")
        // The subviews' order decides touches, as in UIKit.
        #expect(canvas.root.hitTest(CGPoint(x: 55, y: 55), with: nil) === last)
        #expect(front.layer.presentation()?.zPosition == 1 && CALayer(layer: front.layer).zPosition == 1)
    }

    @Test func equalPositionsKeepTheirOrderAndSublayersFollowTheirOwn() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(coloredView(CGRect(x: 0, y: 0, width: 40, height: 40), .green))
        // Added to the view's layer under the subview, then raised above it.
        let raised = CALayer()
        raised.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        raised.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.layer.insertSublayer(raised, at: 0)
        raised.zPosition = 2
        // A layer of the app's own with two sublayers, the first raised.
        let own = CALayer()
        own.frame = CGRect(x: 60, y: 60, width: 40, height: 40)
        for (index, color) in [
            (0, CGColor(red: 0, green: 0, blue: 1, alpha: 1)), (1, CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
        ] {
            let child = CALayer()
            child.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 30, height: 30)
            child.backgroundColor = color
            child.zPosition = index == 0 ? 1 : 0
            own.addSublayer(child)
        }
        host.layer.addSublayer(own)
        let canvas = LayerCanvas([host])
        #expect(canvas.pixel(30, 30) == Self.red, "the raised layer over the subview")
        #expect(canvas.pixel(10, 10) == Self.green)
        #expect(canvas.pixel(75, 65) == Self.blue, "the own layer's first sublayer raised over its second")
        #expect(canvas.pixel(95, 65) == Self.green)
    }

    /// Changing a position damages the view, and the next frame draws the new order.
    @Test func changingAPositionRedrawsTheView() throws {
        let host = try HeadlessWindow(showing: UIViewController())
        let under = coloredView(CGRect(x: 10, y: 20, width: 30, height: 30), .red)
        let over = coloredView(CGRect(x: 20, y: 30, width: 30, height: 30), .green)
        host.controller.view.addSubview(under)
        host.controller.view.addSubview(over)
        host.test.app.runUntilIdle()
        #expect(host.test.pixel(30, 40) == Self.green)
        under.layer.zPosition = 5
        #expect(host.window.damage == [CGRect(x: 10, y: 20, width: 30, height: 30)])
        host.test.app.runUntilIdle()
        #expect(host.test.pixel(30, 40) == Self.red)
        under.layer.zPosition = 0
        host.test.app.runUntilIdle()
        #expect(host.test.pixel(30, 40) == Self.green)
    }
}

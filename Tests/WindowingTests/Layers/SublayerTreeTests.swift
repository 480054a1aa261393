import Foundation
import Testing

@testable import Windowing

/// Layers the app makes: their geometry, the sublayer tree, and their place among a view's
/// subviews' layers.
@Suite(.serialized) @MainActor struct SublayerTreeTests {
    @Test func aNewLayerHasCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.frame == .zero)
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && !layer.masksToBounds)
        #expect(layer.backgroundColor == nil)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.sublayers == nil && layer.superlayer == nil && layer.mask == nil)
        #expect(layer.contents == nil && layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(!layer.needsDisplayOnBoundsChange && !layer.needsDisplay())
        #expect(layer.name == nil)
    }

    @Test func theFrameIsTheBoundsAboutTheAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A quarter turn about the top-left corner: the box now lies to the left of the position.
        #expect(isClose(layer.frame, CGRect(x: 10, y: 45, width: 50, height: 100), 1e-9))
        let parent = CALayer()
        parent.addSublayer(layer)
        #expect(isClose(layer.convert(CGPoint(x: 100, y: 0), to: parent), CGPoint(x: 60, y: 145), 1e-9))
    }

    @Test func sublayersKeepTheOrderTheyWereGiven() {
        let parent = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        parent.insertSublayer(d, above: c)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        #expect(a.superlayer === parent)
        let e = CALayer()
        parent.replaceSublayer(d, with: e)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, e, a, b].map(ObjectIdentifier.init))
        #expect(d.superlayer == nil)
        parent.insertSublayer(d, below: a)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, e, d, a, b].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(a)  // taken from its first parent
        #expect(parent.sublayers?.count == 4 && a.superlayer === other)
        b.removeFromSuperlayer()
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, e, d].map(ObjectIdentifier.init))
        parent.sublayers = nil
        #expect(parent.sublayers == nil && c.superlayer == nil)
    }

    @Test func cyclesAndViewsLayersAreRefusedWithAWarning() {
        var warnings: [String] = []
        LayerWarnings.sink = { warnings.append($0) }
        defer { LayerWarnings.sink = nil }
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        let view = UIView()
        parent.addSublayer(view.layer)
        view.layer.anchorPoint = .zero
        #expect(
            warnings == [
                "CALayer.addSublayer(_:): a layer cannot be a sublayer of itself or of its own sublayers",
                "CALayer.addSublayer(_:): the layer of UIView is a view's layer and stays with its view; add the "
                    + "view as a subview instead",
                "CALayer.anchorPoint = (0.0, 0.0) on a view's layer is ignored: a view's layer keeps its anchor point "
                    + "at the centre; move the view's center instead, or draw with a layer of your own",
            ])
        #expect(parent.sublayers?.count == 1 && parent.superlayer == nil)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    /// A view's layer lists its subviews' layers; layers added to it keep their places among them
    /// as subviews come, go and change places.
    @Test func layersAddedToAViewsLayerStayBetweenItsSubviews() {
        let view = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        view.addSubview(a)
        view.addSubview(b)
        let background = CALayer()
        let overlay = CALayer()
        view.layer.insertSublayer(background, at: 0)
        view.layer.addSublayer(overlay)
        func order() -> [ObjectIdentifier] { view.layer.sublayers?.map(ObjectIdentifier.init) ?? [] }
        func ids(_ layers: CALayer...) -> [ObjectIdentifier] { layers.map(ObjectIdentifier.init) }
        #expect(order() == ids(background, a.layer, b.layer, overlay))
        #expect(background.superlayer === view.layer)
        view.addSubview(c)
        #expect(order() == ids(background, a.layer, b.layer, overlay, c.layer))
        view.insertSubview(d, at: 0)
        #expect(order() == ids(background, d.layer, a.layer, b.layer, overlay, c.layer))
        view.bringSubviewToFront(b)
        #expect(order() == ids(background, d.layer, a.layer, overlay, c.layer, b.layer))
        view.sendSubviewToBack(c)
        #expect(order() == ids(background, c.layer, d.layer, a.layer, overlay, b.layer))
        a.removeFromSuperview()
        #expect(order() == ids(background, c.layer, d.layer, overlay, b.layer))
        view.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == ids(background, b.layer, d.layer, overlay, c.layer))
        view.insertSubview(a, aboveSubview: d)
        #expect(order() == ids(background, b.layer, d.layer, a.layer, overlay, c.layer))
        view.layer.insertSublayer(CALayer(), below: d.layer)
        #expect(view.layer.sublayers?[2].owner == nil)
        overlay.removeFromSuperlayer()
        background.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 5)
        #expect(view.subviews.map(ObjectIdentifier.init) == [b, d, a, c].map(ObjectIdentifier.init))
    }

    @Test func aViewsLayerLeavesOnlyWithItsView() {
        var warnings: [String] = []
        LayerWarnings.sink = { warnings.append($0) }
        defer { LayerWarnings.sink = nil }
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.layer.removeFromSuperlayer()
        #expect(child.superview === parent && child.layer.superlayer === parent.layer)
        #expect(
            warnings == [
                "CALayer.removeFromSuperlayer() on the layer of UIView is ignored: a view's layer leaves with its "
                    + "view; call removeFromSuperview()"
            ])
    }

    @Test func layersConvertPointsThroughTheirSuperlayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let outer = CALayer()
        outer.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        outer.addSublayer(inner)
        view.layer.addSublayer(outer)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: view.layer) == CGPoint(x: 16, y: 27))
        #expect(view.layer.convert(CGPoint(x: 16, y: 27), to: inner) == CGPoint(x: 1, y: 2))
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: outer)
                == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(outer.contains(CGPoint(x: 50, y: 50)) && !outer.contains(CGPoint(x: 150, y: 50)))
    }

    /// A change to a layer the app added damages the window where the layer was and where it is.
    @Test func movingASublayerDamagesItsOldAndNewPlaces() throws {
        let host = try HeadlessWindow(showing: UIViewController())
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        host.controller.view.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.addSublayer(layer)
        host.test.app.runUntilIdle()
        let window = host.window
        #expect(window.damage.isEmpty)
        #expect(host.test.pixel(65, 25) == 0xFFFF_0000)
        // Without the implicit animation a change to a drawn layer makes (see LayerAnimationTests).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 5, y: 100)
        CATransaction.commit()
        #expect(
            window.damage == [
                CGRect(x: 10, y: 20, width: 60, height: 40), CGRect(x: 10, y: 20, width: 30, height: 105),
            ])
        host.test.app.runUntilIdle()
        #expect(host.test.pixel(65, 25) != 0xFFFF_0000)
        #expect(host.test.pixel(15, 120) == 0xFFFF_0000)
    }
}

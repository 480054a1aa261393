import Foundation
import Testing
import Windowing
import WindowingTesting

/// A screen drawn with layers, as tutorials draw one: a gradient view (`layerClass`), a ring
/// drawn by a shape layer over a subview, a view masked to a circle, and a square that an
/// animation moves across.
@MainActor
final class LayersController: UIViewController {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let square = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        (gradient.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.addSubview(gradient)

        let card = UIView(frame: CGRect(x: 120, y: 0, width: 80, height: 80))
        card.backgroundColor = .green
        view.addSubview(card)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 130, y: 10, width: 60, height: 60)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 6
        view.layer.addSublayer(ring)

        let masked = UIView(frame: CGRect(x: 220, y: 0, width: 80, height: 80))
        masked.backgroundColor = .blue
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: masked.bounds).cgPath
        masked.layer.mask = circle
        view.addSubview(masked)

        square.frame = CGRect(x: 0, y: 120, width: 20, height: 20)
        square.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(square)
    }
}

/// Layers on a private Xvfb: the pixels the X server holds show the gradient, the ring over the
/// green subview, the mask's circle, and a square an animation has moved.
@MainActor
@Suite(.serialized)
struct LayersX11Tests {
    @Test func layersAndTheirAnimationsReachTheServer() throws {
        let controller = LayersController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 160), on: .xvfb)
        defer { app.terminate() }
        let top = try #require(app.pixel(at: CGPoint(x: 50, y: 1)))
        let bottom = try #require(app.pixel(at: CGPoint(x: 50, y: 98)))
        #expect(top >> 16 & 0xFF > 240 && top & 0xFF < 15)
        #expect(bottom >> 16 & 0xFF < 15 && bottom & 0xFF > 240)
        #expect(app.pixel(at: CGPoint(x: 160, y: 10)) == 0x000000)  // the ring's top, over green
        #expect(app.pixel(at: CGPoint(x: 160, y: 40)) == 0x00FF00)
        #expect(app.pixel(at: CGPoint(x: 222, y: 2)) == 0xFFFFFF)  // cut off by the mask
        #expect(app.pixel(at: CGPoint(x: 260, y: 40)) == 0x0000FF)

        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 290
        move.duration = 0.2
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        controller.square.add(move, forKey: "move")
        try app.waitUntil { app.pixel(at: CGPoint(x: 290, y: 130)) == 0xFF0000 }
        #expect(app.pixel(at: CGPoint(x: 10, y: 130)) == 0xFFFFFF)
        #expect(controller.square.position.x == 10)
    }
}

import Foundation
import Testing

@testable import Windowing

/// A view whose `draw(_:)` uses UIBezierPath, UIColor and CGContext shadows, rendered by the
/// toolkit into a headless window at 1x and 2x.
final class ShadowCardView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.white.setFill()
        UIRectFill(bounds)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
        UIColor.systemBlue.setFill()
        UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 8).fill()
        context.restoreGState()
        UIColor.systemRed.setStroke()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 10, y: 70))
        line.addLine(to: CGPoint(x: 70, y: 70))
        line.lineWidth = 2
        line.stroke()
    }
}

extension AppTests {
    @Suite @MainActor struct CustomDrawing {
        static func launch(scale: CGFloat) throws -> TestApp {
            let backend = HeadlessBackend(
                screen: PlatformScreen(size: PlatformSize(width: 640, height: 480), scale: scale))
            return try TestApp.launchSceneApp(
                root: {
                    let controller = BuildingViewController()
                    controller.build = { root in
                        root.addSubview(ShadowCardView(frame: CGRect(x: 100, y: 100, width: 80, height: 80)))
                    }
                    return controller
                }, backend: backend)
        }

        @Test(arguments: [1, 2] as [CGFloat])
        func bezierPathsAndShadowsReachTheWindow(scale: CGFloat) throws {
            let test = try Self.launch(scale: scale)
            func at(_ x: CGFloat, _ y: CGFloat) -> UInt32? { test.pixel(Int(x * scale), Int(y * scale)) }
            #expect(at(140, 130) == pixelValue(.systemBlue))
            #expect(at(101, 101) == 0xFFFF_FFFF)  // outside the rounded corner
            #expect(at(111, 111) == 0xFFFF_FFFF)  // cut by the 8-point corner
            #expect(at(140, 154) == 0xFF00_0000)  // the shadow, 6 points below the card
            #expect(at(140, 157) == 0xFFFF_FFFF)
            #expect(at(140, 170.5) == pixelValue(.systemRed))
        }
    }
}

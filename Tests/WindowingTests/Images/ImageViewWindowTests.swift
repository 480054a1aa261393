import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Image views in a window (headless backend): drawn without `draw(_:)`, repainted when the
    /// image changes, at device pixels on HiDPI, and snapshots equal to the window's pixels.
    @Suite @MainActor struct ImageViewWindow {
        /// Launches a scene app whose root view holds `build`'s views, on a screen of `scale`.
        static func launch(scale: Double = 1, _ build: @escaping (UIView) -> Void) throws -> TestApp {
            let backend = HeadlessBackend(
                screen: PlatformScreen(size: PlatformSize(width: 640, height: 480), scale: scale))
            return try TestApp.launchSceneApp(
                root: {
                    let controller = BuildingViewController()
                    controller.build = build
                    return controller
                }, backend: backend)
        }

        @Test func imageViewsDrawWithoutDrawRectAndRepaintOnChange() throws {
            let view = DrawCountingImageView(image: TestImages.marker())
            view.frame = CGRect(x: 100, y: 100, width: 8, height: 4)
            let test = try Self.launch { root in root.addSubview(view) }
            #expect(test.pixel(100, 100) == TestImages.green)
            #expect(test.pixel(107, 103) == TestImages.white)
            view.image = TestImages.checker(scale: 1)
            test.app.runUntilIdle()
            #expect(test.pixel(100, 100) == 0xFF00_0000 && test.pixel(107, 100) == 0xFFFF_FFFF)
            view.setNeedsDisplay()
            view.frame = CGRect(x: 100, y: 100, width: 16, height: 8)
            test.app.runUntilIdle()
            #expect(test.pixel(115, 107) == 0xFF00_0000, "resized: the stretched checker's bottom-right is black")
            #expect(view.draws == 0)
        }

        @Test func retinaImageDrawsAtItsPointSizeWithEveryPixel() throws {
            let retina = UIImageView(image: TestImages.checker(scale: 2))  // 1×1 point, 2×2 pixels
            retina.frame.origin = CGPoint(x: 10, y: 10)
            let plain = UIImageView(image: TestImages.checker(scale: 1))  // 2×2 points, 2×2 pixels
            plain.frame.origin = CGPoint(x: 20, y: 10)
            let test = try Self.launch(scale: 2) { root in
                root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                root.addSubview(retina)
                root.addSubview(plain)
            }
            #expect(retina.frame.size == CGSize(width: 1, height: 1))
            let black: UInt32 = 0xFF00_0000
            let white: UInt32 = 0xFFFF_FFFF
            // Device pixels 20...21 hold the @2x image pixel for pixel.
            #expect(
                [test.pixel(20, 20), test.pixel(21, 20), test.pixel(20, 21), test.pixel(21, 21)] == [
                    black, white, white, black,
                ])
            #expect(test.pixel(22, 20) == TestImages.red && test.pixel(19, 19) == TestImages.red)
            // The 1x image covers 4×4 device pixels, magnified with linear filtering (as UIKit's
            // layer contents are), so only the outer device pixels keep pure colours.
            #expect(
                [test.pixel(40, 20), test.pixel(43, 20), test.pixel(40, 23), test.pixel(43, 23)] == [
                    black, white, white, black,
                ])
            #expect(test.pixel(44, 20) == TestImages.red)
        }

        @Test func snapshotEqualsTheWindowsPixels() throws {
            var root: UIView?
            let test = try Self.launch { view in
                root = view
                view.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
                let fitted = UIImageView(image: TestImages.marker())
                fitted.frame = CGRect(x: 30, y: 40, width: 120, height: 90)
                fitted.contentMode = .scaleAspectFit
                fitted.backgroundColor = UIColor(white: 0.2, alpha: 1)
                view.addSubview(fitted)
                let faded = UIImageView(image: TestImages.checker(scale: 1))
                faded.frame = CGRect(x: 200, y: 40, width: 50, height: 50)
                faded.alpha = 0.5
                view.addSubview(faded)
            }
            let window = try #require(test.window)
            let rootView = try #require(root)
            let capture = try #require(test.window?.platformWindow.flatMap { test.backend.capture($0) })
            let snapshot = UIGraphicsImageRenderer(bounds: window.bounds, format: TestImages.format(scale: 1)).image {
                _ in
                rootView.drawHierarchy(in: rootView.frame, afterScreenUpdates: false)
            }
            let cgImage = try #require(snapshot.cgImage)
            #expect((cgImage.width, cgImage.height) == (capture.width, capture.height))
            var differing = 0
            for y in 0..<capture.height {
                for x in 0..<capture.width where capture.pixel(x: x, y: y) != cgImage.pixel(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0, "\(differing) pixels differ between the window and the snapshot")
        }
    }
}

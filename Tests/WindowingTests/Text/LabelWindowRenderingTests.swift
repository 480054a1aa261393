import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Labels in a window on the headless backend: drawn by the display pass, redrawn on change,
    /// and not shaped again when the window repaints.
    @Suite @MainActor struct LabelWindowRendering {
        final class Scene {
            var label: UILabel?
        }

        static func launch() throws -> (TestApp, UILabel) {
            let scene = Scene()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .white
                    let label = UILabel(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
                    label.text = "Hello, window"
                    label.textColor = .blue
                    root.addSubview(label)
                    scene.label = label
                }
                return controller
            })
            return (test, try #require(scene.label))
        }

        /// The box of the blue (text) pixels in the window's presented frame; the root view's
        /// badge is red, so it does not count.
        static func textBox(_ test: TestApp) -> CGRect? {
            guard let id = test.windowID, let surface = test.backend.capture(id) else { return nil }
            return TextPixels.box(in: surface, where: TextPixels.isBlue)
        }

        @Test func aLabelIsDrawnInsideItsFrame() throws {
            let (test, _) = try Self.launch()
            let text = try #require(Self.textBox(test))
            #expect(text.minX >= 100 && text.maxX < 300 && text.minY >= 100 && text.maxY < 130, "\(text)")
            #expect(text.width > 80)
        }

        @Test func changingTheTextRedrawsAndRepaintingDoesNotReshape() throws {
            let (test, label) = try Self.launch()
            let before = try #require(Self.textBox(test))
            label.text = "Hi"
            test.app.runUntilIdle()
            let after = try #require(Self.textBox(test))
            #expect(after.width < before.width / 2)
            let built = TextLayout.buildCount
            test.send { .exposed($0, PlatformRect(x: 0, y: 0, width: 400, height: 300)) }
            label.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(TextLayout.buildCount == built)
            #expect(Self.textBox(test) == after)
        }
    }
}

/// Text drawn at a HiDPI scale uses the same layout, twice as large in pixels.
@Suite @MainActor struct TextScaleTests {
    @Test func aLabelAtScale2IsTwiceAsLargeInPixelsWithTheSameLayout() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Scaled text"
        let one = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        let built = TextLayout.buildCount
        let surface = Bitmap(width: 300, height: 60)
        let canvas = Canvas(bitmap: surface)
        canvas.setSource(.white)
        canvas.rectangle(CGRect(x: 0, y: 0, width: 300, height: 60))
        canvas.fill()
        canvas.scale(x: 2, y: 2)
        label.setNeedsDisplay()
        label.render(in: canvas, scale: 2, dirty: label.bounds)
        let two = try #require(TextPixels.box(in: surface, where: TextPixels.isDark))
        #expect(TextLayout.buildCount == built)
        #expect(abs(two.width - 2 * one.width) <= 3)
        #expect(abs(two.minY - 2 * one.minY) <= 2)
    }
}

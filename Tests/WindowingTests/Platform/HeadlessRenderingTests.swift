import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Real Cairo renders read back from `HeadlessBackend` (behaviour 7.7–7.11, 7.29–7.31).
    @Suite @MainActor struct HeadlessRendering {
        static let background = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)  // 0x336699

        /// The views of the pixel scene, kept for assertions.
        @MainActor final class Scene {
            var green: UIView?
            var fadedChild: UIView?
            var fadedParent: UIView?
            var ring: RecordingView?
        }

        /// Root (0x336699) with the red badge at (20, 20, 40, 40) plus the views listed inline.
        static func launch() throws -> (TestApp, Scene) {
            let scene = Scene()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in build(root, into: scene) }
                return controller
            })
            return (test, scene)
        }

        private static func build(_ root: UIView, into scene: Scene) {
            root.backgroundColor = background
            func add(_ frame: CGRect, _ color: UIColor?, to parent: UIView = root) -> UIView {
                let view = UIView(frame: frame)
                view.backgroundColor = color
                parent.addSubview(view)
                return view
            }
            scene.green = add(CGRect(x: 100, y: 20, width: 40, height: 40), .systemGreen)
            add(CGRect(x: 120, y: 30, width: 10, height: 10), .systemPurple).isHidden = true
            let white = add(CGRect(x: 200, y: 20, width: 60, height: 60), .white)
            let fadedChild = add(CGRect(x: 10, y: 10, width: 20, height: 20), .black, to: white)
            fadedChild.alpha = 0.5
            scene.fadedChild = fadedChild
            let fadedParent = add(CGRect(x: 300, y: 20, width: 60, height: 60), .white)
            fadedParent.alpha = 0.5
            _ = add(CGRect(x: 0, y: 0, width: 30, height: 30), .black, to: fadedParent)
            scene.fadedParent = fadedParent
            let clipping = add(CGRect(x: 400, y: 20, width: 40, height: 40), .systemBlue)
            clipping.clipsToBounds = true
            _ = add(CGRect(x: 20, y: 20, width: 60, height: 60), .systemOrange, to: clipping)
            let open = add(CGRect(x: 500, y: 20, width: 40, height: 40), .systemBlue)
            _ = add(CGRect(x: 20, y: 20, width: 60, height: 60), .systemOrange, to: open)
            _ = add(CGRect(x: 10, y: 200, width: 50, height: 50), nil)
            let ring = RecordingView("ring", frame: CGRect(x: 100, y: 200, width: 40, height: 40))
            ring.fill = .systemYellow
            ring.fillRect = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSubview(ring)
            scene.ring = ring
        }

        private func expectPixel(
            _ test: TestApp, _ x: Int, _ y: Int, _ expected: UInt32, tolerance: Int = 0,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            guard let actual = test.pixel(x, y) else {
                Issue.record("no captured surface", sourceLocation: sourceLocation)
                return
            }
            #expect(
                pixel(actual, isClose: expected, tolerance: tolerance),
                "pixel (\(x), \(y)) is \(hex(actual)), expected \(hex(expected))", sourceLocation: sourceLocation)
        }

        // behaviour 7.7–7.11, 7.30, 7.14
        @Test func firstFramePixels() throws {
            let (test, scene) = try Self.launch()
            let root = pixelValue(Self.background)
            #expect(root == 0xFF33_6699)
            expectPixel(test, 5, 5, root)
            expectPixel(test, 30, 30, 0xFFFF_0000)  // badge's draw(_:)
            expectPixel(test, 110, 30, pixelValue(.systemGreen))
            expectPixel(test, 125, 35, pixelValue(.systemGreen))  // hidden purple view: not drawn
            expectPixel(test, 205, 25, 0xFFFF_FFFF)
            expectPixel(test, 215, 35, 0xFF80_8080, tolerance: 2)  // black at alpha 0.5 over white
            #expect(scene.fadedChild?.alpha == 0.5)
            // White parent at alpha 0.5 with an opaque black child, over the root colour, as one group.
            expectPixel(test, 310, 30, 0xFF1A_334D, tolerance: 2)
            expectPixel(test, 350, 70, 0xFF99_B3CC, tolerance: 2)
            #expect(scene.fadedParent?.subviews.first?.alpha == 1)
            // clipsToBounds: the overflowing child is cut at the parent's bounds.
            expectPixel(test, 410, 30, pixelValue(.systemBlue))
            expectPixel(test, 430, 50, pixelValue(.systemOrange))
            expectPixel(test, 450, 50, root)
            expectPixel(test, 430, 70, root)
            // Without it the child shows outside the parent.
            expectPixel(test, 550, 70, pixelValue(.systemOrange))
            // No background colour: the parent shows through.
            expectPixel(test, 20, 210, root)
            // A draw(_:) that paints a corner only: the rest shows the parent.
            expectPixel(test, 105, 205, pixelValue(.systemYellow))
            expectPixel(test, 115, 215, root)
            expectPixel(test, 639, 479, root)
        }

        // behaviour 7.31 (Expose): pixels are presented again from the back buffer, without draw(_:).
        @Test func exposeRepresentsWithoutDrawing() throws {
            let (test, scene) = try Self.launch()
            let badge = try #require(test.rootViewController?.badge)
            let id = try #require(test.windowID)
            let presented = test.backend.presentations.count
            let rect = PlatformRect(x: 0, y: 0, width: 100, height: 100)
            test.backend.inject(.exposed(id, rect))
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == presented + 1)
            #expect(test.backend.presentations.last?.rects == [rect])
            #expect(badge.drawCount == 1)
            #expect(scene.ring?.drawCount == 1)
            expectPixel(test, 30, 30, 0xFFFF_0000)
        }

        // behaviour 7.29: one view's setNeedsDisplay redraws that view only and presents its frame only.
        @Test func setNeedsDisplayDamagesOnlyThatView() throws {
            let (test, scene) = try Self.launch()
            let badge = try #require(test.rootViewController?.badge)
            let presented = test.backend.presentations.count
            badge.fill = .systemIndigo
            badge.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == presented + 1)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 20, y: 20, width: 40, height: 40)])
            #expect(badge.drawCount == 2)
            #expect(scene.ring?.drawCount == 1)
            expectPixel(test, 30, 30, pixelValue(.systemIndigo))
        }

        // behaviour 7.7: a new background colour is presented for the view's frame, without draw(_:).
        @Test func backgroundColorChangeRepaintsTheFrame() throws {
            let (test, scene) = try Self.launch()
            let green = try #require(scene.green)
            let presented = test.backend.presentations.count
            green.backgroundColor = .systemPink
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == presented + 1)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 100, y: 20, width: 40, height: 40)])
            expectPixel(test, 110, 30, pixelValue(.systemPink))
            #expect(scene.ring?.drawCount == 1)
        }

        // behaviour 7.30: a moved view is presented at its new place and uncovered at the old one.
        @Test func movingAViewRepaintsOldAndNewPlaces() throws {
            let (test, scene) = try Self.launch()
            let green = try #require(scene.green)
            green.frame.origin = CGPoint(x: 100, y: 100)
            test.app.runUntilIdle()
            expectPixel(test, 110, 30, pixelValue(Self.background))
            expectPixel(test, 110, 110, pixelValue(.systemGreen))
        }

        // behaviour 7.8: hiding and showing again.
        @Test func hidingAViewUncoversWhatIsBelow() throws {
            let (test, scene) = try Self.launch()
            let green = try #require(scene.green)
            green.isHidden = true
            test.app.runUntilIdle()
            expectPixel(test, 110, 30, pixelValue(Self.background))
            green.isHidden = false
            test.app.runUntilIdle()
            expectPixel(test, 110, 30, pixelValue(.systemGreen))
        }

        // Not in the spec: the toolkit shows `UIScene.title` as the window's title.
        @Test func sceneTitleBecomesTheWindowTitle() throws {
            let (test, _) = try Self.launch()
            let id = try #require(test.windowID)
            test.scene?.title = "Pixels"
            #expect(test.backend.windows[id]?.spec.title == "Pixels")
        }
    }
}

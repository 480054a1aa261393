import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Which rectangles a present sends for a change: the changed view's, not the window's.
    @Suite @MainActor struct PresentDamage {
        @MainActor final class Scene {
            var button: UIButton?
            var label: UILabel?
            var scrollView: UIScrollView?
        }

        static func launch() throws -> (TestApp, Scene) {
            let scene = Scene()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .white
                    let button = UIButton(type: .custom)
                    button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
                    button.backgroundColor = .systemRed
                    button.setTitle("Press", for: .normal)
                    root.addSubview(button)
                    let label = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
                    label.text = "Before"
                    root.addSubview(label)
                    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
                    scrollView.contentSize = CGSize(width: 200, height: 400)
                    scrollView.showsVerticalScrollIndicator = false
                    let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
                    content.backgroundColor = .systemGreen
                    scrollView.addSubview(content)
                    root.addSubview(scrollView)
                    scene.button = button
                    scene.label = label
                    scene.scrollView = scrollView
                }
                return controller
            })
            return (test, scene)
        }

        func press(_ test: TestApp, _ kind: PlatformPointerEvent.Kind, x: Double, y: Double, at time: Double) throws {
            let id = try #require(test.windowID)
            test.backend.inject(.pointer(kind, x: x, y: y, in: id, at: time))
            test.app.runUntilIdle()
        }

        @Test func aButtonHighlightPresentsOnlyTheButton() throws {
            let (test, _) = try Self.launch()
            let before = test.backend.presentations.count
            try press(test, .buttonDown(1), x: 100, y: 70, at: 1)
            let button = PlatformRect(x: 50, y: 50, width: 100, height: 40)
            #expect(test.backend.presentations.count == before + 1)
            #expect(test.backend.presentations.last?.rects == [button])
            try press(test, .buttonUp(1), x: 100, y: 70, at: 1.1)
            #expect(test.backend.presentations.count == before + 2)
            #expect(test.backend.presentations.last?.rects == [button])
        }

        @Test func aLabelTextChangePresentsOnlyTheLabel() throws {
            let (test, scene) = try Self.launch()
            let before = test.backend.presentations.count
            scene.label?.text = "After"
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == before + 1)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 20, y: 120, width: 200, height: 30)])
        }

        @Test func aScrollPresentsOnlyTheScrollView() throws {
            let (test, scene) = try Self.launch()
            let before = test.backend.presentations.count
            scene.scrollView?.contentOffset = CGPoint(x: 0, y: 40)
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == before + 1)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 0, y: 200, width: 200, height: 100)])
        }

        @Test func aRectangleInsideANewOneIsNotPresentedTwice() throws {
            let (test, scene) = try Self.launch()
            let button = try #require(scene.button)
            button.titleLabel?.setNeedsDisplay()
            button.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 50, y: 50, width: 100, height: 40)])
        }
    }
}

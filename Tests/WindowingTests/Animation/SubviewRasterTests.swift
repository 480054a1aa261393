import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// While a push slides two screens, their subviews are painted from pixels made once
    /// (`SubviewRaster`); what changes inside a screen still shows, and nothing is kept after.
    @Suite @MainActor struct SubviewRasters {
        private static let red = pixelValue(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        private static let blue = pixelValue(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        private static let green = pixelValue(UIColor(red: 0, green: 1, blue: 0, alpha: 1))

        /// A screen with one 40×40 square at (100, 100) of its view.
        private final class SquareController: UIViewController {
            let square = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            var color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                square.backgroundColor = color
                square.layer.cornerRadius = 4
                view.addSubview(square)
            }
        }

        private func launch() throws -> (TestApp, UINavigationController, SquareController, AnimationClock) {
            let first = SquareController()
            let test = try TestApp.launchSceneApp(root: { UINavigationController(rootViewController: first) })
            let clock = AnimationClock()
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            test.app.runUntilIdle()
            return (test, navigation, first, clock)
        }

        private func restoreClock() {
            AnimationEngine.shared.reset()
            FrameClock.shared.reset(source: RunLoopFrameSource())
        }

        /// The window pixel at the centre of `view`'s square, where the screen is drawn now.
        private func squareCentre(of controller: SquareController, in window: UIWindow) throws -> (Int, Int) {
            let tx: CGFloat
            if case .transform(let value)? = AnimationEngine.shared.presentationValue(of: controller.view, .transform) {
                tx = value.tx
            } else {
                tx = 0
            }
            let centre = controller.view.convert(CGPoint(x: 120, y: 120), to: window)
            return (Int((centre.x + tx).rounded()), Int(centre.y.rounded()))
        }

        @Test func bothScreensShowWhereTheyAreMidPushAndNoRasterOutlivesIt() throws {
            let (test, navigation, first, clock) = try launch()
            defer { restoreClock() }
            let window = try #require(test.window)
            let second = SquareController()
            second.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            navigation.pushViewController(second, animated: true)
            test.app.runUntilIdle()
            for time in [0.1, 0.17, 0.25] {
                clock.frame(at: time)
                test.app.runUntilIdle()
                #expect(SubviewRaster.activeCount == 2, "the arriving and the leaving screen")
                let (ax, ay) = try squareCentre(of: second, in: window)
                if ax > 4 && ax < Int(window.bounds.width) - 4 {
                    #expect(test.pixel(ax, ay) == Self.blue, "arriving square at \(time)")
                }
                let (lx, ly) = try squareCentre(of: first, in: window)
                if lx > 4 && lx < ax - 24 { #expect(test.pixel(lx, ly) == Self.red, "leaving square at \(time)") }
            }
            clock.frame(at: ControllerTransition.pushDuration + 0.01)
            test.app.runUntilIdle()
            clock.frame(at: ControllerTransition.pushDuration + 0.02)
            test.app.runUntilIdle()
            #expect(SubviewRaster.activeCount == 0)
            let (x, y) = try squareCentre(of: second, in: window)
            #expect(test.pixel(x, y) == Self.blue)
        }

        @Test func aChangeInsideASlidingScreenShowsAtTheNextFrame() throws {
            let (test, navigation, _, clock) = try launch()
            defer { restoreClock() }
            let window = try #require(test.window)
            let second = SquareController()
            navigation.pushViewController(second, animated: true)
            test.app.runUntilIdle()
            clock.frame(at: 0.25)
            test.app.runUntilIdle()
            var (x, y) = try squareCentre(of: second, in: window)
            #expect(test.pixel(x, y) == Self.red)
            second.square.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            clock.frame(at: 0.3)
            test.app.runUntilIdle()
            (x, y) = try squareCentre(of: second, in: window)
            #expect(test.pixel(x, y) == Self.green, "the raster was dropped and made again")
            second.square.frame.origin.x += 60
            clock.frame(at: 0.32)
            test.app.runUntilIdle()
            (x, y) = try squareCentre(of: second, in: window)
            #expect(test.pixel(x + 60, y) == Self.green, "a subview moved inside the sliding screen")
            #expect(test.pixel(x, y) != Self.green)
        }
    }
}

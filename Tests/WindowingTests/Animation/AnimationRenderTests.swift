import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The window draws animated views at their presentation values, frame by frame, on the
    /// headless backend, with the clock driven by hand.
    @MainActor
    struct AnimationRenderTests {
        private static let red = pixelValue(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        private static let white = pixelValue(.white)

        private func launch() throws -> (TestApp, UIView, AnimationClock) {
            let clock = AnimationClock()
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.window?.rootViewController?.view)
            root.backgroundColor = .white
            test.app.runUntilIdle()
            return (test, root, clock)
        }

        @Test func theWindowShowsThePresentationFrameAndHitTestingUsesTheModel() throws {
            let (test, root, clock) = try launch()
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSubview(square)
            test.app.runUntilIdle()
            #expect(test.pixel(10, 10) == Self.red)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
                square.frame.origin.x = 100
            }
            test.app.runUntilIdle()
            // Still drawn where it was: the animation has not had a frame yet.
            #expect(test.pixel(10, 10) == Self.red)
            #expect(test.pixel(110, 10) == Self.white)
            clock.frame(at: 0.5)
            test.app.runUntilIdle()
            #expect(test.pixel(10, 10) == Self.white)
            #expect(test.pixel(60, 10) == Self.red)
            #expect(test.pixel(110, 10) == Self.white)
            #expect(root.hitTest(CGPoint(x: 110, y: 10), with: nil) === square)
            #expect(square.frame.minX == 100)
            clock.frame(at: 1)
            test.app.runUntilIdle()
            #expect(test.pixel(60, 10) == Self.white)
            #expect(test.pixel(110, 10) == Self.red)
        }

        @Test func alphaAndBackgroundColourAreDrawnMidway() throws {
            let (test, root, clock) = try launch()
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let fading = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
            fading.backgroundColor = .black
            root.addSubview(square)
            root.addSubview(fading)
            test.app.runUntilIdle()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                fading.alpha = 0
            }
            clock.frame(at: 0.5)
            test.app.runUntilIdle()
            #expect(pixel(test.pixel(10, 10)!, isClose: 0xFF80_0080))
            #expect(pixel(test.pixel(50, 10)!, isClose: 0xFF80_8080))
            clock.frame(at: 1)
            test.app.runUntilIdle()
            #expect(test.pixel(10, 10) == 0xFF00_00FF)
            #expect(test.pixel(50, 10) == Self.white)
        }

        @Test func aCrossDissolveFadesTheOldLookIntoTheNew() throws {
            let (test, root, clock) = try launch()
            let container = UIView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
            container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSubview(container)
            test.app.runUntilIdle()
            let log = EventLog()
            UIView.transition(
                with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                animations: { container.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) },
                completion: { log.add("done \($0)") })
            #expect(container.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            test.app.runUntilIdle()
            #expect(test.pixel(20, 70) == 0xFF00_00FF)
            clock.frame(at: 0.5)
            test.app.runUntilIdle()
            #expect(pixel(test.pixel(20, 70)!, isClose: 0xFF80_0080))
            clock.frame(at: 1)
            test.app.runUntilIdle()
            #expect(test.pixel(20, 70) == Self.red)
            #expect(container.subviews.isEmpty)
            #expect(log.entries == ["done true"])
        }
    }
}

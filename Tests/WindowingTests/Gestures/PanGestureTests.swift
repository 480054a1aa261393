import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UIPanGestureRecognizer: the threshold, translation, velocity, and the scroll wheel.
    @Suite @MainActor struct PanGesture {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

        @Test func defaults() {
            let pan = UIPanGestureRecognizer()
            #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
            #expect(pan.allowedScrollTypesMask == [])
            #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
            #expect(UIScrollTypeMask.all == [.discrete, .continuous])
        }

        @Test func translationAndVelocityFollowTheTouch() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(66, 60, at: 1.02)
            #expect(recorder.states.isEmpty, "below the 10-point threshold")
            fixture.move(80, 60, at: 1.04)
            fixture.move(100, 70, at: 1.06)
            fixture.up(100, 70, at: 1.06)
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(recorder.translations == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
            // 40 points right and 10 down in the 0.06 s since the touch went down.
            #expect(isClose(recorder.velocities[1], CGPoint(x: 40 / 0.06, y: 10 / 0.06)))
            #expect(recorder.locations.last == CGPoint(x: 50, y: 20))
            #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
        }

        @Test func velocityLooksAtTheLastMovesOnly() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(100, 60, at: 1.1)
            // A pause, then a slow move: the early fast part no longer counts.
            fixture.move(101, 60, at: 2)
            fixture.move(102, 60, at: 2.05)
            #expect(isClose(recorder.velocities.last!, CGPoint(x: 20, y: 0)))
            // Held still before release: the velocity falls off.
            fixture.up(102, 60, at: 3)
            #expect(recorder.velocities.last!.x < 2)
        }

        @Test func setTranslationMovesTheOrigin() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            recorder.onAction = { recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .began else { return }
                pan.setTranslation(CGPoint(x: 5, y: 5), in: fixture.inner)
                #expect(pan.translation(in: fixture.inner) == CGPoint(x: 5, y: 5))
                #expect(pan.velocity(in: nil) == .zero)
            }
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.move(90, 70, at: 1.2)
            #expect(recorder.translations.last == CGPoint(x: 15, y: 15))
        }

        @Test func aTouchThatBarelyMovesMakesThePanFail() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(64, 63, at: 1.1)
            fixture.up(64, 63, at: 1.2)
            #expect(recorder.states.isEmpty)
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.ended"])
        }

        @Test func thePanKeepsTheTouchOutsideItsView() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(300, 300, at: 1.1)
            fixture.up(310, 300, at: 1.2)
            #expect(recorder.states == [.began, .ended])
            #expect(recorder.translations.last == CGPoint(x: 250, y: 240))
        }

        // MARK: - Scrolling

        @Test func aWheelNotchRunsAPanWhenDiscreteScrollingIsAllowed() {
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.wheel(deltaY: 1, at: 70, 80, time: 1)
            #expect(recorder.states == [.began, .changed, .ended])
            // A notch down moves content up: the translation points up, 10 points per notch.
            #expect(recorder.translations == [.zero, CGPoint(x: 0, y: -10), CGPoint(x: 0, y: -10)])
            #expect(recorder.locations == Array(repeating: CGPoint(x: 20, y: 30), count: 3))
            #expect(recorder.velocities.allSatisfy { $0 == .zero })
            fixture.wheel(deltaX: -1, deltaY: 0, at: 70, 80, time: 2)
            #expect(recorder.translations.last == CGPoint(x: 10, y: 0))
            #expect(pan.state == .possible)
            #expect(fixture.log.entries.allSatisfy { $0.hasPrefix("pan.") }, "views never see scroll events")
        }

        @Test func theWheelIsIgnoredByDefault() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.wheel(deltaY: 1, at: 70, 80, time: 1)
            #expect(recorder.states.isEmpty)
        }

        @Test func theWheelReachesThePanOfAnAncestor() {
            let outerPan = UIPanGestureRecognizer()
            outerPan.allowedScrollTypesMask = .all
            let outer = fixture.attach(outerPan, to: fixture.outer, name: "outer")
            let innerPan = UIPanGestureRecognizer()
            let inner = fixture.attach(innerPan, to: fixture.inner, name: "inner")
            fixture.wheel(deltaY: -2, at: 70, 80, time: 1)
            #expect(inner.states.isEmpty)
            #expect(outer.translations.last == CGPoint(x: 0, y: 20))
            // The innermost pan that allows scrolling takes it alone.
            innerPan.allowedScrollTypesMask = .discrete
            fixture.wheel(deltaY: 1, at: 70, 80, time: 2)
            #expect(inner.states == [.began, .changed, .ended])
            #expect(outer.states.count == 3)
        }

        @Test func preciseScrollingNeedsContinuous() {
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.wheel(deltaY: 0.5, at: 70, 80, time: 1, isPrecise: true)
            #expect(recorder.states.isEmpty)
            pan.allowedScrollTypesMask = .continuous
            fixture.wheel(deltaY: 0.5, at: 70, 80, time: 2, isPrecise: true)
            #expect(recorder.translations.last == CGPoint(x: 0, y: -5))
        }

        @Test func theDelegateCanRefuseAScroll() {
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .all
            let delegate = GestureTestDelegate()
            delegate.shouldBegin = false
            pan.delegate = delegate
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.wheel(deltaY: 1, at: 70, 80, time: 1)
            #expect(recorder.states.isEmpty && delegate.asked == ["shouldBegin"])
        }
    }
}

import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// How touches reach recognizers and views (behaviour 8.35–8.37, 8.14).
    @Suite @MainActor struct GestureDelivery {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        // behaviour 8.35: recognizers receive each phase before the view; a recognizer that never decides
        // fails when the touches are over, and the held end reaches the view.
        @Test func recognizersGetTouchesBeforeTheView() {
            let recognizer = LoggingGestureRecognizer()
            recognizer.label = "gr"
            recognizer.log = fixture.log
            fixture.inner.addGestureRecognizer(recognizer)
            fixture.down(60, 60, at: 1)
            fixture.move(70, 60, at: 1.1)
            fixture.up(70, 60, at: 1.2)
            #expect(
                fixture.log.entries == [
                    "gr.touchesBegan", "inner.began", "gr.touchesMoved", "inner.moved", "gr.touchesEnded", "gr.reset",
                    "inner.ended",
                ])
            #expect(recognizer.state == .possible)
        }

        // behaviour 8.35: the recognizers of the hit view, then of its ancestors up to the window.
        @Test func recognizersOfTheViewAndItsAncestorsGetTheTouchInnermostFirst() {
            for (label, view) in [("w", fixture.window as UIView), ("b", fixture.outer), ("a", fixture.inner)] {
                let recognizer = LoggingGestureRecognizer()
                recognizer.label = label
                recognizer.log = fixture.log
                view.addGestureRecognizer(recognizer)
            }
            fixture.down(60, 60, at: 1)
            #expect(fixture.log.entries == ["a.touchesBegan", "b.touchesBegan", "w.touchesBegan", "inner.began"])
            fixture.log.removeAll()
            fixture.up(60, 60, at: 1.1)
            fixture.down(300, 300, at: 2)
            #expect(fixture.log.entries.suffix(3) == ["b.touchesBegan", "w.touchesBegan", "outer.began"])
        }

        // behaviour 8.35, 8.37: with cancelsTouchesInView (the default) the view's touch is cancelled when
        // the pan begins, before the pan's action, and the view hears nothing more of it.
        @Test func panCancelsTheViewsTouchesWhenItBegins() {
            let pan = UIPanGestureRecognizer()
            #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded)
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(65, 60, at: 1.02)
            fixture.move(80, 60, at: 1.04)
            fixture.move(90, 60, at: 1.06)
            fixture.up(90, 60, at: 1.08)
            #expect(
                fixture.log.entries == [
                    "inner.began", "inner.moved", "inner.cancelled", "pan.began", "pan.changed", "pan.ended",
                ])
            #expect(recorder.translations == [CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)])
            #expect(fixture.log.everyTouchFinishedOnce)
        }

        // behaviour 8.37: without cancelsTouchesInView the view keeps getting the touch alongside the pan.
        @Test func panWithoutCancelsTouchesInViewSharesTheTouch() {
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            _ = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(65, 60, at: 1.02)
            fixture.move(80, 60, at: 1.04)
            fixture.move(90, 60, at: 1.06)
            fixture.up(90, 60, at: 1.08)
            #expect(
                fixture.log.entries == [
                    "inner.began", "inner.moved", "pan.began", "inner.moved", "pan.changed", "inner.moved", "pan.ended",
                    "inner.ended",
                ])
        }

        // behaviour 8.36: delaysTouchesEnded holds the view's end while the recognizer is possible and
        // delivers it once the recognizer fails.
        @Test func delaysTouchesEndedHoldsTheEndUntilTheRecognizerFails() {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            let recorder = fixture.attach(doubleTap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(fixture.log.entries == ["inner.began"])
            fixture.advanceClock(to: 1.3)
            #expect(fixture.log.entries == ["inner.began"])
            fixture.advanceClock(to: 1.41)
            #expect(fixture.log.entries == ["inner.began", "inner.ended"])
            #expect(recorder.states.isEmpty)
            #expect(doubleTap.state == .possible)
        }

        @Test func withoutDelaysTouchesEndedTheEndArrivesAtOnce() {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            doubleTap.delaysTouchesEnded = false
            _ = fixture.attach(doubleTap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(fixture.log.entries == ["inner.began", "inner.ended"])
        }

        // behaviour 8.36: if the gesture is recognized, the held ends become cancellations.
        @Test func heldEndsAreCancelledWhenTheGestureIsRecognized() {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            _ = fixture.attach(doubleTap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            fixture.tap(61, 60, at: 1.2)
            #expect(
                fixture.log.entries == [
                    "inner.began", "inner.began", "inner.cancelled", "inner.cancelled", "tap.ended",
                ])
            #expect(fixture.log.everyTouchFinishedOnce)
        }

        // behaviour 8.36: delaysTouchesBegan keeps began and moved from the view until the recognizer
        // fails; when it recognizes, the view never sees the touch.
        @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
            let press = UILongPressGestureRecognizer()
            press.delaysTouchesBegan = true
            _ = fixture.attach(press, to: fixture.inner, name: "press")
            fixture.down(60, 60, at: 1)
            fixture.move(62, 60, at: 1.1)
            #expect(fixture.log.entries.isEmpty)
            fixture.up(62, 60, at: 1.2)
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.ended"])
            fixture.log.removeAll()
            fixture.down(60, 60, at: 2)
            fixture.move(62, 60, at: 2.6)
            fixture.up(62, 60, at: 2.7)
            #expect(fixture.log.entries == ["press.began", "press.changed", "press.ended"])
        }

        @Test func aDisabledRecognizerGetsNoTouches() {
            let recognizer = LoggingGestureRecognizer()
            recognizer.log = fixture.log
            recognizer.isEnabled = false
            fixture.inner.addGestureRecognizer(recognizer)
            fixture.tap(60, 60, at: 1)
            #expect(fixture.log.entries == ["inner.began", "inner.ended"])
        }

        // Disabling a recognizer mid-gesture cancels the gesture (UIKit's isEnabled).
        @Test func disablingARunningPanCancelsIt() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            pan.isEnabled = false
            fixture.move(90, 60, at: 1.2)
            fixture.up(90, 60, at: 1.3)
            #expect(recorder.states == [.began, .cancelled])
            #expect(pan.state == .possible)
        }

        // Removing a recognizer mid-gesture stops it without further actions; it is reset.
        @Test func removingARunningRecognizerStopsIt() {
            let pan = UIPanGestureRecognizer()
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.inner.removeGestureRecognizer(pan)
            fixture.move(90, 60, at: 1.2)
            fixture.up(90, 60, at: 1.3)
            #expect(recorder.states == [.began])
            #expect(pan.state == .possible && pan.view == nil)
            #expect(fixture.log.entries == ["inner.began", "inner.cancelled", "pan.began"])
        }

        // behaviour 8.14: a touch cancelled by the window system reaches recognizers and view once.
        @Test func aCancelledTouchCancelsTheGestureAndTheView() {
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.send(.pointer(.cancelled, x: 0, y: 0, in: fixture.id, at: 1.2))
            #expect(recorder.states == [.began, .cancelled])
            #expect(fixture.log.entries.last == "inner.cancelled")
            #expect(fixture.log.everyTouchFinishedOnce)
        }
    }
}

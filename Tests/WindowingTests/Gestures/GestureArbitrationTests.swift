import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Which recognizer wins: failure requirements, simultaneous recognition, the delegate, views
    /// and controls.
    @Suite @MainActor struct GestureArbitration {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        private func singleAndDoubleTap() -> (single: GestureActionRecorder, double: GestureActionRecorder) {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            return (
                fixture.attach(single, to: fixture.inner, name: "single"),
                fixture.attach(double, to: fixture.inner, name: "double")
            )
        }

        @Test func aSingleTapWaitsForTheDoubleTapToFail() {
            let (single, double) = singleAndDoubleTap()
            fixture.tap(60, 60, at: 1)
            #expect(single.states.isEmpty && double.states.isEmpty)
            fixture.advanceClock(to: 1.41)
            #expect(single.states == [.ended] && double.states.isEmpty)
            #expect(single.locations == [CGPoint(x: 10, y: 10)])
            #expect(fixture.log.entries == ["inner.began", "inner.cancelled", "single.ended"])
        }

        @Test func aDoubleTapMakesTheWaitingSingleTapFail() {
            let (single, double) = singleAndDoubleTap()
            fixture.tap(60, 60, at: 1)
            fixture.tap(60, 60, at: 1.2)
            fixture.advanceClock(to: 3)
            #expect(double.states == [.ended] && single.states.isEmpty)
        }

        @Test func aSingleTapWaitsOnlyForARequiredRecognizerThatSawTheTouch() {
            let single = UITapGestureRecognizer()
            let elsewhere = UITapGestureRecognizer()
            elsewhere.numberOfTapsRequired = 2
            single.require(toFail: elsewhere)
            let recorder = fixture.attach(single, to: fixture.inner, name: "single")
            fixture.window.addGestureRecognizer(elsewhere)
            elsewhere.isEnabled = false
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states == [.ended])
        }

        // Without a delegate's permission, the first recognizer to begin makes the others fail.
        @Test func onlyOnePanRecognizesWithoutTheDelegate() {
            let inner = fixture.attach(UIPanGestureRecognizer(), to: fixture.inner, name: "innerPan")
            let outer = fixture.attach(UIPanGestureRecognizer(), to: fixture.outer, name: "outerPan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.up(80, 60, at: 1.2)
            #expect(inner.states == [.began, .ended] && outer.states.isEmpty)
        }

        @Test func theDelegateLetsTwoPansRecognizeSimultaneously() {
            let innerPan = UIPanGestureRecognizer()
            let delegate = GestureTestDelegate()
            delegate.simultaneous = true
            innerPan.delegate = delegate
            let inner = fixture.attach(innerPan, to: fixture.inner, name: "innerPan")
            let outer = fixture.attach(UIPanGestureRecognizer(), to: fixture.outer, name: "outerPan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.up(80, 60, at: 1.2)
            #expect(inner.states == [.began, .ended] && outer.states == [.began, .ended])
        }

        // canBePrevented(by:) false: the outer pan begins although the inner one already did.
        @Test func aRecognizerThatCannotBePreventedRecognizesAlongside() {
            final class UnpreventablePan: UIPanGestureRecognizer {
                override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
            }
            let inner = fixture.attach(UIPanGestureRecognizer(), to: fixture.inner, name: "innerPan")
            let outer = fixture.attach(UnpreventablePan(), to: fixture.outer, name: "outerPan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.up(80, 60, at: 1.2)
            #expect(inner.states == [.began, .ended] && outer.states == [.began, .ended])
        }

        // The delegate's shouldRequireFailureOf works like require(toFail:) for the sequence.
        @Test func theDelegateCanAddAFailureRequirement() {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let delegate = GestureTestDelegate()
            delegate.requiresFailureOf = double
            single.delegate = delegate
            let recorder = fixture.attach(single, to: fixture.inner, name: "single")
            _ = fixture.attach(double, to: fixture.inner, name: "double")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states.isEmpty)
            fixture.advanceClock(to: 2)
            #expect(recorder.states == [.ended])
        }

        @Test func theDelegateCanStopARecognizerFromBeginning() {
            let pan = UIPanGestureRecognizer()
            let delegate = GestureTestDelegate()
            delegate.shouldBegin = false
            pan.delegate = delegate
            let recorder = fixture.attach(pan, to: fixture.inner, name: "pan")
            fixture.down(60, 60, at: 1)
            fixture.move(80, 60, at: 1.1)
            fixture.up(80, 60, at: 1.2)
            #expect(recorder.states.isEmpty && delegate.asked == ["shouldReceive", "shouldBegin"])
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.ended"])
        }

        @Test func theDelegateCanKeepATouchFromARecognizer() {
            let recognizer = LoggingGestureRecognizer()
            recognizer.log = fixture.log
            let delegate = GestureTestDelegate()
            delegate.receives = false
            recognizer.delegate = delegate
            fixture.inner.addGestureRecognizer(recognizer)
            fixture.tap(60, 60, at: 1)
            #expect(fixture.log.entries == ["inner.began", "inner.ended"])
        }

        // UIView.gestureRecognizerShouldBegin is asked of the views between the touch and the recognizer's view.
        @Test func aViewUnderTheTouchCanStopARecognizerFromBeginning() {
            let recorder = fixture.attach(UITapGestureRecognizer(), to: fixture.outer, name: "tap")
            fixture.inner.refusesToBegin = true
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states.isEmpty)
            fixture.tap(300, 300, at: 3)
            #expect(recorder.states == [.ended])
        }

        // UIKit (iOS 6 and later): a button's tap wins over a single-tap recognizer of its superview.
        @Test func aButtonInsideAViewWithATapRecognizerStillGetsItsAction() {
            let button = UIButton(frame: CGRect(x: 200, y: 200, width: 80, height: 40))
            fixture.outer.addSubview(button)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            let recorder = fixture.attach(UITapGestureRecognizer(), to: fixture.outer, name: "tap")
            fixture.tap(220, 210, at: 1)
            #expect(taps == 1 && recorder.states.isEmpty)
            fixture.tap(300, 300, at: 3)
            #expect(taps == 1 && recorder.states == [.ended])
            // A pan of the superview still takes a drag that starts on the button.
            let pan = fixture.attach(UIPanGestureRecognizer(), to: fixture.outer, name: "pan")
            var cancels = 0
            button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
            fixture.down(220, 210, at: 5)
            fixture.move(250, 210, at: 5.1)
            fixture.up(250, 210, at: 5.2)
            #expect(pan.states == [.began, .ended] && cancels == 1 && taps == 1)
        }

    }

    /// behaviour 8.14 with recognizers, over several configurations.
    @Suite @MainActor struct GestureTouchBalance {
        // Whatever the recognizers do, each touch the view saw begin ends or is cancelled there
        // exactly once.: whatever the recognizers do, each touch the view saw begin
        // ends or is cancelled there exactly once.
        @Test(arguments: 0..<6) func everyTouchEndsOrIsCancelledOnce(configuration: Int) throws {
            let fixture = try GestureFixture()
            let view = fixture.inner
            switch configuration {
            case 0: _ = fixture.attach(UIPanGestureRecognizer(), to: view, name: "pan")
            case 1:
                let pan = UIPanGestureRecognizer()
                pan.cancelsTouchesInView = false
                _ = fixture.attach(pan, to: view, name: "pan")
            case 2:
                let (single, double) = (UITapGestureRecognizer(), UITapGestureRecognizer())
                double.numberOfTapsRequired = 2
                single.require(toFail: double)
                _ = fixture.attach(single, to: view, name: "single")
                _ = fixture.attach(double, to: fixture.outer, name: "double")
            case 3:
                let press = UILongPressGestureRecognizer()
                press.delaysTouchesBegan = true
                _ = fixture.attach(press, to: view, name: "press")
            case 4:
                let tap = UITapGestureRecognizer()
                tap.cancelsTouchesInView = false
                _ = fixture.attach(tap, to: view, name: "tap")
                _ = fixture.attach(UILongPressGestureRecognizer(), to: fixture.outer, name: "press")
            default:
                _ = fixture.attach(UIPanGestureRecognizer(), to: fixture.window, name: "pan")
                _ = fixture.attach(UITapGestureRecognizer(), to: view, name: "tap")
            }
            var time = 1.0
            func step() -> Double {
                time += 0.1
                return time
            }
            fixture.tap(60, 60, at: step())
            fixture.tap(60, 60, at: step())
            fixture.tap(61, 60, at: step())
            fixture.down(60, 60, at: step())
            fixture.move(90, 90, at: step())
            fixture.up(90, 90, at: step())
            fixture.down(60, 60, at: step())
            fixture.move(62, 60, at: step() + 1)
            fixture.up(62, 60, at: step() + 1)
            fixture.down(60, 60, at: step() + 2)
            fixture.move(100, 60, at: step() + 2)
            fixture.send(.pointer(.cancelled, x: 0, y: 0, in: fixture.id, at: step() + 2))
            fixture.tap(60, 60, at: step() + 4)
            fixture.advanceClock(to: time + 10)
            #expect(fixture.log.everyTouchFinishedOnce, "\(fixture.log.entries)")
            #expect(!fixture.log.beganCount.isEmpty)
            #expect(GestureEnvironment.current.sessions.isEmpty && GestureEnvironment.current.participants.isEmpty)
        }
    }
}

import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UILongPressGestureRecognizer, timed on the event clock without sleeping.
    @Suite @MainActor struct LongPressGesture {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        @Test func defaults() {
            let press = UILongPressGestureRecognizer()
            #expect(
                press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1
            )
        }

        @Test func beginsWhenTheDurationPassesWhileStillDown() {
            let press = UILongPressGestureRecognizer()
            let recorder = fixture.attach(press, to: fixture.inner, name: "press")
            fixture.down(60, 60, at: 1)
            fixture.advanceClock(to: 1.49)
            #expect(recorder.states.isEmpty)
            fixture.advanceClock(to: 1.5)
            #expect(recorder.states == [.began])
            #expect(fixture.log.entries == ["inner.began", "inner.cancelled", "press.began"])
            // After it began the touch may move any distance.
            fixture.move(200, 60, at: 1.6)
            fixture.up(200, 60, at: 1.7)
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(recorder.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 150, y: 10), CGPoint(x: 150, y: 10)])
            #expect(press.state == .possible)
        }

        // The duration also passes when a later event arrives, before that event is handled.
        @Test func aLaterEventFiresTheDurationFirst() {
            let press = UILongPressGestureRecognizer()
            let recorder = fixture.attach(press, to: fixture.inner, name: "press")
            fixture.down(60, 60, at: 1)
            fixture.move(62, 60, at: 1.7)
            #expect(recorder.states == [.began, .changed])
        }

        @Test func movingTooFarBeforeTheDurationFails() {
            let press = UILongPressGestureRecognizer()
            let recorder = fixture.attach(press, to: fixture.inner, name: "press")
            fixture.down(60, 60, at: 1)
            fixture.move(75, 60, at: 1.1)
            fixture.advanceClock(to: 2)
            fixture.up(75, 60, at: 2.1)
            #expect(recorder.states.isEmpty)
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.ended"])
        }

        @Test func releasingEarlyFails() {
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 1
            press.allowableMovement = 30
            let recorder = fixture.attach(press, to: fixture.inner, name: "press")
            fixture.down(60, 60, at: 1)
            fixture.move(85, 60, at: 1.5)
            fixture.up(85, 60, at: 1.9)
            fixture.advanceClock(to: 3)
            #expect(recorder.states.isEmpty)
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.ended"])
        }
    }

    /// UIHoverGestureRecognizer from pointer motion with no button held.
    @Suite @MainActor struct HoverGesture {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        @Test func beganChangedEndedAsThePointerCrossesTheView() {
            let hover = UIHoverGestureRecognizer()
            let recorder = fixture.attach(hover, to: fixture.inner, name: "hover")
            fixture.move(20, 20, at: 1)
            #expect(recorder.states.isEmpty)
            fixture.move(60, 70, at: 1.1)
            fixture.move(80, 70, at: 1.2)
            #expect(recorder.states == [.began, .changed])
            #expect(recorder.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)])
            fixture.move(200, 70, at: 1.3)
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(hover.state == .possible)
            #expect(fixture.log.entries.allSatisfy { $0.hasPrefix("hover.") }, "hover is not a touch")
        }

        @Test func leavingTheWindowEndsTheHover() {
            let hover = UIHoverGestureRecognizer()
            let recorder = fixture.attach(hover, to: fixture.inner, name: "hover")
            fixture.send(.pointer(.entered, x: 60, y: 60, in: fixture.id, at: 1))
            #expect(recorder.states == [.began])
            fixture.send(.pointer(.exited, x: 60, y: 0, in: fixture.id, at: 1.1))
            #expect(recorder.states == [.began, .ended])
        }

        @Test func nestedHoverRecognizersTrackTheirOwnViews() {
            let outerHover = UIHoverGestureRecognizer()
            let outer = fixture.attach(outerHover, to: fixture.outer, name: "outer")
            let innerHover = UIHoverGestureRecognizer()
            let inner = fixture.attach(innerHover, to: fixture.inner, name: "inner")
            fixture.move(20, 20, at: 1)
            fixture.move(60, 60, at: 1.1)
            fixture.move(20, 20, at: 1.2)
            #expect(outer.states == [.began, .changed, .changed])
            #expect(inner.states == [.began, .ended])
        }

        @Test func noHoverWhileAButtonIsHeld() {
            let hover = UIHoverGestureRecognizer()
            let recorder = fixture.attach(hover, to: fixture.inner, name: "hover")
            fixture.down(20, 20, at: 1)
            fixture.move(60, 60, at: 1.1)
            fixture.up(60, 60, at: 1.2)
            fixture.send(.pointer(.buttonDown(3), x: 70, y: 70, in: fixture.id, at: 1.3))
            fixture.move(80, 80, at: 1.4)
            #expect(recorder.states.isEmpty)
            fixture.send(.pointer(.buttonUp(3), x: 80, y: 80, in: fixture.id, at: 1.5))
            fixture.move(81, 80, at: 1.6)
            #expect(recorder.states == [.began])
        }

        @Test func theDelegateCanRefuseAHoverUntilThePointerLeaves() {
            let hover = UIHoverGestureRecognizer()
            let delegate = GestureTestDelegate()
            delegate.shouldBegin = false
            hover.delegate = delegate
            let recorder = fixture.attach(hover, to: fixture.inner, name: "hover")
            fixture.move(60, 60, at: 1)
            fixture.move(70, 60, at: 1.1)
            #expect(recorder.states.isEmpty && delegate.asked == ["shouldBegin"])
            #expect(hover.state == .failed)
            fixture.move(200, 60, at: 1.2)
            #expect(hover.state == .possible)
            delegate.shouldBegin = true
            fixture.move(60, 60, at: 1.3)
            #expect(recorder.states == [.began])
        }

        @Test func disablingAHoverCancelsIt() {
            let hover = UIHoverGestureRecognizer()
            let recorder = fixture.attach(hover, to: fixture.inner, name: "hover")
            fixture.move(60, 60, at: 1)
            hover.isEnabled = false
            fixture.move(70, 60, at: 1.1)
            #expect(recorder.states == [.began, .cancelled] && hover.state == .possible)
            hover.isEnabled = true
            fixture.move(80, 60, at: 1.2)
            #expect(recorder.states == [.began, .cancelled, .began])
        }

        @Test func anApplicationSubclassSeesHoverAndScrollEvents() throws {
            let test = TestApp.launch(principal: EventWatchingApplication.self, infoPlist: try TestPlist.manifest())
            let id = try #require(test.app.sceneRegistry.platformWindowIDs.first)
            test.backend.inject(.pointer(.motion, x: 10, y: 10, in: id))
            test.backend.inject(
                .scroll(
                    id,
                    PlatformScrollEvent(
                        location: PlatformPoint(x: 10, y: 10), deltaX: 0, deltaY: 1,
                        isPrecise: false, modifiers: [], timestamp: 2)))
            test.app.runUntilIdle()
            let app = try #require(test.app as? EventWatchingApplication)
            #expect(app.seen == [.hover, .scroll])
        }
    }
}

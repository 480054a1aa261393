import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UITapGestureRecognizer: single and multiple taps, timing on event timestamps, movement.
    @Suite @MainActor struct TapGesture {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        @Test func defaults() {
            let tap = UITapGestureRecognizer()
            #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
            #expect(tap.state == .possible && tap.isEnabled && tap.view == nil && tap.delegate == nil)
            #expect(UIGestureRecognizer.State.recognized == .ended)
        }

        @Test func aSingleTapIsRecognizedOnRelease() {
            let tap = UITapGestureRecognizer()
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.down(60, 70, at: 1)
            #expect(recorder.states.isEmpty)
            fixture.up(62, 70, at: 1.1)
            #expect(recorder.states == [.recognized])
            #expect(recorder.locations == [CGPoint(x: 12, y: 20)])
            #expect(recorder.touchCounts == [1])
            #expect(tap.state == .possible)
            #expect(tap.location(in: nil) == CGPoint(x: 62, y: 70))
            // The view saw the touch begin, then lost it to the recognized tap (behaviour 8.35).
            #expect(fixture.log.entries == ["inner.began", "inner.cancelled", "tap.ended"])
        }

        @Test func aTapThatMovesMoreThanTenPointsFails() {
            let tap = UITapGestureRecognizer()
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.down(60, 60, at: 1)
            fixture.move(65, 60, at: 1.05)
            fixture.move(75, 60, at: 1.1)
            fixture.up(75, 60, at: 1.15)
            #expect(recorder.states.isEmpty)
            #expect(fixture.log.entries == ["inner.began", "inner.moved", "inner.moved", "inner.ended"])
            // The next tap starts afresh.
            fixture.tap(60, 60, at: 3)
            #expect(recorder.states == [.ended])
        }

        @Test func aDoubleTapIsRecognizedOnTheSecondRelease() {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states.isEmpty)
            #expect(tap.state == .possible)
            fixture.tap(61, 61, at: 1.25)
            #expect(recorder.states == [.ended])
            #expect(recorder.touchCounts == [1])
        }

        @Test func aDoubleTapFailsWhenTheSecondTapComesTooLate() {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            // Released at 1.05; the next tap had to begin by 1.40.
            fixture.tap(60, 60, at: 1.45)
            #expect(recorder.states.isEmpty)
            // The late tap was the first tap of a new double tap.
            fixture.tap(60, 60, at: 1.7)
            #expect(recorder.states == [.ended])
        }

        @Test func aDoubleTapFailsWhenTheSecondTapIsElsewhere() {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            fixture.tap(120, 120, at: 1.2)
            #expect(recorder.states.isEmpty)
        }

        @Test func aTripleTap() {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 3
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            fixture.tap(60, 60, at: 1.2)
            #expect(recorder.states.isEmpty)
            fixture.tap(60, 60, at: 1.4)
            #expect(recorder.states == [.ended])
        }

        // With one pointer there is never a second touch, so a two-finger tap never happens.
        @Test func aTwoFingerTapNeverRecognizesWithOnePointer() {
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            let recorder = fixture.attach(tap, to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states.isEmpty)
            #expect(fixture.log.entries == ["inner.began", "inner.ended"])
        }

        // The recognizer of an ancestor gets taps in its subviews.
        @Test func aTapInASubviewReachesTheSuperviewsRecognizer() {
            let tap = UITapGestureRecognizer()
            let recorder = fixture.attach(tap, to: fixture.outer, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states == [.ended])
            #expect(recorder.locations == [CGPoint(x: 60, y: 60)])
        }
    }
}

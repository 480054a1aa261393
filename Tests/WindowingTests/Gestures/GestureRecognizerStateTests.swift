import Foundation
import Testing

@testable import Windowing

/// A recognizer driven by the test: it sets whatever state it is told to from its touch methods.
final class ScriptedGestureRecognizer: UIGestureRecognizer {
    var onBegan: UIGestureRecognizer.State?
    var onMoved: UIGestureRecognizer.State?
    var onEnded: UIGestureRecognizer.State?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { if let onBegan { state = onBegan } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { if let onMoved { state = onMoved } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { if let onEnded { state = onEnded } }
}

/// A target taking no arguments.
@MainActor
final class PlainTarget {
    var calls = 0
    func fire() { calls += 1 }
}

extension AppTests {
    /// UIGestureRecognizer's state machine, target-action and attachment to views.
    @Suite @MainActor struct GestureRecognizerState {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        @Test func defaults() {
            let recognizer = UIGestureRecognizer()
            #expect(recognizer.state == .possible && recognizer.isEnabled && recognizer.name == nil)
            #expect(recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded)
            #expect(recognizer.numberOfTouches == 0 && recognizer.location(in: nil) == .zero)
            #expect(UIGestureRecognizer.State.possible.rawValue == 0 && UIGestureRecognizer.State.failed.rawValue == 5)
        }

        // A continuous gesture: began, changed…, ended, with an action for each; then possible again.
        @Test func aContinuousGestureSendsAnActionForEachState() {
            let recognizer = ScriptedGestureRecognizer()
            recognizer.onBegan = .began
            recognizer.onMoved = .changed
            recognizer.onEnded = .ended
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            fixture.down(60, 60, at: 1)
            fixture.move(61, 60, at: 1.1)
            fixture.move(62, 60, at: 1.2)
            fixture.up(62, 60, at: 1.3)
            #expect(recorder.states == [.began, .changed, .changed, .ended])
            #expect(recognizer.state == .possible)
            // It began with the touch, so the view never saw it (behaviour 8.35).
            #expect(fixture.log.entries == ["g.began", "g.changed", "g.changed", "g.ended"])
        }

        // A discrete gesture goes straight from possible to recognized; failing sends nothing.
        @Test func aDiscreteGestureSendsOneAction() {
            let recognizer = ScriptedGestureRecognizer()
            recognizer.onMoved = .recognized
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            fixture.down(60, 60, at: 1)
            fixture.move(61, 60, at: 1.1)
            fixture.move(62, 60, at: 1.2)
            fixture.up(62, 60, at: 1.3)
            #expect(recorder.states == [.ended])
            recognizer.onMoved = .failed
            fixture.down(60, 60, at: 2)
            fixture.move(61, 60, at: 2.1)
            fixture.up(61, 60, at: 2.2)
            #expect(recorder.states == [.ended])
        }

        @Test func aCancelledGestureSendsItsLastAction() {
            let recognizer = ScriptedGestureRecognizer()
            recognizer.onBegan = .began
            recognizer.onEnded = .cancelled
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states == [.began, .cancelled])
        }

        // A failed or recognized recognizer gets no more touches of the sequence and resets after it.
        @Test func aFinishedRecognizerWaitsForTheTouchesToEndBeforeResetting() {
            let recognizer = ScriptedGestureRecognizer()
            recognizer.onBegan = .failed
            recognizer.onMoved = .began
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            fixture.down(60, 60, at: 1)
            #expect(recognizer.state == .failed)
            fixture.move(70, 60, at: 1.1)
            #expect(recognizer.state == .failed && recorder.states.isEmpty)
            fixture.up(70, 60, at: 1.2)
            #expect(recognizer.state == .possible)
        }

        @Test func invalidTransitionsAreIgnored() {
            let recognizer = ScriptedGestureRecognizer()
            recognizer.onBegan = .changed
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            fixture.down(60, 60, at: 1)
            #expect(recognizer.state == .possible && recorder.states.isEmpty)
        }

        // Outside a touch sequence a subclass may still drive its state (from a timer, say); the
        // recognizer resets once the change has settled.
        @Test func aRecognizerDrivenOutsideTouchesResets() {
            let recognizer = UIGestureRecognizer()
            let recorder = fixture.attach(recognizer, to: fixture.inner, name: "g")
            recognizer.state = .began
            recognizer.state = .changed
            #expect(recognizer.state == .changed)
            recognizer.state = .ended
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(recognizer.state == .possible)
        }

        @Test func targetsAreNotRetainedAndCanBeRemoved() {
            let plain = PlainTarget()
            let tap = UITapGestureRecognizer(target: plain, action: PlainTarget.fire)
            var second: GestureActionRecorder? = GestureActionRecorder("second", log: nil)
            weak let weakSecond = second
            tap.addTarget(second!, action: GestureActionRecorder.handle)
            fixture.inner.addGestureRecognizer(tap)
            fixture.tap(60, 60, at: 1)
            #expect(plain.calls == 1 && second?.states == [.ended])
            second = nil
            #expect(weakSecond == nil)
            fixture.tap(60, 60, at: 3)
            #expect(plain.calls == 2)
            tap.removeTarget(plain)
            fixture.tap(60, 60, at: 5)
            #expect(plain.calls == 2)
        }

        @Test func aTypedActionReceivesTheRecognizer() {
            final class Handler {
                var seen: [UIPanGestureRecognizer] = []
                func didPan(_ pan: UIPanGestureRecognizer) { seen.append(pan) }
            }
            let handler = Handler()
            let pan = UIPanGestureRecognizer(target: handler, action: Handler.didPan)
            fixture.inner.addGestureRecognizer(pan)
            fixture.down(60, 60, at: 1)
            fixture.move(90, 60, at: 1.1)
            #expect(handler.seen.count == 1 && handler.seen[0] === pan)
        }

        @Test func aViewHoldsItsRecognizersAndARecognizerOneView() {
            let tap = UITapGestureRecognizer()
            #expect(fixture.inner.gestureRecognizers == nil)
            fixture.inner.addGestureRecognizer(tap)
            fixture.inner.addGestureRecognizer(tap)
            #expect(fixture.inner.gestureRecognizers?.count == 1 && tap.view === fixture.inner)
            fixture.outer.addGestureRecognizer(tap)
            #expect(fixture.inner.gestureRecognizers == nil && tap.view === fixture.outer)
            let pan = UIPanGestureRecognizer()
            fixture.outer.gestureRecognizers = [pan]
            #expect(fixture.outer.gestureRecognizers?.count == 1 && tap.view == nil && pan.view === fixture.outer)
            fixture.outer.removeGestureRecognizer(pan)
            #expect(fixture.outer.gestureRecognizers == nil && pan.view == nil)
        }

        @Test func theTraceShowsStateChangesAndActions() {
            var lines: [String] = []
            Trace.sink = { lines.append($0) }
            defer { Trace.sink = nil }
            let recorder = fixture.attach(UITapGestureRecognizer(), to: fixture.inner, name: "tap")
            fixture.tap(60, 60, at: 1)
            #expect(recorder.states == [.ended])
            #expect(lines.contains { $0.contains("UITapGestureRecognizer::touchesBegan(_:with:)") })
            #expect(lines.contains { $0.contains("UITapGestureRecognizer possible → ended") })
            #expect(
                lines.contains {
                    $0.contains("gesture action GestureActionRecorder.action sent to GestureActionRecorder")
                })
            #expect(lines.contains { $0.contains("UITapGestureRecognizer::reset()") })
        }
    }
}

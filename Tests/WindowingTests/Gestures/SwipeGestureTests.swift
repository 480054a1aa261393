import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UISwipeGestureRecognizer: direction, distance, time and axis.
    @Suite @MainActor struct SwipeGesture {
        let fixture: GestureFixture

        init() throws {
            fixture = try GestureFixture()
        }

        @Test func defaultsAreUIKits() {
            let swipe = UISwipeGestureRecognizer()
            #expect(swipe.direction == .right)
            #expect(swipe.numberOfTouchesRequired == 1)
            #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
            #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        }

        @Test func aQuickStrokeRightRecognizesOnceItHasGoneFarEnough() {
            let recorder = fixture.attach(UISwipeGestureRecognizer(), to: fixture.outer, name: "swipe")
            fixture.down(20, 60, at: 1)
            fixture.move(50, 62, at: 1.05)
            #expect(recorder.states.isEmpty, "30 points is not yet a swipe")
            fixture.move(75, 64, at: 1.1)
            #expect(recorder.states == [.ended])
            fixture.up(80, 64, at: 1.12)
            #expect(recorder.states == [.ended])
        }

        @Test func aStrokeInADirectionNotAllowedFails() {
            let swipe = UISwipeGestureRecognizer()
            let recorder = fixture.attach(swipe, to: fixture.outer, name: "swipe")
            fixture.down(100, 60, at: 1)
            fixture.move(40, 60, at: 1.1)
            fixture.up(40, 60, at: 1.1)
            #expect(recorder.states.isEmpty)
            #expect(swipe.state == .possible, "reset after the failure")

            swipe.direction = [.left, .up]
            fixture.down(100, 80, at: 2)
            fixture.move(40, 80, at: 2.1)
            fixture.up(40, 80, at: 2.1)
            #expect(recorder.states == [.ended])
        }

        @Test func aSlowOrDiagonalOrShortStrokeFails() {
            let recorder = fixture.attach(UISwipeGestureRecognizer(), to: fixture.outer, name: "swipe")
            fixture.down(20, 20, at: 1)
            fixture.move(80, 20, at: 1.8)
            fixture.up(80, 20, at: 1.8)
            fixture.down(20, 20, at: 2)
            fixture.move(60, 60, at: 2.1)
            fixture.up(60, 60, at: 2.1)
            fixture.down(20, 20, at: 3)
            fixture.up(40, 20, at: 3.1)
            #expect(recorder.states.isEmpty)
        }
    }
}

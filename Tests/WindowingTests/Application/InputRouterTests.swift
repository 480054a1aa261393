import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The application's input state: who owns the pointer's touch, the tap count, the keys down.
    @Suite @MainActor struct InputRouting {
        let harness: InputHarness
        var router: InputRouter { harness.test.app.inputRouter }
        var controller: TouchTestViewController { harness.controller }
        var id: PlatformWindowID { harness.id }

        init() throws { harness = try InputHarness() }

        @Test func theTouchBelongsToTheWindowAndViewItBeganIn() throws {
            let window = try #require(controller.view.window)
            let other = try #require(harness.test.showSecondWindow())
            let otherID = try #require(other.platformWindow)
            harness.send(.pointer(.buttonDown(1), x: 50, y: 50, in: id))
            let touch = try #require(router.activeTouch)
            #expect(touch.view === controller.left && touch.window === window)
            // Another window's motion, release or cancellation does not touch it.
            harness.send(
                .pointer(.motion, x: 70, y: 70, in: otherID),
                .pointer(.buttonUp(1), x: 70, y: 70, in: otherID))
            router.cancelTouches(in: other)
            #expect(router.activeTouch === touch)
            #expect(controller.left.calls == ["began"])
            // Its own window's cancellation ends it once; the release that follows finds no touch.
            router.cancelTouches(in: window)
            router.cancelTouches(in: nil)
            harness.send(.pointer(.buttonUp(1), x: 50, y: 50, in: id))
            #expect(router.activeTouch == nil)
            #expect(controller.left.calls == ["began", "cancelled"])
        }

        @Test func pressesCloseInTimeAndSpaceCountAsOneMultiClick() {
            func click(_ x: Double, _ y: Double, at time: Double) {
                harness.send(
                    .pointer(.buttonDown(1), x: x, y: y, in: id, at: time),
                    .pointer(.buttonUp(1), x: x, y: y, in: id, at: time + 0.05))
            }
            click(50, 50, at: 1)
            click(53, 52, at: 1.3)
            // Too far from the last press, then too late after it.
            click(60, 52, at: 1.5)
            click(60, 52, at: 2.0)
            let began = stride(from: 0, to: controller.left.touches.count, by: 2).map { controller.left.touches[$0] }
            #expect(controller.left.calls.count == 8)
            #expect(began.map(\.tapCount) == [1, 2, 1, 1])
        }

        @Test func aKeyIsOnePressFromDownToUp() throws {
            controller.left.acceptsFirstResponder = true
            controller.left.handlesPresses = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.key(true, usage: 4, "a", "a", in: id))
            let press = try #require(router.activePresses[4])
            #expect(press.responder === controller.left)
            harness.send(.key(true, usage: 4, "a", "a", in: id, isRepeat: true))
            #expect(router.activePresses[4] === press, "a repeat is not a new press")
            // A second down without an up: the up was lost, so the open press is cancelled.
            harness.send(.key(true, usage: 4, "a", "a", in: id))
            #expect(router.activePresses[4] !== press)
            harness.send(.key(false, usage: 4, "a", "a", in: id))
            #expect(router.activePresses.isEmpty)
            #expect(controller.left.calls == ["pressesBegan a", "pressesCancelled", "pressesBegan a", "pressesEnded"])
        }

        @Test func interruptingTheAppCancelsItsTouchAndPresses() throws {
            controller.left.acceptsFirstResponder = true
            controller.left.handlesPresses = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.pointer(.buttonDown(1), x: 50, y: 50, in: id), .key(true, usage: 4, "a", "a", in: id))
            let scene = try #require(harness.test.scene)
            router.interrupt(scene)
            #expect(router.activeTouch == nil && router.activePresses.isEmpty)
            #expect(controller.left.calls == ["began", "pressesBegan a", "cancelled", "pressesCancelled"])
            router.interrupt(nil)
            #expect(controller.left.calls.count == 4, "each touch and press ends once")
        }
    }
}

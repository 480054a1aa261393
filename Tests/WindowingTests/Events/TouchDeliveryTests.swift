import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Pointer input becomes touches delivered through hit testing and the responder chain (behaviour 8.8–8.15).
    @Suite @MainActor struct TouchDelivery {
        let harness: InputHarness
        var test: TestApp { harness.test }
        var controller: TouchTestViewController { harness.controller }
        var id: PlatformWindowID { harness.id }

        init() throws { harness = try InputHarness() }

        // behaviour 8.9, 8.10, 8.11
        @Test func aTouchStaysWithTheViewItBeganIn() {
            harness.send(
                .pointer(.buttonDown(1), x: 50, y: 50, in: id), .pointer(.motion, x: 300, y: 60, in: id),
                .pointer(.buttonUp(1), x: 310, y: 70, in: id))
            #expect(controller.left.calls == ["began", "moved", "ended"])
            #expect(controller.right.calls.isEmpty)
            let touches = controller.left.touches
            #expect(touches.count == 3 && touches.allSatisfy { $0 === touches[0] })
            #expect(touches[0].view === controller.left)
            #expect(
                controller.left.locations == [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 60), CGPoint(x: 310, y: 70)])
            #expect(touches[0].previousLocation(in: controller.left) == CGPoint(x: 300, y: 60))
            #expect(touches[0].phase == .ended)
            #expect(touches[0].location(in: nil) == CGPoint(x: 310, y: 70))
        }

        // behaviour 8.13, 8.16: a plain UIView forwards to its superview, the root view to its controller.
        @Test func unhandledTouchesGoUpTheResponderChain() {
            harness.send(.pointer(.buttonDown(1), x: 30, y: 310, in: id), .pointer(.buttonUp(1), x: 30, y: 310, in: id))
            #expect(controller.calls == ["began", "ended"])
        }

        // behaviour 8.14: removing the tracking view cancels its touch; nothing more arrives.
        @Test func removingTheTrackingViewCancelsItsTouch() {
            harness.send(.pointer(.buttonDown(1), x: 50, y: 50, in: id))
            controller.left.removeFromSuperview()
            harness.send(.pointer(.motion, x: 60, y: 60, in: id), .pointer(.buttonUp(1), x: 60, y: 60, in: id))
            #expect(controller.left.calls == ["began", "cancelled"])
        }

        // behaviour 8.14: a window that goes away (unmapped, or the grab lost) cancels the touch.
        @Test func unmappingOrLosingTheGrabCancelsTheTouch() {
            harness.send(.pointer(.buttonDown(1), x: 50, y: 50, in: id), .unmapped(id))
            #expect(controller.left.calls == ["began", "cancelled"])
            harness.send(
                .mapped(id), .pointer(.buttonDown(1), x: 250, y: 50, in: id), .pointer(.cancelled, x: 0, y: 0, in: id))
            #expect(controller.right.calls == ["began", "cancelled"])
        }

        // behaviour 8.14: hiding the window during a touch cancels it; the release that follows finds no touch.
        @Test func hidingTheWindowCancelsItsTouch() {
            harness.send(.pointer(.buttonDown(1), x: 50, y: 50, in: id))
            controller.view.window?.isHidden = true
            harness.send(.pointer(.buttonUp(1), x: 50, y: 50, in: id))
            #expect(controller.left.calls == ["began", "cancelled"])
        }

        // behaviour 8.10: quick clicks at one place count up.
        @Test func tapCountCountsQuickClicks() {
            harness.send(
                .pointer(.buttonDown(1), x: 50, y: 50, in: id, at: 10),
                .pointer(.buttonUp(1), x: 50, y: 50, in: id, at: 10.05),
                .pointer(.buttonDown(1), x: 51, y: 50, in: id, at: 10.2),
                .pointer(.buttonUp(1), x: 51, y: 50, in: id, at: 10.25),
                .pointer(.buttonDown(1), x: 51, y: 50, in: id, at: 11.5))
            #expect(controller.left.touches.map(\.tapCount) == [1, 1, 2, 2, 1])
        }

        // Only the primary button is a touch (behaviour 8.12).
        @Test func otherButtonsAreNotTouches() {
            harness.send(.pointer(.buttonDown(3), x: 50, y: 50, in: id), .pointer(.buttonUp(3), x: 50, y: 50, in: id))
            #expect(controller.left.calls.isEmpty)
        }

        // behaviour 1.21, 1.23: a UIApplication subclass sees every event before any view.
        @Test func applicationSubclassSeesEveryEvent() throws {
            let controller = TouchTestViewController()
            let test = TestApp.launch(
                principal: EventWatchingApplication.self, infoPlist: try TestPlist.manifest(), root: { controller })
            let id = try #require(test.app.sceneRegistry.platformWindowIDs.first)
            [
                PlatformEvent.pointer(.buttonDown(1), x: 50, y: 50, in: id),
                .pointer(.buttonUp(1), x: 50, y: 50, in: id),
                .key(true, usage: 4, "a", "a", in: id), .key(false, usage: 4, "a", "a", in: id),
            ].forEach(test.backend.inject)
            test.app.runUntilIdle()
            let app = try #require(test.app as? EventWatchingApplication)
            #expect(app.seen == [.touches, .touches, .presses, .presses])
            #expect(controller.left.calls == ["began", "ended"])
        }
    }
}

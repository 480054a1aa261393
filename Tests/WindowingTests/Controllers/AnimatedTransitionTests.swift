import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Animated push, pop, present and dismiss on a hand-driven frame clock: the model changes
    /// at once, the views move on screen, and the calls UIKit makes after the movement wait for it.
    @Suite @MainActor struct AnimatedTransitions {
        /// A scene app with a navigation controller, on a manual clock at time 0.
        private func launch() throws -> (TestApp, UINavigationController, RecordingViewController, AnimationClock) {
            let test = try TestApp.launchSceneApp(root: {
                UINavigationController(rootViewController: RecordingViewController())
            })
            let clock = AnimationClock()
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let first = try #require(navigation.viewControllers.first as? RecordingViewController)
            return (test, navigation, first, clock)
        }

        private func restoreClock() {
            AnimationEngine.shared.reset()
            FrameClock.shared.reset(source: RunLoopFrameSource())
        }

        @Test func anAnimatedPushSlidesInAndCallsDidDisappearAfterTheMovement() throws {
            let (test, navigation, first, clock) = try launch()
            defer { restoreClock() }
            let width = try #require(test.window).bounds.width
            let second = OtherViewController()
            test.log.removeAll()
            navigation.pushViewController(second, animated: true)
            test.app.runUntilIdle()
            #expect(navigation.viewControllers == [first, second], "the model changes at once")
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::willMove(toParent: parent)",
                    "RecordingViewController::viewWillDisappear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)",
                ])
            #expect(first.viewIfLoaded?.window != nil, "the leaving view stays while it moves")
            #expect(second.view.transform == .identity, "the model transform is the end")

            clock.frame(at: ControllerTransition.pushDuration / 2)
            let halfway = try #require(second.view.presentedTransform).tx
            #expect(halfway > 0 && halfway < width)
            let leavingHalfway = try #require(first.view.presentedTransform).tx
            #expect(leavingHalfway < 0 && leavingHalfway > -width * ControllerTransition.parallax)

            clock.frame(at: ControllerTransition.pushDuration + 0.01)
            test.app.runUntilIdle()
            clock.frame(at: ControllerTransition.pushDuration + 0.02)
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::willMove(toParent: parent)",
                    "RecordingViewController::viewWillDisappear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)", "RecordingViewController::viewDidDisappear(_:)",
                    "OtherViewController::didMove(toParent: parent)", "OtherViewController::viewDidAppear(_:)",
                ])
            #expect(first.viewIfLoaded?.window == nil)
            #expect(first.view.transform == .identity, "a popped-back view must not come back displaced")
            #expect(second.view.presentedTransform == nil)
        }

        @Test func anAnimatedPopPutsTheArrivingViewUnderTheLeavingOne() throws {
            let (test, navigation, first, clock) = try launch()
            defer { restoreClock() }
            let second = OtherViewController()
            navigation.pushViewController(second, animated: false)
            test.app.runUntilIdle()
            navigation.popViewController(animated: true)
            test.app.runUntilIdle()
            let siblings = try #require(second.view.superview?.subviews)
            #expect(siblings.firstIndex { $0 === first.view }! < siblings.firstIndex { $0 === second.view }!)
            clock.frame(at: ControllerTransition.pushDuration / 2)
            let leaving = try #require(second.view.presentedTransform).tx
            #expect(leaving > 0)
            clock.frame(at: 1)
            test.app.runUntilIdle()
            #expect(second.viewIfLoaded?.window == nil)
            #expect(second.parent == nil)
        }

        @Test func aTransitionStartedDuringAnotherFinishesItFirst() throws {
            let (test, navigation, first, clock) = try launch()
            defer { restoreClock() }
            let second = OtherViewController()
            navigation.pushViewController(second, animated: true)
            clock.frame(at: 0.1)
            test.log.removeAll()
            navigation.popViewController(animated: true)
            #expect(
                Array(appearanceCalls(test.log).prefix(2)) == [
                    "RecordingViewController::viewDidDisappear(_:)", "OtherViewController::didMove(toParent: parent)",
                ], "the push's own ending comes before the pop begins")
            clock.frame(at: 1)
            test.app.runUntilIdle()
            clock.frame(at: 1.1)
            test.app.runUntilIdle()
            // The pushed controller never finished appearing: will-appear, will- and did-disappear.
            let calls = appearanceCalls(test.log)
            #expect(
                calls.filter { $0.hasPrefix("OtherViewController::view") } == [
                    "OtherViewController::viewWillDisappear(_:)", "OtherViewController::viewDidDisappear(_:)",
                ])
            #expect(
                calls.filter { $0.hasSuffix("viewDidAppear(_:)") } == ["RecordingViewController::viewDidAppear(_:)"])
            #expect(navigation.viewControllers == [first])
            #expect(first.view.window != nil && second.viewIfLoaded?.window == nil)
        }

        @Test func anAnimatedSheetRisesAndItsCompletionWaitsForTheMovement() throws {
            let (test, navigation, _, clock) = try launch()
            defer { restoreClock() }
            let height = try #require(test.window).bounds.height
            let sheet = OtherViewController()
            sheet.modalPresentationStyle = .formSheet
            var completed = false
            navigation.present(sheet, animated: true) { completed = true }
            test.app.runUntilIdle()
            #expect(navigation.presentedViewController === sheet)
            let host = try #require(sheet.presentationHost)
            clock.frame(at: ControllerTransition.presentationDuration / 2)
            let rise = try #require(host.contentView.presentedTransform).ty
            #expect(rise > 0 && rise < height)
            #expect(!completed)
            clock.frame(at: 1)
            test.app.runUntilIdle()
            clock.frame(at: 1.1)
            test.app.runUntilIdle()
            #expect(completed)
            #expect(host.isDimmed)

            var dismissed = false
            sheet.dismiss(animated: true) { dismissed = true }
            #expect(navigation.presentedViewController == nil, "the model changes at once")
            #expect(host.window != nil, "the card stays while it falls")
            clock.frame(at: 1.1 + ControllerTransition.presentationDuration / 2)
            let fall = try #require(host.contentView.presentedTransform).ty
            #expect(fall > 0 && fall < height)
            clock.frame(at: 2)
            test.app.runUntilIdle()
            #expect(host.window == nil)
            #expect(dismissed)
        }

        @Test func aTransitionInAnotherWindowLeavesThisOneMoving() throws {
            let (test, navigation, first, clock) = try launch()
            defer { restoreClock() }
            let scene = try #require(test.window?.windowScene)
            let otherRoot = RecordingViewController()
            let otherNavigation = UINavigationController(rootViewController: otherRoot)
            let other = UIWindow(windowScene: scene)
            other.rootViewController = otherNavigation
            other.isHidden = false
            defer { other.isHidden = true }
            test.app.runUntilIdle()
            let second = OtherViewController()
            navigation.pushViewController(second, animated: true)
            clock.frame(at: 0.1)
            otherNavigation.pushViewController(OtherViewController(), animated: true)
            #expect(first.viewIfLoaded?.window != nil, "the first window's push still moves")
            #expect(second.view.presentedTransform != nil)
            navigation.popViewController(animated: false)
            #expect(otherRoot.viewIfLoaded?.window != nil, "the second window's push still moves")
            clock.frame(at: 1)
            test.app.runUntilIdle()
            #expect(otherRoot.viewIfLoaded?.window == nil)
        }
    }
}

extension UIView {
    /// The transform on screen while the view animates, nil when it shows its model value.
    fileprivate var presentedTransform: CGAffineTransform? {
        guard case .transform(let value)? = AnimationEngine.shared.presentationValue(of: self, .transform) else {
            return nil
        }
        return value
    }
}

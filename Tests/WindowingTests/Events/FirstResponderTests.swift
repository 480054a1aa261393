import Foundation
import Testing

@testable import Windowing

/// A responder that refuses to resign.
final class StubbornView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
}

extension AppTests {
    /// First responder and key presses (behaviour 8.18–8.26).
    @Suite @MainActor struct FirstResponderAndPresses {
        let harness: InputHarness
        var test: TestApp { harness.test }
        var controller: TouchTestViewController { harness.controller }
        var id: PlatformWindowID { harness.id }

        init() throws { harness = try InputHarness() }

        // behaviour 8.18, 8.19
        @Test func onlyRespondersThatCanBecomeFirstDo() {
            let plain = UIView()
            controller.view.addSubview(plain)
            #expect(!plain.becomeFirstResponder())
            #expect(!plain.isFirstResponder)
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            #expect(controller.left.isFirstResponder)
            let detached = TouchRecordingView()
            detached.acceptsFirstResponder = true
            #expect(!detached.becomeFirstResponder(), "a view outside any window cannot become first responder")
        }

        // behaviour 8.19, 8.20
        @Test func aNewFirstResponderMakesTheOldOneResignUnlessItRefuses() {
            controller.left.acceptsFirstResponder = true
            controller.right.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            #expect(controller.right.becomeFirstResponder())
            #expect(!controller.left.isFirstResponder)
            #expect(controller.right.isFirstResponder)
            let stubborn = StubbornView()
            controller.view.addSubview(stubborn)
            #expect(stubborn.becomeFirstResponder())
            #expect(!controller.left.becomeFirstResponder())
            #expect(stubborn.isFirstResponder)
        }

        // behaviour 8.21: leaving the window resigns.
        @Test func removingTheFirstResponderFromItsWindowResignsIt() {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            controller.left.removeFromSuperview()
            #expect(!controller.left.isFirstResponder)
        }

        // behaviour 8.23, 8.25: presses go to the first responder with their key, releases end them.
        @Test func keysGoToTheFirstResponderAsPresses() {
            controller.left.acceptsFirstResponder = true
            controller.left.handlesPresses = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(
                .key(true, usage: 4, "A", "a", in: id, modifiers: .shift), .key(false, usage: 4, "A", "a", in: id))
            #expect(controller.left.calls == ["pressesBegan A", "pressesEnded"])
            #expect(controller.calls.isEmpty)
        }

        // behaviour 8.23, 8.26: unhandled presses go up the chain; with no first responder they start at the window.
        @Test func unhandledPressesGoUpTheChain() {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.key(true, usage: 5, "b", "b", in: id), .key(false, usage: 5, "b", "b", in: id))
            #expect(controller.left.calls == ["pressesBegan b", "pressesEnded"])
            #expect(controller.calls == ["pressesBegan b"])
            #expect(controller.left.resignFirstResponder())
            harness.send(.key(true, usage: 6, "c", "c", in: id))
            #expect(controller.calls == ["pressesBegan b"], "the window starts below the root controller")
        }

        // behaviour 8.25: the key's properties arrive as sent; repeats are not new presses.
        @Test func keyPropertiesAndRepeats() throws {
            final class KeyCatcher: UIView {
                var keys: [UIKey] = []
                override var canBecomeFirstResponder: Bool { true }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    keys += presses.compactMap(\.key)
                }
            }
            let catcher = KeyCatcher()
            controller.view.addSubview(catcher)
            #expect(catcher.becomeFirstResponder())
            harness.send(
                .key(true, usage: 4, "A", "a", in: id, modifiers: .shift),
                .key(true, usage: 4, "A", "a", in: id, modifiers: .shift, isRepeat: true),
                .key(true, usage: 225, "", "", in: id))
            #expect(catcher.keys.count == 2)
            let key = try #require(catcher.keys.first)
            #expect(key.characters == "A" && key.charactersIgnoringModifiers == "a")
            #expect(key.modifierFlags == .shift)
            #expect(key.keyCode == .keyboardA && key.keyCode.rawValue == 4)
            #expect(catcher.keys[1].charactersIgnoringModifiers == "" && catcher.keys[1].keyCode == .keyboardLeftShift)
        }

        // Focus leaving the window cancels held keys.
        @Test func losingFocusCancelsHeldKeys() {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.key(true, usage: 7, "d", "d", in: id), .focusOut(id), .key(false, usage: 7, "d", "d", in: id))
            #expect(controller.left.calls == ["pressesBegan d", "pressesCancelled"])
        }

        // Keys that stop reaching the window (the pointer left it under PointerRoot focus) are
        // cancelled too; the scene stays active.
        @Test func keysLostWithoutAFocusChangeAreCancelled() {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.key(true, usage: 7, "d", "d", in: id), .keysLost(id), .key(false, usage: 7, "d", "d", in: id))
            #expect(controller.left.calls == ["pressesBegan d", "pressesCancelled"])
            #expect(controller.view.window?.windowScene?.activationState == .foregroundActive)
        }

        // A fresh down for a key whose release was lost cancels the stale press and begins a new one.
        @Test func aSecondDownForAHeldKeyReplacesItsPress() {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(
                .key(true, usage: 7, "d", "d", in: id), .key(true, usage: 7, "d", "d", in: id),
                .key(false, usage: 7, "d", "d", in: id))
            #expect(controller.left.calls == ["pressesBegan d", "pressesCancelled", "pressesBegan d", "pressesEnded"])
        }

        // behaviour 8.14: a scene that resigns active (here, its app is told to terminate) interrupts its
        // touches and presses: each is cancelled (touches first), before sceneWillResignActive.
        @Test func resigningActiveCancelsTouchesAndPresses() throws {
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            harness.send(.key(true, usage: 7, "d", "d", in: id), .pointer(.buttonDown(1), x: 50, y: 50, in: id))
            let scene = try #require(controller.view.window?.windowScene)
            scene.resignActive()
            #expect(controller.left.calls == ["pressesBegan d", "began", "cancelled", "pressesCancelled"])
            harness.send(.pointer(.buttonUp(1), x: 50, y: 50, in: id), .key(false, usage: 7, "d", "d", in: id))
            #expect(controller.left.calls.count == 4, "nothing arrives after the cancellation")
        }

        // behaviour 1.22: a nil target goes up the chain from the first responder to the first object of its type.
        @Test func sendActionWithNoTargetFindsAResponderOfTheActionsType() {
            final class Receiver: UIViewController {}
            controller.left.acceptsFirstResponder = true
            #expect(controller.left.becomeFirstResponder())
            var reached: AnyObject?
            let action = ActionMessage({ (target: TouchTestViewController) in { reached = target } }, name: "probe")
            #expect(test.app.sendAction(action, to: nil, from: nil, for: nil))
            #expect(reached === controller)
            let unreachable = ActionMessage({ (_: Receiver) in {} }, name: "nobody")
            #expect(!test.app.sendAction(unreachable, to: nil, from: nil, for: nil))
        }
    }
}

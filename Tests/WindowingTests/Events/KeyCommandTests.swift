import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UIKeyCommand`: commands of the whole responder chain apply; a match runs the action on the
    /// first responder up the chain that implements it and consumes the key.
    @Suite @MainActor struct KeyCommands {
        /// A first responder that lists commands; its own actions record what ran.
        final class ShortcutView: UIView {
            var commands: [UIKeyCommand] = []
            var ran: [String] = []
            var calls: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                calls.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                calls.append("pressesEnded")
            }
            override var keyCommands: [UIKeyCommand]? { commands }
            func save(_ sender: Any?) { ran.append("save \((sender as? UIKeyCommand)?.input ?? "?")") }
            func moveUp() { ran.append("up") }
        }

        /// An action only the root view controller implements.
        final class Controller: UIViewController {
            var ran: [String] = []
            func closeDocument() { ran.append("close") }
        }

        /// A type nothing in the chain is.
        final class Elsewhere {
            func quit() {}
        }

        let view = ShortcutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host: HeadlessWindow<Controller>

        init() throws {
            host = try HeadlessWindow(showing: Controller())
            host.controller.view.addSubview(view)
            #expect(view.becomeFirstResponder())
        }

        var controller: Controller { host.controller }
        var test: TestApp { host.test }
        var id: PlatformWindowID { host.id }
        func send(_ events: PlatformEvent...) { host.send(events) }

        @Test func aMatchingKeyRunsTheActionAndIsConsumed() {
            view.commands = [
                UIKeyCommand(input: "s", modifierFlags: .control, action: ActionMessage(ShortcutView.save))
            ]
            send(
                .key(true, usage: 22, "\u{13}", "s", in: id, modifiers: .control),
                .key(false, usage: 22, "\u{13}", "s", in: id))
            #expect(view.ran == ["save s"])
            #expect(view.calls.isEmpty, "no pressesBegan or pressesEnded for a key a command consumed")
        }

        @Test func modifiersMustMatchExactlyButLetterCaseDoesNot() {
            view.commands = [
                UIKeyCommand(input: "S", modifierFlags: [.control, .shift], action: ActionMessage(ShortcutView.save))
            ]
            send(.key(true, usage: 22, "s", "s", in: id, modifiers: .control), .key(false, usage: 22, "s", "s", in: id))
            #expect(view.ran.isEmpty)
            #expect(view.calls == ["pressesBegan s", "pressesEnded"])
            send(.key(true, usage: 22, "S", "s", in: id, modifiers: [.control, .shift, .capsLock]))
            #expect(view.ran == ["save S"])
        }

        @Test func specialKeysMatchByName() {
            view.commands = [
                UIKeyCommand(
                    input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: ActionMessage(ShortcutView.moveUp))
            ]
            send(.key(true, usage: 82, "", "", in: id), .key(true, usage: 81, "", "", in: id))
            #expect(view.ran == ["up"])
            #expect(view.calls == ["pressesBegan "], "the down arrow is an ordinary press")
        }

        // A command listed low in the chain may name an action implemented higher up; a command
        // whose action nobody implements is skipped and the key becomes a press.
        @Test func theActionIsFoundUpTheResponderChain() {
            view.commands = [
                UIKeyCommand(input: "q", modifierFlags: .command, action: ActionMessage(Elsewhere.quit)),
                UIKeyCommand(input: "w", modifierFlags: .command, action: ActionMessage(Controller.closeDocument)),
            ]
            send(.key(true, usage: 26, "w", "w", in: id, modifiers: .command))
            #expect(controller.ran == ["close"])
            send(.key(true, usage: 20, "q", "q", in: id, modifiers: .command))
            #expect(view.calls == ["pressesBegan q"])
        }
    }
}

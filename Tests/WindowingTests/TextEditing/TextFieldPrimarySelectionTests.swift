import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// X's PRIMARY selection in text fields, on the in-memory backend (which keeps PRIMARY in
    /// the process): a selection made with the keys or the pointer is pasted by a middle click.
    @Suite @MainActor struct TextFieldPrimarySelection {
        let harness: TextFieldHarness
        var a: UITextField { harness.a }
        var b: UITextField { harness.b }
        var c: UITextField { harness.c }

        init() throws { harness = try TextFieldHarness() }

        func middleClick(x: Double, y: Double) {
            harness.send(
                .pointer(.buttonDown(2), x: x, y: y, in: harness.id, at: 20),
                .pointer(.buttonUp(2), x: x, y: y, in: harness.id, at: 20))
        }

        @Test func aMiddleClickPastesTheSelectionWhereItClicks() {
            a.text = "hello"
            b.text = "ab"
            a.becomeFirstResponder()
            harness.key(Keys.left, "", "", modifiers: .shift)
            harness.key(Keys.left, "", "", modifiers: .shift)
            harness.delegate.calls.removeAll()
            // Right of b's text: the caret goes to its end, and PRIMARY goes in there.
            middleClick(x: 430, y: 35)
            #expect(b.text == "ablo")
            #expect(b.isFirstResponder)
            #expect(b.buffer.selection == 4..<4)
            #expect(a.text == "hello", "the source keeps its text")
            #expect(harness.delegate.calls.contains("shouldChange b 2,0 \"lo\""), "\(harness.delegate.calls)")
            b.undoManager?.undo()
            #expect(b.text == "ab", "a middle-click paste is undoable")
        }

        @Test func theSelectionIsReadWhenPastedSoItFollowsTheUser() {
            a.text = "one two"
            a.becomeFirstResponder()
            harness.key(Keys.left, "", "", modifiers: [.control, .shift])
            harness.key(Keys.home, "", "", modifiers: .shift)
            middleClick(x: 430, y: 35)
            #expect(b.text == "one two")
        }

        @Test func aSecureFieldNeverOffersItsSelection() {
            a.text = "open"
            a.becomeFirstResponder()
            harness.key(Keys.left, "", "", modifiers: .shift)
            c.isSecureTextEntry = true
            c.text = "secret"
            c.becomeFirstResponder()
            harness.key(4, "\u{1}", "a", modifiers: .control)
            #expect(c.buffer.selection == 0..<6)
            middleClick(x: 430, y: 35)
            #expect(b.text == "n", "PRIMARY is still a's selection, not the secure field's")
        }

        @Test func aMiddleClickOutsideAFieldOrWithoutASelectionChangesNothing() {
            a.text = "text"
            a.becomeFirstResponder()
            harness.key(Keys.home, "", "", modifiers: .shift)
            middleClick(x: 300, y: 200)
            #expect(a.isFirstResponder, "a click outside fields moves no focus")
            a.isEnabled = false
            b.isEnabled = false
            middleClick(x: 430, y: 35)
            #expect(b.text == "")
        }
    }
}

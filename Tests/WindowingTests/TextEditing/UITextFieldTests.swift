import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UITextField: the delegate's order, control events, keys, clipboard, undo and Tab.
    @Suite @MainActor struct TextFieldEditing {
        let harness: TextFieldHarness
        var a: UITextField { harness.a }
        var b: UITextField { harness.b }
        var c: UITextField { harness.c }
        var calls: [String] { harness.delegate.calls }

        init() throws { harness = try TextFieldHarness() }

        @Test func beginningAndEndingEditingInUIKitsOrder() {
            #expect(a.becomeFirstResponder())
            #expect(a.isEditing && a.isFirstResponder)
            #expect(b.becomeFirstResponder())
            #expect(
                calls == [
                    "shouldBegin a", "didBegin a", "editingDidBegin a",
                    "shouldBegin b", "shouldEnd a", "didEnd a committed", "editingDidEnd a", "didBegin b",
                    "editingDidBegin b",
                ])
            #expect(!a.isEditing)
            harness.delegate.calls.removeAll()
            harness.delegate.allowsEnd = false
            #expect(!b.resignFirstResponder())
            #expect(b.isFirstResponder)
            #expect(!a.becomeFirstResponder(), "b refuses to end editing, so a cannot begin")
            #expect(calls == ["shouldEnd b", "shouldBegin a", "shouldEnd b"])
        }

        @Test func refusingToBeginKeepsTheFieldOut() {
            harness.delegate.allowsBegin = false
            #expect(!a.becomeFirstResponder())
            #expect(!a.isFirstResponder)
            #expect(calls == ["shouldBegin a"])
            a.isEnabled = false
            harness.delegate.allowsBegin = true
            #expect(!a.becomeFirstResponder())
        }

        @Test func typingAsksTheDelegateThenReportsTheChange() {
            a.becomeFirstResponder()
            harness.delegate.calls.removeAll()
            harness.type("hi")
            #expect(a.text == "hi")
            #expect(
                calls == [
                    "shouldChange a 0,0 \"h\"", "didChangeSelection a", "editingChanged a",
                    "shouldChange a 1,0 \"i\"", "didChangeSelection a", "editingChanged a",
                ])
            harness.delegate.allowsChange = false
            harness.type("!")
            #expect(a.text == "hi")
        }

        @Test func settingTextInCodeCallsNothing() {
            a.becomeFirstResponder()
            harness.delegate.calls.removeAll()
            a.text = "code"
            #expect(a.text == "code")
            #expect(calls.isEmpty)
            a.text = nil
            #expect(a.text == "")
        }

        @Test func editingKeys() {
            a.becomeFirstResponder()
            harness.type("one two")
            harness.key(Keys.left, "", "", modifiers: .control)
            harness.key(Keys.left, "", "", modifiers: [.control, .shift])
            #expect(a.selectedTextRange?.start.offset == 0)
            #expect(a.selectedTextRange?.end.offset == 4)
            harness.key(Keys.backspace, "\u{8}")
            #expect(a.text == "two")
            harness.key(Keys.end, "")
            harness.key(Keys.home, "", "", modifiers: .shift)
            harness.key(Keys.delete, "\u{7F}")
            #expect(a.text == "")
            harness.type("e\u{301}x")
            harness.key(Keys.left, "")
            harness.key(Keys.backspace, "\u{8}")
            #expect(a.text == "x", "Backspace removes e and its combining accent together")
        }

        @Test func copyCutPasteAndSecureFields() {
            a.becomeFirstResponder()
            harness.type("secret")
            harness.key(4, "\u{1}", "a", modifiers: .control)
            harness.key(27, "\u{18}", "x", modifiers: .control)
            #expect(a.text == "")
            #expect(UIPasteboard.general.string == "secret")
            harness.key(25, "\u{16}", "v", modifiers: .control)
            harness.key(25, "\u{16}", "v", modifiers: .control)
            #expect(a.text == "secretsecret")
            UIPasteboard.general.string = "two\nlines"
            harness.key(25, "\u{16}", "v", modifiers: .control)
            #expect(a.text == "secretsecrettwo lines")
            b.isSecureTextEntry = true
            b.text = "hidden"
            b.becomeFirstResponder()
            harness.key(4, "\u{1}", "a", modifiers: .control)
            harness.key(6, "\u{3}", "c", modifiers: .control)
            harness.key(27, "\u{18}", "x", modifiers: .control)
            #expect(UIPasteboard.general.string == "two\nlines", "a secure field never copies out")
            #expect(b.text == "hidden")
            harness.type("n")
            #expect(b.text == "n", "a secure field's first edit after focus replaces its text, as in UIKit")
        }

        @Test func undoGroupsARunOfTyping() {
            a.becomeFirstResponder()
            harness.type("abc")
            harness.key(Keys.left, "")
            harness.type("X")
            #expect(a.text == "abXc")
            harness.key(29, "\u{1A}", "z", modifiers: .control)
            #expect(a.text == "abc")
            harness.key(29, "\u{1A}", "z", modifiers: .control)
            #expect(a.text == "")
            harness.key(29, "\u{1A}", "z", modifiers: [.control, .shift])
            #expect(a.text == "abc")
            harness.key(28, "\u{19}", "y", modifiers: .control)
            #expect(a.text == "abXc")
        }

        @Test func returnAsksTheDelegateAndEndsOnExit() {
            a.becomeFirstResponder()
            harness.delegate.calls.removeAll()
            harness.key(Keys.returnKey, "\r")
            #expect(
                calls == [
                    "shouldReturn a", "editingDidEndOnExit a", "shouldEnd a", "didEnd a committed", "editingDidEnd a",
                ])
            #expect(!a.isFirstResponder)
        }

        @Test func tabMovesThroughFieldsInReadingOrder() {
            a.becomeFirstResponder()
            harness.key(Keys.tab, "\t")
            #expect(b.isFirstResponder)
            harness.key(Keys.tab, "\t")
            #expect(c.isFirstResponder)
            harness.key(Keys.tab, "\t")
            #expect(a.isFirstResponder)
            harness.key(Keys.tab, "\t", "\t", modifiers: .shift)
            #expect(c.isFirstResponder)
            b.isHidden = true
            harness.key(Keys.tab, "\t", "\t", modifiers: .shift)
            #expect(a.isFirstResponder, "hidden fields are skipped")
        }

        @Test func clickingPlacesTheCaretAndDoubleClickSelectsAWord() {
            a.text = "hello world"
            harness.click(x: 200, y: 35)
            #expect(a.isFirstResponder)
            #expect(a.selectedTextRange?.start.offset == 11)
            harness.click(x: 28, y: 35, at: 20)
            #expect(a.selectedTextRange?.start.offset == 0)
            harness.click(x: 30, y: 35, at: 20.1)
            #expect(a.selectedTextRange?.start.offset == 0)
            #expect(a.selectedTextRange?.end.offset == 5)
            harness.click(x: 30, y: 35, at: 20.2)
            #expect(a.selectedTextRange?.end.offset == 11)
        }

        @Test func dragSelects() {
            a.text = "hello world"
            harness.send(
                .pointer(.buttonDown(1), x: 28, y: 35, in: harness.id, at: 30),
                .pointer(.motion, x: 100, y: 35, in: harness.id, at: 30.1),
                .pointer(.motion, x: 215, y: 35, in: harness.id, at: 30.2),
                .pointer(.buttonUp(1), x: 215, y: 35, in: harness.id, at: 30.3))
            #expect(a.selectedTextRange?.start.offset == 0)
            #expect(a.selectedTextRange?.end.offset == 11)
        }

        @Test func clearButtonAsksTheDelegate() {
            a.text = "remove me"
            a.clearButtonMode = .always
            let button = a.clearButtonRect(forBounds: a.bounds)
            harness.delegate.calls.removeAll()
            harness.click(x: 20 + Double(button.midX), y: 20 + Double(button.midY))
            #expect(a.text == "")
            #expect(calls.prefix(2) == ["shouldClear a", "shouldBegin a"])
            #expect(calls.last == "editingChanged a")
        }

        @Test func markedTextIsReplacedUntilUnmarked() {
            a.becomeFirstResponder()
            harness.type("x")
            a.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            #expect(a.markedTextRange?.start.offset == 1)
            a.setMarkedText("\u{4F60}", selectedRange: NSRange(location: 1, length: 0))
            #expect(a.text == "x\u{4F60}")
            a.unmarkText()
            #expect(a.markedTextRange == nil)
            harness.type("y")
            #expect(a.text == "x\u{4F60}y")
        }
    }
}

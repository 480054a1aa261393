import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// On-the-spot input: the input method's composition arrives as `.composition` events and
    /// becomes the first responder's marked text; the committed text follows as a key press.
    @Suite @MainActor struct InputMethodComposition {
        let harness: TextFieldHarness
        var a: UITextField { harness.a }

        init() throws { harness = try TextFieldHarness() }

        func compose(_ text: String, selecting range: Range<Int>) {
            harness.send(.composition(harness.id, PlatformComposition(text: text, selectedRange: range)))
        }

        @Test func aCompositionIsMarkedTextUntilItsTextIsCommitted() {
            #expect(a.becomeFirstResponder())
            harness.type("x")
            harness.delegate.calls.removeAll()
            compose("\u{55EF}", selecting: 0..<1)
            #expect(a.text == "x\u{55EF}")
            #expect(a.markedTextRange?.range == 1..<2)
            #expect(a.selectedTextRange?.range == 1..<2, "the part being converted is selected")
            compose("\u{4F60}", selecting: 0..<1)
            #expect(a.text == "x\u{4F60}")
            // The server clears its preedit, then commits the text through a key press of usage 0.
            compose("", selecting: 0..<0)
            #expect(a.text == "x")
            #expect(a.markedTextRange == nil)
            harness.type("\u{4F60}")
            #expect(a.text == "x\u{4F60}")
            #expect(a.selectedTextRange?.range == 2..<2)
            #expect(
                harness.delegate.calls.filter { $0.hasPrefix("shouldChange") } == [
                    "shouldChange a 1,0 \"\u{55EF}\"", "shouldChange a 1,1 \"\u{4F60}\"", "shouldChange a 1,1 \"\"",
                    "shouldChange a 1,0 \"\u{4F60}\"",
                ])
        }

        @Test func committingWhileComposingReplacesTheMarkedText() {
            #expect(a.becomeFirstResponder())
            compose("ni", selecting: 2..<2)
            harness.type("\u{4F60}")
            #expect(a.text == "\u{4F60}")
            #expect(a.markedTextRange == nil)
        }

        @Test func anEmptyCompositionWithoutMarkedTextLeavesTheSelection() {
            #expect(a.becomeFirstResponder())
            harness.type("abc")
            a.selectedTextRange = a.textRange(from: a.beginningOfDocument, to: a.endOfDocument)
            harness.delegate.calls.removeAll()
            compose("", selecting: 0..<0)
            #expect(a.text == "abc")
            #expect(a.selectedTextRange?.range == 0..<3)
            #expect(harness.delegate.calls.isEmpty)
        }

        @Test func aCompositionWithNoTextResponderChangesNothing() {
            compose("\u{4F60}", selecting: 0..<1)
            #expect(a.text == "")
            #expect(harness.delegate.calls.isEmpty)
        }

        @Test func theCaretsPlaceIsToldToTheInputMethodWhenItMoves() throws {
            #expect(a.becomeFirstResponder())
            harness.test.app.runUntilIdle()
            let first = try #require(harness.test.backend.inputSpots[harness.id])
            harness.type("ab")
            harness.test.app.runUntilIdle()
            let second = try #require(harness.test.backend.inputSpots[harness.id])
            let caret = a.convert(a.caretRect(for: a.endOfDocument), to: harness.host.window)
            #expect(second == PlatformPoint(x: Double(caret.minX), y: Double(caret.maxY)))
            #expect(second.x > first.x)
            #expect(abs(second.y - first.y) < 1, "the same line")
        }

        @Test func aTextViewTakesTheCompositionToo() throws {
            let view = try TextViewHarness()
            #expect(view.textView.becomeFirstResponder())
            view.send(.composition(view.id, PlatformComposition(text: "\u{597D}\u{1F600}", selectedRange: 3..<3)))
            #expect(view.textView.text == "\u{597D}\u{1F600}")
            #expect(view.textView.markedTextRange?.range == 0..<3)
            #expect(view.textView.selectedRange == NSRange(location: 3, length: 0))
            view.send(.composition(view.id, PlatformComposition(text: "", selectedRange: 0..<0)))
            view.type("\u{597D}")
            #expect(view.textView.text == "\u{597D}")
        }
    }
}

import Testing

@testable import Windowing

/// The preedit kept from an input method server's XIM callbacks, without X: each draw and caret
/// move as XIM describes it, and numbers from the server clamped to the text.
@Suite struct X11PreeditTests {
    func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test func drawsReplaceCharactersAndMoveTheCaret() {
        var preedit = X11Preedit()
        preedit.draw(caret: 1, first: 0, length: 0, text: scalars("n"), feedback: [2])
        #expect(preedit.composition == PlatformComposition(text: "n", selectedRange: 1..<1))
        preedit.draw(caret: 2, first: 1, length: 0, text: scalars("i"), feedback: [2])
        #expect(preedit.composition == PlatformComposition(text: "ni", selectedRange: 2..<2))
        // Converted: two characters become one, highlighted (XIMReverse) as the part being converted.
        preedit.draw(caret: 0, first: 0, length: 2, text: scalars("\u{4F60}"), feedback: [1])
        #expect(preedit.composition == PlatformComposition(text: "\u{4F60}", selectedRange: 0..<1))
        // Deleting only: no text.
        preedit.draw(caret: 0, first: 0, length: 1, text: [], feedback: [])
        #expect(preedit.composition == PlatformComposition(text: "", selectedRange: 0..<0))
    }

    @Test func selectionAndCaretAreUTF16Offsets() {
        var preedit = X11Preedit()
        preedit.draw(caret: 2, first: 0, length: 0, text: scalars("\u{1F600}a\u{1F600}"), feedback: [0, 4, 0])
        #expect(preedit.composition.selectedRange == 2..<3, "XIMHighlight marks the converted part too")
        preedit.draw(caret: 3, first: 1, length: 1, text: scalars("b"), feedback: [0])
        #expect(preedit.composition == PlatformComposition(text: "\u{1F600}b\u{1F600}", selectedRange: 5..<5))
    }

    @Test func caretCallbacksMoveWithinThePreedit() {
        var preedit = X11Preedit()
        preedit.draw(caret: 0, first: 0, length: 0, text: scalars("abc"), feedback: [])
        #expect(preedit.moveCaret(direction: 10, position: 2) == 2)
        #expect(preedit.moveCaret(direction: 0, position: 0) == 3)
        #expect(preedit.moveCaret(direction: 0, position: 0) == 3, "forward stops at the end")
        #expect(preedit.moveCaret(direction: 8, position: 0) == 0)
        #expect(preedit.moveCaret(direction: 1, position: 0) == 0, "backward stops at the start")
        #expect(preedit.moveCaret(direction: 9, position: 0) == 3)
        #expect(preedit.moveCaret(direction: 11, position: 1) == 3, "XIMDontChange")
        #expect(preedit.moveCaret(direction: 99, position: 1) == 3, "an unknown direction changes nothing")
        #expect(preedit.moveCaret(direction: 10, position: -5) == 0)
        #expect(preedit.moveCaret(direction: 10, position: 1_000_000) == 3)
    }

    @Test func hostileNumbersAreClampedToTheText() {
        var preedit = X11Preedit()
        preedit.draw(caret: -7, first: 50, length: -3, text: scalars("ab"), feedback: [1])
        #expect(preedit.composition == PlatformComposition(text: "ab", selectedRange: 0..<1))
        preedit.draw(caret: Int.max, first: -1, length: Int.max, text: scalars("c"), feedback: [0, 1, 1, 1])
        #expect(preedit.composition == PlatformComposition(text: "c", selectedRange: 1..<1))
        preedit.draw(caret: 0, first: 1, length: 1, text: [], feedback: [])
        #expect(preedit.characters == scalars("c"))
    }

    @Test func thePreeditIsCappedAtItsMaximumLength() {
        var preedit = X11Preedit()
        let many = [Unicode.Scalar](repeating: "x", count: X11Preedit.maximumLength + 500)
        preedit.draw(caret: 0, first: 0, length: 0, text: many, feedback: [])
        #expect(preedit.characters.count == X11Preedit.maximumLength)
        preedit.draw(caret: 0, first: 0, length: 1, text: scalars("yz"), feedback: [])
        #expect(preedit.characters.count == X11Preedit.maximumLength)
        #expect(preedit.characters.first == "y")
        preedit.clear()
        #expect(preedit.characters.isEmpty && preedit.caret == 0)
    }
}

import Foundation
import Testing

@testable import Windowing

/// The editing model without any view: clusters, words, lines and selection (UTF-16 offsets).
@Suite struct TextEditingBufferTests {
    @Test func backspaceRemovesWholeClusters() {
        // A thumbs-up with a skin tone (4 UTF-16 units), a family joined by ZWJs, e + combining acute.
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        var buffer = TextEditingBuffer(text: "a\u{1F44D}\u{1F3FD}" + family + "e\u{301}")
        #expect(buffer.length == 1 + 4 + 8 + 2)
        buffer.replace(buffer.rangeForDeleteBackward, with: "")
        #expect(buffer.text == "a\u{1F44D}\u{1F3FD}" + family)
        buffer.replace(buffer.rangeForDeleteBackward, with: "")
        #expect(buffer.text == "a\u{1F44D}\u{1F3FD}")
        buffer.replace(buffer.rangeForDeleteBackward, with: "")
        #expect(buffer.text == "a")
        buffer.replace(buffer.rangeForDeleteBackward, with: "")
        #expect(buffer.text == "")
        #expect(buffer.rangeForDeleteBackward.isEmpty)
    }

    @Test func deleteForwardRemovesTheClusterAfterTheCaret() {
        var buffer = TextEditingBuffer(text: "e\u{301}x", selection: 0)
        buffer.replace(buffer.rangeForDeleteForward, with: "")
        #expect(buffer.text == "x")
        #expect(buffer.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func offsetsInsideAClusterRoundToItsStart() {
        var buffer = TextEditingBuffer(text: "a\u{1F44D}\u{1F3FD}b")
        buffer.moveCaret(to: 3)
        #expect(buffer.head == 1)
        buffer.select(NSRange(location: 2, length: 2))
        #expect(buffer.selection == 1..<5)
        buffer.select(NSRange(location: -5, length: 100))
        #expect(buffer.selection == 0..<6)
    }

    @Test func aCombiningMarkJoinsTheLetterBeforeIt() {
        var buffer = TextEditingBuffer(text: "e")
        buffer.replace(buffer.selection, with: "\u{301}")
        #expect(buffer.text == "e\u{301}")
        #expect(buffer.head == 2)
        #expect(buffer.previousBoundary(before: 2) == 0)
    }

    @Test func wordMotionSkipsSeparatorsThenTheWord() {
        let buffer = TextEditingBuffer(text: "hello,  big world")
        #expect(buffer.previousWordStart(before: 17) == 12)
        #expect(buffer.previousWordStart(before: 12) == 8)
        #expect(buffer.previousWordStart(before: 8) == 0)
        #expect(buffer.nextWordEnd(after: 0) == 5)
        #expect(buffer.nextWordEnd(after: 5) == 11)
        #expect(buffer.nextWordEnd(after: 11) == 17)
        #expect(buffer.nextWordEnd(after: 17) == 17)
    }

    @Test func doubleAndTripleClickRanges() {
        let buffer = TextEditingBuffer(text: "one two\nthree")
        #expect(buffer.wordRange(at: 5) == 4..<7)
        #expect(buffer.wordRange(at: 3) == 3..<4)
        #expect(buffer.wordRange(at: 13) == 8..<13)
        #expect(buffer.lineRange(at: 2) == 0..<7)
        #expect(buffer.lineRange(at: 10) == 8..<13)
    }

    @Test func shiftExtendsFromTheAnchor() {
        var buffer = TextEditingBuffer(text: "abcdef", selection: 3)
        buffer.moveCaret(to: 5, extending: true)
        #expect(buffer.selectedRange == NSRange(location: 3, length: 2))
        buffer.moveCaret(to: 1, extending: true)
        #expect(buffer.selectedRange == NSRange(location: 1, length: 2))
        #expect(buffer.selectedText == "bc")
    }

    @Test func replacingPutsTheCaretAfterTheInsertion() {
        var buffer = TextEditingBuffer(text: "hello world")
        buffer.select(NSRange(location: 6, length: 5))
        buffer.replace(buffer.selection, with: "\u{4E16}\u{754C}")
        #expect(buffer.text == "hello \u{4E16}\u{754C}")
        #expect(buffer.selectedRange == NSRange(location: 8, length: 0))
    }
}

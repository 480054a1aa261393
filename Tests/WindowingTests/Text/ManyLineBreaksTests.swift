import Foundation
import Testing

@testable import Windowing

/// Text with many line feeds (issue 21): Pango's work for a layout grew with paragraphs × bytes
/// (4,096 lines of 63 characters took 29 s), so such text is laid out as one paragraph whose
/// lines end in line separators. These tests check that the lines and their geometry stay those
/// of the line feeds.
@MainActor
struct ManyLineBreaksTests {
    private func layout(_ text: String, width: CGFloat? = nil) -> TextLayout {
        TextLayout(
            TextLayout.Key(
                text: StyledText(string: text, font: UIFont.systemFont(ofSize: 12)),
                options: TextLayout.Options(width: width)))
    }

    @Test func manyShortLinesKeepOneLineEachAndTheLineHeight() {
        let one = layout("a")
        let text = String(repeating: "a\n", count: 20_000) + "a"
        let many = layout(text)
        #expect(many.separatedLineFeeds.count == 20_000)
        #expect(many.lineCount == 20_001)
        #expect(many.size.width == one.size.width)
        #expect(many.size.height == 20_001 * one.size.height)
    }

    @Test func trailingLineFeedsAndCarriageReturnsStayLineFeeds() {
        let body = String(repeating: "line\n", count: 5_000)
        let many = layout(body + "\r\nend\n\n")
        // "\r\n" is one break; the two at the end each add an empty line, as line feeds do.
        #expect(many.separatedLineFeeds.count == 4_999)
        #expect(many.lineCount == 5_004)
        #expect(layout(String(repeating: "\n", count: 3_000)).lineCount == 3_001)
    }

    @Test func fewLineFeedsAreLaidOutAsGiven() {
        let few = layout("one\ntwo\nthree")
        #expect(few.separatedLineFeeds.isEmpty)
        #expect(few.lineCount == 3)
    }

    @Test func wrappingStillBreaksLongLinesBetweenTheFeeds() {
        let word = "word "
        let line = String(repeating: word, count: 40)  // about 1,600 points of text
        let many = layout(String(repeating: line + "\n", count: 2_000) + "end", width: 200)
        #expect(!many.separatedLineFeeds.isEmpty)
        #expect(many.lineCount > 2_001 * 4)
        #expect(many.size.width <= 200)
    }

    @Test func caretOffsetsAreOffsetsInTheTextNotInPangos() {
        let text = String(repeating: "ab\n", count: 10_000)
        let many = layout(text + "last")
        #expect(!many.separatedLineFeeds.isEmpty)
        let lineHeight = layout("a").size.height
        // The "l" of "last" starts at byte 30,000, on line 10,001.
        let caret = many.caretRect(atUTF8Offset: 30_000)
        #expect(caret.minX == 0)
        #expect(caret.minY == 10_000 * lineHeight)
        let hit = many.utf8Offset(at: CGPoint(x: 0.5, y: caret.midY))
        #expect(hit.offset == 30_000)
        #expect(many.layoutOffset(ofTextOffset: 3) == 5)
        #expect(many.textOffset(ofLayoutOffset: 5) == 3)
        #expect(many.textOffset(ofLayoutOffset: 3) == 2)
    }
}

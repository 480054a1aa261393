import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A text view lays its text out paragraph by paragraph: a keystroke shapes its own
    /// paragraph again, a long text is estimated until measured, and all of it is shown.
    @Suite @MainActor struct TextViewParagraphLayout {
        let harness: TextViewHarness
        var textView: UITextView { harness.textView }

        init() throws { harness = try TextViewHarness() }

        static func lines(_ count: Int) -> String {
            (0..<count).map { "line \($0) of text" }.joined(separator: "\n")
        }

        @Test func paragraphLengthsCountUTF16UnitsBetweenLineFeeds() {
            #expect(TextViewParagraphs.lengths(of: "") == [0])
            #expect(TextViewParagraphs.lengths(of: "ab\ncd\n") == [2, 2, 0])
            #expect(TextViewParagraphs.lengths(of: "é\n😀x") == [1, 3], "é is one unit, the emoji two")
            #expect(TextViewParagraphs.lengths(of: "\n\n") == [0, 0, 0])
        }

        @Test func aKeystrokeLaysOutOnlyItsParagraph() {
            textView.text = Self.lines(2_000)
            textView.becomeFirstResponder()
            let start = (textView.text as NSString).range(of: "line 1000 ").location
            textView.selectedRange = NSRange(location: start, length: 0)
            textView.scrollRangeToVisible(textView.selectedRange)
            for _ in 0..<200 where !textView.paragraphs.isMeasured { harness.host.test.app.runUntilIdle() }
            #expect(textView.paragraphs.isMeasured)
            let before = TextLayout.buildCount
            harness.type("x")
            #expect(TextLayout.buildCount - before == 1, "only the paragraph typed into is shaped again")
            #expect(textView.text.contains("xline 1000 of"))
            #expect(textView.paragraphs.count == 2_000)
        }

        @Test func splittingAndJoiningParagraphs() {
            textView.text = "one\ntwo\nthree"
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 3, length: 5)
            harness.type("+")
            #expect(textView.text == "one+three")
            #expect(textView.paragraphs.count == 1)
            #expect(textView.paragraphs.range(of: 0) == 0..<9)
            textView.selectedRange = NSRange(location: 4, length: 0)
            harness.key(Keys.returnKey, "\r")
            harness.key(Keys.returnKey, "\r")
            #expect(textView.text == "one+\n\nthree")
            #expect((0..<3).map { textView.paragraphs.range(of: $0) } == [0..<4, 5..<5, 6..<11])
            let line = harness.caret.height
            #expect(harness.caret.minY == 8 + 2 * line, "the caret starts the third line")
        }

        @Test func aLongTextIsEstimatedThenMeasuredAndShownWhole() {
            // 20,000 short lines: past the 256 KiB one layout may hold.
            textView.text = Self.lines(20_000)
            #expect(textView.text.utf8.count > TextLayout.maximumTextBytes)
            #expect(!textView.paragraphs.isMeasured, "a long text is not laid out at once")
            let lineHeight = harness.caret.height
            for _ in 0..<200 where !textView.paragraphs.isMeasured { harness.host.test.app.runUntilIdle() }
            #expect(textView.paragraphs.isMeasured, "layout passes measure the rest, a share at a time")
            let heights = textView.paragraphs.paragraphs.map(\.height)
            #expect(textView.paragraphs.totalHeight == heights.reduce(0, +))
            for index in [0, 10_000, 19_999] {
                #expect(heights[index] == textView.paragraphs.layout(at: index).size.height, "exact once measured")
            }
            #expect(textView.contentSize.height == 8 + ceil(textView.paragraphs.totalHeight) + 8)
            #expect(textView.contentSize.height >= 20_000 * lineHeight)
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 0, length: 0)
            harness.key(Keys.end, modifiers: .control)
            #expect(textView.selectedRange.location == textView.text.utf16.count)
            #expect(harness.caret.maxY > 20_000 * lineHeight - 1, "the last line is laid out and reached")
            let visible = CGRect(origin: textView.contentOffset, size: textView.bounds.size)
            #expect(visible.contains(harness.caret))
        }

        @Test func upAndDownCrossParagraphsWhoseHeightsWereEstimated() {
            textView.text = Self.lines(3_000)
            textView.becomeFirstResponder()
            let start = (textView.text as NSString).range(of: "line 2000 ").location
            textView.selectedRange = NSRange(location: start + 2, length: 0)
            harness.key(Keys.up)
            #expect(textView.selectedRange.location == (textView.text as NSString).range(of: "line 1999 ").location + 2)
            harness.key(Keys.down)
            harness.key(Keys.down)
            #expect(textView.selectedRange.location == (textView.text as NSString).range(of: "line 2001 ").location + 2)
        }

        @Test func undoPutsTheParagraphsBack() {
            textView.text = "one\ntwo"
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 3, length: 0)
            harness.key(Keys.returnKey, "\r")
            #expect(textView.paragraphs.count == 3)
            harness.control("z")
            #expect(textView.text == "one\ntwo")
            #expect(textView.paragraphs.count == 2)
            #expect(textView.paragraphs.range(of: 1) == 4..<7)
        }

        /// A keystroke draws its paragraph and the caret's old and new places only; what is on
        /// screen afterwards is what drawing the whole text view again gives.
        @Test func partialRedrawsLeaveThePixelsAFullRedrawWould() throws {
            textView.text = Self.lines(30)
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 3, length: 0)
            harness.host.test.app.runUntilIdle()
            let steps: [() -> Void] = [
                { harness.type("abc") },
                { harness.key(Keys.down) },
                { harness.key(Keys.returnKey, "\r") },
                { harness.type("one two three four five six seven eight nine ten eleven") },
                { harness.key(Keys.left, modifiers: .shift) },
                { harness.key(Keys.left, modifiers: .shift) },
                { harness.key(Keys.right) },
                { harness.key(Keys.backspace) },
                { harness.key(Keys.up) },
            ]
            for (index, step) in steps.enumerated() {
                step()
                let partial = try #require(harness.host.test.backend.capture(harness.id))
                textView.contentView.setNeedsDisplay()
                harness.host.test.app.runUntilIdle()
                let full = try #require(harness.host.test.backend.capture(harness.id))
                let differing = (20..<220).flatMap { x in (20..<120).map { (x, $0) } }
                    .filter { partial.pixel(x: $0.0, y: $0.1) != full.pixel(x: $0.0, y: $0.1) }
                #expect(
                    differing.isEmpty,
                    "step \(index): \(differing.count) pixels differ, first \(differing.first.map { "\($0)" } ?? "")")
            }
        }
    }
}

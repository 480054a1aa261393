import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UITextView: multi-line editing, the delegate's order, editability, undo, clusters and scrolling.
    @Suite @MainActor struct TextViewEditing {
        let harness: TextViewHarness
        var textView: UITextView { harness.textView }
        var calls: [String] { harness.delegate.calls }

        init() throws { harness = try TextViewHarness() }

        @Test func defaultsAreUIKits() {
            #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
            #expect(textView.isEditable && textView.isSelectable)
            #expect(textView.text == "")
            #expect(textView.selectedRange == NSRange(location: 0, length: 0))
            // An empty text view's caret sits after the inset and the line fragment padding.
            #expect(harness.caret.minY == 8)
            #expect(harness.caret.midX == 5)
        }

        @Test func typingWrapsAtTheWidthAndReturnStartsALine() {
            #expect(textView.becomeFirstResponder())
            harness.type("one two three four five six seven eight nine ten")
            let wrapped = textView.paragraphs.layout(at: 0)
            #expect(wrapped.lineCount > 1, "the text wraps inside 200 - 2 × 5 points")
            #expect(wrapped.size.width <= 190)
            let lines = wrapped.lineCount
            let lastLine = harness.caret
            harness.key(Keys.returnKey, "\r")
            #expect(harness.caret.minX == 4, "after Return the caret starts the new line (5 points in)")
            #expect(harness.caret.minY > lastLine.minY)
            harness.type("x")
            #expect(textView.text == "one two three four five six seven eight nine ten\nx")
            #expect(textView.paragraphs.count == 2)
            #expect(textView.paragraphs.layout(at: 0).lineCount == lines)
            #expect(textView.paragraphs.layout(at: 1).lineCount == 1)
        }

        @Test func upAndDownKeepTheCaretsHorizontalPosition() {
            textView.text = "abcdefgh\nab\nabcdefgh"
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 6, length: 0)
            let x = harness.caret.minX
            harness.key(Keys.down)
            #expect(textView.selectedRange.location == 11, "the short line's end is the nearest place")
            harness.key(Keys.down)
            #expect(textView.selectedRange.location == 18, "the third line gets the first line's x back")
            #expect(harness.caret.minX == x)
            harness.key(Keys.up)
            harness.key(Keys.up)
            #expect(textView.selectedRange.location == 6)
            harness.key(Keys.up)
            #expect(textView.selectedRange.location == 0, "Up on the first line goes to the start")
            harness.key(Keys.down, modifiers: .shift)
            #expect(textView.selectedRange == NSRange(location: 0, length: 9))
        }

        @Test func homeEndAndControlHomeEnd() {
            textView.text = "first line\nsecond line"
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 15, length: 0)
            harness.key(Keys.home)
            #expect(textView.selectedRange.location == 11)
            harness.key(Keys.end, modifiers: .shift)
            #expect(textView.selectedRange == NSRange(location: 11, length: 11))
            harness.key(Keys.home, modifiers: .control)
            #expect(textView.selectedRange == NSRange(location: 0, length: 0))
            harness.key(Keys.end)
            #expect(textView.selectedRange.location == 10)
            harness.key(Keys.end, modifiers: .control)
            #expect(textView.selectedRange.location == 22)
            harness.key(Keys.left, modifiers: [.control, .shift])
            #expect(textView.selectedRange == NSRange(location: 18, length: 4))
        }

        @Test func delegateHearsShouldChangeBeforeAndDidChangeAfter() {
            #expect(textView.becomeFirstResponder())
            harness.type("h")
            harness.key(Keys.returnKey, "\r")
            harness.key(Keys.left)
            #expect(
                calls == [
                    "shouldBegin", "didBegin",
                    "shouldChange 0,0 \"h\" in \"\" 0,0", "didChangeSelection \"h\" 1,0", "didChange \"h\" 1,0",
                    "shouldChange 1,0 \"\n\" in \"h\" 1,0", "didChangeSelection \"h\n\" 2,0",
                    "didChange \"h\n\" 2,0",
                    "didChangeSelection \"h\n\" 1,0",
                ])
            harness.delegate.calls.removeAll()
            harness.delegate.allowsChange = false
            harness.type("!")
            #expect(textView.text == "h\n")
            #expect(calls == ["shouldChange 1,0 \"!\" in \"h\n\" 1,0"])
            harness.delegate.calls.removeAll()
            harness.delegate.allowsEnd = false
            #expect(!textView.resignFirstResponder())
            harness.delegate.allowsEnd = true
            #expect(textView.resignFirstResponder())
            #expect(calls == ["shouldEnd", "shouldEnd", "didEnd"])
        }

        @Test func settingTextInCodeCallsNoDelegateMethod() {
            textView.text = "quiet"
            textView.attributedText = NSAttributedString(string: "also quiet")
            #expect(calls.isEmpty)
            #expect(textView.text == "also quiet")
        }

        @Test func notEditableRefusesTypingButSelectsAndCopies() {
            textView.text = "read only"
            textView.isEditable = false
            #expect(textView.becomeFirstResponder())
            #expect(calls.isEmpty, "a text view that is not editable does not begin editing")
            harness.type("x")
            harness.key(Keys.backspace, "\u{8}")
            harness.control("v")
            #expect(textView.text == "read only")
            harness.control("a")
            #expect(textView.selectedRange == NSRange(location: 0, length: 9))
            harness.control("c")
            #expect(UIPasteboard.general.string == "read only")
            harness.control("x")
            #expect(textView.text == "read only", "cutting is editing")
            #expect(!calls.contains { $0.hasPrefix("shouldChange") })
        }

        @Test func undoGroupsTyping() {
            textView.becomeFirstResponder()
            harness.type("abc")
            harness.key(Keys.left)
            harness.type("XY")
            #expect(textView.text == "abXYc")
            harness.control("z")
            #expect(textView.text == "abc")
            harness.control("z")
            #expect(textView.text == "")
            harness.control("z", shift: true)
            #expect(textView.text == "abc")
            harness.control("z", shift: true)
            #expect(textView.text == "abXYc")
        }

        @Test func backspaceAndDeleteTakeWholeClusters() {
            textView.text = "a\u{1F44D}\u{1F3FD}e\u{301}\n"
            textView.becomeFirstResponder()
            // a (1 unit), the thumb with its skin tone (4), e and its accent (2), the line feed.
            textView.selectedRange = NSRange(location: 6, length: 0)
            #expect(textView.selectedRange.location == 5, "a caret inside a cluster goes to its start")
            textView.selectedRange = NSRange(location: 7, length: 0)
            harness.key(Keys.backspace, "\u{8}")
            #expect(textView.text == "a\u{1F44D}\u{1F3FD}\n")
            harness.key(Keys.backspace, "\u{8}")
            #expect(textView.text == "a\n")
            harness.key(Keys.home)
            harness.key(Keys.delete, "\u{7F}")
            #expect(textView.text == "\n")
        }

        @Test func contentSizeFollowsTheTextAndTheCaretScrollsIntoView() {
            textView.becomeFirstResponder()
            let oneLine = textView.contentSize.height
            #expect(textView.contentSize.width == 200)
            for _ in 0..<12 {
                harness.type("line")
                harness.key(Keys.returnKey, "\r")
            }
            let lineHeight = harness.caret.height
            #expect(textView.contentSize.height == 8 + ceil(textView.paragraphs.totalHeight) + 8)
            #expect(textView.contentSize.height >= oneLine + 12 * lineHeight - 1)
            let visible = CGRect(origin: textView.contentOffset, size: textView.bounds.size)
            #expect(textView.contentOffset.y > 0)
            #expect(visible.contains(harness.caret), "typing keeps the caret in view")
            harness.key(Keys.home, modifiers: .control)
            #expect(textView.contentOffset.y == 0, "moving to the start scrolls back up")
            textView.scrollRangeToVisible(NSRange(location: textView.text.utf16.count, length: 0))
            #expect(CGRect(origin: textView.contentOffset, size: textView.bounds.size).maxY >= harness.caret.maxY)
        }

        @Test func clickingPlacesTheCaretAndMultipleClicksSelect() {
            textView.text = "hello world\nsecond paragraph here"
            harness.click(x: 150, y: 9)
            #expect(textView.isFirstResponder)
            #expect(textView.selectedRange == NSRange(location: 11, length: 0), "past the line's end")
            let second = textView.caretRect(for: UITextPosition(offset: 12))
            harness.click(x: second.midX + 1, y: second.midY, at: 20)
            #expect(textView.selectedRange == NSRange(location: 12, length: 0))
            harness.click(x: second.midX + 1, y: second.midY, at: 20.1)
            #expect(textView.selectedRange == NSRange(location: 12, length: 6), "a double-click selects the word")
            harness.click(x: second.midX + 1, y: second.midY, at: 20.2)
            #expect(textView.selectedRange == NSRange(location: 12, length: 21), "a triple-click, the paragraph")
        }

        @Test func dragSelectsAcrossLines() {
            textView.text = "hello world\nsecond line"
            let start = textView.convert(CGPoint(x: 5.5, y: 12), to: harness.host.window)
            let end = textView.convert(
                textView.caretRect(for: UITextPosition(offset: 18)).origin, to: harness.host.window)
            harness.host.drag([(Double(start.x), Double(start.y)), (Double(end.x), Double(end.y) + 4)])
            #expect(textView.selectedRange == NSRange(location: 0, length: 18))
            #expect(textView.contentOffset == .zero, "a drag selects rather than scrolls")
        }

        @Test func aMiddleClickPastesThePrimarySelection() {
            textView.text = "abc\n"
            textView.becomeFirstResponder()
            harness.key(Keys.end, modifiers: [.control, .shift])
            harness.key(Keys.home, modifiers: [.control, .shift])
            #expect(textView.selectedRange == NSRange(location: 0, length: 4))
            let end = textView.convert(CGPoint(x: 150, y: 30), to: harness.host.window)
            harness.send(
                .pointer(.buttonDown(2), x: Double(end.x), y: Double(end.y), in: harness.id, at: 40),
                .pointer(.buttonUp(2), x: Double(end.x), y: Double(end.y), in: harness.id, at: 40))
            #expect(textView.text == "abc\nabc\n", "the selection went in where the middle button clicked")
        }

        @Test func textInputPositionsAndRanges() {
            textView.text = "abcdefgh\nab\nabcdefgh"
            let start = textView.beginningOfDocument
            #expect(textView.offset(from: start, to: textView.endOfDocument) == 20)
            let three = textView.position(from: start, offset: 3)!
            #expect(three.offset == 3)
            #expect(textView.position(from: start, offset: -1) == nil)
            #expect(textView.position(from: three, offset: 18) == nil, "past the end")
            #expect(textView.compare(three, to: start) == .orderedDescending)
            #expect(textView.compare(start, to: three) == .orderedAscending)
            #expect(textView.compare(three, to: UITextPosition(offset: 3)) == .orderedSame)
            let range = textView.textRange(from: three, to: start)!
            #expect(range.start.offset == 0 && range.end.offset == 3)
            #expect(textView.text(in: range) == "abc")
            #expect(textView.textRange(from: start, to: UITextPosition(offset: 21)) == nil)
            // Up and down go by lines on screen, at the position's horizontal place.
            #expect(textView.position(from: UITextPosition(offset: 6), in: .down, offset: 1)?.offset == 11)
            #expect(textView.position(from: UITextPosition(offset: 6), in: .down, offset: 2)?.offset == 18)
            #expect(textView.position(from: UITextPosition(offset: 18), in: .up, offset: 2)?.offset == 6)
            #expect(
                textView.position(from: UITextPosition(offset: 6), in: .up, offset: 1) == nil, "above the first line")
            #expect(textView.position(from: three, in: .left, offset: 2)?.offset == 1)
            #expect(textView.position(from: three, in: .right, offset: 2)?.offset == 5)
        }
    }
}

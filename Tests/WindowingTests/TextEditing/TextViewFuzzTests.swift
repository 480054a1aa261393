import Foundation
import Testing
import WindowingTesting

@testable import Windowing

extension AppTests {
    @Suite @MainActor struct TextViewFuzz {
        /// 10,000 random keys (line breaks and line motions among them), clicks, pastes, undos and
        /// marked-text changes in a text view: the selection always lies inside the text on cluster
        /// boundaries, the view's text is the buffer's, and the paragraphs are the text's lines.
        @Test func randomEditingKeepsTextSelectionAndParagraphsConsistent() throws {
            let harness = try TextViewHarness()
            let textView = harness.textView
            textView.becomeFirstResponder()
            let seed = UInt64(0x5EED_0119)
            var random = SeededGenerator(seed: seed)
            let samples = [
                "a", "Z", " ", "\n", "\n\n", "\u{1F44D}\u{1F3FD}", "e\u{301}", "\u{4F60}", "\u{5D0}", "word ",
            ]
            let motions: [TextEditingCommand.Motion] = [
                .left, .right, .wordLeft, .wordRight, .lineStart, .lineEnd, .up, .down,
            ]
            for step in 0..<10_000 {
                switch Int.random(in: 0..<12, using: &random) {
                case 0...3: textView.perform(.insert(samples.randomElement(using: &random)!))
                case 4: textView.perform(.deleteBackward)
                case 5: textView.perform(.insertNewline)
                case 6:
                    let motion = motions.randomElement(using: &random)!
                    textView.perform(.move(motion, extending: Bool.random(using: &random)))
                case 7:
                    UIPasteboard.general.string = samples.shuffled(using: &random).prefix(4).joined()
                    textView.perform(.paste)
                case 8: textView.perform([.undo, .redo, .selectAll, .cut, .copy].randomElement(using: &random)!)
                case 9:
                    let location = Int.random(in: -2...(textView.buffer.length + 2), using: &random)
                    textView.selectedRange = NSRange(location: max(0, location), length: 1)
                case 10:
                    let text = samples.randomElement(using: &random)!
                    textView.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                default:
                    let point = CGPoint(
                        x: Double.random(in: -50...250, using: &random), y: Double.random(in: -20...400, using: &random)
                    )
                    _ = textView.textOffset(at: point)
                    textView.unmarkText()
                }
                let buffer = textView.buffer
                let context = "step \(step), seed \(seed)"
                #expect(textView.text == buffer.text, "\(context)")
                #expect(buffer.selection.lowerBound >= 0 && buffer.selection.upperBound <= buffer.length, "\(context)")
                #expect(buffer.boundary(atOrBefore: buffer.anchor) == buffer.anchor, "\(context)")
                #expect(buffer.boundary(atOrBefore: buffer.head) == buffer.head, "\(context)")
                #expect(
                    textView.paragraphs.paragraphs.map(\.length) == TextViewParagraphs.lengths(of: buffer.text),
                    "\(context)")
                if let marked = textView.markedRange {
                    #expect(marked.upperBound <= buffer.length, "\(context)")
                }
                if buffer.length > 300 { textView.text = "" }
            }
        }
    }
}

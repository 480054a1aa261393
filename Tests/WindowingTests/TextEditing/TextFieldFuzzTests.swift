import Foundation
import Testing
import WindowingTesting

@testable import Windowing

extension AppTests {
    @Suite @MainActor struct TextFieldFuzz {
        /// 10,000 random keys, clicks, pastes, undos and marked-text changes: the selection always
        /// lies inside the text on cluster boundaries, and the field's text is the buffer's.
        @Test func randomEditingKeepsTextAndSelectionConsistent() throws {
            let harness = try TextFieldHarness()
            let field = harness.a
            field.becomeFirstResponder()
            let seed = UInt64(0x5EED_0019)
            var random = SeededGenerator(seed: seed)
            let samples = [
                "a", "Z", " ", "\u{1F44D}\u{1F3FD}", "e\u{301}", "\u{4F60}", "\u{5D0}", "-", "\u{1F1E9}\u{1F1EA}",
            ]
            let motions: [TextEditingCommand.Motion] = [.left, .right, .wordLeft, .wordRight, .lineStart, .lineEnd]
            for step in 0..<10_000 {
                switch Int.random(in: 0..<12, using: &random) {
                case 0...3: field.perform(.insert(samples.randomElement(using: &random)!))
                case 4: field.perform(.deleteBackward)
                case 5: field.perform(.deleteForward)
                case 6:
                    field.perform(.move(motions.randomElement(using: &random)!, extending: Bool.random(using: &random)))
                case 7:
                    UIPasteboard.general.string = samples.shuffled(using: &random).prefix(3).joined()
                    field.perform(.paste)
                case 8: field.perform([.undo, .redo, .selectAll, .cut, .copy].randomElement(using: &random)!)
                case 9:
                    let location = Int.random(in: -2...(field.buffer.length + 2), using: &random)
                    field.selectedTextRange = UITextRange(range: max(0, location)..<max(0, location) + 1)
                case 10:
                    let text = samples.randomElement(using: &random)!
                    field.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                default:
                    _ = field.textOffset(at: CGPoint(x: Double.random(in: -50...250, using: &random), y: 15))
                    field.unmarkText()
                }
                let buffer = field.buffer
                let context = "step \(step), seed \(seed)"
                #expect(field.text == buffer.text, "\(context)")
                #expect(buffer.selection.lowerBound >= 0 && buffer.selection.upperBound <= buffer.length, "\(context)")
                #expect(buffer.boundary(atOrBefore: buffer.anchor) == buffer.anchor, "\(context)")
                #expect(buffer.boundary(atOrBefore: buffer.head) == buffer.head, "\(context)")
                if let marked = field.markedRange {
                    #expect(marked.upperBound <= buffer.length, "\(context)")
                }
                if field.buffer.length > 200 { field.text = "" }
            }
        }
    }
}

import Foundation
import Testing
import WindowingTesting

@testable import Windowing

extension AppTests {
    /// The caret, the selection and marked text, drawn by fields and text views that have the
    /// keyboard, compared with `Tests/Goldens/TextEditing`.
    @Suite @MainActor struct TextEditingGoldens {
        private func snapshot(_ view: UIView) -> UIImage {
            UIGraphicsImageRenderer(size: view.bounds.size, format: TestImages.format(scale: 1, opaque: true)).image {
                _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }
        }

        @Test func fieldCaretAndSelection() throws {
            let harness = try TextFieldHarness()
            let field = harness.a
            field.font = .systemFont(ofSize: 15)
            #expect(field.becomeFirstResponder())
            harness.type("Caret here")
            assertGolden(snapshot(field), named: "TextEditing/field-caret")
            field.selectedTextRange = UITextRange(range: 6..<10)
            assertGolden(snapshot(field), named: "TextEditing/field-selection")
            field.setMarkedText("\u{4F60}\u{597D}", selectedRange: NSRange(location: 2, length: 0))
            assertGolden(snapshot(field), named: "TextEditing/field-marked")
        }

        @Test func textViewSelectionOverLines() throws {
            let harness = try TextViewHarness()
            let textView = harness.textView
            textView.font = .systemFont(ofSize: 12)
            textView.text = "A selection that starts on the first line\nand ends on the second."
            #expect(textView.becomeFirstResponder())
            textView.selectedRange = NSRange(location: 12, length: 40)
            harness.host.test.app.runUntilIdle()
            assertGolden(snapshot(textView), named: "TextEditing/textview-selection")
        }
    }
}

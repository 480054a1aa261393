import Foundation

// X's PRIMARY selection in a text field: a non-empty selection becomes PRIMARY (secure fields
// never offer theirs), and a middle click pastes PRIMARY where it clicks, as X applications do.
extension UITextField {
    /// Offers the selection as PRIMARY once it is non-empty; the text is read when pasted, so
    /// it follows the selection until another field or program takes PRIMARY.
    func offerPrimarySelection() {
        guard buffer.hasSelection, !isSecureTextEntry else { return }
        PrimarySelection.offer(by: self) { [weak self] in
            guard let self, self.buffer.hasSelection, !self.isSecureTextEntry else { return nil }
            return self.buffer.selectedText
        }
    }

    /// A middle click at `point` (the field's coordinates): PRIMARY's text goes in at the click,
    /// through the delegate and undo as typing does; the field keeps its text if there is none
    /// or the read fails.
    func pastePrimarySelection(at point: CGPoint) {
        guard isEnabled, isUserInteractionEnabled else { return }
        // Read before the caret moves: the field's own selection may be what PRIMARY holds.
        guard let text = PrimarySelection.read(), !text.isEmpty else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        unmarkText()
        let offset = textOffset(at: point)
        buffer.moveCaret(to: offset)
        replaceByUser(offset..<offset, with: Self.singleLine(text), run: nil)
    }

    /// Pasted text with its line breaks as spaces, since a field has one line.
    static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}

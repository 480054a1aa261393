import Foundation

// X's PRIMARY selection in a text field: a non-empty selection becomes PRIMARY (secure fields
// never offer theirs), and a middle click pastes PRIMARY where it clicks, as X applications do.
extension UITextField {
    /// Offers the selection as PRIMARY once it is non-empty; the text is read when pasted, so
    /// it follows the selection until another field or program takes PRIMARY.
    func offerPrimarySelection() {
        PrimarySelection.offerSelection(of: self) { field in
            field.buffer.hasSelection && !field.isSecureTextEntry ? field.buffer.selectedText : nil
        }
    }

    /// A middle click pastes PRIMARY (see `TextEditingResponder`) into an enabled field.
    var acceptsPrimaryPaste: Bool { isEnabled && isUserInteractionEnabled }

    func textForPasting(_ text: String) -> String { Self.singleLine(text) }

    /// Pasted text with its line breaks as spaces, since a field has one line.
    static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}

import Foundation

/// What the app's input routing asks of an editable text control, whichever it is (a field or a
/// text view): key repeat, the middle click's PRIMARY paste, and ending editing when forced.
@MainActor
protocol TextEditingResponder: UIView {
    var buffer: TextEditingBuffer { get set }
    /// Whether a middle click may paste PRIMARY here now.
    var acceptsPrimaryPaste: Bool { get }
    /// The text offset nearest to `point`, in the control's coordinates.
    func textOffset(at point: CGPoint) -> Int
    /// Pasted text as the control takes it (a field makes it one line).
    func textForPasting(_ text: String) -> String
    /// The input method's text being composed, and its replacement (see UITextInput).
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func caretRect(for position: UITextPosition) -> CGRect
    func unmarkText()
    /// Replaces `range` as the user asked: the delegate may refuse; the change is undoable.
    @discardableResult
    func replaceByUser(_ range: Range<Int>, with string: String, run: UndoRun?) -> Bool
    /// Whether the control holds several lines, so that Return edits text.
    var editsLines: Bool { get }
    func perform(_ command: TextEditingCommand)
    /// Ends editing whatever the delegate says, after `endEditing(true)` took first responder away.
    func forceEndEditing()
}

extension TextEditingResponder {
    /// A held key repeating: the control repeats what the key does (typing, deleting, moving).
    func repeatKey(_ key: UIKey) {
        guard isFirstResponder, let command = TextEditingCommand(key: key),
            command.repeatsWhenHeld(multiline: editsLines)
        else { return }
        perform(command)
    }

    /// A middle click at `point` (the control's coordinates): PRIMARY's text goes in at the
    /// click, through the delegate and undo as typing does; the text stays as it was if there is
    /// none or the read fails.
    func pastePrimarySelection(at point: CGPoint) {
        guard acceptsPrimaryPaste else { return }
        // Read before the caret moves: the control's own selection may be what PRIMARY holds.
        guard let text = PrimarySelection.read(), !text.isEmpty else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        unmarkText()
        let offset = textOffset(at: point)
        buffer.moveCaret(to: offset)
        replaceByUser(offset..<offset, with: textForPasting(text), run: nil)
    }
}

extension UITextField: TextEditingResponder {}
extension UITextView: TextEditingResponder {}

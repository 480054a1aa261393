import Foundation

// The pointer in a text view: a click places the caret (becoming first responder), a drag
// extends the selection, a double-click selects a word and a triple-click a paragraph.
extension UITextView {
    /// Returns false when the text view does not take the touch (not selectable), so it goes on.
    func textTouchBegan(_ touch: UITouch) -> Bool {
        guard isSelectable || isEditable else { return false }
        if !isFirstResponder { guard becomeFirstResponder() else { return false } }
        unmarkText()
        let offset = textOffset(at: touch.location(in: self))
        let before = buffer
        let paragraph = buffer.lineRange(at: offset)
        let drags = buffer.select(forClickAt: offset, tapCount: touch.tapCount, whole: paragraph)
        dragAnchor = drags ? offset : nil
        if buffer != before || touch.tapCount > 1 { selectionDidChangeByUser() } else { restartCaretBlink() }
        return true
    }

    func textTouchMoved(_ touch: UITouch) -> Bool {
        guard dragAnchor != nil else { return isSelectable || isEditable }
        let before = buffer
        buffer.moveCaret(to: textOffset(at: touch.location(in: self)), extending: true)
        if buffer != before { selectionDidChangeByUser() }
        return true
    }

    func textTouchEnded() -> Bool {
        let tracked = dragAnchor != nil
        dragAnchor = nil
        return tracked || isSelectable || isEditable
    }
}

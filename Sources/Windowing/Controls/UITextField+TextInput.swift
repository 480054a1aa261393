public import Foundation

// UIKeyInput and the parts of UITextInput text fields answer: positions and ranges as UTF-16
// offsets, the selection, replacing text, and the input method's marked text.
extension UITextField {
    // MARK: - UIKeyInput

    public var hasText: Bool { !buffer.text.isEmpty }

    /// Inserts `text` at the selection (replacing marked text), as typing does.
    public func insertText(_ text: String) {
        let range = markedRange ?? buffer.selection
        replaceByUser(range, with: text, run: .typing)
    }

    /// Deletes the selection, else the character cluster before the caret, as Backspace does.
    public func deleteBackward() {
        replaceByUser(markedRange ?? buffer.rangeForDeleteBackward, with: "", run: .deleting)
    }

    // MARK: - Positions and ranges

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: buffer.length) }

    /// The selection, or the caret as an empty range; setting it moves the selection (clamped).
    public var selectedTextRange: UITextRange? {
        get { UITextRange(range: buffer.selection) }
        set {
            guard let newValue else { return }
            let before = buffer
            buffer.select(NSRange(location: newValue.range.lowerBound, length: newValue.range.count))
            if buffer != before {
                undoRun = nil
                if isFirstResponder { restartCaretBlink() }
                delegate?.textFieldDidChangeSelection(self)
            }
        }
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, length: buffer.length)
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, length: buffer.length)
    }

    public func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        switch direction {
        case .left, .up: self.position(from: position, offset: -offset)
        case .right, .down: self.position(from: position, offset: offset)
        }
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, to: other)
    }

    public func text(in range: UITextRange) -> String? {
        guard range.range.upperBound <= buffer.length else { return nil }
        return buffer.substring(range.range)
    }

    /// Replaces `range` with `text` as the user would (the delegate is asked, the change is undoable).
    public func replace(_ range: UITextRange, withText text: String) {
        guard range.range.upperBound <= buffer.length else { return }
        replaceByUser(range.range, with: text, run: nil)
    }

    func defaultCaretRect(for position: UITextPosition) -> CGRect {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        guard let layout = textLayout() else {
            let height = effectiveFont.lineHeight
            return CGRect(
                x: alignedX(width: 0, in: rect), y: rect.midY - height / 2, width: Self.caretWidth, height: height)
        }
        let origin = textOrigin(in: rect, layout: layout)
        let x = caretX(at: min(max(0, position.offset), buffer.length), layout: layout) + origin.x
        return CGRect(x: x - Self.caretWidth / 2, y: origin.y, width: Self.caretWidth, height: layout.size.height)
    }

    /// The position nearest to `point` (in the field's coordinates).
    public func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: textOffset(at: point)) }

    // MARK: - Marked text (input methods)

    /// The text an input method is composing, underlined; nil when nothing is being composed.
    public var markedTextRange: UITextRange? { markedRange.map { UITextRange(range: $0) } }

    /// Replaces the marked text (or the selection) with `markedText`, which stays marked, and
    /// selects `selectedRange` inside it; empty text ends the composition.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = markedRange ?? buffer.selection
        guard replaceByUser(range, with: text, run: .typing) else { return }
        markedRange = buffer.markInsertedText(at: range.lowerBound, length: text.utf16.count, selecting: selectedRange)
        setNeedsDisplay()
    }

    /// Ends the composition: the marked text stays as ordinary text.
    public func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        setNeedsDisplay()
    }
}

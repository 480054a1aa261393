public import Foundation

// UIKeyInput and the parts of UITextInput a text view answers: typing, deleting, the selection
// as a text range, caret geometry, and the input method's marked text.
extension UITextView {
    // MARK: - UIKeyInput

    /// Inserts `text` at the selection (replacing marked text), as typing does.
    public func insertText(_ text: String) {
        replaceByUser(markedRange ?? buffer.selection, with: text, run: .typing)
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
            selectedRange = NSRange(location: newValue.range.lowerBound, length: newValue.range.count)
        }
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, length: buffer.length)
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, length: buffer.length)
    }

    /// Left and right go by UTF-16 units, as `position(from:offset:)`; up and down go `offset`
    /// lines on screen at the position's horizontal place, and nil past the first or last line.
    public func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up, .down:
            guard position.offset >= 0, position.offset <= buffer.length else { return nil }
            let up = (direction == .up) == (offset >= 0)
            var current = position.offset
            let x = caretRect(atOffset: current).minX
            for _ in 0..<offset.magnitude {
                guard let next = lineTarget(from: current, x: x, up: up) else { return nil }
                current = next
            }
            return UITextPosition(offset: current)
        }
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, to: other)
    }

    /// The caret's rectangle for `position` in the view's (content) coordinates, from Pango.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let rect = caretRect(atOffset: min(max(0, position.offset), buffer.length))
        return CGRect(
            x: rect.minX - TextViewContentView.caretWidth / 2, y: rect.minY,
            width: TextViewContentView.caretWidth, height: rect.height)
    }

    /// The position nearest to `point` (in the view's content coordinates).
    public func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: textOffset(at: point)) }

    public func text(in range: UITextRange) -> String? {
        guard range.range.upperBound <= buffer.length else { return nil }
        return buffer.substring(range.range)
    }

    /// Replaces `range` with `text` as the user would (the delegate is asked, the change is undoable).
    public func replace(_ range: UITextRange, withText text: String) {
        guard range.range.upperBound <= buffer.length else { return }
        replaceByUser(range.range, with: text, run: nil)
    }

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
        contentView.setNeedsDisplay()
    }

    /// Ends the composition: the marked text stays as ordinary text.
    public func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        contentView.setNeedsDisplay()
    }
}

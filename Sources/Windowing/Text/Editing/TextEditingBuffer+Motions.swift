import Foundation

// Motions and selections every text control shares: by cluster, by word and to the document's
// ends, the ranges the word-deleting keys remove, and what a double- or triple-click selects.
// Motions that depend on how the text is laid out (lines, Up and Down) belong to the control.
extension TextEditingBuffer {
    /// Where `motion` takes the head, or nil for a motion the layout decides (line ends, Up,
    /// Down). Left and Right without Shift collapse a selection to its side, as on the desktop.
    func target(of motion: TextEditingCommand.Motion, extending: Bool) -> Int? {
        let collapsing = hasSelection && !extending
        switch motion {
        case .left: return collapsing ? selection.lowerBound : previousBoundary(before: head)
        case .right: return collapsing ? selection.upperBound : nextBoundary(after: head)
        case .wordLeft: return previousWordStart(before: head)
        case .wordRight: return nextWordEnd(after: head)
        case .documentStart: return 0
        case .documentEnd: return length
        case .lineStart, .lineEnd, .up, .down: return nil
        }
    }

    /// The range Ctrl+Delete removes: the selection, else up to the end of the next word.
    var rangeForDeleteWordForward: Range<Int> {
        hasSelection ? selection : head..<nextWordEnd(after: head)
    }

    /// The range a command deletes, or nil when it deletes nothing.
    func rangeToDelete(for command: TextEditingCommand) -> Range<Int>? {
        switch command {
        case .deleteBackward: rangeForDeleteBackward
        case .deleteForward: rangeForDeleteForward
        case .deleteWordBackward: rangeForDeleteWordBackward
        case .deleteWordForward: rangeForDeleteWordForward
        default: nil
        }
    }

    /// After an input method's `length` units of marked text went in at `location`: selects
    /// `selectedRange`, which is relative to the marked text and clamped to it, and returns the
    /// marked range, nil when the marked text is empty (the composition ended).
    mutating func markInsertedText(at location: Int, length: Int, selecting selectedRange: NSRange) -> Range<Int>? {
        let start = min(max(0, selectedRange.location), length)
        let end = min(start + max(0, selectedRange.length), length)
        select(NSRange(location: location + start, length: end - start))
        return length > 0 ? location..<(location + length) : nil
    }

    /// Selects for a click at `offset`: the caret for one click, the word for two, and for three
    /// or more `whole` (a field's whole text, a text view's paragraph). Returns whether a drag
    /// may extend the selection from here (after a single click).
    mutating func select(forClickAt offset: Int, tapCount: Int, whole: Range<Int>) -> Bool {
        switch tapCount {
        case 2:
            let word = wordRange(at: offset)
            select(NSRange(location: word.lowerBound, length: word.count))
            return false
        case 3...:
            select(NSRange(location: whole.lowerBound, length: whole.count))
            return false
        default:
            moveCaret(to: offset)
            return true
        }
    }
}

extension String {
    /// The UTF-8 offset of the UTF-16 offset `offset` (clamped to the string).
    func utf8Offset(ofUTF16Offset offset: Int) -> Int {
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, min(offset, utf16.count)))
        return utf8.distance(from: utf8.startIndex, to: index)
    }

    /// The UTF-16 offset of the UTF-8 offset `offset` (clamped; rounded down to a scalar's start).
    func utf16Offset(ofUTF8Offset offset: Int) -> Int {
        var index = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        while index > startIndex, String.Index(index, within: unicodeScalars) == nil {
            index = utf8.index(before: index)
        }
        return utf16.distance(from: utf16.startIndex, to: index)
    }
}

/// The text an on-the-spot input method is composing in one window, kept from its callbacks.
///
/// XIM's preedit callbacks send changes, not the whole text: a draw replaces some characters
/// (Unicode scalars in a UTF-8 locale) and moves the caret, a caret callback moves the caret
/// alone. The server is another X client, so every number it sends is clamped to the text, and the
/// text is capped at `maximumLength` characters.
struct X11Preedit: Equatable {
    /// A longer preedit is cut here: no input method composes this much, and the toolkit would
    /// re-lay out the whole marked text on each change.
    static let maximumLength = 1024

    /// XIMReverse and XIMHighlight: the part the input method is converting, shown as selected.
    private static let highlightFeedback: UInt = 1 | 4

    private(set) var characters: [Unicode.Scalar] = []
    private var highlighted: [Bool] = []
    private(set) var caret = 0

    /// Applies a draw: `length` characters from `first` become `text` with its `feedback`, and the
    /// caret goes to `caret`.
    mutating func draw(caret: Int, first: Int, length: Int, text: [Unicode.Scalar], feedback: [UInt]) {
        let start = min(max(0, first), characters.count)
        let end = start + min(max(0, length), characters.count - start)
        let room = max(0, Self.maximumLength - (characters.count - (end - start)))
        let inserted = Array(text.prefix(room))
        let marks = inserted.indices.map { $0 < feedback.count && feedback[$0] & Self.highlightFeedback != 0 }
        characters.replaceSubrange(start..<end, with: inserted)
        highlighted.replaceSubrange(start..<end, with: marks)
        self.caret = min(max(0, caret), characters.count)
    }

    /// XIMCaretDirection values the toolkit answers (XIMAbsolutePosition and the character and line
    /// moves within one line of preedit); others leave the caret where it is.
    enum CaretDirection: Int {
        case forwardChar = 0
        case backwardChar = 1
        case lineStart = 8
        case lineEnd = 9
        case absolutePosition = 10
    }

    /// Applies a caret callback and returns the caret's new place, which the server reads back.
    mutating func moveCaret(direction: Int, position: Int) -> Int {
        switch CaretDirection(rawValue: direction) {
        case .forwardChar: caret = min(caret + 1, characters.count)
        case .backwardChar: caret = max(caret - 1, 0)
        case .lineStart: caret = 0
        case .lineEnd: caret = characters.count
        case .absolutePosition: caret = min(max(0, position), characters.count)
        case nil: break
        }
        return caret
    }

    /// The composition ended (committed or cancelled).
    mutating func clear() {
        characters.removeAll()
        highlighted.removeAll()
        caret = 0
    }

    /// The text as the toolkit takes it: UTF-16 offsets, with the highlighted run as the selection,
    /// or the caret when nothing is highlighted.
    var composition: PlatformComposition {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: characters)
        let offsets = utf16Offsets()
        let selected: Range<Int>
        if let first = highlighted.firstIndex(of: true) {
            let last = highlighted[first...].firstIndex(of: false) ?? highlighted.count
            selected = offsets[first]..<offsets[last]
        } else {
            selected = offsets[caret]..<offsets[caret]
        }
        return PlatformComposition(text: String(text), selectedRange: selected)
    }

    /// The UTF-16 offset of each character boundary, from 0 to the end.
    private func utf16Offsets() -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(characters.count + 1)
        for character in characters { offsets.append(offsets[offsets.count - 1] + character.utf16.count) }
        return offsets
    }
}

import Foundation

/// The text of an editable control and its selection, with the desktop's editing rules: offsets
/// are UTF-16 (`NSRange`'s units, as UIKit's `selectedRange`), every caret sits on a grapheme
/// cluster boundary, and deleting, moving and selecting go by whole clusters, so an emoji with a
/// skin tone or a letter with combining marks is never split.
///
/// The selection has an anchor, where it started, and a head, the end that moves with
/// Shift+arrows or a drag; the caret is a selection whose anchor and head are equal.
struct TextEditingBuffer: Equatable, Sendable {
    private(set) var text: String
    /// Where the selection began; `head` is the end that moves.
    private(set) var anchor: Int
    private(set) var head: Int

    init(text: String = "", selection: Int? = nil) {
        self.text = text
        let end = text.utf16.count
        anchor = selection.map { Self.clamp($0, end) } ?? end
        head = anchor
        anchor = boundary(atOrBefore: anchor)
        head = anchor
    }

    /// The selected range in UTF-16 units, lowest offset first.
    var selectedRange: NSRange {
        NSRange(location: min(anchor, head), length: abs(head - anchor))
    }

    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    var hasSelection: Bool { anchor != head }
    var length: Int { text.utf16.count }
    var selectedText: String { substring(selection) }

    func substring(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        return String(text[start..<end])
    }

    // MARK: - Changing the selection

    /// Selects `range` (clamped to the text and widened to cluster boundaries); the head is its end.
    mutating func select(_ range: NSRange) {
        let lower = Self.clamp(range.location, length)
        let upper = Self.clamp(range.location + max(0, range.length), length)
        anchor = boundary(atOrBefore: lower)
        head = upper == lower ? anchor : boundary(atOrAfter: upper)
    }

    /// Puts the caret at `offset`, or with `extending` moves only the head there.
    mutating func moveCaret(to offset: Int, extending: Bool = false) {
        let target = boundary(atOrBefore: Self.clamp(offset, length))
        head = target
        if !extending { anchor = target }
    }

    mutating func selectAll() {
        anchor = 0
        head = length
    }

    // MARK: - Replacing text

    /// Replaces `range` with `string` and puts the caret after the inserted text.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let lower = Self.clamp(range.lowerBound, length)
        let upper = Self.clamp(range.upperBound, length)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(utf16.startIndex, offsetBy: upper)
        text.replaceSubrange(start..<end, with: string)
        // A combining mark typed after a letter joins its cluster; the caret goes after the cluster.
        let caret = min(length, lower + string.utf16.count)
        anchor = boundary(atOrAfter: caret)
        head = anchor
    }

    /// The range Backspace removes: the selection, else the cluster before the caret (empty at the start).
    var rangeForDeleteBackward: Range<Int> {
        hasSelection ? selection : previousBoundary(before: head)..<head
    }

    /// The range Delete removes: the selection, else the cluster after the caret.
    var rangeForDeleteForward: Range<Int> {
        hasSelection ? selection : head..<nextBoundary(after: head)
    }

    /// The range Ctrl+Backspace removes: the selection, else back to the start of the word.
    var rangeForDeleteWordBackward: Range<Int> {
        hasSelection ? selection : previousWordStart(before: head)..<head
    }

    // MARK: - Clusters

    /// The offset of the cluster boundary at `offset` or the nearest one before it.
    func boundary(atOrBefore offset: Int) -> Int {
        let index = characterIndex(atOrBefore: offset)
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == offset ? offset : nextBoundary(after: before)
    }

    func previousBoundary(before offset: Int) -> Int {
        let index = characterIndex(atOrBefore: offset)
        guard index > text.startIndex else { return 0 }
        let previous = text.index(before: index)
        return text.utf16.distance(from: text.utf16.startIndex, to: previous)
    }

    func nextBoundary(after offset: Int) -> Int {
        let index = characterIndex(atOrBefore: offset)
        guard index < text.endIndex else { return length }
        let next = text.index(after: index)
        return text.utf16.distance(from: text.utf16.startIndex, to: next)
    }

    private func characterIndex(atOrBefore offset: Int) -> String.Index {
        let utf16 = text.utf16
        let raw = utf16.index(utf16.startIndex, offsetBy: Self.clamp(offset, length))
        return round(raw)
    }

    /// The start of the cluster containing `index`.
    private func round(_ index: String.Index) -> String.Index {
        if index == text.endIndex { return index }
        var lower = text.startIndex
        // Characters are walked from the nearest line start, so long texts stay cheap to edit.
        if let newline = text[..<index].lastIndex(where: { $0 == "\n" }) { lower = text.index(after: newline) }
        var current = lower
        while current < text.endIndex {
            let next = text.index(after: current)
            if next > index { return current }
            current = next
        }
        return text.endIndex
    }

    // MARK: - Words

    /// Whether a cluster is part of a word: letters, digits, marks and the underscore.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'"
    }

    /// Ctrl+Left: the start of the word before `offset`, skipping the separators before it.
    func previousWordStart(before offset: Int) -> Int {
        var position = boundary(atOrBefore: offset)
        while position > 0, !isWord(endingAt: position) { position = previousBoundary(before: position) }
        while position > 0, isWord(endingAt: position) { position = previousBoundary(before: position) }
        return position
    }

    /// Ctrl+Right: the end of the word after `offset`, skipping the separators before it.
    func nextWordEnd(after offset: Int) -> Int {
        var position = boundary(atOrBefore: offset)
        while position < length, !isWord(startingAt: position) { position = nextBoundary(after: position) }
        while position < length, isWord(startingAt: position) { position = nextBoundary(after: position) }
        return position
    }

    /// A double-click's range: the word (or run of separators) around `offset`.
    func wordRange(at offset: Int) -> Range<Int> {
        guard length > 0 else { return 0..<0 }
        let position = boundary(atOrBefore: min(offset, length))
        let inWord =
            position < length
            ? isWord(startingAt: position) : isWord(endingAt: position)
        var lower = position
        while lower > 0, isWord(endingAt: lower) == inWord { lower = previousBoundary(before: lower) }
        var upper = position
        while upper < length, isWord(startingAt: upper) == inWord { upper = nextBoundary(after: upper) }
        if lower == upper { upper = nextBoundary(after: upper) }
        return lower..<upper
    }

    /// A triple-click's range: the line around `offset`, without its line break.
    func lineRange(at offset: Int) -> Range<Int> {
        let units = Array(text.utf16)
        let position = Self.clamp(offset, length)
        var lower = position
        while lower > 0, units[lower - 1] != 0x0A { lower -= 1 }
        var upper = position
        while upper < units.count, units[upper] != 0x0A { upper += 1 }
        return lower..<upper
    }

    /// The start of the line the head is on (Home) and its end (End).
    var lineStart: Int { lineRange(at: head).lowerBound }
    var lineEnd: Int { lineRange(at: head).upperBound }

    private func isWord(startingAt offset: Int) -> Bool {
        character(in: offset..<nextBoundary(after: offset)).map(Self.isWordCharacter) ?? false
    }

    private func isWord(endingAt offset: Int) -> Bool {
        character(in: previousBoundary(before: offset)..<offset).map(Self.isWordCharacter) ?? false
    }

    private func character(in range: Range<Int>) -> Character? {
        guard !range.isEmpty else { return nil }
        return substring(range).first
    }

    private static func clamp(_ value: Int, _ upper: Int) -> Int { max(0, min(value, upper)) }
}

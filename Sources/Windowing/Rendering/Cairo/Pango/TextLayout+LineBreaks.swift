import Foundation

// Text with many line feeds. Pango breaks a layout's text into paragraphs at each line feed and,
// for each paragraph, counts the characters from the start of the whole text to the paragraph's
// end (Pango 1.50 does it while itemizing): the work grows with paragraphs × bytes, so 4,096
// lines of 63 characters took 29 s to lay out. A line separator (U+2028) breaks the line in the
// same place without ending the paragraph, so a text with many line feeds is laid out with most
// of them as line separators: one paragraph, and work that grows with its length only.
extension TextLayout {
    /// Above this many paragraphs × bytes, line feeds are laid out as line separators (some
    /// 15 ms of Pango's counting on this machine when idle; 1,000 lines of 40 characters pass it).
    static let paragraphWorkLimit = 1 << 21

    /// The text Pango is given: `text` cut at `maximumTextBytes`, and, when it has many line
    /// feeds, those line feeds laid out as line separators, with their offsets.
    ///
    /// The lines stay where they were. A run of line feeds becomes separators only when text
    /// follows it: a paragraph that ended with a separator (before the end of the text, a carriage
    /// return or U+2029) would lose its last, empty line. A line feed after a carriage return (one
    /// break, `\r\n`) stays. UTF-16 offsets, which attribute runs use, do not move: both
    /// characters are one UTF-16 unit.
    ///
    /// - Note: Differs from UIKit: in such a text, a paragraph style's first-line indent and the
    ///   writing direction apply to the text's first paragraph as a whole, not after every line feed.
    static func shownText(_ text: StyledText) -> (text: StyledText, separatedLineFeeds: [Int]) {
        let bytes = cut(text.string)
        var shown = text
        if bytes.count < text.string.utf8.count { shown.string = String(decoding: bytes, as: UTF8.self) }
        var feeds: [Int] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x0A, index == 0 || bytes[index - 1] != 0x0D else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] == 0x0A { end += 1 }
            if !endsParagraph(bytes, at: end) { feeds += index..<end }
            index = end
        }
        guard feeds.count * bytes.count > paragraphWorkLimit else { return (shown, []) }
        var separated: [UInt8] = []
        separated.reserveCapacity(bytes.count + 2 * feeds.count)
        var start = 0
        for feed in feeds {
            separated += bytes[start..<feed]
            separated += [0xE2, 0x80, 0xA8]
            start = feed + 1
        }
        separated += bytes[start...]
        shown.string = String(decoding: separated, as: UTF8.self)
        return (shown, feeds)
    }

    /// Whether the text ends at `index` or a paragraph separator other than a line feed starts there.
    private static func endsParagraph(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        return bytes[index] == 0x0D
            || (bytes[index] == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9)
    }

    /// The offset in Pango's text of `offset` in the text: two bytes later for each line feed
    /// laid out as a separator before it.
    func layoutOffset(ofTextOffset offset: Int) -> Int {
        offset + 2 * Self.count(separatedLineFeeds) { $0 < offset }
    }

    /// The offset in the text of `offset` in Pango's text (inside a separator: the line feed).
    func textOffset(ofLayoutOffset offset: Int) -> Int {
        // The k-th separator (from 0) starts at its line feed's offset + 2k in Pango's text.
        var low = 0
        var high = separatedLineFeeds.count
        while low < high {
            let middle = (low + high) / 2
            if separatedLineFeeds[middle] + 2 * middle < offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let previous = separatedLineFeeds[low - 1]
        return max(previous, offset - 2 * low)
    }

    /// How many of the ascending `offsets` satisfy `isBefore` (a prefix of them).
    private static func count(_ offsets: [Int], _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(offsets[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

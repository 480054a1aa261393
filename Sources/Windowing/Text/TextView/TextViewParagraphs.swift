import Foundation

/// A text view's text laid out one paragraph at a time, so that a keystroke lays out its own
/// paragraph again rather than the whole text, and a long text is shaped only where it is needed.
///
/// A paragraph is the text between two line feeds. Each one keeps its length and height. Until
/// a paragraph is laid out its height is an estimate (its characters at half the font's size
/// each, wrapped at the width); it becomes exact once the paragraph is laid out, because it is
/// shown, the caret or the pointer reaches it, or the text view measures the rest a little at a
/// time (`measure(for:)`). TextKit 2 estimates what it has not laid out in the same way.
///
/// Starts and tops are prefix sums, kept right up to the first paragraph that changed since they
/// were last summed. Layouts are kept for at most `layoutCapacity` paragraphs; Pango keeps some
/// 100 bytes per character, so a 1 MB text laid out at once would hold about 100 MB.
@MainActor
final class TextViewParagraphs {
    struct Paragraph {
        /// In UTF-16 units, without the line feed that ends every paragraph but the last.
        var length: Int
        var height: CGFloat
        var isMeasured = false
        var layout: TextLayout?
    }

    static let layoutCapacity = 512

    /// The styled text of a UTF-16 range of the whole text (set by the text view).
    var styledText: (Range<Int>) -> StyledText = { _ in StyledText(string: "", font: .systemFont(ofSize: 12)) }
    private(set) var options = TextLayout.Options()
    private var wrappingWidth: CGFloat = 1
    private var estimatedLineHeight: CGFloat = 15
    private var estimatedCharacterWidth: CGFloat = 6

    private(set) var paragraphs = [Paragraph(length: 0, height: 15)]
    /// `starts[i]` is paragraph i's first UTF-16 offset and `tops[i]` its top; one more entry
    /// each holds the end (as if the last paragraph ended with a line feed) and the total height.
    private var starts = [0, 1]
    private var tops: [CGFloat] = [0, 15]
    /// How many entries of `starts` and `tops`, from the first, are right.
    private var summedPrefix = 2
    private var layoutCount = 0
    /// No paragraph before this one needs measuring.
    private var firstUnmeasured = 0

    var count: Int { paragraphs.count }

    /// The height of all paragraphs, estimated where they are not laid out.
    var totalHeight: CGFloat {
        sum()
        return tops[count]
    }

    /// Whether every paragraph has its exact height.
    var isMeasured: Bool { nextUnmeasured() == nil }

    func start(of index: Int) -> Int {
        sum(through: index)
        return starts[index]
    }

    func top(of index: Int) -> CGFloat {
        sum(through: index)
        return tops[index]
    }

    /// The UTF-16 range of paragraph `index`, without its line feed.
    func range(of index: Int) -> Range<Int> {
        let start = start(of: index)
        return start..<(start + paragraphs[index].length)
    }

    // MARK: - Changing the text

    /// Lays out with `options` and estimates with `font`: every paragraph is laid out again.
    func configure(options: TextLayout.Options, width: CGFloat, font: UIFont) {
        self.options = options
        wrappingWidth = width
        estimatedLineHeight = ceil(font.lineHeight)
        estimatedCharacterWidth = max(1, font.pointSize / 2)
        for index in paragraphs.indices {
            paragraphs[index].layout = nil
            paragraphs[index].isMeasured = false
            paragraphs[index].height = estimatedHeight(paragraphs[index].length)
        }
        layoutCount = 0
        firstUnmeasured = 0
        summedPrefix = 0
    }

    /// Starts again from `text`, nothing laid out.
    func reset(_ text: String) {
        paragraphs = Self.lengths(of: text).map { Paragraph(length: $0, height: estimatedHeight($0)) }
        starts = Array(repeating: 0, count: count + 1)
        tops = Array(repeating: 0, count: count + 1)
        summedPrefix = 0
        layoutCount = 0
        firstUnmeasured = 0
    }

    /// The text's UTF-16 `range` became `string`: the paragraphs it touched are split again.
    /// When the new paragraphs are short (typing, a small paste) they are laid out at once, so
    /// the content size stays exact; a long paste is estimated and measured later.
    /// Returns the new paragraphs' indices, and whether the text after them moved (their height
    /// changed, or is not known yet).
    @discardableResult
    func replace(_ range: Range<Int>, with string: String) -> (paragraphs: Range<Int>, movesTheRest: Bool) {
        let first = index(containing: range.lowerBound)
        let last = index(containing: range.upperBound)
        let oldHeight = paragraphs[first...last].reduce(0) { $0 + $1.height }
        var pieces = Self.lengths(of: string)
        pieces[0] += range.lowerBound - start(of: first)
        pieces[pieces.count - 1] += start(of: last) + paragraphs[last].length - range.upperBound
        layoutCount -= paragraphs[first...last].count(where: { $0.layout != nil })
        paragraphs.replaceSubrange(
            first...last, with: pieces.map { Paragraph(length: $0, height: estimatedHeight($0)) })
        let added = pieces.count - (last - first + 1)
        if added > 0 {
            starts.append(contentsOf: repeatElement(0, count: added))
            tops.append(contentsOf: repeatElement(0, count: added))
        } else if added < 0 {
            starts.removeLast(-added)
            tops.removeLast(-added)
        }
        summedPrefix = min(summedPrefix, first + 1)
        firstUnmeasured = min(firstUnmeasured, first)
        let replaced = first..<(first + pieces.count)
        guard pieces.reduce(0, +) <= Self.immediateUnits else { return (replaced, true) }
        for index in replaced { _ = layout(at: index) }
        return (replaced, paragraphs[replaced].reduce(0) { $0 + $1.height } != oldHeight)
    }

    /// How much new text is laid out as it is typed or pasted, in UTF-16 units.
    static let immediateUnits = 4_096

    // MARK: - Finding paragraphs

    /// The paragraph holding UTF-16 offset `offset`; the offset of a line feed (a line's end)
    /// belongs to the paragraph it ends.
    func index(containing offset: Int) -> Int {
        sum()
        return starts.lastIndex(atMost: offset, among: count)
    }

    /// The paragraph at height `y` from the text's top (the first or last past the ends).
    func index(atY y: CGFloat) -> Int {
        sum()
        return tops.lastIndex(atMost: y, among: count)
    }

    // MARK: - Laying out

    /// Paragraph `index` laid out; its height becomes exact.
    func layout(at index: Int) -> TextLayout {
        if let layout = paragraphs[index].layout { return layout }
        let built = build(index)
        if layoutCount >= Self.layoutCapacity { dropLayouts(keepingAround: index) }
        paragraphs[index].layout = built
        layoutCount += 1
        return built
    }

    /// Lays out the paragraphs from height `minY` to `maxY` (from the text's top), as they are
    /// measured: a paragraph found shorter than its estimate brings the next one into the range.
    func layOut(fromY minY: CGFloat, toY maxY: CGFloat) {
        var index = self.index(atY: minY)
        while index < count {
            _ = layout(at: index)
            if top(of: index) + paragraphs[index].height >= maxY { break }
            index += 1
        }
    }

    /// Measures paragraphs not laid out yet, from the first, for about `seconds`; their layouts
    /// are not kept. Returns whether some remain.
    @discardableResult
    func measure(for seconds: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        while let index = nextUnmeasured() {
            measure(at: index)
            if DispatchTime.now().uptimeNanoseconds >= deadline { break }
        }
        return nextUnmeasured() != nil
    }

    private func nextUnmeasured() -> Int? {
        while firstUnmeasured < count, paragraphs[firstUnmeasured].isMeasured { firstUnmeasured += 1 }
        return firstUnmeasured < count ? firstUnmeasured : nil
    }

    private func measure(at index: Int) {
        guard !paragraphs[index].isMeasured else { return }
        _ = build(index)
    }

    /// A new layout of paragraph `index`, whose height it records.
    private func build(_ index: Int) -> TextLayout {
        let layout = TextLayout(TextLayout.Key(text: styledText(range(of: index)), options: options))
        let height = layout.size.height
        if !paragraphs[index].isMeasured || paragraphs[index].height != height {
            paragraphs[index].height = height
            summedPrefix = min(summedPrefix, index + 1)
        }
        paragraphs[index].isMeasured = true
        return layout
    }

    /// Keeps the layouts of the paragraphs near `index` only.
    private func dropLayouts(keepingAround index: Int) {
        let kept = max(0, index - Self.layoutCapacity / 4)..<min(count, index + Self.layoutCapacity / 4)
        for other in paragraphs.indices where !kept.contains(other) { paragraphs[other].layout = nil }
        layoutCount = paragraphs[kept].count(where: { $0.layout != nil })
    }

    // MARK: - Sums and estimates

    /// Sums `starts` and `tops` up to entry `entry` (all of them by default): measuring
    /// paragraphs one after another then costs one step each, not a pass over the rest.
    private func sum(through entry: Int? = nil) {
        let entry = entry ?? count
        guard summedPrefix <= entry else { return }
        if summedPrefix == 0 {
            starts[0] = 0
            tops[0] = 0
            summedPrefix = 1
        }
        for index in (summedPrefix - 1)..<entry {
            starts[index + 1] = starts[index] + paragraphs[index].length + 1
            tops[index + 1] = tops[index] + paragraphs[index].height
        }
        summedPrefix = entry + 1
    }

    private func estimatedHeight(_ length: Int) -> CGFloat {
        let lines = max(1, ceil(CGFloat(length) * estimatedCharacterWidth / max(1, wrappingWidth)))
        return lines * estimatedLineHeight
    }

    /// The UTF-16 lengths of `text`'s paragraphs, read from its UTF-8 bytes: a line feed is one
    /// byte, every other character's leading byte starts one UTF-16 unit, and four-byte
    /// characters take two.
    static func lengths(of text: String) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        for byte in text.utf8 {
            if byte == 0x0A {
                lengths.append(current)
                current = 0
            } else if byte & 0xC0 != 0x80 {
                current += byte >= 0xF0 ? 2 : 1
            }
        }
        lengths.append(current)
        return lengths
    }
}

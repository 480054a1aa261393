import Foundation

// A text view's text laid out by Pango, one paragraph at a time (`TextViewParagraphs`): the
// wrapping width, the content size, caret rectangles, hit testing, the motions that go by line on
// screen, and scrolling the caret into view. Coordinates named "content" are the text view's
// bounds coordinates (its scrolled content); "layout" coordinates are relative to the text's
// top-left, inside the insets and padding.
extension UITextView {
    /// The text's top-left in content coordinates.
    var layoutOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width the text wraps at: the view's width less the insets' sides and the padding.
    var wrappingWidth: CGFloat { wrappingWidth(forViewWidth: bounds.width) }

    func wrappingWidth(forViewWidth width: CGFloat) -> CGFloat {
        max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    func wrappingOptions(forWidth width: CGFloat) -> TextLayout.Options {
        TextLayout.Options(width: width, lineBreakMode: .byWordWrapping, alignment: textAlignment)
    }

    /// The height of one line in the typing font, for the caret in an empty text view.
    private var typingLineHeight: CGFloat {
        ceil((typingAttributes[.font] as? UIFont ?? font ?? Self.defaultFont).lineHeight)
    }

    /// The styled text of `range` (a paragraph), from the buffer's string and the storage's
    /// attributes. A range in one attribute run, as most are, is read with one lookup: corelibs
    /// Foundation copies the whole string for `attributedSubstring(from:)`, which made measuring
    /// a long text quadratic. An empty paragraph takes the attributes of the line feed before it.
    func styledText(in range: Range<Int>) -> StyledText {
        let defaultFont = font ?? Self.defaultFont
        guard storage.length > 0 else { return StyledText(string: "", font: defaultFont) }
        var run = NSRange()
        let location = range.isEmpty ? max(0, min(range.lowerBound - 1, storage.length - 1)) : range.lowerBound
        let attributes = storage.attributes(at: location, effectiveRange: &run)
        guard range.isEmpty || run.location + run.length >= range.upperBound else {
            let whole = NSRange(location: range.lowerBound, length: range.count)
            return StyledText(storage.attributedSubstring(from: whole), defaultFont: defaultFont)
        }
        return StyledText(string: buffer.substring(range), attributes: attributes, defaultFont: defaultFont)
    }

    // MARK: - Following changes

    /// The whole text changed, or how it is laid out (its attributes, the insets, the width):
    /// lay out again what is needed now, measure the rest later, resize the content, redraw.
    func textDidChangeLayout() {
        let width = wrappingWidth
        paragraphs.configure(options: wrappingOptions(forWidth: width), width: width, font: font ?? Self.defaultFont)
        textDidChangeHeights()
    }

    /// The text's UTF-16 `range` was replaced by `string` (already in `storage` and `buffer`).
    /// Only the paragraphs replaced are drawn again, and the text below them if it moved.
    func textDidChange(in range: Range<Int>, to string: String) {
        let change = paragraphs.replace(range, with: string)
        guard !followWidth() else { return }
        if paragraphs.measure(for: Self.measuringTimePerPass) { setNeedsLayout() }
        updateContentSize()
        let top = layoutOrigin.y + paragraphs.top(of: change.paragraphs.lowerBound)
        let bottom =
            change.movesTheRest
            ? contentView.frame.maxY : layoutOrigin.y + paragraphs.top(of: change.paragraphs.upperBound)
        let changed = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top))
        contentView.setNeedsDisplay(changed.offsetBy(dx: -contentView.frame.minX, dy: -contentView.frame.minY))
    }

    /// Lays the text out again if the view's width changed since; returns whether it did.
    @discardableResult
    func followWidth() -> Bool {
        guard paragraphs.options.width != wrappingOptions(forWidth: wrappingWidth).width else { return false }
        textDidChangeLayout()
        return true
    }

    private func textDidChangeHeights() {
        if paragraphs.measure(for: Self.measuringTimePerPass) { setNeedsLayout() }
        updateContentSize()
        contentView.setNeedsDisplay()
    }

    /// How long a layout pass (or a change) measures a long text for, in seconds: a quarter of
    /// a 60 Hz frame, so a paste or a new text shows at once and is measured over the next frames.
    static let measuringTimePerPass = 0.004

    /// Measures a pass's share of the paragraphs not laid out yet, and asks for another pass
    /// while some remain. The text at the top of the visible area stays where it is on screen
    /// while the heights above it become exact.
    private func measureSomeMore() {
        guard !paragraphs.isMeasured else { return }
        let anchorY = contentOffset.y - layoutOrigin.y
        let anchor = paragraphs.index(atY: anchorY)
        let intoAnchor = anchorY - paragraphs.top(of: anchor)
        if paragraphs.measure(for: Self.measuringTimePerPass) { setNeedsLayout() }
        let moved = paragraphs.top(of: anchor) + intoAnchor - anchorY
        guard moved != 0, anchorY > 0 else { return }
        updateContentSize()
        contentOffset = clampedOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + moved))
    }

    func updateContentSize() {
        let textHeight = buffer.text.isEmpty ? typingLineHeight : ceil(paragraphs.totalHeight)
        let size = CGSize(
            width: bounds.width, height: textContainerInset.top + textHeight + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// Keeps the layout at the view's width, lays out the paragraphs in view, and keeps the
    /// content view over the visible area.
    func layoutTextView() {
        followWidth()
        measureSomeMore()
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let origin = layoutOrigin
        paragraphs.layOut(fromY: visible.minY - origin.y, toY: visible.maxY - origin.y)
        updateContentSize()
        if contentView.frame != visible {
            contentView.frame = visible
            contentView.setNeedsDisplay()
        }
    }

    func fittingSize(for size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let styled = StyledText(storage, defaultFont: font ?? Self.defaultFont)
        let options = wrappingOptions(forWidth: wrappingWidth(forViewWidth: width))
        let layout = TextLayoutCache.layout(for: TextLayout.Key(text: styled, options: options))
        let height = buffer.text.isEmpty ? typingLineHeight : ceil(layout.size.height)
        return CGSize(width: width, height: textContainerInset.top + height + textContainerInset.bottom)
    }

    // MARK: - Carets and hit testing

    /// The caret for the text offset `offset` (UTF-16) in content coordinates, with its line's height.
    func caretRect(atOffset offset: Int) -> CGRect {
        let origin = layoutOrigin
        guard !buffer.text.isEmpty else {
            let x: CGFloat
            switch textAlignment {
            case .center: x = origin.x + wrappingWidth / 2
            case .right: x = origin.x + wrappingWidth
            default: x = origin.x
            }
            return CGRect(x: x, y: origin.y, width: 0, height: typingLineHeight)
        }
        followWidth()
        let index = paragraphs.index(containing: offset)
        return caretRect(atOffset: offset, inParagraph: index).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The caret for `offset` in paragraph `index`, in layout coordinates.
    private func caretRect(atOffset offset: Int, inParagraph index: Int) -> CGRect {
        let layout = paragraphs.layout(at: index)
        let local = layout.key.text.string.utf8Offset(ofUTF16Offset: offset - paragraphs.start(of: index))
        return layout.caretRect(atUTF8Offset: local).offsetBy(dx: 0, dy: paragraphs.top(of: index))
    }

    /// The text offset (UTF-16, on a cluster boundary) nearest to `point` in content coordinates.
    func textOffset(at point: CGPoint) -> Int {
        guard !buffer.text.isEmpty else { return 0 }
        followWidth()
        let origin = layoutOrigin
        let y = min(max(point.y - origin.y, 0), max(0, paragraphs.totalHeight - 1))
        return textOffset(atX: point.x - origin.x, y: y, inParagraph: paragraphs.index(atY: y))
    }

    /// The offset nearest to (`x`, `y`) in layout coordinates, within paragraph `index`.
    private func textOffset(atX x: CGFloat, y: CGFloat, inParagraph index: Int) -> Int {
        let layout = paragraphs.layout(at: index)
        let top = paragraphs.top(of: index)
        let hit = layout.utf8Offset(at: CGPoint(x: x, y: min(max(y - top, 0), max(0, layout.size.height - 1))))
        let local = layout.key.text.string.utf16Offset(ofUTF8Offset: hit.offset)
        let offset = buffer.boundary(atOrBefore: paragraphs.start(of: index) + local)
        return hit.trailing ? buffer.nextBoundary(after: offset) : offset
    }

    /// Where a motion that depends on the layout takes the head: the ends of its line on screen,
    /// or the line above or below at the remembered horizontal position.
    func layoutTarget(of motion: TextEditingCommand.Motion) -> Int {
        let head = buffer.head
        guard !buffer.text.isEmpty else { return 0 }
        followWidth()
        switch motion {
        case .lineStart, .lineEnd:
            let index = paragraphs.index(containing: head)
            let layout = paragraphs.layout(at: index)
            let string = layout.key.text.string
            let start = paragraphs.start(of: index)
            let bytes = layout.lineBounds(containingUTF8Offset: string.utf8Offset(ofUTF16Offset: head - start))
            return start + string.utf16Offset(ofUTF8Offset: motion == .lineStart ? bytes.lowerBound : bytes.upperBound)
        case .up, .down:
            let x = verticalGoalX ?? caretRect(atOffset: head).minX
            verticalGoalX = x
            if let target = lineTarget(from: head, x: x, up: motion == .up) { return target }
            // Past the first or last line the caret goes to the text's end and forgets the goal.
            verticalGoalX = nil
            return motion == .up ? 0 : buffer.length
        default:
            return head
        }
    }

    /// The offset on the line above or below the one holding `offset`, nearest to `x` (content
    /// coordinates); nil from the first line up or the last line down. It looks in the
    /// paragraph's own layout first, so that heights still estimated elsewhere cannot put it on
    /// the wrong line.
    func lineTarget(from offset: Int, x: CGFloat, up: Bool) -> Int? {
        guard !buffer.text.isEmpty else { return nil }
        followWidth()
        let index = paragraphs.index(containing: offset)
        let caret = caretRect(atOffset: offset, inParagraph: index)
        let layoutX = x - layoutOrigin.x
        let top = paragraphs.top(of: index)
        if up {
            if caret.minY - top > 0.5 { return textOffset(atX: layoutX, y: caret.minY - 1, inParagraph: index) }
            guard index > 0 else { return nil }
            let above = paragraphs.layout(at: index - 1)
            let y = paragraphs.top(of: index - 1) + above.size.height - 1
            return textOffset(atX: layoutX, y: y, inParagraph: index - 1)
        }
        if caret.maxY < top + paragraphs.layout(at: index).size.height - 0.5 {
            return textOffset(atX: layoutX, y: caret.maxY + 1, inParagraph: index)
        }
        guard index + 1 < paragraphs.count else { return nil }
        return textOffset(atX: layoutX, y: paragraphs.top(of: index + 1), inParagraph: index + 1)
    }

    // MARK: - Scrolling

    /// Scrolls the least needed to show the caret (the selection's moving end).
    func scrollCaretToVisible() {
        scrollToShow(withInsetMargins(caretRect(atOffset: buffer.head)), animated: false)
    }

    /// The rectangle that shows `range`'s ends, in content coordinates.
    func rectForScrolling(to range: NSRange) -> CGRect {
        let lower = max(0, min(range.location, buffer.length))
        let upper = max(lower, min(lower + max(0, range.length), buffer.length))
        return withInsetMargins(caretRect(atOffset: lower).union(caretRect(atOffset: upper)))
    }

    /// `rect` with the caret's width and the inset's top and bottom around it, so scrolling to
    /// the first or last line shows the margin too.
    private func withInsetMargins(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX - 1, y: rect.minY - textContainerInset.top, width: rect.width + 2,
            height: rect.height + textContainerInset.top + textContainerInset.bottom)
    }
}

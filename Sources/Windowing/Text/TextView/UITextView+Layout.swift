import Foundation

// A text view's text laid out by Pango: the wrapping width, the content size, caret rectangles,
// hit testing, the motions that go by line on screen, and scrolling the caret into view.
// Coordinates named "content" are the text view's bounds coordinates (its scrolled content);
// "layout" coordinates are relative to the text's top-left, inside the insets and padding.
extension UITextView {
    /// The text's top-left in content coordinates.
    var layoutOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width the text wraps at: the view's width less the insets' sides and the padding.
    var wrappingWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// The laid-out text, built again only after the text, its attributes or the width changed.
    var textLayout: TextLayout {
        if let cachedLayout, cachedLayout.key.options.width == wrappingOptions.width { return cachedLayout }
        let styled = StyledText(storage, defaultFont: font ?? Self.defaultFont)
        let built = TextLayout(TextLayout.Key(text: styled, options: wrappingOptions))
        cachedLayout = built
        return built
    }

    private var wrappingOptions: TextLayout.Options {
        TextLayout.Options(width: wrappingWidth, lineBreakMode: .byWordWrapping, alignment: textAlignment)
    }

    /// The height of one line in the typing font, for the caret in an empty text view.
    private var typingLineHeight: CGFloat {
        ceil((typingAttributes[.font] as? UIFont ?? font ?? Self.defaultFont).lineHeight)
    }

    /// The text changed, or how it is laid out: lay it out again, resize the content, redraw.
    func textDidChangeLayout() {
        cachedLayout = nil
        updateContentSize()
        contentView.setNeedsDisplay()
    }

    func updateContentSize() {
        let textHeight = buffer.text.isEmpty ? typingLineHeight : ceil(textLayout.size.height)
        let size = CGSize(
            width: bounds.width, height: textContainerInset.top + textHeight + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// Keeps the content view over the visible area and the layout at the view's width.
    func layoutTextView() {
        if let cachedLayout, cachedLayout.key.options.width != wrappingOptions.width { textDidChangeLayout() }
        if contentSize.width != bounds.width { updateContentSize() }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        if contentView.frame != visible {
            contentView.frame = visible
            contentView.setNeedsDisplay()
        }
    }

    func fittingSize(for size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let styled = StyledText(storage, defaultFont: font ?? Self.defaultFont)
        let sides = textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding
        let layout = TextLayoutCache.layout(
            for: TextLayout.Key(
                text: styled, options: TextLayout.Options(width: max(1, width - sides), alignment: textAlignment)))
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
        let rect = textLayout.caretRect(atUTF8Offset: buffer.text.utf8Offset(ofUTF16Offset: offset))
        return rect.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The text offset (UTF-16, on a cluster boundary) nearest to `point` in content coordinates.
    func textOffset(at point: CGPoint) -> Int {
        guard !buffer.text.isEmpty else { return 0 }
        let layout = textLayout
        let origin = layoutOrigin
        let local = CGPoint(x: point.x - origin.x, y: min(max(point.y - origin.y, 0), max(0, layout.size.height - 1)))
        let hit = layout.utf8Offset(at: local)
        let offset = buffer.boundary(atOrBefore: buffer.text.utf16Offset(ofUTF8Offset: hit.offset))
        return hit.trailing ? buffer.nextBoundary(after: offset) : offset
    }

    /// Where a motion that depends on the layout takes the head: the ends of its line on screen,
    /// or the line above or below at the remembered horizontal position.
    func layoutTarget(of motion: TextEditingCommand.Motion) -> Int {
        let head = buffer.head
        guard !buffer.text.isEmpty else { return 0 }
        switch motion {
        case .lineStart, .lineEnd:
            let bytes = textLayout.lineBounds(containingUTF8Offset: buffer.text.utf8Offset(ofUTF16Offset: head))
            let end = motion == .lineStart ? bytes.lowerBound : bytes.upperBound
            return buffer.text.utf16Offset(ofUTF8Offset: end)
        case .up, .down:
            let caret = caretRect(atOffset: head)
            let x = verticalGoalX ?? caret.minX
            verticalGoalX = x
            let origin = layoutOrigin
            // Past the first or last line the caret goes to the text's end and forgets the goal.
            if motion == .up {
                guard caret.minY - origin.y > 0.5 else {
                    verticalGoalX = nil
                    return 0
                }
                return textOffset(at: CGPoint(x: x, y: caret.minY - 1))
            }
            guard caret.maxY - origin.y < textLayout.size.height - 0.5 else {
                verticalGoalX = nil
                return buffer.length
            }
            return textOffset(at: CGPoint(x: x, y: caret.maxY + 1))
        default:
            return head
        }
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

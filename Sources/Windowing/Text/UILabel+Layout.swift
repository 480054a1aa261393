import Foundation

// How a label turns its properties into a cached Pango layout, measures it and draws it.
extension UILabel {
    /// The most layouts a label keeps: one for drawing at its width and one for measuring.
    static let layoutSlots = 2

    func adoptLabelDefaults() {
        isUserInteractionEnabled = false
        clipsToBounds = true
        contentMode = .redraw
    }

    /// Rebuilds the content Pango is given; setting the same text again keeps the layouts (a
    /// clock setting its label every tick reshapes only when the text changes).
    func contentDidChange() {
        let source = attributedSource
        let string = source?.string ?? plainText ?? ""
        let updated =
            string.isEmpty
            ? nil
            : source.map { StyledText($0, defaultFont: storedFont) } ?? StyledText(string: string, font: storedFont)
        guard updated != content else { return }
        content = updated
        layouts.removeAll()
        layoutOptionsDidChange()
    }

    func layoutOptionsDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        // A button sizes and centres its title label, so a new title size needs a new layout.
        if let button = superview as? UIButton, button.storedTitleLabel === self { button.setNeedsLayout() }
    }

    func setAttributedText(_ attributed: NSAttributedString?) {
        plainText = nil
        attributedSource = attributed.map { NSAttributedString(attributedString: $0) }
        if let attributed, attributed.length > 0 {
            let first = attributed.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { storedFont = font }
            if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
            if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
        contentDidChange()
    }

    func attributedPlainText(_ string: String) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return NSAttributedString(
            string: string,
            attributes: [
                .font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph,
            ])
    }

    // MARK: - Layouts

    /// The layout of the text at `width` (nil: unlimited) and `lines` (0: unlimited), reused
    /// while the content and these constraints are unchanged.
    func layout(width: CGFloat?, lines: Int) -> TextLayout? {
        content.map { layout(of: $0, width: width, lines: lines) }
    }

    private func layout(of content: StyledText, width: CGFloat?, height: CGFloat? = nil, lines: Int) -> TextLayout {
        let options = TextLayout.Options(
            width: width, height: height, maximumLines: lines,
            lineBreakMode: lineBreakMode, alignment: textAlignment)
        let key = TextLayout.Key(text: content, options: options)
        if let index = layouts.firstIndex(where: { $0.key == key }) {
            let found = layouts[index]
            if index > 0 {
                layouts.remove(at: index)
                layouts.insert(found, at: 0)
            }
            return found
        }
        let built = TextLayout(key)
        layouts.insert(built, at: 0)
        if layouts.count > Self.layoutSlots { layouts.removeLast() }
        return built
    }

    /// A width to wrap at, or nil for none: widths that are not finite and positive, and the
    /// huge widths measuring passes for "unlimited", do not wrap.
    private static func limit(_ width: CGFloat) -> CGFloat? {
        width.isFinite && width > 0 && width < unlimited ? width : nil
    }
    private static let unlimited: CGFloat = 1_000_000

    /// Like UIKit, measures through `textRect(forBounds:limitedToNumberOfLines:)`, so subclasses
    /// that override it (to add insets) measure with their insets.
    func fittingSize(for size: CGSize) -> CGSize {
        guard content != nil else { return .zero }
        let width = numberOfLines == 1 ? .greatestFiniteMagnitude : Self.limit(size.width) ?? .greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        let rect = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }

    func intrinsicSize() -> CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return fittingSize(for: CGSize(width: width, height: 0))
    }

    /// Makes the layout `intrinsicContentSize` asks for while the label has no width yet (text
    /// unwrapped, at most `numberOfLines` lines), without calling the overridable
    /// `textRect(forBounds:limitedToNumberOfLines:)`: a window lays its labels' text out so while
    /// its map is on its way, and the layout is kept for the measuring that follows.
    func prepareUnwrappedLayout() { _ = layout(width: nil, lines: max(0, numberOfLines)) }

    func textRectangle(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let layout = layout(width: Self.limit(bounds.width), lines: max(0, lines)) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = CGSize(
            width: min(layout.size.width.rounded(.up), max(0, bounds.width)),
            height: min(layout.size.height.rounded(.up), max(0, bounds.height)))
        return CGRect(origin: bounds.origin, size: size)
    }

    // MARK: - Drawing

    /// The colour of text without a colour attribute, after the highlighted and enabled states.
    /// `UIColor.tintColor` is drawn as the label's `tintColor`.
    var drawingColor: UIColor {
        let color = resolvedForTint(isHighlighted ? highlightedTextColor ?? storedTextColor : storedTextColor)
        return isEnabled ? color : color.withAlphaComponent(color.cgColor.alpha * 0.5)
    }

    /// Whether the text's colour follows the tint, so a tint change redraws it.
    var followsTint: Bool { storedTextColor.followsTint || highlightedTextColor?.followsTint == true }

    /// The layout drawn in `size`: with `adjustsFontSizeToFitWidth`, a single line too wide for
    /// the width is laid out again with its fonts scaled down to fit (never below the minimum);
    /// text of any number of lines that truncates ends with an ellipsis at the height.
    func drawingLayout(width: CGFloat, height: CGFloat? = nil) -> TextLayout? {
        guard let content else { return nil }
        let lines = max(0, numberOfLines)
        if lines == 0, let height, lineBreakMode.truncates {
            return layout(of: content, width: width, height: height, lines: 0)
        }
        guard adjustsFontSizeToFitWidth, lines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1 else {
            return layout(of: content, width: width, lines: lines)
        }
        let natural = layout(of: content, width: nil, lines: 1)
        guard natural.size.width > width else { return layout(of: content, width: width, lines: 1) }
        let scale = max(minimumScaleFactor, width / natural.size.width)
        return layout(of: content.scaled(by: scale), width: width, lines: 1)
    }

    func drawTextContent(in rect: CGRect) {
        guard StringDrawing.isDrawable(rect), let context = UIGraphicsGetCurrentContext(),
            let layout = drawingLayout(width: rect.width, height: rect.height)
        else { return }
        // Like UIKit, text shorter than the rectangle is centred vertically; taller text starts at the top.
        let top = rect.minY + max(0, ((rect.height - layout.size.height) / 2).rounded())
        layout.draw(in: context.canvas, at: CGPoint(x: rect.minX, y: top), color: drawingColor.cgColor)
        context.notePainted()
    }
}

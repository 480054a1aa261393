import Foundation

/// The shared implementation of UIKit's string drawing and measuring methods.
///
/// Points and rectangles that are not finite draw nothing, and widths or heights that are not
/// finite and positive are taken as unlimited when measuring and draw nothing when drawing into
/// a rectangle, so that bad geometry cannot put the Cairo context into an error state.
@MainActor
enum StringDrawing {
    /// The font of strings drawn without a `.font` attribute.
    ///
    /// - Note: Differs from UIKit: UIKit uses Helvetica 12 pt; this is the system font at 12 pt.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    static func styled(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> StyledText {
        StyledText(string: string, attributes: attributes, defaultFont: defaultFont)
    }

    private static func layout(
        _ text: StyledText, width: CGFloat? = nil, height: CGFloat? = nil,
        maximumLines: Int = 0
    ) -> TextLayout {
        let paragraph = text.paragraph
        let options = TextLayout.Options(
            width: width, height: height, maximumLines: maximumLines,
            lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping, alignment: paragraph?.alignment ?? .natural)
        return TextLayoutCache.layout(for: TextLayout.Key(text: text, options: options))
    }

    static func size(of text: StyledText) -> CGSize {
        text.string.isEmpty ? .zero : layout(text).size
    }

    static func draw(_ text: StyledText, at point: CGPoint) {
        guard !text.string.isEmpty, point.x.isFinite, point.y.isFinite, let context = UIGraphicsGetCurrentContext()
        else { return }
        layout(text).draw(in: context.canvas, at: point, color: .black)
        context.notePainted()
    }

    static func draw(_ text: StyledText, in rect: CGRect) {
        guard !text.string.isEmpty, isDrawable(rect), let context = UIGraphicsGetCurrentContext() else { return }
        let laidOut = layout(text, width: rect.width)
        context.saveGState()
        context.clip(to: rect)
        laidOut.draw(in: context.canvas, at: rect.origin, color: .black)
        context.restoreGState()
        context.notePainted()
    }

    static func draw(
        _ text: StyledText, with rect: CGRect, options: NSStringDrawingOptions,
        context drawingContext: NSStringDrawingContext?
    ) {
        guard !text.string.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite,
            let context = UIGraphicsGetCurrentContext()
        else { return }
        let laidOut = layout(for: text, in: rect.size, options: options)
        let origin =
            options.contains(.usesLineFragmentOrigin)
            ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - laidOut.firstBaseline)
        laidOut.draw(in: context.canvas, at: origin, color: .black)
        context.notePainted()
        drawingContext?.totalBounds = bounds(of: laidOut, options: options).offsetBy(dx: rect.minX, dy: rect.minY)
    }

    static func boundingRect(
        of text: StyledText, with size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let rect =
            text.string.isEmpty ? .zero : bounds(of: layout(for: text, in: size, options: options), options: options)
        context?.totalBounds = rect
        return rect
    }

    /// With `.usesLineFragmentOrigin`, lines wrap at `size.width` (and end at `size.height` with
    /// `.truncatesLastVisibleLine`); without it the text is a single line.
    private static func layout(for text: StyledText, in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        guard options.contains(.usesLineFragmentOrigin) else { return layout(text, maximumLines: 1) }
        let truncates = options.contains(.truncatesLastVisibleLine)
        var truncating = text
        if truncates {
            var paragraph = text.paragraph ?? NSParagraphStyle().spec
            if paragraph.lineBreakMode != .byTruncatingHead, paragraph.lineBreakMode != .byTruncatingMiddle {
                paragraph.lineBreakMode = .byTruncatingTail
            }
            truncating.paragraph = paragraph
        }
        return layout(truncating, width: size.width, height: truncates ? size.height : nil)
    }

    /// The measured rectangle: line boxes (or ink with `.usesDeviceMetrics`), relative to the top
    /// of the first line, or to its baseline without `.usesLineFragmentOrigin`.
    private static func bounds(of layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        var rect = options.contains(.usesDeviceMetrics) ? layout.inkBounds : CGRect(origin: .zero, size: layout.size)
        if options.contains(.usesFontLeading) {
            rect.size.height += CGFloat(layout.lineCount) * layout.key.text.baseFont.leading
        }
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y -= layout.firstBaseline }
        return rect
    }

    static func isDrawable(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width > 0 && rect.height > 0
    }
}

internal import CPango
import Foundation

/// One piece of text shaped and broken into lines by Pango: a `PangoLayout` made on a shared
/// scratch Cairo context, so text can be measured without a window, and drawn later into any
/// Cairo context without being shaped again.
///
/// A layout never changes after it is built; callers keep the layout for a `Key` and build a new
/// one only when the text, its attributes or the constraints change (see `TextLayoutCache`).
@MainActor
final class TextLayout {
    /// What a layout is built from; equal keys give identical layouts.
    struct Key: Hashable {
        var text: StyledText
        var options: Options
    }

    /// The constraints of a layout, in Pango units so that keys hash reliably.
    struct Options: Hashable {
        /// The wrapping width in Pango units, or -1 for none.
        private(set) var width: Int32 = -1
        /// The height to truncate at in Pango units, or 0 for none.
        private(set) var height: Int32 = 0
        /// The most lines shown; 0 for no limit.
        var maximumLines = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var alignment = NSTextAlignment.natural

        /// Options with `width` and `height` taken as no limit when they are not finite and positive.
        init(
            width: CGFloat? = nil, height: CGFloat? = nil, maximumLines: Int = 0,
            lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural
        ) {
            self.width = Self.units(width) ?? -1
            self.height = Self.units(height) ?? 0
            self.maximumLines = max(0, maximumLines)
            self.lineBreakMode = lineBreakMode
            self.alignment = alignment
        }

        private static func units(_ value: CGFloat?) -> Int32? {
            guard let value, value.isFinite, value > 0 else { return nil }
            return Int32(min(value, 1_000_000) * FontCatalog.unitsPerPoint)
        }
    }

    /// How many layouts have been built (shaped) since launch: what the cache tests and the text
    /// benchmark count.
    private(set) static var buildCount = 0

    let key: Key
    /// Internal so `TextLayout+Caret.swift` can ask Pango for caret positions.
    let layout: OpaquePointer
    /// The size of the lines shown, in points (Pango's logical extents).
    let size: CGSize
    /// The number of lines shown.
    let lineCount: Int
    /// The number of lines the text has before `maximumLines` cuts it.
    let totalLineCount: Int
    /// The distance from the top of the layout to the first line's baseline.
    let firstBaseline: CGFloat
    /// The union of the glyphs' ink (of every line, shown or not), relative to the layout's top-left.
    let inkBounds: CGRect
    /// The smaller of the first-line and head indents: the whole layout is drawn this far right,
    /// and Pango indents the first line, or (a hanging indent) the others, by the difference.
    private let indent: CGFloat
    /// Whether lines past `maximumLines` exist and must be clipped away when drawing.
    private let clipsLines: Bool
    /// The UTF-8 offsets, in the text, of the line feeds laid out as line separators (U+2028,
    /// two bytes longer), ascending: `TextLayout+LineBreaks.swift` says why.
    let separatedLineFeeds: [Int]

    init(_ key: Key) {
        Self.buildCount += 1
        self.key = key
        layout = pango_layout_new(Self.scratch.context)
        indent = key.text.paragraph.map { min($0.firstLineHeadIndent, $0.headIndent) } ?? 0
        let shown = Self.shownText(key.text)
        separatedLineFeeds = shown.separatedLineFeeds
        Self.configure(layout, for: key, text: shown.text, indent: indent)
        let lines = Self.measureLines(of: layout, limit: key.options.maximumLines)
        lineCount = lines.count
        totalLineCount = Int(pango_layout_get_line_count(layout))
        clipsLines = lineCount < totalLineCount
        size = CGSize(width: lines.width > 0 ? lines.width + indent : 0, height: lines.height)
        firstBaseline = CGFloat(pango_layout_get_baseline(layout)) / FontCatalog.unitsPerPoint
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        inkBounds = Self.rect(ink).offsetBy(dx: indent, dy: 0)
    }

    @MainActor deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws the text with its top-left at `origin` in `cairo`'s user space; runs without a
    /// colour of their own use `color`.
    func draw(in cairo: Canvas, at origin: CGPoint, color: CGColor) {
        cairo.save()
        if clipsLines {
            let far: CGFloat = 1_000_000
            cairo.newPath()
            cairo.rectangle(CGRect(x: origin.x - far, y: origin.y, width: 2 * far, height: size.height))
            cairo.clip()
        }
        cairo.setSource(color)
        cairo.move(to: CGPoint(x: origin.x + indent, y: origin.y))
        pango_cairo_show_layout(cairo.cr, layout)
        cairo.newPath()
        cairo.restore()
    }

    // MARK: - Building

    private static func configure(_ layout: OpaquePointer, for key: Key, text: StyledText, indent: CGFloat) {
        let options = key.options
        let description = FontCatalog.makeDescription(for: text.baseFont)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        setText(Array(text.string.utf8), of: layout)
        if let attributes = PangoAttributes.list(for: text) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let indentUnits = Int32(indent * FontCatalog.unitsPerPoint)
        if options.width > 0 {
            pango_layout_set_width(layout, max(FontCatalog.minimumWidth, options.width - indentUnits))
        }
        pango_layout_set_wrap(layout, options.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        configureTruncation(layout, options)
        pango_layout_set_alignment(layout, options.alignment.pangoAlignment)
        pango_layout_set_justify(layout, options.alignment == .justified ? 1 : 0)
        if let paragraph = text.paragraph {
            pango_layout_set_spacing(layout, Int32(min(paragraph.lineSpacing, 100_000) * FontCatalog.unitsPerPoint))
            let difference = min(paragraph.firstLineHeadIndent, 100_000) - min(paragraph.headIndent, 100_000)
            pango_layout_set_indent(layout, Int32(difference * FontCatalog.unitsPerPoint))
        }
    }

    /// Pango ellipsizes only lines it must cut to a width, and only the last of the lines a
    /// height allows; without truncation the lines past the limit are clipped when drawing.
    private static func configureTruncation(_ layout: OpaquePointer, _ options: Options) {
        let ellipsize: PangoEllipsizeMode =
            switch options.lineBreakMode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .byTruncatingTail: PANGO_ELLIPSIZE_END
            case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
            }
        guard options.width > 0, ellipsize != PANGO_ELLIPSIZE_NONE else { return }
        if options.maximumLines > 0 {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, -Int32(min(options.maximumLines, 100_000)))
        } else if options.height > 0 {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, options.height)
        }
    }

    /// The most UTF-8 bytes of one text laid out: Pango keeps about 100 bytes of state per
    /// character, so a 16 MB label text cost 1.6 GB. 256 KiB is some 100 screens of text.
    static let maximumTextBytes = 1 << 18

    /// The text's first `maximumTextBytes` bytes, cut before the character the limit falls in,
    /// with a warning when it is cut.
    static func cut(_ string: String) -> [UInt8] {
        var bytes = Array(string.utf8.prefix(maximumTextBytes + 1))
        guard bytes.count > maximumTextBytes else { return bytes }
        // UTF-8 continuation bytes are 10xxxxxx.
        var end = maximumTextBytes
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.removeSubrange(end...)
        Diagnostics.warning(
            "Text: a text of \(string.utf8.count) bytes is laid out up to its first \(end) bytes only "
                + "(Windowing lays out at most \(maximumTextBytes) bytes of one text); split long text")
        return bytes
    }

    /// Gives Pango the text as UTF-8; NUL characters, which Pango rejects, become spaces (one
    /// byte each, so attribute indices stay right).
    private static func setText(_ text: [UInt8], of layout: OpaquePointer) {
        var bytes = text
        for index in bytes.indices where bytes[index] == 0 { bytes[index] = 0x20 }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
    }

    /// The size and count of the first `limit` lines (all when `limit` is 0).
    private static func measureLines(of layout: OpaquePointer, limit: Int) -> (
        count: Int, width: CGFloat, height: CGFloat
    ) {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var count = 0
        var width: Int32 = 0
        var bottom: Int32 = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var top: Int32 = 0
            var lineBottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &lineBottom)
            width = max(width, logical.width)
            bottom = lineBottom
            count += 1
        } while (limit == 0 || count < limit) && pango_layout_iter_next_line(iterator) != 0
        return (count, CGFloat(width) / FontCatalog.unitsPerPoint, CGFloat(bottom) / FontCatalog.unitsPerPoint)
    }

    private static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(
            x: CGFloat(r.x) / FontCatalog.unitsPerPoint, y: CGFloat(r.y) / FontCatalog.unitsPerPoint,
            width: CGFloat(r.width) / FontCatalog.unitsPerPoint, height: CGFloat(r.height) / FontCatalog.unitsPerPoint)
    }

    // MARK: - The scratch context

    /// A Pango context made on a 1 × 1 Cairo surface: layouts are built here, then drawn anywhere.
    @MainActor private final class Scratch {
        let context: OpaquePointer

        init() {
            let cairo = Canvas(bitmap: Bitmap(width: 1, height: 1, hasAlpha: true))
            context = pango_cairo_create_context(cairo.cr)
            FontCatalog.configure(context)
        }
    }

    private static let scratch = Scratch()
}

extension FontCatalog {
    /// The narrowest wrapping width Pango is given (one point), so a tiny width still terminates.
    static let minimumWidth = Int32(PANGO_SCALE)
}

extension NSTextAlignment {
    /// Pango's alignment; natural is Pango's left, which Pango mirrors for right-to-left paragraphs.
    var pangoAlignment: PangoAlignment {
        switch self {
        case .left, .natural, .justified: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}

import Foundation

/// Text with its attributes as a value: what a `TextLayout` shapes, and what the layout cache
/// compares, so equal text with equal attributes is shaped once.
///
/// Ranges are UTF-16 offsets, as in `NSAttributedString`; `TextLayout` maps them to the UTF-8
/// byte indices Pango uses.
struct StyledText: Hashable {
    /// The attributes of one run of characters that Pango draws.
    struct Style: Hashable {
        var font: UIFont?
        var foreground: CGColor?
        var background: CGColor?
        var kern: CGFloat?
        var underline: NSUnderlineStyle?
        var underlineColor: CGColor?
        var strikethrough: NSUnderlineStyle?
        var strikethroughColor: CGColor?
        var baselineOffset: CGFloat?

        var isEmpty: Bool { self == Style() }
    }

    struct Run: Hashable {
        var range: Range<Int>
        var style: Style
    }

    var string: String
    /// The font of text no run gives a font.
    var baseFont: UIFont
    var runs: [Run] = []
    /// The paragraph style of the first character, which Pango applies to all of the text.
    var paragraph: ParagraphSpec?

    /// Plain text in one font.
    init(string: String, font: UIFont) {
        self.string = string
        baseFont = font
    }

    /// Text whose attributes come from a string-drawing attributes dictionary.
    init(string: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont) {
        self.string = string
        let values = attributes ?? [:]
        baseFont = values[.font] as? UIFont ?? defaultFont
        paragraph = (values[.paragraphStyle] as? NSParagraphStyle)?.spec
        var style = Self.style(from: values)
        style.font = nil
        if !style.isEmpty, !string.isEmpty { runs = [Run(range: 0..<string.utf16.count, style: style)] }
    }

    /// The text and attribute runs of `attributedString`.
    init(_ attributedString: NSAttributedString, defaultFont: UIFont) {
        string = attributedString.string
        baseFont = defaultFont
        let length = min(attributedString.length, string.utf16.count)
        guard length > 0 else { return }
        var collected: [Run] = []
        attributedString.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) {
            values, range, _ in
            let style = Self.style(from: values)
            if !style.isEmpty {
                collected.append(Run(range: range.location..<(range.location + range.length), style: style))
            }
            if paragraph == nil, range.location == 0 {
                paragraph = (values[.paragraphStyle] as? NSParagraphStyle)?.spec
            }
        }
        runs = collected
    }

    /// The same text with every font scaled by `scale` (in 0...1, for labels that shrink text to fit).
    func scaled(by scale: CGFloat) -> StyledText {
        var copy = self
        copy.baseFont = baseFont.withSize(baseFont.pointSize * scale)
        for index in copy.runs.indices {
            if let font = copy.runs[index].style.font {
                copy.runs[index].style.font = font.withSize(font.pointSize * scale)
            }
        }
        return copy
    }

    private static func style(from values: [NSAttributedString.Key: Any]) -> Style {
        Style(
            font: values[.font] as? UIFont,
            foreground: color(values[.foregroundColor]),
            background: color(values[.backgroundColor]),
            kern: number(values[.kern]).flatMap { $0.isFinite && $0 != 0 ? $0 : nil },
            underline: lineStyle(values[.underlineStyle]),
            underlineColor: color(values[.underlineColor]),
            strikethrough: lineStyle(values[.strikethroughStyle]),
            strikethroughColor: color(values[.strikethroughColor]),
            baselineOffset: number(values[.baselineOffset]).flatMap { $0.isFinite && $0 != 0 ? $0 : nil })
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        if let color = value as? CGColor { return color }
        return nil
    }

    /// A number given as any of the types UIKit code passes (`NSNumber`, `CGFloat`, `Double`, `Int`).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style.isEmpty ? nil : style }
        guard let raw = number(value), raw.isFinite, raw != 0 else { return nil }
        return NSUnderlineStyle(rawValue: Int(min(max(raw, -0xFFFF), 0xFFFF)))
    }
}

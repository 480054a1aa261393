internal import CPango
import Foundation

/// Turns a `StyledText`'s runs into a Pango attribute list, mapping UTF-16 ranges (what
/// `NSAttributedString` counts) to UTF-8 byte indices (what Pango counts).
enum PangoAttributes {
    /// A new attribute list for `text` (the caller unrefs it), or nil when it needs none.
    static func list(for text: StyledText) -> OpaquePointer? {
        let wantsDigits = text.baseFont.hasMonospacedDigits
        guard !text.runs.isEmpty || wantsDigits, !text.string.isEmpty else { return nil }
        let list = pango_attr_list_new()!
        let offsets = utf8Offsets(of: text.string)
        let end = offsets[offsets.count - 1]
        if wantsDigits { insert(pango_attr_font_features_new("tnum 1"), 0, end, into: list) }
        for run in text.runs {
            let lower = min(max(run.range.lowerBound, 0), offsets.count - 1)
            let upper = min(max(run.range.upperBound, lower), offsets.count - 1)
            guard lower < upper else { continue }
            for attribute in attributes(for: run.style) {
                insert(attribute, offsets[lower], offsets[upper], into: list)
            }
        }
        return list
    }

    /// The UTF-8 offset of every UTF-16 offset of `string`, plus one for the end; both halves of
    /// a surrogate pair map to the start of their character.
    static func utf8Offsets(of string: String) -> [UInt32] {
        var offsets: [UInt32] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var utf8: UInt32 = 0
        for scalar in string.unicodeScalars {
            for _ in 0..<UTF16.width(scalar) { offsets.append(utf8) }
            utf8 += UInt32(UTF8.width(scalar))
        }
        offsets.append(utf8)
        return offsets
    }

    private static func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: UInt32, _ end: UInt32,
        into list: OpaquePointer
    ) {
        guard let attribute else { return }
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
    }

    private static func attributes(for style: StyledText.Style) -> [UnsafeMutablePointer<PangoAttribute>?] {
        var made: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let font = style.font {
            let description = FontCatalog.makeDescription(for: font)
            made.append(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if font.hasMonospacedDigits { made.append(pango_attr_font_features_new("tnum 1")) }
        }
        if let color = style.foreground {
            let c = channels(color)
            made += [pango_attr_foreground_new(c.red, c.green, c.blue), pango_attr_foreground_alpha_new(c.alpha)]
        }
        if let color = style.background {
            let c = channels(color)
            made += [pango_attr_background_new(c.red, c.green, c.blue), pango_attr_background_alpha_new(c.alpha)]
        }
        if let kern = style.kern {
            made.append(
                pango_attr_letter_spacing_new(Int32(min(max(kern, -10_000), 10_000) * FontCatalog.unitsPerPoint)))
        }
        if let underline = style.underline {
            made.append(
                pango_attr_underline_new(underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = style.underlineColor {
                let c = channels(color)
                made.append(pango_attr_underline_color_new(c.red, c.green, c.blue))
            }
        }
        if style.strikethrough != nil {
            made.append(pango_attr_strikethrough_new(1))
            if let color = style.strikethroughColor {
                let c = channels(color)
                made.append(pango_attr_strikethrough_color_new(c.red, c.green, c.blue))
            }
        }
        if let offset = style.baselineOffset {
            made.append(pango_attr_rise_new(Int32(min(max(offset, -10_000), 10_000) * FontCatalog.unitsPerPoint)))
        }
        return made
    }

    /// A colour as Pango's 16-bit channels; alpha is at least 1, since Pango reads 0 as "unset".
    private static func channels(_ color: CGColor) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        let c = color.rgba
        return (channel(c.red), channel(c.green), channel(c.blue), max(1, channel(c.alpha)))
    }
}

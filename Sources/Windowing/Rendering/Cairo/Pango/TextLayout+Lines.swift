internal import CPango
import Foundation

// The lines Pango broke a layout into, for the keys that move by line in a text view: Home and
// End go to the ends of the line on screen (a wrapped paragraph has several).
extension TextLayout {
    /// The text offsets (UTF-8 bytes) where the line on screen holding `utf8Offset` starts and
    /// ends; the end excludes the paragraph's line break, and the space a wrapped line ends with.
    func lineBounds(containingUTF8Offset utf8Offset: Int) -> Range<Int> {
        let index = Int32(clamping: layoutOffset(ofTextOffset: max(0, min(utf8Offset, Self.maximumTextBytes))))
        var lineNumber: Int32 = 0
        var x: Int32 = 0
        pango_layout_index_to_line_x(layout, index, 0, &lineNumber, &x)
        guard let line = pango_layout_get_line_readonly(layout, lineNumber) else { return utf8Offset..<utf8Offset }
        let start = Int(line.pointee.start_index)
        var end = start + Int(line.pointee.length)
        let isLast = lineNumber + 1 >= pango_layout_get_line_count(layout)
        if !isLast, line.pointee.length > 0, let text = pango_layout_get_text(layout) {
            // A wrapped line keeps the space it broke at; End stops before it, on the same line.
            let last = UInt8(bitPattern: text[end - 1])
            if last == 0x20 || last == 0x09 { end -= 1 }
            // A line separator that stands for a line feed ends its line, as the line feed does.
            if end >= 3, UInt8(bitPattern: text[end - 3]) == 0xE2, UInt8(bitPattern: text[end - 2]) == 0x80,
                UInt8(bitPattern: text[end - 1]) == 0xA8
            {
                end -= 3
            }
        }
        return textOffset(ofLayoutOffset: start)..<textOffset(ofLayoutOffset: max(start, end))
    }
}

internal import CPango
import Foundation

// Caret geometry for editable text: Pango knows where each cluster sits on screen, also in
// right-to-left and mixed runs, where the logical order of the text is not the visual one.
extension TextLayout {
    /// The caret for the text offset `utf8Offset` (bytes of the layout's text), relative to the
    /// layout's top-left: Pango's strong cursor, the one for text of the paragraph's direction.
    func caretRect(atUTF8Offset utf8Offset: Int) -> CGRect {
        var strong = PangoRectangle()
        let index = Int32(clamping: layoutOffset(ofTextOffset: max(0, min(utf8Offset, Self.maximumTextBytes))))
        pango_layout_get_cursor_pos(layout, index, &strong, nil)
        let scale = FontCatalog.unitsPerPoint
        return CGRect(
            x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0,
            height: CGFloat(strong.height) / scale)
    }

    /// The text offset (UTF-8 bytes) nearest to `point`, and whether it is past the cluster there
    /// (Pango's "trailing": the caret goes after the cluster that byte starts).
    func utf8Offset(at point: CGPoint) -> (offset: Int, trailing: Bool) {
        var index: Int32 = 0
        var trailing: Int32 = 0
        let scale = FontCatalog.unitsPerPoint
        func units(_ value: CGFloat) -> Int32 { Int32(max(-1e6, min(value.isFinite ? value : 0, 1e6)) * scale) }
        let x = units(point.x)
        let y = units(point.y)
        pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        return (textOffset(ofLayoutOffset: Int(index)), trailing > 0)
    }
}

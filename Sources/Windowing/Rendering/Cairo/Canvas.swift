internal import CCairo
import Foundation

/// Drawing into a `Bitmap`, with Cairo: the canvas every view, window, image renderer and
/// `CGContext` draws through (see `Rendering.swift` for the seam this is part of).
///
/// Geometry is in user space, which the CTM maps to the bitmap's pixels; the CTM, the clip and
/// the current path are Cairo's state, saved and restored together by `save()` and `restore()`.
@MainActor
final class Canvas {
    /// The Cairo context; only the renderer's own files use it.
    let cr: OpaquePointer
    /// The bitmap drawn into; kept alive as long as the canvas.
    let bitmap: Bitmap

    init(bitmap: Bitmap) {
        self.bitmap = bitmap
        cr = cairo_create(bitmap.pointer)
    }

    @MainActor deinit { cairo_destroy(cr) }

    /// Cairo's error status as text, or nil while the canvas is healthy (a context in error
    /// ignores all further drawing).
    var errorDescription: String? {
        let status = cairo_status(cr)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    // MARK: - State

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(x: CGFloat, y: CGFloat) { cairo_translate(cr, Double(x), Double(y)) }
    func scale(x: CGFloat, y: CGFloat) { cairo_scale(cr, Double(x), Double(y)) }
    func rotate(by angle: CGFloat) { cairo_rotate(cr, Double(angle)) }

    /// The current transformation matrix, from user space to the bitmap's pixels; setting it is
    /// cheaper than a saved state when only the matrix changes.
    var ctm: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        set {
            var m = cairo_matrix_t(
                xx: newValue.a, yx: newValue.b, xy: newValue.c, yy: newValue.d,
                x0: newValue.tx, y0: newValue.ty)
            cairo_set_matrix(cr, &m)
        }
    }

    /// Applies `t` before the current matrix (`ctm = t × ctm`); the caller checks it is finite
    /// and invertible (a singular matrix puts Cairo in an error state for good).
    func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
            x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }

    /// Device pixels per user-space unit along x (the canvas's scale, for offscreen snapshots).
    var deviceScale: CGFloat {
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        return scale.isFinite && scale > 0 ? CGFloat(scale) : 1
    }

    func setSource(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }
    var lineWidth: CGFloat { CGFloat(cairo_get_line_width(cr)) }
    func setFillRule(_ rule: CGPathFillRule) { cairo_set_fill_rule(cr, rule.cairo) }

    // MARK: - Painting

    func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(cr) : cairo_fill(cr) }
    func stroke() { cairo_stroke(cr) }
    func clip() { cairo_clip(cr) }
    func resetClip() { cairo_reset_clip(cr) }

    /// The clip's bounding box in user space.
    var clipExtents: CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The clip's bounding box in device pixels.
    var deviceClipBounds: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The clip's bounding box in device pixels, rounded outwards.
    var deviceClipExtents: (x0: Int, y0: Int, x1: Int, y1: Int) {
        let r = deviceClipBounds
        return (
            Int(r.minX.rounded(.down)), Int(r.minY.rounded(.down)),
            Int(r.maxX.rounded(.up)), Int(r.maxY.rounded(.up))
        )
    }

    /// Clears `rect` to transparent (or black on an xRGB bitmap).
    func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        rectangle(rect)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Starts drawing into an offscreen group, composited by `popGroup(alpha:)` as one layer.
    func pushGroup() { cairo_push_group(cr) }

    /// Composites the group begun by `pushGroup()` with `alpha` applied to all of it at once.
    func popGroup(alpha: CGFloat) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    // MARK: - Text

    /// Runs `body` with Cairo font options that turn metric hinting off (for Pango's contexts,
    /// so text measured once keeps its positions at any scale).
    nonisolated static func withUnhintedMetricsFontOptions(_ body: (OpaquePointer) -> Void) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        body(options)
        cairo_font_options_destroy(options)
    }
}

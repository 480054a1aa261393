import Foundation
internal import CCairo

/// A Cairo drawing context over a `CairoSurface`: the one place that turns the toolkit's drawing
/// into Cairo calls (for `CGContext` and for the window's compositing pass).
@MainActor
final class CairoContext {
    /// The raw Cairo context, for the few subsystems (Pango text, images) that draw through Cairo directly.
    let cr: OpaquePointer
    /// The surface drawn into; kept alive as long as the context.
    let surface: CairoSurface

    init(surface: CairoSurface) {
        self.surface = surface
        cr = cairo_create(surface.pointer)
    }

    isolated deinit { cairo_destroy(cr) }

    /// Cairo's error status as text, or nil while the context is healthy (a context in error
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

    func setSource(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }
    var lineWidth: CGFloat { CGFloat(cairo_get_line_width(cr)) }
    func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    // MARK: - Paths

    func newPath() { cairo_new_path(cr) }
    func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }
    func line(to point: CGPoint) { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    func closePath() { cairo_close_path(cr) }

    func rectangle(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds a closed ellipse inscribed in `rect` as a new sub-path.
    func ellipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_new_sub_path(cr)
        cairo_save(cr)
        cairo_translate(cr, Double(r.midX), Double(r.midY))
        cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_close_path(cr)
    }

    var hasCurrentPoint: Bool { cairo_has_current_point(cr) != 0 }

    var currentPoint: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; `.null` when there is no path.
    var pathExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return x2 > x1 || y2 > y1 ? CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1) : .null
    }

    // MARK: - Painting

    func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(cr) : cairo_fill(cr) }
    func stroke() { cairo_stroke(cr) }
    func clip() { cairo_clip(cr) }
    func resetClip() { cairo_reset_clip(cr) }

    /// The clip's bounding box in user space.
    var clipExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Clears `rect` to transparent (or black on an xRGB surface).
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

    /// Paints `image` (whose pixels cover `pixelSize`) stretched over `rect` in user space.
    func paint(_ image: CairoSurface, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        // Scaled contents keep crisp edges instead of fading into what is behind them.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

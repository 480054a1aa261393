internal import CCairo
import Foundation

// Bitmaps painted into a canvas: images, views' cached contents, and an image turned upright.
extension Canvas {
    /// Paints `image` over `rect` (user space), stretched to fill it, with `alpha` and `blendMode`.
    ///
    /// `flipped` draws it upside down, as Core Graphics' `draw(_:in:)` does in UIKit's y-down
    /// contexts. Edge pixels are padded rather than faded, so a scaled image keeps crisp edges.
    /// A non-finite or empty rectangle paints nothing.
    func paint(image: Bitmap, in rect: CGRect, flipped: Bool, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
            !alpha.isNaN, alpha > 0
        else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(flipped ? r.maxY : r.minY))
        cairo_scale(
            cr, Double(r.width) / Double(image.width), Double(flipped ? -r.height : r.height) / Double(image.height))
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, blendMode.cairoOperator)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        // Clipping first keeps Cairo's unbounded operators (sourceIn, destinationIn, …) inside
        // the image's rectangle, as Core Graphics bounds them to what is drawn.
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, Double(min(alpha, 1)))
        cairo_restore(cr)
    }

    /// Paints `bitmap` (a view's cached contents) stretched over `rect` in user space, with the
    /// current operator: the fast path of a window's repaint.
    func paint(_ bitmap: Bitmap, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(bitmap.width), Double(rect.height) / Double(bitmap.height))
        cairo_set_source_surface(cr, bitmap.pointer, 0, 0)
        // Scaled contents keep crisp edges instead of fading into what is behind them.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Paints `bitmap` pixel for pixel with its top-left corner at device pixel (`x`, `y`),
    /// whatever the matrix, inside the current clip: a copy, with no resampling.
    func paint(_ bitmap: Bitmap, atDevicePixelX x: Int, y: Int) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, bitmap.pointer, Double(x), Double(y))
        cairo_rectangle(cr, Double(x), Double(y), Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Replaces this canvas's bitmap with `source`'s pixels, pixel for pixel, where `mapping`
    /// takes each destination pixel position to the source position it shows (an image's
    /// orientation undone), then flushes the bitmap.
    func copy(_ source: Bitmap, mappedBy mapping: CGAffineTransform) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, mapping.a, mapping.b, mapping.c, mapping.d, mapping.tx, mapping.ty)
        let pattern = cairo_pattern_create_for_surface(source.pointer)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        bitmap.flush()
    }
}

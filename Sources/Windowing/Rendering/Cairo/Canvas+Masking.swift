internal import CCairo
import Foundation

// A layer's `mask`: what the layer draws, kept only where the mask layer draws, by the mask's
// alpha. Both are drawn into offscreen groups and composited once.
extension Canvas {
    /// Draws `content`, then keeps of it only what `mask` covers (by its alpha), in one
    /// compositing step; both draw in the current user space.
    func drawMasked(_ content: () -> Void, by mask: () -> Void) {
        cairo_save(cr)
        cairo_push_group(cr)
        content()
        guard let drawn = cairo_pop_group(cr) else { return cairo_restore(cr) }
        defer { cairo_pattern_destroy(drawn) }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        mask()
        guard let coverage = cairo_pop_group(cr) else { return cairo_restore(cr) }
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cr, drawn)
        cairo_mask(cr, coverage)
        cairo_restore(cr)
    }
}

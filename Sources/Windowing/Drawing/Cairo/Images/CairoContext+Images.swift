import Foundation
internal import CCairo

extension CairoContext {
    /// Paints `image` over `rect` (user space), stretched to fill it, with `alpha` and `blendMode`.
    ///
    /// `flipped` draws it upside down, as Core Graphics' `draw(_:in:)` does in UIKit's y-down
    /// contexts. Edge pixels are padded rather than faded, so a scaled image keeps crisp edges.
    /// A non-finite or empty rectangle paints nothing.
    func paint(image: CairoSurface, in rect: CGRect, flipped: Bool, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
              !alpha.isNaN, alpha > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(flipped ? r.maxY : r.minY))
        cairo_scale(cr, Double(r.width) / Double(image.width), Double(flipped ? -r.height : r.height) / Double(image.height))
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, blendMode.cairo)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        // Clipping first keeps Cairo's unbounded operators (sourceIn, destinationIn, …) inside
        // the image's rectangle, as Core Graphics bounds them to what is drawn.
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, Double(min(alpha, 1)))
        cairo_restore(cr)
    }

    /// Device pixels per user-space unit along x (the context's scale, for offscreen snapshots).
    var deviceScale: CGFloat {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        return scale.isFinite && scale > 0 ? CGFloat(scale) : 1
    }
}

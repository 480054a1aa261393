import Foundation
internal import CCairo

extension CGContext {
    /// Runs drawing that goes straight to Cairo (images, text) with the graphics state's alpha,
    /// blend mode and shadow applied to all of it, as Core Graphics applies them to every drawing
    /// operation. With none of them set, `body` draws directly (no group, no cost).
    ///
    /// `body` must leave the CTM as it found it (save and restore around its own changes).
    /// A shadow is cast only by what is drawn inside the clip.
    func drawWithEffects(_ body: () -> Void) {
        guard !state.isCollapsed else { return }
        notePainted()
        if state.shadow == nil, state.alpha == 1, state.blendMode == .normal {
            body()
            return
        }
        cairo_push_group(cr)
        body()
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        if let shadow = state.shadow { drawShadow(shadow, ofContent: content) }
        if state.blendMode.isUnboundedInCairo {
            // Bounded by the content's own alpha, as the path case is bounded by the shape.
            compositeBounded(paintSource: { target in
                cairo_set_source(target, content)
                cairo_paint_with_alpha(target, state.alpha)
            }, applyMask: { cairo_mask(cr, content) })
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairo)
        cairo_set_source(cr, content)
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_restore(cr)
    }

    /// The shadow of already-rendered content (a group pattern in the current user space).
    private func drawShadow(_ shadow: Shadow, ofContent content: OpaquePointer) {
        let (offset, sigma) = shadowGeometry(shadow)
        let padding = (3 * sigma).rounded(.up) + 1
        let clip = deviceClipExtents
        let x0 = (clip.minX - padding).rounded(.down), y0 = (clip.minY - padding).rounded(.down)
        let area = CGRect(x: x0, y: y0, width: (clip.maxX + padding).rounded(.up) - x0,
                          height: (clip.maxY + padding).rounded(.up) - y0)
        guard area.width > 0, area.height > 0, area.width * area.height <= 64_000_000,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height)) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_set_device_offset(mask, -area.minX, -area.minY)
        if let target = cairo_create(mask) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_set_matrix(target, &m)
            cairo_set_source(target, content)
            cairo_paint(target)
            cairo_destroy(target)
        }
        cairo_surface_flush(mask)
        cairo_surface_set_device_offset(mask, 0, 0)
        paintShadow(shadow, mask: mask, at: CGPoint(x: area.minX + offset.width, y: area.minY + offset.height), sigma: sigma)
    }
}

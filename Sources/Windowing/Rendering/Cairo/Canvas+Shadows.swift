internal import CCairo
import Foundation

// `CGContext`'s shadows: the coverage of what is painted, rendered to an A8 mask in device
// space, blurred, then painted in the shadow colour at the offset, under the shape (the caller
// paints the shape afterwards).
extension Canvas {
    /// The shadow of painting `operations` on `path` (with their colours' alpha).
    ///
    /// The blur is a Gaussian of standard deviation `shadow.sigma`, approximated by three box blurs
    /// as a layer's shadow is (`ShadowMask.blur(a8:sigma:)`).
    func drawShadow(
        _ shadow: DeviceShadow, of path: UnsafeMutablePointer<cairo_path_t>, operations: [PaintOperation],
        state: GraphicsState
    ) {
        let offset = shadow.offset
        let sigma = shadow.sigma
        let padding = (3 * sigma).rounded(.up) + 1
        // Only shape pixels whose shadow can land inside the clip matter.
        let clip = deviceClipBounds
        let needed = clip.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -padding, dy: -padding)
        guard let area = deviceArea(of: operations, path: path, state: state, padding: padding, limit: needed) else {
            return
        }
        let alphas = operations.map { ($0.isStroke ? state.strokeColor : state.fillColor).alpha }
        guard let mask = coverageMask(of: operations, path: path, area: area, alphas: alphas, state: state) else {
            return
        }
        defer { cairo_surface_destroy(mask) }
        let origin = CGPoint(x: area.minX + offset.width, y: area.minY + offset.height)
        paintShadow(shadow, mask: mask, at: origin, state: state)
    }

    /// The shadow of already-rendered content (a group pattern in the current user space).
    func drawShadow(_ shadow: DeviceShadow, ofContent content: OpaquePointer, state: GraphicsState) {
        let offset = shadow.offset
        let sigma = shadow.sigma
        let padding = (3 * sigma).rounded(.up) + 1
        let clip = deviceClipBounds
        let x0 = (clip.minX - padding).rounded(.down)
        let y0 = (clip.minY - padding).rounded(.down)
        let area = CGRect(
            x: x0, y: y0, width: (clip.maxX + padding).rounded(.up) - x0,
            height: (clip.maxY + padding).rounded(.up) - y0)
        guard area.width > 0, area.height > 0, area.width * area.height <= 64_000_000,
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height))
        else { return }
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
        let origin = CGPoint(x: area.minX + offset.width, y: area.minY + offset.height)
        paintShadow(shadow, mask: mask, at: origin, state: state)
    }

    /// Blurs the A8 `mask` and paints the shadow colour through it with its top-left at `origin`
    /// (device pixels).
    private func paintShadow(_ shadow: DeviceShadow, mask: OpaquePointer, at origin: CGPoint, state: GraphicsState) {
        ShadowMask.blur(a8: mask, sigma: shadow.sigma)
        let c = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, state.blendMode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : state.blendMode.cairoOperator)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * state.alpha)
        cairo_mask_surface(cr, mask, origin.x, origin.y)
        cairo_restore(cr)
    }
}

internal import CCairo
import Foundation

// `CGContext`'s shadows: the coverage of what is painted, rendered to an A8 mask in device
// space, blurred, then painted in the shadow colour at the offset, under the shape (the caller
// paints the shape afterwards).
extension Canvas {
    /// The shadow of painting `operations` on `path` (with their colours' alpha).
    ///
    /// The blur is a Gaussian of standard deviation `shadow.sigma` (approximated by three box blurs).
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
        if shadow.sigma > 0 { GaussianBlur.apply(toA8: mask, sigma: shadow.sigma) }
        let c = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, state.blendMode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : state.blendMode.cairoOperator)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * state.alpha)
        cairo_mask_surface(cr, mask, origin.x, origin.y)
        cairo_restore(cr)
    }
}

/// A Gaussian blur of an A8 Cairo surface, as three successive box blurs per axis (whose combined
/// variance matches the Gaussian's); edges are treated as transparent.
enum GaussianBlur {
    static func apply(toA8 surface: OpaquePointer, sigma: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Three boxes of width w have variance 3(w² - 1)/12, so w = √(4σ² + 1).
        let radius = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        guard radius > 0, width > 0, height > 0 else { return }
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { values[y * width + x] = Float(data[y * stride + x]) }
        }
        var scratch = [Float](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxBlur(&values, start: y * width, step: 1, count: width, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                boxBlur(&values, start: x, step: width, count: height, radius: radius, scratch: &scratch)
            }
        }
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(min(255, max(0, values[y * width + x].rounded()))) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A running-sum box blur of one row or column.
    private static func boxBlur(
        _ values: inout [Float], start: Int, step: Int, count: Int, radius: Int,
        scratch: inout [Float]
    ) {
        for i in 0..<count { scratch[i] = values[start + i * step] }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            values[start + i * step] = sum * scale
            let entering = i + radius + 1
            let leaving = i - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}

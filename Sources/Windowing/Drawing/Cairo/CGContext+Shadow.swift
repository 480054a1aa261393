import Foundation
internal import CCairo

extension CGContext {
    /// Draws the shadow of painting `operations` on `path`: the shapes' coverage (with their
    /// colours' alpha) rendered to an A8 mask in device space, blurred, then used to paint the
    /// shadow colour at the offset, under the shape (the caller paints the shape afterwards).
    ///
    /// The blur is a Gaussian of standard deviation `blur / 2` (approximated by three box blurs),
    /// the spread UIKit's shadows show; offset and blur are scaled by the base CTM's scale.
    func drawShadow(_ shadow: Shadow, of path: UnsafeMutablePointer<cairo_path_t>, operations: [PaintOperation]) {
        let (offset, sigma) = shadowGeometry(shadow)
        let padding = (3 * sigma).rounded(.up) + 1
        // Only shape pixels whose shadow can land inside the clip matter.
        let clip = deviceClipExtents
        let needed = clip.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -padding, dy: -padding)
        guard let area = deviceArea(of: operations, path: path, padding: padding, limit: needed) else { return }
        let alphas = operations.map { ($0.isStroke ? state.strokeColor : state.fillColor).alpha }
        guard let mask = coverageMask(of: operations, path: path, area: area, alphas: alphas) else { return }
        defer { cairo_surface_destroy(mask) }
        paintShadow(shadow, mask: mask, at: CGPoint(x: area.minX + offset.width, y: area.minY + offset.height), sigma: sigma)
    }

    /// The shadow's offset and blur deviation in device pixels: base space scaled by the base CTM.
    func shadowGeometry(_ shadow: Shadow) -> (offset: CGSize, sigma: CGFloat) {
        let scaleX = hypot(baseMatrix.xx, baseMatrix.yx), scaleY = hypot(baseMatrix.xy, baseMatrix.yy)
        let offset = CGSize(width: shadow.offset.width * scaleX, height: shadow.offset.height * scaleY)
        return (offset, shadow.blur / 2 * max(scaleX, scaleY))
    }

    /// Blurs the A8 `mask` and paints the shadow colour through it with its top-left at `origin`
    /// (device pixels).
    func paintShadow(_ shadow: Shadow, mask: OpaquePointer, at origin: CGPoint, sigma: CGFloat) {
        if sigma > 0 { GaussianBlur.apply(toA8: mask, sigma: sigma) }
        let c = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, state.blendMode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : state.blendMode.cairo)
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
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
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
            for y in 0..<height { boxBlur(&values, start: y * width, step: 1, count: width, radius: radius, scratch: &scratch) }
            for x in 0..<width { boxBlur(&values, start: x, step: width, count: height, radius: radius, scratch: &scratch) }
        }
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(min(255, max(0, values[y * width + x].rounded()))) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A running-sum box blur of one row or column.
    private static func boxBlur(_ values: inout [Float], start: Int, step: Int, count: Int, radius: Int,
                                scratch: inout [Float]) {
        for i in 0..<count { scratch[i] = values[start + i * step] }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            values[start + i * step] = sum * scale
            let entering = i + radius + 1, leaving = i - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}

internal import CCairo
import Foundation

/// An A8 Cairo surface holding a layer shadow's shape, blurred in place with a gaussian approximated
/// by three box blurs per axis (their variances add up to the gaussian's).
@MainActor
final class ShadowMask {
    /// The largest blur, in device pixels; larger radii are drawn with this one.
    static let maximumSigma: CGFloat = 128
    /// Masks larger than this many pixels are not made (the shadow is skipped) rather than
    /// exhausting memory for a huge view.
    static let maximumPixels = 64 << 20

    /// Masks reused across paints are at most this large (about 1 MB each).
    static let maximumCachedPixels = 1 << 20

    /// What a blurred mask depends on besides where it is painted; a cached mask is reused while
    /// its key is equal.
    struct Key: Equatable {
        var size: CGSize
        var xx, yx, xy, yy: Double
        /// The shape's sub-pixel position in device space.
        var fractionX, fractionY: Double
        var radius, sigma, backgroundAlpha, borderWidth, borderAlpha: CGFloat
        /// Which corners the radius rounds (`CACornerMask`'s bits).
        var corners: UInt
        /// The layer's `shadowPath`, which replaces the other parts of the shape.
        var path: [CGPath.Element]?
    }

    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Int
    let height: Int
    let key: Key?

    init?(width: Int, height: Int, key: Key?) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= Self.maximumPixels else {
            return nil
        }
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let context = cairo_create(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        surface = made
        cr = context
        self.width = width
        self.height = height
        self.key = key
    }

    @MainActor deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: - The shape

    /// Sets the mask's matrix so that user space maps as through `matrix`, with the mask's pixel
    /// (0, 0) at device pixel `maskOrigin`, then moves the origin by `offset` (the shadow's).
    func beginShape(matrix: CGAffineTransform, maskOrigin: (Int, Int), offset: CGPoint) {
        var m = cairo_matrix_t(
            xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d,
            x0: matrix.tx - Double(maskOrigin.0), y0: matrix.ty - Double(maskOrigin.1))
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, Double(offset.x), Double(offset.y))
    }

    /// Fills a layer's `shadowPath` at full coverage.
    func fill(_ path: [CGPath.Element]) {
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        CairoPath.append(path, to: cr)
        cairo_fill(cr)
    }

    /// Fills the (rounded) rectangle, or the ring `hole` wide inside it, at `alpha` coverage.
    func fillShape(
        _ rect: CGRect, radius: CGFloat, hole: CGFloat = 0, corners: UInt = CairoShapes.allCorners, alpha: CGFloat
    ) {
        cairo_set_source_rgba(cr, 0, 0, 0, Double(alpha))
        CairoShapes.shape(cr, rect, radius: radius, hole: hole, corners: corners)
        cairo_fill(cr)
    }

    /// Adds the alpha of `bitmap` (a layer's drawn contents) stretched over `rect`; the matrix
    /// keeps the stretch, as nothing is drawn into the mask after the contents.
    func paint(_ bitmap: Bitmap, in rect: CGRect) {
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(bitmap.width), Double(rect.height) / Double(bitmap.height))
        cairo_set_source_surface(cr, bitmap.pointer, 0, 0)
        cairo_paint(cr)
    }
}

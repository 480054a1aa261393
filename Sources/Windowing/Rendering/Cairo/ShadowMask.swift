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
    func fillShape(_ rect: CGRect, radius: CGFloat, hole: CGFloat = 0, alpha: CGFloat) {
        cairo_set_source_rgba(cr, 0, 0, 0, Double(alpha))
        CairoShapes.shape(cr, rect, radius: radius, hole: hole)
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

    // MARK: - Blurring

    /// How far, in pixels, the blur of `sigma` spreads a shape: three standard deviations.
    static func reach(sigma: CGFloat) -> Int { Int((sigma * 3).rounded(.up)) + 1 }

    /// The widths (odd) of three box blurs whose combined variance is closest to `sigma`².
    ///
    /// A box of width w has variance (w² − 1)/12. With `m` passes of width `wl` and the rest of
    /// `wl + 2`, m(wl² − 1) + (3 − m)((wl + 2)² − 1) = 12σ² gives m.
    static func boxWidths(sigma: CGFloat) -> [Int] {
        let variance = Double(sigma * sigma)
        var lower = Int((4 * variance + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let l = Double(lower)
        let passes = ((12 * variance - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        let m = Int(max(0, min(3, passes)))
        return (0..<3).map { $0 < m ? lower : lower + 2 }
    }

    /// Blurs the mask in place; a sigma under a third of a pixel leaves it sharp.
    func blur(sigma: CGFloat) {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        guard sigma >= 0.34, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let widths = Self.boxWidths(sigma: sigma)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for boxWidth in widths {
            for y in 0..<height {
                Self.boxBlur(data + y * stride, count: width, step: 1, radius: boxWidth / 2, scratch: scratch)
            }
        }
        for boxWidth in widths {
            for x in 0..<width {
                Self.boxBlur(data + x, count: height, step: stride, radius: boxWidth / 2, scratch: scratch)
            }
        }
    }

    /// One running-sum box blur along a line of `count` samples `step` bytes apart; outside the
    /// line counts as transparent.
    ///
    /// The arithmetic wraps (`&+`) because it cannot overflow: a sum is at most 255 × `width`
    /// for lines of at most 32767 samples, and the checks would cost a third of the blur.
    private static func boxBlur(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        guard radius > 0 else { return }
        var offset = 0
        for i in 0..<count {
            scratch[i] = line[offset]
            offset &+= step
        }
        let width = UInt32(2 * radius + 1)
        let half = width / 2
        var sum: UInt32 = 0
        for j in 0..<min(radius, count) { sum &+= UInt32(scratch[j]) }
        offset = 0
        for i in 0..<count {
            let entering = i &+ radius
            if entering < count { sum &+= UInt32(scratch[entering]) }
            line[offset] = UInt8(truncatingIfNeeded: (sum &+ half) / width)
            offset &+= step
            let leaving = i &- radius
            if leaving >= 0 { sum &-= UInt32(scratch[leaving]) }
        }
    }
}

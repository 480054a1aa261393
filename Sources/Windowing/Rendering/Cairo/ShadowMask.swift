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
        Self.blur(
            data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
    }

    /// Blurs `height` rows of `width` coverage bytes, `stride` bytes apart: the three box blurs
    /// along every row, then along every column.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let boxes = boxWidths(sigma: sigma).map { BoxDivisor(width: $0) }
        let length = max(width, height)
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * length)
        defer { buffers.deallocate() }
        for y in 0..<height {
            blurLine(pixels + y * stride, count: width, step: 1, boxes: boxes, buffers: buffers, length: length)
        }
        for x in 0..<width {
            blurLine(pixels + x, count: height, step: stride, boxes: boxes, buffers: buffers, length: length)
        }
    }

    /// Divides by a box's width with a multiplication, once per sample: a multiplication takes a
    /// few cycles where an integer division takes tens.
    ///
    /// With `reciprocal` = ⌈2⁶⁴ / width⌉, the high word of `reciprocal × n` is `n / width` for
    /// every 32-bit `n` and width (Lemire, Kaser and Kurz, "Faster remainder by direct
    /// computation", 2019); a box's sums are far below 2³².
    struct BoxDivisor {
        let radius: Int
        let width: UInt32
        let reciprocal: UInt64

        init(width: Int) {
            radius = width / 2
            self.width = UInt32(width)
            // Box widths are odd, so 2⁶⁴ is never a multiple of one and this is the ceiling; a
            // width of 1 leaves the line as it is and never divides.
            reciprocal = width > 1 ? UInt64.max / UInt64(width) &+ 1 : 0
        }

        /// `n / width`.
        @inline(__always)
        func quotient(_ n: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: reciprocal.multipliedFullWidth(by: UInt64(n)).high)
        }
    }

    /// Runs the three box blurs over one line of `count` samples `step` bytes apart: the line is
    /// read once into `buffers`, blurred from one half of them to the other, and written back once.
    private static func blurLine(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, boxes: [BoxDivisor],
        buffers: UnsafeMutablePointer<UInt8>, length: Int
    ) {
        var source = buffers
        var target = buffers + length
        var offset = 0
        for i in 0..<count {
            source[i] = line[offset]
            offset &+= step
        }
        for box in boxes where box.radius > 0 {
            boxBlur(source, into: target, count: count, box: box)
            swap(&source, &target)
        }
        offset = 0
        for i in 0..<count {
            line[offset] = source[i]
            offset &+= step
        }
    }

    /// One running-sum box blur of `count` samples; outside the line counts as transparent. Each
    /// output is the box's mean, rounded to nearest.
    ///
    /// The arithmetic wraps (`&+`) because it cannot overflow: a sum is at most 255 × the box's
    /// width, and the checks would cost a third of the blur.
    private static func boxBlur(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int, box: BoxDivisor
    ) {
        let radius = box.radius
        let half = box.width / 2
        var sum: UInt32 = 0
        for j in 0..<min(radius, count) { sum &+= UInt32(source[j]) }
        for i in 0..<count {
            let entering = i &+ radius
            if entering < count { sum &+= UInt32(source[entering]) }
            target[i] = UInt8(truncatingIfNeeded: box.quotient(sum &+ half))
            let leaving = i &- radius
            if leaving >= 0 { sum &-= UInt32(source[leaving]) }
        }
    }
}

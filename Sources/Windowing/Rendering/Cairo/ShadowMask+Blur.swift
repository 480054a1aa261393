internal import CCairo
import Foundation

/// The blur of a shadow's mask: a gaussian approximated by three box blurs per axis.
extension ShadowMask {
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
    func blur(sigma: CGFloat) { Self.blur(a8: surface, sigma: sigma) }

    /// Blurs an A8 Cairo surface in place, as `blur(sigma:)` blurs a mask: layer shadows and
    /// `CGContext` shadows share one blur, so both spread a shape alike.
    static func blur(a8 surface: OpaquePointer, sigma: CGFloat) {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        // A mask is at most `maximumPixels`, and 3 sigmas of room on each side, so any sigma
        // that reaches here is far below this bound, which keeps a box's width in 32 bits.
        guard sigma >= 0.34, sigma < 16_777_216, let data = cairo_image_surface_get_data(surface) else { return }
        blur(
            data, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            sigma: sigma)
    }

    /// Blurs `height` rows of `width` coverage bytes, `stride` bytes apart: the three box blurs
    /// along every row, then along every column.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        var lines = LineBlur(boxes: boxWidths(sigma: sigma).map { BoxDivisor(width: $0) }, length: max(width, height))
        defer { lines.deallocate() }
        for y in 0..<height {
            lines.blur(pixels + y * stride, count: width, step: 1)
        }
        lines.forgetPreviousLine()
        for x in 0..<width {
            lines.blur(pixels + x, count: height, step: stride)
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

    /// Runs the three box blurs over lines of samples, each read once into a buffer, blurred from
    /// buffer to buffer and written back once.
    ///
    /// A line equal to the one before it gets the same result, which is copied rather than
    /// computed again: a shadow's shape is mostly straight edges, so most of its rows, and most of
    /// its columns, repeat their neighbours.
    struct LineBlur {
        /// The boxes that change a line: a box of width 1 leaves it as it is.
        let passes: [BoxDivisor]
        private let storage: UnsafeMutablePointer<UInt8>
        private var input, previousInput, output: UnsafeMutablePointer<UInt8>
        private let scratch: UnsafeMutablePointer<UInt8>
        private var hasPreviousLine = false

        init(boxes: [BoxDivisor], length: Int) {
            passes = boxes.filter { $0.radius > 0 }
            storage = .allocate(capacity: 4 * length)
            input = storage
            previousInput = storage + length
            output = storage + 2 * length
            scratch = storage + 3 * length
        }

        func deallocate() { storage.deallocate() }

        /// Starts lines of another direction, which no earlier line predicts.
        mutating func forgetPreviousLine() { hasPreviousLine = false }

        /// Blurs the line of `count` samples `step` bytes apart in place.
        mutating func blur(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int) {
            var offset = 0
            for i in 0..<count {
                input[i] = line[offset]
                offset &+= step
            }
            if !hasPreviousLine || memcmp(input, previousInput, count) != 0 {
                blurInput(count: count)
                swap(&input, &previousInput)
                hasPreviousLine = true
            }
            offset = 0
            for i in 0..<count {
                line[offset] = output[i]
                offset &+= step
            }
        }

        /// Blurs `input` into `output`, through `scratch`, and leaves `input` as it was.
        private func blurInput(count: Int) {
            guard !passes.isEmpty else {
                output.update(from: input, count: count)
                return
            }
            // The passes alternate between the two buffers so that the last one writes `output`.
            var source = input
            var target = passes.count % 2 == 1 ? output : scratch
            for box in passes {
                Self.boxBlur(source, into: target, count: count, box: box)
                source = target
                target = target == output ? scratch : output
            }
        }

        /// One running-sum box blur of `count` samples; outside the line counts as transparent.
        /// Each output is the box's mean, rounded to nearest.
        ///
        /// The arithmetic wraps (`&+`) because it cannot overflow: a sum is at most 255 × the box's
        /// width, and the checks would cost a third of the blur.
        private static func boxBlur(
            _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int,
            box: BoxDivisor
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
}

import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The shadow blur against its definition: three box blurs along each row, then three along each
/// column, each output the rounded mean of the box with transparent samples outside the mask.
@MainActor
struct ShadowBlurTests {
    /// One box blur of a line by the definition, one output at a time.
    private func boxBlurByDefinition(_ line: [UInt8], width: Int) -> [UInt8] {
        let radius = width / 2
        return line.indices.map { i in
            var sum = 0
            for j in (i - radius)...(i + radius) where line.indices.contains(j) { sum += Int(line[j]) }
            return UInt8((sum + width / 2) / width)
        }
    }

    private func blurByDefinition(_ pixels: [UInt8], width: Int, height: Int, sigma: CGFloat) -> [UInt8] {
        var result = pixels
        let widths = ShadowMask.boxWidths(sigma: sigma)
        for y in 0..<height {
            var row = Array(result[(y * width)..<(y * width + width)])
            for box in widths { row = boxBlurByDefinition(row, width: box) }
            result.replaceSubrange((y * width)..<(y * width + width), with: row)
        }
        for x in 0..<width {
            var column = (0..<height).map { result[$0 * width + x] }
            for box in widths { column = boxBlurByDefinition(column, width: box) }
            for y in 0..<height { result[y * width + x] = column[y] }
        }
        return result
    }

    @Test(arguments: [0.5, 1.0, 2.5, 5.0, 9.0, 20.0] as [CGFloat])
    func blurMatchesTheDefinitionOnRandomMasks(sigma: CGFloat) {
        var generator = SeededGenerator(seed: UInt64(sigma * 1000))
        for (width, height) in [(1, 1), (7, 3), (40, 25), (3, 90)] {
            let pixels = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var blurred = pixels
            blurred.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                ShadowMask.blur(base, width: width, height: height, stride: width, sigma: sigma)
            }
            #expect(
                blurred == blurByDefinition(pixels, width: width, height: height, sigma: sigma),
                "seed \(generator.seed), \(width)×\(height)")
        }
    }

    /// `CGContext.setShadow` blurs with the same blur as a layer's shadow: a black square's
    /// shadow, moved clear of the square, has the coverage the definition gives for its mask.
    @Test(arguments: [1, 6, 15] as [CGFloat])
    func aContextShadowIsTheSameBlur(blur: CGFloat) {
        let (width, height) = (120, 70)
        let canvas = DrawingCanvas(width: width, height: height)
        canvas.context.setShadow(offset: CGSize(width: 60, height: 0), blur: blur, color: UIColor.black.cgColor)
        canvas.context.setFillColor(UIColor.black.cgColor)
        canvas.context.fill(CGRect(x: 12, y: 25, width: 20, height: 20))
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 25..<45 {
            for x in 72..<92 { mask[y * width + x] = 255 }
        }
        let expected = blurByDefinition(mask, width: width, height: height, sigma: blur / 2)
        let drawn = (0..<(width * height)).map { UInt8(canvas.alpha($0 % width, $0 / width)) }
        // The square itself, at x 12...31, is left out: only its shadow is compared.
        let columns = 50..<width
        #expect(
            (0..<height).allSatisfy { y in columns.allSatisfy { drawn[y * width + $0] == expected[y * width + $0] } },
            "blur \(blur)")
    }

    /// Rows and columns that repeat the one before them, as in a rectangle's mask, and lines that
    /// return to an earlier pattern after a different one.
    @Test func repeatedLinesMatchTheDefinition() {
        let width = 30
        let height = 24
        var generator = SeededGenerator(seed: 7)
        let patterns = (0..<3).map { _ in (0..<width).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        let rowPatterns = [0, 0, 0, 1, 0, 0, 2, 2, 1, 1, 1, 0] + [Int](repeating: 2, count: 12)
        let pixels = rowPatterns.flatMap { patterns[$0] }
        for sigma in [1, 4] as [CGFloat] {
            var blurred = pixels
            blurred.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                ShadowMask.blur(base, width: width, height: height, stride: width, sigma: sigma)
            }
            #expect(blurred == blurByDefinition(pixels, width: width, height: height, sigma: sigma), "sigma \(sigma)")
        }
    }

    @Test func blurLeavesTheBytesPastEachRowAlone() {
        // Cairo pads A8 rows to a multiple of four bytes.
        let width = 5
        let stride = 8
        var pixels = [UInt8](repeating: 200, count: stride * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            ShadowMask.blur(base, width: width, height: 4, stride: stride, sigma: 3)
        }
        for y in 0..<4 {
            #expect(pixels[(y * stride + width)..<(y * stride + stride)].allSatisfy { $0 == 200 })
        }
    }

    /// Every sum a box can hold (at most 255 × its width), divided by every odd width up to the
    /// largest that `maximumSigma` makes.
    @Test func boxDivisorMatchesDivision() {
        let largest = ShadowMask.boxWidths(sigma: ShadowMask.maximumSigma).max() ?? 0
        #expect(largest >= 255)
        var mismatches: [String] = []
        for width in stride(from: 3, through: largest, by: 2) {
            let divisor = ShadowMask.BoxDivisor(width: width)
            let widthValue = UInt32(width)
            for n in 0...(255 * widthValue + widthValue / 2) where divisor.quotient(n) != n / widthValue {
                mismatches.append("\(n) / \(width)")
                break
            }
        }
        #expect(mismatches.isEmpty)
    }
}

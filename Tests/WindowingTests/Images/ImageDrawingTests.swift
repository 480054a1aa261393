import Foundation
import Testing

@testable import Windowing

/// Orientation, cropping, and how `UIImage.draw` and `CGContext.draw` place pixels.
@MainActor
struct ImageDrawingTests {
    let r = TestImages.red, b = TestImages.blue, g = TestImages.green, w = TestImages.white

    /// Draws `image` upright at its size into a renderer of that size (scale 1) and returns the pixels.
    private func drawn(_ image: UIImage) -> [[UInt32]] {
        TestImages.pixels(
            UIGraphicsImageRenderer(size: image.size, format: TestImages.format(scale: 1)).image { _ in
                image.draw(at: .zero)
            })
    }

    @Test func markerPixelsAreAsDrawn() {
        #expect(TestImages.pixels(TestImages.marker()) == [[g, r, b, b], [r, r, b, w]])
    }

    @Test(arguments: [
        (UIImage.Orientation.up, [[0, 1, 2, 2], [1, 1, 2, 3]]),
        (.down, [[3, 2, 1, 1], [2, 2, 1, 0]]),
        (.upMirrored, [[2, 2, 1, 0], [3, 2, 1, 1]]),
        (.downMirrored, [[1, 1, 2, 3], [0, 1, 2, 2]]),
        (.right, [[1, 0], [1, 1], [2, 2], [3, 2]]),  // turned 90° clockwise
        (.left, [[2, 3], [2, 2], [1, 1], [0, 1]]),  // turned 90° counter-clockwise
        (.leftMirrored, [[0, 1], [1, 1], [2, 2], [2, 3]]),
        (.rightMirrored, [[3, 2], [2, 2], [1, 1], [1, 0]]),
    ])
    func orientationTurnsThePixels(orientation: UIImage.Orientation, expected: [[Int]]) throws {
        let palette = [g, r, b, w]
        let marker = try #require(TestImages.marker().cgImage)
        let image = UIImage(cgImage: marker, scale: 1, orientation: orientation)
        let turned = expected.count == 4
        #expect(image.size == (turned ? CGSize(width: 2, height: 4) : CGSize(width: 4, height: 2)))
        #expect(drawn(image) == expected.map { $0.map { palette[$0] } })
        #expect(
            image.pngData().flatMap { UIImage(data: $0) }?.size == CGSize(width: 4, height: 2),
            "pngData writes the bitmap as stored, as UIKit does")
    }

    @Test func imageDrawsUprightButCGContextDrawsFlipped() throws {
        let image = TestImages.marker()
        let cgImage = try #require(image.cgImage)
        let format = TestImages.format(scale: 1)
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(TestImages.pixels(upright) == [[g, r, b, b], [r, r, b, w]])
        #expect(TestImages.pixels(flipped) == [[r, r, b, w], [g, r, b, b]])
    }

    @Test func drawInStretchesAndDrawAtUsesThePointSize() {
        let image = TestImages.marker(scale: 2)  // 4×2 points, 8×4 pixels
        let pixels = TestImages.pixels(
            UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: TestImages.format(scale: 1)).image { _ in
                image.draw(at: CGPoint(x: 4, y: 2))
                image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 1))
            })
        #expect(
            pixels[2][4] == g && pixels[3][7] == w && pixels[2][5] == r && pixels[3][6] == b,
            "drawn at 4×2 points")
        #expect(pixels[1][0] == 0 && pixels[1][3] == 0, "outside both images")
    }

    @Test func blendModeAndAlphaApply() {
        let image = TestImages.marker()
        let pixels = TestImages.pixels(
            UIGraphicsImageRenderer(
                size: CGSize(width: 4, height: 2), format: TestImages.format(scale: 1, opaque: true)
            ).image { context in
                UIColor(white: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
                image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), blendMode: .multiply, alpha: 0.5)
            })
        // Multiply on white gives the image's colour; at alpha 0.5, halfway from white to it.
        #expect(pixel(pixels[0][2], isClose: 0xFF80_80FF, tolerance: 1), "\(hex(pixels[0][2]))")
        #expect(pixel(pixels[1][3], isClose: 0xFFFF_FFFF, tolerance: 0))
    }

    @Test func unboundedBlendModesStayInsideTheImage() {
        let pixels = TestImages.pixels(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: TestImages.format(scale: 1)).image {
                context in
                UIColor(white: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
                TestImages.marker().draw(in: CGRect(x: 0, y: 0, width: 2, height: 1), blendMode: .sourceIn, alpha: 1)
            })
        #expect(pixels[0][2] == TestImages.white && pixels[1][0] == TestImages.white, "outside the image: untouched")
        #expect(pixels[0][0] != TestImages.white)
    }

    @Test func badRectanglesDrawNothing() {
        let image = TestImages.marker()
        let pixels = TestImages.pixels(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: TestImages.format(scale: 1)).image { _ in
                image.draw(in: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 2))
                image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
                image.draw(in: .zero)
                image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), blendMode: .normal, alpha: .nan)
            })
        #expect(pixels.joined().allSatisfy { $0 == 0 })
        image.draw(at: .zero)  // no current context: nothing happens
    }

    @Test func croppingCopiesTheRectangle() throws {
        let cgImage = try #require(TestImages.marker().cgImage)
        let cropped = try #require(cgImage.cropping(to: CGRect(x: 2.5, y: 0, width: 1, height: 2)))
        #expect((cropped.width, cropped.height) == (2, 2), "fractional edges round outwards")
        #expect(TestImages.pixels(UIImage(cgImage: cropped)) == [[b, b], [b, w]])
        #expect(
            cgImage.cropping(to: CGRect(x: -10, y: -10, width: 11, height: 11)).map { ($0.width, $0.height) }! == (1, 1)
        )
        #expect(cgImage.cropping(to: CGRect(x: 10, y: 0, width: 2, height: 2)) == nil)
        #expect(cgImage.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(cgImage.bytesPerRow >= 16 && cgImage.alphaInfo == .premultipliedFirst)
    }

    @Test func invalidScaleBecomesOne() throws {
        let cgImage = try #require(TestImages.marker().cgImage)
        #expect(UIImage(cgImage: cgImage, scale: 0, orientation: .up).scale == 1)
        #expect(UIImage(cgImage: cgImage, scale: .nan, orientation: .up).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: cgImage, scale: -2, orientation: .up).scale == 1)
    }
}

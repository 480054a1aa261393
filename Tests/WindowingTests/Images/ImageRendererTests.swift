import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UIGraphicsImageRenderer` and the older `UIGraphicsBeginImageContextWithOptions` API.
@MainActor
struct ImageRendererTests {
    @Test func formatDefaultsToTheScreenScaleAndTranslucent() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale)
        #expect(format.opaque == false)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
        let image = renderer.image { _ in }
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.scale == UIScreen.main.scale)
    }

    @Test func theRendererCopiesItsFormat() {
        let format = TestImages.format(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format)
        format.scale = 5
        #expect(renderer.format.scale == 2)
        #expect(renderer.format !== format)
    }

    @Test func imagesHaveTheFormatsScaleInPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: TestImages.format(scale: 3))
            .image { context in
                #expect(UIGraphicsGetCurrentContext() === context.cgContext)
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            }
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is popped afterwards")
        #expect(image.size == CGSize(width: 3, height: 2))
        let cgImage = try #require(image.cgImage)
        #expect((cgImage.width, cgImage.height) == (9, 6))
        #expect(cgImage.pixel(x: 3, y: 0) == TestImages.red && cgImage.pixel(x: 5, y: 2) == TestImages.red)
        #expect(cgImage.pixel(x: 2, y: 0) == 0 && cgImage.pixel(x: 6, y: 0) == 0 && cgImage.pixel(x: 3, y: 3) == 0)
    }

    @Test func boundsOriginIsTheTopLeftPixel() {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 20, width: 2, height: 2), format: TestImages.format(scale: 1))
        let pixels = TestImages.pixels(
            renderer.image { context in
                UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
            })
        #expect(pixels == [[TestImages.blue, 0], [0, 0]])
    }

    @Test func opaqueImagesStartBlackAndHaveNoAlpha() throws {
        let image = UIGraphicsImageRenderer(
            size: CGSize(width: 2, height: 1), format: TestImages.format(scale: 1, opaque: true)
        ).image { _ in }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.alphaInfo == .noneSkipFirst)
        #expect(cgImage.pixel(x: 0, y: 0) == 0xFF00_0000)
    }

    @Test func contextHelpersFillStrokeClipAndSnapshot() {
        var snapshot: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: TestImages.format(scale: 1))
            .image { context in
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
                snapshot = context.currentImage
                UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 3), blendMode: .copy)
                UIColor(red: 0, green: 1, blue: 0, alpha: 1).setStroke()
                context.cgContext.setLineWidth(2)
                context.stroke(CGRect(x: 3, y: 3, width: 2, height: 2))
                context.clip(to: CGRect(x: 5, y: 0, width: 1, height: 1))
                UIColor(white: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
                #expect(context.format.bounds.size == CGSize(width: 6, height: 6))
            }
        let pixels = TestImages.pixels(image)
        #expect(
            TestImages.pixels(snapshot).joined().allSatisfy { $0 == TestImages.red },
            "currentImage is a copy taken then")
        #expect(pixels[0][0] == 0x8000_0080, "copy replaces the red with premultiplied half blue: \(hex(pixels[0][0]))")
        #expect(
            pixels[4][4] == TestImages.green && pixels[2][2] == TestImages.green, "a 2-point stroke straddles the edge")
        #expect(pixels[4][3] == TestImages.green && pixels[3][3] == TestImages.green)
        #expect(pixels[0][5] == TestImages.white && pixels[0][4] == TestImages.red, "the clip limits the last fill")
    }

    @Test func pngDataIsTheSameDrawingEncoded() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: TestImages.format(scale: 1))
        let png = renderer.pngData { _ in TestImages.marker().draw(at: .zero) }
        #expect(TestImages.pixels(UIImage(data: png)) == TestImages.pixels(TestImages.marker()))
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: CGFloat.nan, height: 1),
        CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 100_000, height: 100_000),
    ])
    func unusableSizesDrawIntoOnePixel(size: CGSize) throws {
        var ran = false
        let image = UIGraphicsImageRenderer(size: size, format: TestImages.format(scale: 1)).image { context in
            ran = true
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(ran, "the actions run anyway")
        #expect((image.cgImage?.width, image.cgImage?.height) == (1, 1))
    }

    @Test func negativeSizesAreStandardizedLikeCGRect() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: -5, height: 10), format: TestImages.format(scale: 1))
        let image = renderer.image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: -5, y: 0, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 5, height: 10))
        #expect(image.cgImage?.pixel(x: 0, y: 0) == TestImages.red, "the rectangle spans x -5...0")
    }

    @Test func unusableScalesBecomeOne() {
        for scale in [0, -1, CGFloat.nan, .infinity] {
            let renderer = UIGraphicsImageRenderer(
                size: CGSize(width: 2, height: 2), format: TestImages.format(scale: scale))
            #expect(renderer.format.scale == 1)
            #expect(renderer.image { _ in }.size == CGSize(width: 2, height: 2))
        }
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: TestImages.format(scale: 1e6))
        #expect(huge.image { _ in }.cgImage?.width == 1, "more pixels than the limit is refused")
    }

    // MARK: - UIGraphicsBeginImageContextWithOptions

    @Test func beginImageContextDrawsAndNests() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 2)
        let outer = UIGraphicsGetCurrentContext()
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == 1 && inner.size == CGSize(width: 1, height: 1))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
        #expect(image.cgImage?.pixel(x: 1, y: 1) == TestImages.red && image.cgImage?.pixel(x: 2, y: 2) == 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()  // unbalanced: nothing to end, nothing happens
    }

    @Test func beginImageContextWithScaleZeroUsesTheScreen() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 0)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst)
    }

    @Test func beginImageContextWithABadSizeBeginsNothing() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, .nan)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()
    }
}

import Foundation
import Testing

@testable import Windowing

/// `UIImageView` geometry and placement for every content mode (offscreen, no app).
@MainActor
struct UIImageViewTests {
    let marker = TestImages.marker()  // 4×2 points: green top-left, white bottom-right

    @Test func defaultsFollowUIKit() {
        let view = UIImageView(image: marker)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(view.isUserInteractionEnabled == false)
        #expect(UIImageView(frame: .zero).isUserInteractionEnabled == false)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 2))
        #expect(
            UIImageView(image: nil).intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test func settingAnImageKeepsTheFrameAndSizeToFitAdopts() {
        let view = UIImageView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        view.image = TestImages.marker(scale: 2)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 4, height: 2))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 4, height: 2), "points, not pixels")
    }

    @Test func highlightedImageShowsOnlyWhileHighlighted() throws {
        let other = TestImages.checker(scale: 1)
        let view = UIImageView(image: marker, highlightedImage: other)
        #expect(view.contents === marker.orientedBitmap)
        view.isHighlighted = true
        #expect(view.contents === other.orientedBitmap)
        #expect(view.intrinsicContentSize == CGSize(width: 2, height: 2))
        view.highlightedImage = nil
        #expect(view.contents === marker.orientedBitmap, "without a highlighted image, the image shows")
        view.image = nil
        #expect(view.contents == nil)
    }

    @Test func imageViewsShareTheImagesPixels() {
        let first = UIImageView(image: marker)
        let second = UIImageView(image: marker)
        #expect(first.contents === second.contents)
        #expect(first.contentsScale == 1)
        #expect(UIImageView(image: TestImages.marker(scale: 3)).contentsScale == 3)
    }

    /// The image view (8×6 points, marker image) drawn offscreen at scale 1.
    private func snapshot(_ mode: UIView.ContentMode, image: UIImage? = nil, size: CGSize = CGSize(width: 8, height: 6))
        -> [[UInt32]]
    {
        let view = UIImageView(image: image ?? marker)
        view.frame = CGRect(origin: .zero, size: size)
        view.contentMode = mode
        return TestImages.pixels(
            UIGraphicsImageRenderer(size: size, format: TestImages.format(scale: 1)).image { _ in
                #expect(view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true))
            })
    }

    @Test(arguments: [
        (UIView.ContentMode.center, 2, 2), (.top, 2, 0), (.bottom, 2, 4), (.left, 0, 2), (.right, 4, 2),
        (.topLeft, 0, 0), (.topRight, 4, 0), (.bottomLeft, 0, 4), (.bottomRight, 4, 4),
    ])
    func pinnedModesKeepTheImageSize(mode: UIView.ContentMode, x: Int, y: Int) {
        let pixels = snapshot(mode)
        #expect(pixels[y][x] == TestImages.green, "top-left of the image at (\(x), \(y))")
        #expect(pixels[y + 1][x + 3] == TestImages.white, "bottom-right of the image at (\(x + 3), \(y + 1))")
        #expect(pixels[y][x + 2] == TestImages.blue)
        let covered = pixels.joined().filter { $0 != 0 }.count
        #expect(covered == 8, "exactly the 4×2 image is drawn, \(covered) pixels painted")
    }

    @Test func scaleModesFillFitOrCover() {
        let stretched = snapshot(.scaleToFill)
        #expect(stretched.joined().allSatisfy { $0 != 0 }, "scaleToFill covers the bounds")
        #expect(stretched[0][0] == TestImages.green && stretched[5][7] == TestImages.white)
        #expect(snapshot(.redraw) == stretched, "an image view stretches for .redraw too")

        let fitted = snapshot(.scaleAspectFit)  // 4×2 into 8×6: 8×4, centred vertically at y = 1
        #expect(fitted[0].allSatisfy { $0 == 0 } && fitted[5].allSatisfy { $0 == 0 }, "bars above and below")
        #expect(fitted[1][0] == TestImages.green && fitted[4][7] == TestImages.white)

        let filled = snapshot(.scaleAspectFill)  // 4×2 into 8×6: 12×6, centred horizontally at x = -2
        #expect(filled.joined().allSatisfy { $0 != 0 })
        // Upscaling blends neighbouring pixels, so check which colour dominates.
        func channels(_ p: UInt32) -> (r: UInt32, g: UInt32, b: UInt32) { (p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF) }
        #expect(
            channels(filled[0][0]).g > channels(filled[0][0]).r, "the green point spans x -2...1: \(hex(filled[0][0]))")
        #expect(
            channels(filled[5][7]).b > channels(filled[5][7]).r,
            "the white point (x 7...10) is cut off: \(hex(filled[5][7]))")
    }

    @Test func aViewWithoutAnImageDrawsOnlyItsBackground() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let pixels = TestImages.pixels(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: TestImages.format(scale: 1)).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
            })
        #expect(pixels == [[TestImages.blue, TestImages.blue]])
    }
}

/// Image views never call `draw(_:)`, as UIKit's don't.
final class DrawCountingImageView: UIImageView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// Template images: shown as their alpha filled with the tint colour.
@MainActor
struct TemplateImageTests {
    /// A 2×1 image: an opaque red pixel and a transparent one.
    let shape = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: TestImages.format(scale: 1)).image {
        context in
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    private func shown(_ view: UIView) -> [[UInt32]] {
        TestImages.pixels(
            UIGraphicsImageRenderer(size: view.bounds.size, format: TestImages.format(scale: 1)).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
            })
    }

    @Test func renderingModeIsKeptPerImage() {
        #expect(shape.renderingMode == .automatic)
        let template = shape.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.cgImage === shape.cgImage && template.scale == shape.scale)
        #expect(shape.renderingMode == .automatic, "the original is unchanged")
    }

    @Test func templateImagesTakeTheTintColour() {
        let view = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(shown(view) == [[TestImages.blue, 0]])
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        parent.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.tintColor = nil
        parent.addSubview(view)
        #expect(shown(view) == [[TestImages.green, 0]], "the inherited tint after a move")
        parent.tintColor = UIColor(white: 1, alpha: 1)
        #expect(shown(view) == [[TestImages.white, 0]], "a change of the inherited tint")
    }

    @Test func originalAndAutomaticImagesKeepTheirColours() {
        for mode in [UIImage.RenderingMode.automatic, .alwaysOriginal] {
            let view = UIImageView(image: shape.withRenderingMode(mode))
            view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            #expect(shown(view) == [[TestImages.red, 0]])
        }
        let plainDraw = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: TestImages.format(scale: 1))
            .image { _ in
                shape.withRenderingMode(.alwaysTemplate).draw(at: .zero)
            }
        #expect(TestImages.pixels(plainDraw) == [[TestImages.red, 0]], "draw(at:) draws the original colours")
    }

    @Test func withTintColorFillsTheShapeAndASymbolKeepsItsColourAsATemplate() throws {
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let tinted = shape.withTintColor(blue)
        #expect(tinted.renderingMode == .automatic, "the original's rendering mode")
        #expect(TestImages.pixels(tinted) == [[TestImages.blue, 0]], "the colour through the image's alpha")
        let view = UIImageView(image: shape.withTintColor(blue, renderingMode: .alwaysTemplate))
        view.tintColor = green
        #expect(shown(view) == [[TestImages.green, 0]], "a bitmap template takes the view's tint")

        let symbol = try #require(UIImage(systemName: "minus"))
        let blueSymbol = symbol.withTintColor(blue)
        #expect(blueSymbol.renderingMode == .alwaysTemplate && blueSymbol.isSymbolImage)
        let symbolView = UIImageView(image: blueSymbol)
        symbolView.tintColor = green
        let middle = shown(symbolView)[Int(symbolView.bounds.midY)]
        #expect(middle.contains(TestImages.blue) && !middle.contains(TestImages.green), "a symbol keeps its colour")
        #expect(symbol.withRenderingMode(.alwaysOriginal).isSymbolImage)
    }
}

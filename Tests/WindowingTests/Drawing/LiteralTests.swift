// swift-format-ignore-file: NoPlaygroundLiterals
// The literals are what these tests are about; the rule would replace them with initializers.

import Foundation
import Testing

@testable import Windowing

/// `#colorLiteral` and `#imageLiteral`, typed by their context and untyped (which makes the type
/// Windowing names `_ColorLiteralType` and `_ImageLiteralType`, as UIKit does).
@MainActor
struct LiteralTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func aTypedColorLiteralMakesThatSRGBColor() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(components(color) == [1, 0.5, 0.25, 0.75])
    }

    @Test func anUntypedColorLiteralIsAUIColor() {
        let color = #colorLiteral(red: 0, green: 0.5690457821, blue: 0.5746168494, alpha: 1)
        #expect(type(of: color) == UIColor.self)
        #expect(components(color) == [0, 0.569, 0.575, 1])
    }

    @Test func aColorLiteralForALayersCGColorMakesThatColor() {
        let layer = UIView().layer
        layer.borderColor = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 1)
        #expect(layer.borderColor?.components == [0.25, 0.5, 1, 1])
        let plain: CGColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(plain.components == [1, 0, 0, 0.5])
    }

    @Test func aColorLiteralAsAnArgumentAndAReceiver() {
        func paint(_ color: UIColor) -> UIColor { color }
        #expect(components(paint(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))) == [1, 1, 1, 1])
        let canvas = DrawingCanvas(width: 4, height: 4)
        canvas.draw {
            #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(canvas.rgba(1, 1) == [255, 0, 0, 255])
    }

    @Test func anImageLiteralWithNoSuchImageIsAnEmptyTransparentImage() throws {
        let image = #imageLiteral(resourceName: "no-image-has-this-name")
        #expect(type(of: image) == UIImage.self)
        #expect(image.size == CGSize(width: 1, height: 1))
        let pixels = try #require(image.cgImage)
        #expect(pixels.bitmap.pixel(x: 0, y: 0) == 0)
    }

    @Test func aTypedImageLiteralInAnArray() {
        let images: [UIImage] = [
            #imageLiteral(resourceName: "missing-one"), #imageLiteral(resourceName: "missing-two"),
        ]
        #expect(images.map(\.size) == [CGSize(width: 1, height: 1), CGSize(width: 1, height: 1)])
    }
}

import Foundation
import Testing

@testable import Windowing

/// UIButton images: per state with fallback to `.normal`, the image before the title with the
/// pair centred, the background image over the bounds, and the size from both.
@Suite @MainActor struct UIButtonImageTests {
    static func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: TestImages.format(scale: 1)).image {
            context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func button(_ type: UIButton.ButtonType = .custom) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        return button
    }

    @Test func imagesFollowTheStateWithFallbackToNormal() throws {
        let button = button()
        let normal = Self.square(10, .red)
        let pressed = Self.square(10, .blue)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        let view = try #require(button.imageView)
        #expect(view.superview === button)
        #expect(view.image === normal && button.currentImage === normal)
        button.isHighlighted = true
        #expect(view.image === pressed)
        button.isHighlighted = false
        button.isSelected = true
        #expect(view.image === normal, "no selected image: falls back to .normal")
        button.setImage(nil, for: .normal)
        #expect(button.currentImage == nil && view.isHidden)
    }

    @Test func imageAndTitleAreCentredAsAPair() throws {
        let button = button()
        button.setImage(Self.square(20, .red), for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.maxX == title.minX, "the title follows the image")
        #expect(abs((image.minX + title.maxX) / 2 - 80) < 0.001, "the pair is centred")
        #expect(image.midY == 20)
        let size = button.intrinsicContentSize
        #expect(size.width == 20 + title.width && size.height == max(20, title.height))
    }

    @Test func backgroundImageFillsTheBoundsBehindTheContent() throws {
        let button = button()
        button.setBackgroundImage(Self.square(4, .green), for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        #expect(button.currentBackgroundImage != nil)
        let background = try #require(button.subviews.first as? UIImageView)
        #expect(background.frame == button.bounds)
        #expect(background.contentMode == .scaleToFill)
        #expect(button.subviews.last === button.titleLabel)
    }

    // A system button draws an automatic image as a template in its tint colour, and no
    // placeholder fill once it shows an image.
    @Test func systemButtonsTintTheirImages() throws {
        let button = button(.system)
        button.setImage(Self.square(10, .red), for: .normal)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        let custom = self.button(.custom)
        custom.setImage(Self.square(10, .red), for: .normal)
        #expect(custom.imageView?.image?.renderingMode == .automatic)
    }
}

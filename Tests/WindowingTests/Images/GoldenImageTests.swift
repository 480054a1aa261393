import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Renderings compared with `Tests/Goldens/Images/*.png` (offscreen, no X server).
@MainActor
struct GoldenImageTests {
    /// 24×16 points: a sky-blue field, a yellow sun, a green hill and a dark frame, so that
    /// stretching, fitting and cropping are each visible.
    static func landscape(scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: TestImages.format(scale: scale)).image {
            context in
            let cg = context.cgContext
            cg.setFillColor(red: 0.55, green: 0.8, blue: 0.95, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 24, height: 16))
            cg.setFillColor(red: 1, green: 0.8, blue: 0.1, alpha: 1)
            cg.fillEllipse(in: CGRect(x: 3, y: 2, width: 6, height: 6))
            cg.setFillColor(red: 0.2, green: 0.6, blue: 0.25, alpha: 1)
            cg.fill(CGRect(x: 0, y: 11, width: 24, height: 5))
            cg.fillEllipse(in: CGRect(x: 10, y: 7, width: 16, height: 10))
            cg.setStrokeColor(gray: 0.1, alpha: 1)
            cg.stroke(CGRect(x: 0.5, y: 0.5, width: 23, height: 15), width: 1)
        }
    }

    private func snapshot(_ view: UIView, scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: view.bounds.size, format: TestImages.format(scale: scale)).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    @Test(arguments: [
        ("scaleToFill", UIView.ContentMode.scaleToFill), ("scaleAspectFit", .scaleAspectFit),
        ("scaleAspectFill", .scaleAspectFill), ("center", .center), ("bottomRight", .bottomRight),
    ])
    func imageViewContentMode(name: String, mode: UIView.ContentMode) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 40))
        container.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let imageView = UIImageView(image: Self.landscape())
        imageView.frame = CGRect(x: 4, y: 4, width: 56, height: 32)
        imageView.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
        imageView.contentMode = mode
        imageView.clipsToBounds = true
        container.addSubview(imageView)
        assertGolden(snapshot(container), named: "Images/imageview-\(name)")
    }

    @Test func retinaImageViewAtScaleTwo() {
        let imageView = UIImageView(image: Self.landscape(scale: 2))
        imageView.contentMode = .center
        imageView.frame = CGRect(x: 0, y: 0, width: 32, height: 24)
        assertGolden(snapshot(imageView, scale: 2), named: "Images/imageview-retina-center@2x")
    }

    /// A bordered card drawn with the CGContext API in `draw(_:)`, with an image view inside.
    final class CardView: UIView {
        override func draw(_ rect: CGRect) {
            guard let cg = UIGraphicsGetCurrentContext() else { return }
            cg.setFillColor(gray: 1, alpha: 1)
            cg.fill(bounds.insetBy(dx: 2, dy: 2))
            cg.setStrokeColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
            cg.stroke(bounds.insetBy(dx: 2, dy: 2), width: 3)
            cg.setStrokeColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            cg.setLineWidth(1.5)
            cg.strokeEllipse(in: CGRect(x: 10, y: 44, width: 20, height: 12))
            cg.move(to: CGPoint(x: 40, y: 50))
            cg.addLine(to: CGPoint(x: 80, y: 58))
            cg.addLine(to: CGPoint(x: 76, y: 44))
            cg.strokePath()
            cg.setFillColor(red: 0.1, green: 0.7, blue: 0.4, alpha: 0.6)
            cg.addRect(CGRect(x: 60, y: 8, width: 24, height: 24))
            cg.addEllipse(in: CGRect(x: 66, y: 14, width: 12, height: 12))
            cg.fillPath(using: .evenOdd)
        }
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func borderedComposition(scale: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        root.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.96, alpha: 1)
        let card = CardView(frame: CGRect(x: 4, y: 4, width: 92, height: 62))
        root.addSubview(card)
        let thumbnail = UIImageView(image: Self.landscape(scale: 2))
        thumbnail.frame = CGRect(x: 10, y: 8, width: 36, height: 30)
        thumbnail.contentMode = .scaleAspectFit
        card.addSubview(thumbnail)
        let badge = UIView(frame: CGRect(x: 84, y: 50, width: 12, height: 12))
        badge.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        badge.alpha = 0.7
        card.addSubview(badge)
        assertGolden(snapshot(root, scale: scale), named: "Images/bordered-composition@\(Int(scale))x")
    }

    @Test func rendererDrawing() {
        let landscape = Self.landscape()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: TestImages.format(scale: 1))
        let image = renderer.image { context in
            UIColor(white: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
            landscape.draw(at: CGPoint(x: 2, y: 2))
            landscape.draw(in: CGRect(x: 30, y: 2, width: 28, height: 10), blendMode: .multiply, alpha: 0.8)
            if let cgImage = landscape.cgImage {
                // Upside down, as in UIKit.
                context.cgContext.draw(cgImage, in: CGRect(x: 2, y: 20, width: 24, height: 16))
            }
            UIColor(red: 0.8, green: 0.1, blue: 0.5, alpha: 0.5).setFill()
            context.fill(CGRect(x: 30, y: 16, width: 12, height: 20), blendMode: .copy)
            UIColor(red: 0, green: 0, blue: 0, alpha: 1).setStroke()
            context.stroke(CGRect(x: 44.5, y: 16.5, width: 12, height: 20))
            context.clip(to: CGRect(x: 44, y: 26, width: 14, height: 12))
            landscape.draw(in: CGRect(x: 44, y: 16, width: 14, height: 20))
        }
        assertGolden(image, named: "Images/renderer-drawing")
    }
}

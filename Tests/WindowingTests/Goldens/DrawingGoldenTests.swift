import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Text, Core Graphics drawing and layer styling compared with `Tests/Goldens/{Text,Drawing,Layers}`,
/// rendered offscreen with the fonts `scripts/setup.sh` installs by name (DejaVu Sans, WenQuanYi
/// Micro Hei), so the goldens hold on a fresh machine.
@MainActor
struct DrawingGoldenTests {
    private func snapshot(_ view: UIView, scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: view.bounds.size, format: TestImages.format(scale: scale, opaque: true)).image {
            _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    private func panel(width: CGFloat, height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    /// A wrapped, centred paragraph; a truncated line; Latin and Chinese in one label.
    @Test(arguments: [1, 2] as [CGFloat])
    func labels(scale: CGFloat) {
        let root = panel(width: 220, height: 130)
        let paragraph = UILabel(frame: CGRect(x: 10, y: 6, width: 200, height: 60))
        paragraph.text = "Labels wrap by word, centre each line and keep to their bounds."
        paragraph.numberOfLines = 0
        paragraph.textAlignment = .center
        paragraph.font = .systemFont(ofSize: 14)
        let truncated = UILabel(frame: CGRect(x: 10, y: 70, width: 120, height: 20))
        truncated.text = "A single line that is far too long"
        truncated.font = .boldSystemFont(ofSize: 13)
        truncated.textColor = .systemBlue
        let mixed = UILabel(frame: CGRect(x: 10, y: 96, width: 200, height: 28))
        mixed.text = "Hello 你好，世界"
        mixed.font = .systemFont(ofSize: 18)
        [paragraph, truncated, mixed].forEach(root.addSubview)
        assertGolden(snapshot(root, scale: scale), named: "Text/labels@\(Int(scale))x")
    }

    @Test func buttonTitles() {
        let root = panel(width: 160, height: 48)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 8, y: 6, width: 144, height: 36)
        button.backgroundColor = .systemIndigo
        button.setTitle("Continue", for: .normal)
        button.setTitleColor(.white, for: .normal)
        root.addSubview(button)
        assertGolden(snapshot(root), named: "Text/button-title")
    }

    /// UIBezierPath shapes, a linear gradient clipped to a rounded rect, a dashed stroke and an arc.
    @Test func bezierPathsAndGradient() {
        final class Shapes: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                let card = UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 104, height: 64), cornerRadius: 12)
                context.saveGState()
                card.addClip()
                let gradient = CGGradient(
                    colorsSpace: CGColorSpaceCreateDeviceRGB(),
                    colors: [UIColor.systemTeal.cgColor, UIColor.systemPurple.cgColor],
                    locations: [0, 1])
                if let gradient {
                    context.drawLinearGradient(
                        gradient, start: CGPoint(x: 8, y: 8), end: CGPoint(x: 112, y: 72), options: [])
                }
                context.restoreGState()
                UIColor.black.setStroke()
                card.lineWidth = 2
                card.setLineDash([6, 3], count: 2, phase: 0)
                card.stroke()
                let arc = UIBezierPath(
                    arcCenter: CGPoint(x: 150, y: 40), radius: 24, startAngle: 0, endAngle: .pi * 1.5,
                    clockwise: true)
                arc.lineWidth = 6
                arc.lineCapStyle = .round
                UIColor.systemOrange.setStroke()
                arc.stroke()
            }
        }
        let root = panel(width: 190, height: 80)
        let shapes = Shapes(frame: root.bounds)
        shapes.backgroundColor = .white
        root.addSubview(shapes)
        assertGolden(snapshot(root), named: "Drawing/bezier-gradient")
    }

    /// A rounded, bordered, shadowed card with a clipped subview, and a rotated square.
    @Test func layerStylingAndTransform() {
        let root = panel(width: 200, height: 110)
        root.backgroundColor = .systemGray6
        let card = UIView(frame: CGRect(x: 14, y: 12, width: 100, height: 76))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemGreen.cgColor
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let inner = UIView(frame: CGRect(x: 60, y: -10, width: 60, height: 40))
        inner.backgroundColor = .systemRed
        card.clipsToBounds = false
        card.addSubview(inner)
        let clipped = UIView(frame: CGRect(x: 130, y: 60, width: 40, height: 40))
        clipped.backgroundColor = .systemBlue
        clipped.transform = CGAffineTransform(rotationAngle: .pi / 6)
        root.addSubview(card)
        root.addSubview(clipped)
        assertGolden(snapshot(root), named: "Layers/card-and-transform")
    }
}

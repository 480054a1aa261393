import UIKit

/// A view that draws its own content with Core Graphics calls in `draw(_:)`.
class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemIndigo.cgColor)
        context.fillEllipse(in: CGRect(x: 16, y: 16, width: 192, height: 192))

        context.setFillColor(UIColor.systemYellow.cgColor)
        context.fill(CGRect(x: 240, y: 40, width: 336, height: 48))

        context.setStrokeColor(UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).cgColor)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 240, y: 128))
        context.addLine(to: CGPoint(x: 576, y: 128))
        context.strokePath()
    }
}

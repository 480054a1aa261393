public import Foundation

// Drawing an image into the current context (`UIGraphicsGetCurrentContext()`), upright, as UIKit
// does, unlike `CGContext.draw(_:in:)` which follows Core Graphics' y-up convention.
extension UIImage {
    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched to fill `rect`, upright.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image stretched to fill `rect`, composited with `blendMode` at `alpha` (0...1).
    /// Without a current context it draws nothing, as UIKit does.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.canvas.paint(image: orientedBitmap, in: rect, flipped: false, blendMode: blendMode, alpha: alpha)
        context.notePainted()
    }
}

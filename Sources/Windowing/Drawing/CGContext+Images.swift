public import Foundation

extension CGContext {
    /// Draws `image` stretched over `rect`, as Core Graphics does: the image's first row goes at
    /// `rect.maxY`.
    ///
    /// Core Graphics' native space is y-up, so in UIKit's flipped (y-down) contexts — every
    /// `draw(_:)`, `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContext` context — this draws
    /// the image upside down, exactly as on iOS. `UIImage.draw(in:)` draws upright; use it, or flip
    /// the CTM first (`translateBy(x: 0, y: rect.maxY + rect.minY); scaleBy(x: 1, y: -1)`).
    public func draw(_ image: CGImage, in rect: CGRect) {
        // The context's alpha, blend mode and shadow apply, as to any other drawing.
        drawWithEffects { canvas.paint(image: image.bitmap, in: rect, flipped: true) }
    }

    /// An image of everything drawn into this context so far, at its device resolution (a
    /// snapshot: later drawing does not change it).
    ///
    /// Core Graphics offers this for bitmap contexts; every Windowing context is one (a view's
    /// contents, a renderer's image), so it is never nil here except when memory runs out.
    public func makeImage() -> CGImage? {
        canvas.bitmap.copy().map { CGImage(bitmap: $0) }
    }
}

import Foundation

// Template images: an image view shows a template image's shape (its alpha) filled with its tint
// colour, as UIKit does for `.alwaysTemplate`.
extension UIImage {
    /// How an image view shows the image: its own colours, or its alpha filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides; with no symbol images here, image views show the original colours.
        case automatic
        case alwaysOriginal
        case alwaysTemplate
    }

    /// A new image with the same pixels, scale and orientation, shown as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(cgImage: image, scale: scale, orientation: imageOrientation)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The displayed pixels' alpha filled with `color`, kept for the last colour asked for (an
    /// image view asks again only when its tint changes).
    func templateBitmap(tintedWith color: CGColor) -> Bitmap {
        let rgba = color.rgba
        let key = [rgba.red, rgba.green, rgba.blue, rgba.alpha]
        if let cached = tintedStorage, cached.key == key { return cached.bitmap }
        let tinted = orientedBitmap.tinted(color)
        tintedStorage = (key, tinted)
        return tinted
    }
}

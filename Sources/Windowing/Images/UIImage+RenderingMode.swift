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
        copy.symbolName = symbolName
        copy.keepsItsTint = keepsItsTint
        return copy
    }

    /// A new image in `color` with this one's rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A new image whose pixels are this one's shape (its alpha) filled with `color`, as UIKit
    /// draws the colour and then the image in the destination-in blend mode; a symbol image made
    /// so shows in `color` even as a template, where a bitmap template takes the view's tint.
    /// (https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:))
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(
            cgImage: CGImage(bitmap: orientedBitmap.tinted(color.cgColor)), scale: scale, orientation: .up)
        copy.renderingMode = renderingMode
        copy.symbolName = symbolName
        copy.keepsItsTint = symbolName != nil
        return copy
    }

    /// Whether a view shows the image's alpha filled with its own tint colour.
    var takesTheViewsTint: Bool { renderingMode == .alwaysTemplate && !keepsItsTint }

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

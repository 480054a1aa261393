public import Foundation

/// The bitmap contexts begun by `UIGraphicsBeginImageContextWithOptions`, innermost last.
@MainActor
private var imageContexts: [(context: CGContext, surface: Bitmap, scale: CGFloat)] = []

/// Begins an offscreen bitmap context of `size` points at scale 1, not opaque, and makes it current.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an offscreen bitmap context of `size` points and makes it current until
/// `UIGraphicsEndImageContext()`; a `scale` of 0 means the screen's.
///
/// A size that is empty, negative or not finite, a negative or non-finite scale, or more pixels
/// than `ImageLimits` allow begins nothing (a warning names the value); the image is then nil.
/// Prefer `UIGraphicsImageRenderer`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let width = size.width * scale
    let height = size.height * scale
    guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 1, height >= 1,
        width <= CGFloat(ImageLimits.maxSide), height <= CGFloat(ImageLimits.maxSide),
        Int(width.rounded(.up)) * Int(height.rounded(.up)) <= ImageLimits.maxPixels
    else {
        Diagnostics.warning(
            "UIGraphicsBeginImageContextWithOptions: cannot make a bitmap of \(size) at scale \(scale); "
                + "the size must be positive and at most \(ImageLimits.maxPixels) pixels")
        return
    }
    let surface = Bitmap(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), hasAlpha: !opaque)
    let canvas = Canvas(bitmap: surface)
    canvas.scale(x: scale, y: scale)
    let context = CGContext(canvas: canvas)
    imageContexts.append((context, surface, scale))
    UIGraphicsPushContext(context)
}

/// An image of what the current image context holds; nil when the current context is not one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageContexts.last, UIGraphicsGetCurrentContext() === top.context,
        let image = top.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Ends the innermost image context, making the context that was current before it current again.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let top = imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === top.context { UIGraphicsPopContext() }
}

public import Foundation

/// A bitmap image: pixels only, with no scale or orientation (those belong to `UIImage`).
///
/// The pixels live in a `Bitmap`, 32-bit native-endian words 0xAARRGGBB with premultiplied alpha,
/// the renderer's own format, so drawing an image is one paint with no conversion.
/// Like Core Graphics images, a `CGImage` never changes after it is made.
@preconcurrency @MainActor
public final class CGImage {
    let bitmap: Bitmap

    init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// Bytes from one row to the next (the renderer's stride, at least `width * 4`).
    public var bytesPerRow: Int { bitmap.bytesPerRow }
    public var bitsPerPixel: Int { 32 }
    public var bitsPerComponent: Int { 8 }

    /// `.premultipliedFirst` for images with alpha, `.noneSkipFirst` for opaque ones.
    public var alphaInfo: CGImageAlphaInfo { bitmap.hasAlpha ? .premultipliedFirst : .noneSkipFirst }

    /// The part of the image inside `rect` (in pixels, clipped to the image, with fractional edges
    /// rounded outwards as Core Graphics does); nil when `rect` misses the image or is not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = max(0, Int(r.minX.rounded(.down)))
        let y0 = max(0, Int(r.minY.rounded(.down)))
        let x1 = min(width, Int(min(r.maxX, CGFloat(width)).rounded(.up)))
        let y1 = min(height, Int(min(r.maxY, CGFloat(height)).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return CGImage(bitmap: bitmap.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The pixel at (x, y) as premultiplied 0xAARRGGBB (0xFF alpha for opaque images); 0 outside.
    func pixel(x: Int, y: Int) -> UInt32 { bitmap.pixel(x: x, y: y) }
}

/// How an image's pixels store alpha (the two layouts Windowing's images use).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

public import Foundation

/// An image with a scale and an orientation: `size` is in points, `size × scale` in pixels.
///
/// Made from PNG, JPEG or ICO bytes (`init?(data:)`), a file (`init?(contentsOfFile:)`), the app's
/// resources (`init?(named:)`, which picks `@2x`/`@3x` files for the screen), a `CGImage`, or
/// offscreen drawing (`UIGraphicsImageRenderer`). Images never change once made.
///
/// Bad input never crashes: a missing, empty, truncated, corrupt or oversized file (see
/// `ImageLimits`: at most 32767 pixels a side and 2^26 pixels in all) makes the initializer return
/// nil and prints one `Windowing: UIImage…` warning naming the file and the reason.
///
/// - Note: Differs from UIKit: `UIImage` and `CGImage` are main-actor bound (their pixels are
///   Cairo surfaces, which the toolkit uses from the main thread only).
@preconcurrency @MainActor
open class UIImage {
    /// How the pixels are turned for display (the EXIF orientations).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    let image: CGImage
    /// Device pixels per point of this image: 2 for `@2x` files.
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// How image views show this image; `.automatic` unless made by `withRenderingMode(_:)`.
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The pixels turned as `imageOrientation` says, made on first use by a drawing.
    private var orientedStorage: Bitmap?
    /// A template image's pixels in the last tint colour an image view used.
    var tintedStorage: (key: [CGFloat], bitmap: Bitmap)?
    /// The system symbol the image was drawn from (`init?(systemName:)`).
    var symbolName: String?
    /// A symbol made by `withTintColor`: views show it in that colour, not in their tint.
    var keepsItsTint = false

    /// An image of `cgImage` at `scale` pixels per point, shown turned as `orientation` says.
    ///
    /// A `scale` that is not a positive finite number is taken as 1, with a warning.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        image = cgImage
        if scale.isFinite && scale > 0 {
            self.scale = scale
        } else {
            Diagnostics.warning("UIImage(cgImage:scale:orientation:): scale \(scale) is not a positive number; using 1")
            self.scale = 1
        }
        imageOrientation = orientation
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The image `#imageLiteral(resourceName:)` names, found as `init?(named:)` finds it.
    /// Declared in the class body because a protocol's initializer on an open class must be
    /// `required` (the conformance is in `UIImage+Literal.swift`).
    ///
    /// - Note: Differs from UIKit: when no image has that name, UIKit traps; Windowing prints a
    ///   warning naming the resource and makes an empty image (one transparent pixel).
    public required convenience init(imageLiteralResourceName name: String) {
        guard let named = UIImage(named: name) else {
            Diagnostics.warning(
                "UIImage: #imageLiteral(resourceName: \"\(name)\") names no image; using an empty image "
                    + "(UIKit would stop the app here)")
            self.init(cgImage: CGImage(bitmap: Bitmap(width: 1, height: 1, hasAlpha: true)))
            return
        }
        self.init(cgImage: named.image, scale: named.scale, orientation: named.imageOrientation)
    }

    /// An image from PNG, JPEG or ICO bytes at scale 1; nil (with a warning) if they are not a readable image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG, JPEG or ICO bytes at `scale`; nil (with a warning) if they are not a readable image.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            self.init(cgImage: CGImage(bitmap: try ImageCodec.decode(data)), scale: scale, orientation: .up)
        } catch {
            Diagnostics.warning(Self.failureMessage(api: "init(data:)", source: "\(data.count) bytes of data", error))
            return nil
        }
    }

    /// An image from a PNG, JPEG or ICO file; a name ending in `@2x` or `@3x` (before the extension)
    /// sets the scale, as UIKit does. Nil (with a warning) if the file is missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        do {
            let surface = try Self.decodeFile(atPath: path)
            self.init(cgImage: CGImage(bitmap: surface), scale: Self.scale(fromFileName: path), orientation: .up)
        } catch {
            Diagnostics.warning(Self.failureMessage(api: "init(contentsOfFile:)", source: "'\(path)'", error))
            return nil
        }
    }

    // MARK: - Properties

    /// The size in points: pixels divided by `scale`, width and height swapped for left/right orientations.
    public var size: CGSize {
        let pixels = orientedPixelSize
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }

    /// The underlying bitmap, in its stored (not oriented) layout.
    public var cgImage: CGImage? { image }

    // MARK: - Encoding

    /// PNG bytes of the bitmap (`cgImage`, without orientation, as UIKit writes it); nil only if
    /// encoding fails.
    public func pngData() -> Data? {
        do {
            return try ImageCodec.encodePNG(image.bitmap)
        } catch {
            Diagnostics.warning("UIImage.pngData(): \(error)")
            return nil
        }
    }

    /// Baseline JPEG bytes at `compressionQuality` (0 smallest … 1 best; clamped, NaN means 0.75).
    /// Alpha is dropped: translucent pixels come out as if drawn on black.
    ///
    /// - Note: Differs from UIKit: the orientation is applied to the pixels rather than written as
    ///   an EXIF tag.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        do {
            return try ImageCodec.encodeJPEG(orientedBitmap, quality: compressionQuality)
        } catch {
            Diagnostics.warning("UIImage.jpegData(compressionQuality:): \(error)")
            return nil
        }
    }

    // MARK: - Loading helpers

    /// The image in the file at `path`; a FIFO, device or folder is refused by type, unread.
    static func decodeFile(atPath path: String) throws(ImageError) -> Bitmap {
        let data: Data
        do throws(RegularFile.ReadError) {
            data = try RegularFile.read(atPath: path, maxBytes: ImageLimits.maxFileBytes, what: "image")
        } catch {
            throw .unreadable(reason: error.reason)
        }
        return try ImageCodec.decode(data)
    }

    /// 2 for `name@2x.png`, 3 for `name@3x.jpg`, else 1.
    static func scale(fromFileName path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for factor in [2, 3] where base.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    /// The one warning line for a failed load: API, source, reason.
    static func failureMessage(api: String, source: String, _ error: ImageError) -> String {
        "UIImage.\(api): cannot load \(source): \(error)"
    }

    // MARK: - Orientation

    private var orientedPixelSize: (width: Int, height: Int) {
        switch imageOrientation {
        case .up, .down, .upMirrored, .downMirrored: (image.width, image.height)
        case .left, .right, .leftMirrored, .rightMirrored: (image.height, image.width)
        }
    }

    /// The pixels as displayed; the bitmap itself for `.up`.
    var orientedBitmap: Bitmap {
        if imageOrientation == .up { return image.bitmap }
        if let orientedStorage { return orientedStorage }
        let (width, height) = orientedPixelSize
        let turned = Bitmap(width: width, height: height, hasAlpha: image.bitmap.hasAlpha)
        let mapping = imageOrientation.uprightPixelMapping(width: image.width, height: image.height)
        Canvas(bitmap: turned).copy(image.bitmap, mappedBy: mapping)
        orientedStorage = turned
        return turned
    }
}

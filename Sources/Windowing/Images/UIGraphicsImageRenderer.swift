public import Foundation

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point and whether they have alpha.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made; the screen's scale unless set.
    open var scale: CGFloat
    /// True for images without alpha (drawing starts on black, and alpha is dropped); false by default.
    open var opaque: Bool
    /// The renderer's drawing area in points, set by the renderer this format belongs to.
    public internal(set) var bounds: CGRect = .zero

    /// The screen's scale, not opaque.
    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// A new format suited to the main screen (`init()`).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A new format suited to the main screen (`init()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.bounds = bounds
        return copy
    }
}

/// Draws offscreen into images: `renderer.image { context in … }` runs the drawing with
/// `context.cgContext` as the current context (y down, in points, origin at `bounds.origin`) and
/// returns the pixels as a `UIImage` of the format's scale.
///
/// Bounds are standardized as `CGRect` does (a negative width spans leftwards from the origin).
/// A size that is empty or not finite, or a scale that is not a positive number, is
/// replaced (size by one pixel, scale by 1) with a warning; an image larger than `ImageLimits`
/// (2^26 pixels, 32767 a side, after scaling) is refused the same way, so drawing still runs.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The renderer's copy of the format it was made with.
    public let format: UIGraphicsImageRendererFormat
    private let pixelWidth: Int
    private let pixelHeight: Int

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        var scale = format.scale
        if !(scale.isFinite && scale > 0) {
            Diagnostics.warning("UIGraphicsImageRenderer: scale \(scale) is not a positive number; using 1")
            scale = 1
        }
        let copy = format.copy(bounds: bounds)
        copy.scale = scale
        self.format = copy
        let size = Self.pixelSize(of: bounds, scale: scale)
        pixelWidth = size.width
        pixelHeight = size.height
    }

    private static func pixelSize(of bounds: CGRect, scale: CGFloat) -> (width: Int, height: Int) {
        let width = bounds.width * scale
        let height = bounds.height * scale
        guard width.isFinite, height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite, width > 0, height > 0 else {
            Diagnostics.warning(
                "UIGraphicsImageRenderer: bounds \(bounds) are empty or not finite; drawing into one pixel")
            return (1, 1)
        }
        let pixels = (Int(width.rounded(.up)), Int(height.rounded(.up)))
        guard width <= CGFloat(ImageLimits.maxSide), height <= CGFloat(ImageLimits.maxSide),
            pixels.0 * pixels.1 <= ImageLimits.maxPixels
        else {
            Diagnostics.warning(
                "UIGraphicsImageRenderer: \(pixels.0)×\(pixels.1) pixels is more than the "
                    + "\(ImageLimits.maxPixels) Windowing allocates; drawing into one pixel")
            return (1, 1)
        }
        return pixels
    }

    /// Runs `actions` and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(cgImage: CGImage(bitmap: render(actions)), scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns what they drew as PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? ImageCodec.encodePNG(render(actions))) ?? Data()
    }

    /// Runs `actions` and returns what they drew as JPEG bytes (quality 0...1).
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat,
        actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        (try? ImageCodec.encodeJPEG(render(actions), quality: compressionQuality)) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let surface = Bitmap(width: pixelWidth, height: pixelHeight, hasAlpha: !format.opaque)
        let canvas = Canvas(bitmap: surface)
        let bounds = format.bounds
        if bounds.minX.isFinite && bounds.minY.isFinite {
            canvas.scale(x: format.scale, y: format.scale)
            canvas.translate(x: -bounds.minX, y: -bounds.minY)
        }
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(canvas: canvas), format: format, scale: format.scale)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        surface.flush()
        return surface
    }
}

/// The drawing environment handed to a renderer's actions.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context drawing into the image; also the current context during the actions.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.cgContext = cgContext
        self.format = format
        self.scale = scale
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        let image = cgContext.makeImage() ?? CGImage(bitmap: Bitmap(width: 1, height: 1, hasAlpha: true))
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, combined with what is there by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Through the context's own blend mode, so the mode is bounded to the shape as in Core Graphics.
    private func withBlendMode(_ mode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        body()
        cgContext.restoreGState()
    }
}

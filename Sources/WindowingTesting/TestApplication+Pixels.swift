import Foundation
import Testing
import Windowing

/// What the app shows, read back as a user would see it: from the in-memory display's presented
/// buffer, or from the Xvfb with XGetImage. Only what was presented counts, so a view that is
/// laid out but never drawn reads as what was there before.
extension TestApplication {
    /// Every pixel of `window` (default: the key window) in device pixels, as 0xRRGGBB words.
    public func image(of window: UIWindow? = nil) -> PixelImage? {
        guard let window = window ?? self.window else { return nil }
        if let presented = bridge.presentedPixels(of: window) {
            return PixelImage(
                width: presented.width, height: presented.height, pixels: presented.words.map { $0 & 0xFF_FFFF })
        }
        guard let client, let id = bridge.xWindow(of: window) else { return nil }
        return client.image(of: id)
    }

    /// The pixel under `point` (window points) of `window` as 0xRRGGBB; nil outside the window.
    public func pixel(at point: CGPoint, in window: UIWindow? = nil) -> UInt32? {
        guard let window = window ?? self.window, let image = image(of: window) else { return nil }
        let scale = window.screen.scale
        let (x, y) = (Int((point.x * scale).rounded(.down)), Int((point.y * scale).rounded(.down)))
        guard (0..<image.width).contains(x), (0..<image.height).contains(y) else { return nil }
        return image[x: x, y: y]
    }

    /// `window`'s pixels as PNG bytes, for ``GoldenStore`` or for saving.
    public func pngData(of window: UIWindow? = nil) -> Data? {
        guard let image = image(of: window) else { return nil }
        return PNGPixels(width: image.width, height: image.height, words: image.pixels.map { $0 | 0xFF00_0000 })
            .pngData()
    }

    /// Fails the current test unless `window` looks like the golden image `name`, kept in the
    /// `Goldens` folder beside the test target's folder (see ``GoldenStore``); with
    /// `WINDOWING_RECORD_GOLDENS=1` it records the image instead.
    public func assertSnapshot(
        named name: String, of window: UIWindow? = nil, tolerance: GoldenTolerance = .standard,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let png = pngData(of: window) else {
            Issue.record("snapshot '\(name)': the app has no window to read", sourceLocation: sourceLocation)
            return
        }
        assertGolden(png: png, named: name, tolerance: tolerance, filePath: filePath, sourceLocation: sourceLocation)
    }
}

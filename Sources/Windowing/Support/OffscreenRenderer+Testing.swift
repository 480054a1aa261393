import Foundation

/// Renders a view tree into an offscreen xRGB surface exactly as its window's display pass
/// does, with no window or backend: for benchmarks and tests of the render path.
@MainActor
package final class OffscreenRendererForTesting {
    private let surface: Bitmap
    private let context: Canvas

    package init(width: Int, height: Int) {
        surface = Bitmap(width: width, height: height)
        context = Canvas(bitmap: surface)
    }

    /// Paints the surface white and renders `view` (at the origin, scale 1) over it; views
    /// marked with `setNeedsDisplay()` call `draw(_:)`, the rest reuse their cached contents.
    package func render(_ view: UIView) {
        let bounds = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        context.setSource(.white)
        context.rectangle(bounds)
        context.fill()
        view.render(in: context, scale: 1, dirty: bounds)
        surface.flush()
    }

    /// The pixel at (x, y) as 0xAARRGGBB.
    package func pixel(x: Int, y: Int) -> UInt32 { surface.pixel(x: x, y: y) }

    /// How many text layouts have been built (shaped) since launch, by labels and string drawing.
    package static var textLayoutsBuilt: Int { TextLayout.buildCount }
}

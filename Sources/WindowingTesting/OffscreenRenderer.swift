import Windowing

/// Renders a view tree into an offscreen buffer exactly as a window's display pass does, with no
/// application, window or display: for tests and benchmarks of drawing code alone.
@preconcurrency @MainActor
public final class OffscreenRenderer {
    private let renderer: OffscreenRendererForTesting

    /// A white buffer of `width`×`height` pixels, at scale 1.
    public init(width: Int, height: Int) {
        renderer = OffscreenRendererForTesting(width: width, height: height)
    }

    /// Paints the buffer white and renders `view` at its origin; views marked with
    /// `setNeedsDisplay()` call `draw(_:)`, the others reuse their cached contents.
    public func render(_ view: UIView) { renderer.render(view) }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 { renderer.pixel(x: x, y: y) }

    /// How many text layouts labels and string drawing have shaped in this process: a cache
    /// that works keeps this still while unchanged text is redrawn.
    public static var textLayoutsBuilt: Int { OffscreenRendererForTesting.textLayoutsBuilt }
}

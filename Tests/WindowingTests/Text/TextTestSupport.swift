import Foundation
import Testing

@testable import Windowing

/// Renders views and strings into white Cairo surfaces and finds their text pixels.
@MainActor
enum TextPixels {
    /// `view` rendered on white at scale 1, as its window would draw it, at the view's size.
    static func render(_ view: UIView) -> Bitmap {
        let surface = Bitmap(width: Int(view.bounds.width), height: Int(view.bounds.height))
        let canvas = Canvas(bitmap: surface)
        canvas.setSource(.white)
        canvas.rectangle(view.bounds)
        canvas.fill()
        view.render(in: canvas, scale: 1, dirty: view.bounds)
        return surface
    }

    /// A white `width` × `height` surface after `draw` ran with it as the current context.
    static func draw(width: Int, height: Int, _ draw: () -> Void) -> Bitmap {
        let surface = Bitmap(width: width, height: height)
        let canvas = Canvas(bitmap: surface)
        canvas.setSource(.white)
        canvas.rectangle(CGRect(x: 0, y: 0, width: width, height: height))
        canvas.fill()
        UIGraphicsPushContext(CGContext(canvas: canvas))
        draw()
        UIGraphicsPopContext()
        return surface
    }

    /// The bounding box of the pixels that `matches`, or nil if none does.
    static func box(in surface: Bitmap, where matches: (UInt32) -> Bool) -> CGRect? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<surface.height {
            for x in 0..<surface.width where matches(surface.pixel(x: x, y: y)) {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    static func channels(_ pixel: UInt32) -> (red: Int, green: Int, blue: Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// A dark (text-coloured) pixel on white.
    static func isDark(_ pixel: UInt32) -> Bool {
        let c = channels(pixel)
        return c.red < 100 && c.green < 100 && c.blue < 100
    }

    /// A strongly red pixel.
    static func isRed(_ pixel: UInt32) -> Bool {
        let c = channels(pixel)
        return c.red > 180 && c.green < 90 && c.blue < 90
    }

    /// A strongly blue pixel.
    static func isBlue(_ pixel: UInt32) -> Bool {
        let c = channels(pixel)
        return c.blue > 180 && c.red < 90 && c.green < 120
    }
}

import Foundation
import Testing

@testable import Windowing

/// An ARGB Cairo surface with a `CGContext` over it, made current for UIKit drawing calls, and
/// unpremultiplied pixel read-back.
@MainActor
final class DrawingCanvas {
    let surface: Bitmap
    let canvas: Canvas
    let context: CGContext

    init(width: Int = 100, height: Int = 100, scale: CGFloat = 1, background: UIColor? = nil) {
        surface = Bitmap(width: width, height: height, hasAlpha: true)
        canvas = Canvas(bitmap: surface)
        if scale != 1 { canvas.scale(x: scale, y: scale) }
        context = CGContext(canvas: canvas)
        if let background {
            context.setFillColor(background.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        }
    }

    /// Runs `body` with the context current, as inside `draw(_:)`.
    func draw(_ body: () -> Void) {
        UIGraphicsPushContext(context)
        body()
        UIGraphicsPopContext()
    }

    /// The unpremultiplied (red, green, blue, alpha) bytes at a pixel.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let word = surface.pixel(x: x, y: y)
        let a = Int(word >> 24)
        let r = Int((word >> 16) & 0xFF)
        let g = Int((word >> 8) & 0xFF)
        let b = Int(word & 0xFF)
        guard a > 0 else { return [0, 0, 0, 0] }
        func un(_ v: Int) -> Int { min(255, (v * 255 + a / 2) / a) }
        return [un(r), un(g), un(b), a]
    }

    func alpha(_ x: Int, _ y: Int) -> Int { rgba(x, y)[3] }
}

/// Whether two RGBA byte lists differ by at most `tolerance` in every channel.
func rgbaClose(_ actual: [Int], _ expected: [Int], tolerance: Int = 2) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

func closeEnough(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func closeEnough(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    closeEnough(a.minX, b.minX, tolerance) && closeEnough(a.minY, b.minY, tolerance)
        && closeEnough(a.width, b.width, tolerance) && closeEnough(a.height, b.height, tolerance)
}

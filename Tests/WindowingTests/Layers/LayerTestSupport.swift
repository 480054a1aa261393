import Foundation

@testable import Windowing

/// Renders `views` into a white xRGB canvas through `CALayer.render(in:)` of a root view (the
/// window's render path), and reads pixels back.
@MainActor
struct LayerCanvas {
    let root: UIView
    let surface: Bitmap

    init(width: Int = 200, height: Int = 200, scale: CGFloat = 1, _ views: [UIView]) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
        root.backgroundColor = .white
        for view in views { root.addSubview(view) }
        surface = Bitmap(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        let canvas = Canvas(bitmap: surface)
        canvas.scale(x: scale, y: scale)
        root.layer.render(in: CGContext(canvas: canvas))
        surface.flush()
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { surface.pixel(x: x, y: y) }

    /// The red, green and blue bytes of a pixel.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = pixel(x, y)
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }
}

@MainActor
func coloredView(_ frame: CGRect, _ color: UIColor?) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

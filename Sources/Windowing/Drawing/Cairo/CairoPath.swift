internal import CCairo
import Foundation

/// Turns a `CGPath`'s elements into Cairo path commands: for contexts (`CGContext.addPath`) and
/// for shapes drawn outside one (a layer's `shadowPath`).
enum CairoPath {
    static func append(_ elements: [CGPath.Element], to cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                // Cairo has no quadratic curves; this is the cubic with the same shape.
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                cairo_curve_to(cr, x + 2 * (c.x - x) / 3, y + 2 * (c.y - y) / 3,
                               p.x + 2 * (c.x - p.x) / 3, p.y + 2 * (c.y - p.y) / 3, p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

internal import CCairo
import Foundation

// The current path: built from points and `CGPath` elements, read back as elements, and tested
// for containment.
extension Canvas {
    func newPath() { cairo_new_path(cr) }
    func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }
    func line(to point: CGPoint) { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    func closePath() { cairo_close_path(cr) }

    func rectangle(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds a closed ellipse inscribed in `rect` as a new sub-path.
    func ellipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_new_sub_path(cr)
        cairo_save(cr)
        cairo_translate(cr, Double(r.midX), Double(r.midY))
        cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_close_path(cr)
    }

    /// Appends `elements` as they are; the caller has validated them (nothing non-finite).
    func append(_ elements: [CGPath.Element]) { CairoPath.append(elements, to: cr) }

    var hasCurrentPoint: Bool { cairo_has_current_point(cr) != 0 }

    var currentPoint: CGPoint {
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; `.null` when there is no path.
    var pathExtents: CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return x2 > x1 || y2 > y1 ? CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1) : .null
    }

    /// Calls `body` with each element of the current path in user space (curves come back as
    /// cubics: Cairo stores quadratic curves as cubics).
    func forEachPathElement(_ body: (CGPath.Element) -> Void) {
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        var index = 0
        let count = Int(path.pointee.num_data)
        while index < count {
            let data = path.pointee.data + index
            let length = Int(data.pointee.header.length)
            func point(_ i: Int) -> CGPoint { CGPoint(x: data[i].point.x, y: data[i].point.y) }
            switch data.pointee.header.type {
            case CAIRO_PATH_MOVE_TO: body(.move(point(1)))
            case CAIRO_PATH_LINE_TO: body(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: body(.cubic(point(1), point(2), point(3)))
            default: body(.close)
            }
            index += max(1, length)
        }
    }

    /// Whether filling the current path with `rule` would paint `point` (user space).
    func fillContains(_ point: CGPoint, rule: CGPathFillRule) -> Bool {
        cairo_set_fill_rule(cr, rule.cairo)
        return cairo_in_fill(cr, point.x, point.y) != 0
    }

    /// Whether stroking the current path with `state`'s line style would paint `point`.
    func strokeContains(_ point: CGPoint, style state: GraphicsState) -> Bool {
        cairo_save(cr)
        applyStrokeStyle(state, to: cr)
        let stroked = cairo_in_stroke(cr, point.x, point.y) != 0
        cairo_restore(cr)
        return stroked
    }
}

/// Turns a `CGPath`'s elements into Cairo path commands: for canvases and for shapes drawn
/// outside one (a layer's `shadowPath` in a shadow mask).
enum CairoPath {
    static func append(_ elements: [CGPath.Element], to cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                // Cairo has no quadratic curves; this is the cubic with the same shape.
                var x = 0.0
                var y = 0.0
                cairo_get_current_point(cr, &x, &y)
                cairo_curve_to(
                    cr, x + 2 * (c.x - x) / 3, y + 2 * (c.y - y) / 3,
                    p.x + 2 * (c.x - p.x) / 3, p.y + 2 * (c.y - p.y) / 3, p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

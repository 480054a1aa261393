internal import CCairo
import Foundation

// The shapes the view and layer styling draws: rounded rectangles built from four lines and four
// curves, without the trigonometry of `cairo_arc`, and rings for borders.
extension Canvas {
    /// Adds the (rounded) rectangle, and with `hole` the same shape inset by `hole` run the other
    /// way, so that with the winding rule it is a ring: a view's background, clip or border.
    func addShape(_ rect: CGRect, radius: CGFloat, hole: CGFloat = 0) {
        CairoShapes.shape(cr, rect, radius: radius, hole: hole)
    }

    /// Adds `rect` with corners of `radius` as a closed sub-path; `reversed` runs it the other way
    /// round, so with the winding rule it cuts a hole in a shape added the usual way.
    func roundedRectangle(_ rect: CGRect, radius: CGFloat, reversed: Bool = false) {
        CairoShapes.roundedRectangle(cr, rect, radius: radius, reversed: reversed)
    }

    /// Adds `rect` as a sub-path running against the usual direction (see `roundedRectangle`).
    func reversedRectangle(_ rect: CGRect) { CairoShapes.reversedRectangle(cr, rect) }

    /// Paints the current source through `mask`'s alpha, placed at device pixel (x, y).
    func mask(with mask: ShadowMask, atDeviceX x: Int, y: Int) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, Double(x), Double(y))
        cairo_restore(cr)
    }
}

/// Path building on a raw Cairo context, shared by the window's context and the shadow masks.
enum CairoShapes {
    static func rectangle(_ cr: OpaquePointer, _ rect: CGRect) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    static func roundedRectangle(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, reversed: Bool) {
        let x0 = Double(rect.minX)
        let y0 = Double(rect.minY)
        let x1 = Double(rect.maxX)
        let y1 = Double(rect.maxY)
        let r = Double(radius)
        // A quarter circle as one cubic Bézier: control points 0.5523·r from the ends along the tangents.
        let k = r * (1 - 0.552_284_749_831)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x0 + r, y0)
        if !reversed {
            cairo_line_to(cr, x1 - r, y0)
            cairo_curve_to(cr, x1 - k, y0, x1, y0 + k, x1, y0 + r)
            cairo_line_to(cr, x1, y1 - r)
            cairo_curve_to(cr, x1, y1 - k, x1 - k, y1, x1 - r, y1)
            cairo_line_to(cr, x0 + r, y1)
            cairo_curve_to(cr, x0 + k, y1, x0, y1 - k, x0, y1 - r)
            cairo_line_to(cr, x0, y0 + r)
            cairo_curve_to(cr, x0, y0 + k, x0 + k, y0, x0 + r, y0)
        } else {
            cairo_curve_to(cr, x0 + k, y0, x0, y0 + k, x0, y0 + r)
            cairo_line_to(cr, x0, y1 - r)
            cairo_curve_to(cr, x0, y1 - k, x0 + k, y1, x0 + r, y1)
            cairo_line_to(cr, x1 - r, y1)
            cairo_curve_to(cr, x1 - k, y1, x1, y1 - k, x1, y1 - r)
            cairo_line_to(cr, x1, y0 + r)
            cairo_curve_to(cr, x1, y0 + k, x1 - k, y0, x1 - r, y0)
        }
        cairo_close_path(cr)
    }

    static func reversedRectangle(_ cr: OpaquePointer, _ rect: CGRect) {
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        cairo_line_to(cr, Double(rect.minX), Double(rect.maxY))
        cairo_line_to(cr, Double(rect.maxX), Double(rect.maxY))
        cairo_line_to(cr, Double(rect.maxX), Double(rect.minY))
        cairo_close_path(cr)
    }

    /// The (rounded) rectangle, and with `hole` the same shape inset by `hole`, run the other way.
    static func shape(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, hole: CGFloat = 0) {
        if radius > 0 { roundedRectangle(cr, rect, radius: radius, reversed: false) } else { rectangle(cr, rect) }
        guard hole > 0 else { return }
        // A border wider than half the view fills it: there is no hole.
        let inner = rect.insetBy(dx: hole, dy: hole)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return }
        if radius - hole > 0 {
            roundedRectangle(cr, inner, radius: radius - hole, reversed: true)
        } else {
            reversedRectangle(cr, inner)
        }
    }
}

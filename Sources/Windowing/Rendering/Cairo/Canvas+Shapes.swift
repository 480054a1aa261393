internal import CCairo
import Foundation

// The shapes the view and layer styling draws: rounded rectangles built from four lines and four
// curves, without the trigonometry of `cairo_arc`, and rings for borders.
extension Canvas {
    /// Adds the (rounded) rectangle, and with `hole` the same shape inset by `hole` run the other
    /// way, so that with the winding rule it is a ring: a view's background, clip or border.
    func addShape(_ rect: CGRect, radius: CGFloat, hole: CGFloat = 0, corners: UInt = CairoShapes.allCorners) {
        CairoShapes.shape(cr, rect, radius: radius, hole: hole, corners: corners)
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
    /// Which corners are rounded, as `CACornerMask`'s bits: top left 1, top right 2, bottom left
    /// 4, bottom right 8.
    static let allCorners: UInt = 0b1111

    static func rectangle(_ cr: OpaquePointer, _ rect: CGRect) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Set with the corner bits for `CALayerCornerCurve.continuous` corners.
    static let continuousCurve: UInt = 1 << 4
    /// How far from the corner a continuous corner of radius 1 begins.
    static let continuousExpansion: CGFloat = 1.528_665

    static func roundedRectangle(
        _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, reversed: Bool, corners: UInt = allCorners
    ) {
        let x0 = Double(rect.minX)
        let y0 = Double(rect.minY)
        let x1 = Double(rect.maxX)
        let y1 = Double(rect.maxY)
        // Each corner's curve runs from `extent` along one edge to `extent` along the other, its
        // control points `control` from the corner; a corner not rounded is a point.
        // A quarter circle as one cubic Bézier has its control points 0.5523·r from the ends.
        // A continuous corner begins 1.53·r out, and its control points lie close to the corner
        // (0.178 of the extent), so it leaves each edge with little curvature and passes the
        // diagonal where the circle would.
        let continuous = corners & continuousCurve != 0
        let limit = Double(min(rect.width, rect.height)) / 2
        func corner(_ bit: UInt) -> (extent: Double, control: Double) {
            guard corners & bit != 0 else { return (0, 0) }
            guard continuous else { return (Double(radius), Double(radius) * (1 - 0.552_284_749_831)) }
            let extent = min(Double(radius * continuousExpansion), limit)
            return (extent, extent * 0.178)
        }
        let (tl, tlc) = corner(1)
        let (tr, trc) = corner(2)
        let (bl, blc) = corner(4)
        let (br, brc) = corner(8)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x0 + tl, y0)
        if !reversed {
            cairo_line_to(cr, x1 - tr, y0)
            if tr > 0 { cairo_curve_to(cr, x1 - trc, y0, x1, y0 + trc, x1, y0 + tr) }
            cairo_line_to(cr, x1, y1 - br)
            if br > 0 { cairo_curve_to(cr, x1, y1 - brc, x1 - brc, y1, x1 - br, y1) }
            cairo_line_to(cr, x0 + bl, y1)
            if bl > 0 { cairo_curve_to(cr, x0 + blc, y1, x0, y1 - blc, x0, y1 - bl) }
            cairo_line_to(cr, x0, y0 + tl)
            if tl > 0 { cairo_curve_to(cr, x0, y0 + tlc, x0 + tlc, y0, x0 + tl, y0) }
        } else {
            if tl > 0 { cairo_curve_to(cr, x0 + tlc, y0, x0, y0 + tlc, x0, y0 + tl) }
            cairo_line_to(cr, x0, y1 - bl)
            if bl > 0 { cairo_curve_to(cr, x0, y1 - blc, x0 + blc, y1, x0 + bl, y1) }
            cairo_line_to(cr, x1 - br, y1)
            if br > 0 { cairo_curve_to(cr, x1 - brc, y1, x1, y1 - brc, x1, y1 - br) }
            cairo_line_to(cr, x1, y0 + tr)
            if tr > 0 { cairo_curve_to(cr, x1, y0 + trc, x1 - trc, y0, x1 - tr, y0) }
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
    static func shape(
        _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, hole: CGFloat = 0, corners: UInt = allCorners
    ) {
        let rounds = radius > 0 && corners & allCorners != 0
        if rounds {
            roundedRectangle(cr, rect, radius: radius, reversed: false, corners: corners)
        } else {
            rectangle(cr, rect)
        }
        guard hole > 0 else { return }
        // A border wider than half the view fills it: there is no hole.
        let inner = rect.insetBy(dx: hole, dy: hole)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return }
        if rounds, radius - hole > 0 {
            roundedRectangle(cr, inner, radius: radius - hole, reversed: true, corners: corners)
        } else {
            reversedRectangle(cr, inner)
        }
    }
}

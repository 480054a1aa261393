import Foundation
internal import CCairo

extension CairoContext {
    /// Copies `source` into this context's surface turned as `orientation` says (pixel for pixel).
    func copy(_ source: CairoSurface, turned orientation: UIImage.Orientation) {
        let w = Double(source.width), h = Double(source.height)
        // The pattern matrix maps a destination point (X, Y) to the source point it shows.
        let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) =
            switch orientation {
            case .up: (1, 0, 0, 0, 1, 0)
            case .down: (-1, 0, w, 0, -1, h)
            case .upMirrored: (-1, 0, w, 0, 1, 0)
            case .downMirrored: (1, 0, 0, 0, -1, h)
            case .right: (0, 1, 0, -1, 0, h)  // shown turned 90° clockwise
            case .left: (0, -1, w, 1, 0, 0)  // shown turned 90° counter-clockwise
            case .leftMirrored: (0, 1, 0, 1, 0, 0)  // transposed
            case .rightMirrored: (0, -1, w, -1, 0, h)
            }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, xx, yx, xy, yy, x0, y0)
        let pattern = cairo_pattern_create_for_surface(source.pointer)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        surface.flush()
    }
}

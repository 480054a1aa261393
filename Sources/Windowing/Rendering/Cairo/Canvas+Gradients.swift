internal import CCairo
import Foundation

/// The geometry of a gradient pattern, in user space.
enum GradientShape {
    case axial(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}

// Gradients fill the clip, with OVER and full alpha: `CGContext` runs them inside `drawGroup`
// when the state's alpha, blend mode or shadow apply.
extension Canvas {
    /// Paints the clip with a gradient pattern through `stops` (which the caller has given stops
    /// at 0 and 1); `extended` pads the end colours beyond the ends, otherwise nothing is painted there.
    func paintGradient(_ shape: GradientShape, stops: [CGGradient.Stop], extended: Bool) {
        let pattern =
            switch shape {
            case .axial(let start, let end):
                cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            case .radial(let startCenter, let startRadius, let endCenter, let endRadius):
                cairo_pattern_create_radial(
                    startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
            }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, extended ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints a gradient computed per device pixel (used when only one end is extended, which
    /// Cairo's extend modes cannot express): `parameter` maps a user-space point to the
    /// gradient's t, or nil where nothing is painted.
    func paintComputedGradient(_ gradient: CGGradient, parameter: (CGPoint) -> CGFloat?) {
        let clip = deviceClipBounds
        let x0 = clip.minX.rounded(.down)
        let y0 = clip.minY.rounded(.down)
        let width = Int(clip.maxX.rounded(.up) - x0)
        let height = Int(clip.maxY.rounded(.up) - y0)
        guard width > 0, height > 0, width * height <= 64_000_000,
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return }
        defer { cairo_surface_destroy(image) }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        let toUser = ctm.inverted()
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let device = CGPoint(x: x0 + CGFloat(x) + 0.5, y: y0 + CGFloat(y) + 0.5)
                guard let t = parameter(device.applying(toUser)) else {
                    row[x] = 0
                    continue
                }
                let c = gradient.color(at: t)
                let alpha = c.alpha
                func byte(_ v: CGFloat) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
                row[x] =
                    byte(alpha) << 24 | byte(c.red * alpha) << 16 | byte(c.green * alpha) << 8 | byte(c.blue * alpha)
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

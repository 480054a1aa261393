public import Foundation
internal import CCairo

extension CGContext {
    /// Fills the clip with a gradient along the line `start` → `end` (user space); `options`
    /// extends the end colours beyond either end. A zero-length axis draws nothing. Alpha, blend
    /// mode and shadow apply as to any drawing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return warn("gradient-points", "drawLinearGradient from \(start) to \(end): points must be finite; nothing drawn")
        }
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        guard !state.isCollapsed, lengthSquared > 0 else { return }
        drawWithEffects {
            if let extend = uniformExtend(options) {
                let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
                paintGradient(pattern, gradient, extend: extend)
                return
            }
            paintComputedGradient(gradient) { p in
                let t = ((p.x - start.x) * axis.x + (p.y - start.y) * axis.y) / lengthSquared
                return self.allowed(t, options) ? t : nil
            }
        }
    }

    /// Fills the clip with a gradient between two circles (user space), as PDF radial shadings:
    /// each point takes the largest parameter whose interpolated circle passes through it.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else {
            return warn("gradient-radial", "drawRadialGradient with radii \(startRadius), \(endRadius) and centres \(startCenter), \(endCenter): values must be finite and radii not negative; nothing drawn")
        }
        guard !state.isCollapsed, startRadius > 0 || endRadius > 0 else { return }
        drawWithEffects { paintRadial(gradient, startCenter, startRadius, endCenter, endRadius, options) }
    }

    private func paintRadial(_ gradient: CGGradient, _ startCenter: CGPoint, _ startRadius: CGFloat,
                             _ endCenter: CGPoint, _ endRadius: CGFloat, _ options: CGGradientDrawingOptions) {
        if let extend = uniformExtend(options) {
            let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                      endCenter.x, endCenter.y, endRadius)
            paintGradient(pattern, gradient, extend: extend)
            return
        }
        let cd = CGPoint(x: endCenter.x - startCenter.x, y: endCenter.y - startCenter.y)
        let dr = endRadius - startRadius
        let a = cd.x * cd.x + cd.y * cd.y - dr * dr
        paintComputedGradient(gradient) { p in
            let pd = CGPoint(x: p.x - startCenter.x, y: p.y - startCenter.y)
            let b = pd.x * cd.x + pd.y * cd.y + startRadius * dr
            let c = pd.x * pd.x + pd.y * pd.y - startRadius * startRadius
            var candidates: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { candidates = [c / (2 * b)] }
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let s = discriminant.squareRoot()
                candidates = [(b + s) / a, (b - s) / a].sorted(by: >)
            }
            return candidates.first { t in startRadius + t * dr >= 0 && self.allowed(t, options) }
        }
    }

    private func uniformExtend(_ options: CGGradientDrawingOptions) -> cairo_extend_t? {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        guard before == after else { return nil }
        return before ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE
    }

    private func allowed(_ t: CGFloat, _ options: CGGradientDrawingOptions) -> Bool {
        if t < 0 { return options.contains(.drawsBeforeStartLocation) }
        if t > 1 { return options.contains(.drawsAfterEndLocation) }
        return true
    }

    /// Paints the clip with a Cairo gradient pattern built from `gradient`'s stops (with OVER and
    /// full alpha: `drawWithEffects` applies the state's alpha and blend mode).
    private func paintGradient(_ pattern: OpaquePointer?, _ gradient: CGGradient, extend: cairo_extend_t) {
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        // Core Graphics paints the end colours between 0 and the first stop (and the last stop
        // and 1); explicit stops at 0 and 1 make Cairo do the same, even for a single colour.
        var stops = gradient.stops
        if let first = stops.first, first.location > 0 { stops.insert(CGGradient.Stop(location: 0, color: first.color), at: 0) }
        if let last = stops.last, last.location < 1 || stops.count == 1 { stops.append(CGGradient.Stop(location: 1, color: last.color)) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, extend)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints a gradient computed per device pixel (used when only one end is extended, which
    /// Cairo's extend modes cannot express): `parameter` maps a user-space point to the
    /// gradient's t, or nil where nothing is painted.
    private func paintComputedGradient(_ gradient: CGGradient, parameter: (CGPoint) -> CGFloat?) {
        let clip = deviceClipExtents
        let x0 = clip.minX.rounded(.down), y0 = clip.minY.rounded(.down)
        let width = Int(clip.maxX.rounded(.up) - x0), height = Int(clip.maxY.rounded(.up) - y0)
        guard width > 0, height > 0, width * height <= 64_000_000,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
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
                row[x] = byte(alpha) << 24 | byte(c.red * alpha) << 16 | byte(c.green * alpha) << 8 | byte(c.blue * alpha)
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

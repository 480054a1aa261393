public import Foundation

extension CGContext {
    /// Fills the clip with a gradient along the line `start` → `end` (user space); `options`
    /// extends the end colours beyond either end. A zero-length axis draws nothing. Alpha, blend
    /// mode and shadow apply as to any drawing.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return warn(
                "gradient-points", "drawLinearGradient from \(start) to \(end): points must be finite; nothing drawn")
        }
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        guard !state.isCollapsed, lengthSquared > 0 else { return }
        drawWithEffects {
            if let extended = uniformExtend(options) {
                canvas.paintGradient(.axial(start: start, end: end), stops: paintedStops(gradient), extended: extended)
                return
            }
            canvas.paintComputedGradient(gradient) { p in
                let t = ((p.x - start.x) * axis.x + (p.y - start.y) * axis.y) / lengthSquared
                return self.allowed(t, options) ? t : nil
            }
        }
    }

    /// Fills the clip with a gradient between two circles (user space), as PDF radial shadings:
    /// each point takes the largest parameter whose interpolated circle passes through it.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else {
            return warn(
                "gradient-radial",
                "drawRadialGradient with radii \(startRadius), \(endRadius) and centres \(startCenter), \(endCenter): "
                    + "values must be finite and radii not negative; nothing drawn"
            )
        }
        guard !state.isCollapsed, startRadius > 0 || endRadius > 0 else { return }
        drawWithEffects { paintRadial(gradient, startCenter, startRadius, endCenter, endRadius, options) }
    }

    private func paintRadial(
        _ gradient: CGGradient, _ startCenter: CGPoint, _ startRadius: CGFloat,
        _ endCenter: CGPoint, _ endRadius: CGFloat, _ options: CGGradientDrawingOptions
    ) {
        if let extended = uniformExtend(options) {
            let shape = GradientShape.radial(
                startCenter: startCenter, startRadius: startRadius,
                endCenter: endCenter, endRadius: endRadius)
            canvas.paintGradient(shape, stops: paintedStops(gradient), extended: extended)
            return
        }
        let cd = CGPoint(x: endCenter.x - startCenter.x, y: endCenter.y - startCenter.y)
        let dr = endRadius - startRadius
        let a = cd.x * cd.x + cd.y * cd.y - dr * dr
        canvas.paintComputedGradient(gradient) { p in
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

    /// Whether both ends are extended (true) or neither (false); nil when only one is, which the
    /// canvas's gradient patterns cannot express.
    private func uniformExtend(_ options: CGGradientDrawingOptions) -> Bool? {
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        guard before == after else { return nil }
        return before
    }

    private func allowed(_ t: CGFloat, _ options: CGGradientDrawingOptions) -> Bool {
        if t < 0 { return options.contains(.drawsBeforeStartLocation) }
        if t > 1 { return options.contains(.drawsAfterEndLocation) }
        return true
    }

    /// `gradient`'s stops with explicit stops at 0 and 1: Core Graphics paints the end colours
    /// between 0 and the first stop (and the last stop and 1), even for a single colour.
    private func paintedStops(_ gradient: CGGradient) -> [CGGradient.Stop] {
        var stops = gradient.stops
        if let first = stops.first, first.location > 0 {
            stops.insert(CGGradient.Stop(location: 0, color: first.color), at: 0)
        }
        if let last = stops.last, last.location < 1 || stops.count == 1 {
            stops.append(CGGradient.Stop(location: 1, color: last.color))
        }
        return stops
    }
}

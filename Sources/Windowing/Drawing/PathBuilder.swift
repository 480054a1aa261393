import Foundation

/// Adds validated elements to a `CGPath`: the one place that turns shapes (arcs, ellipses, rounded
/// rectangles) into lines and cubic curves, shared by `CGMutablePath`, `UIBezierPath` and `CGContext`.
struct PathBuilder {
    let path: CGPath

    init(_ path: CGPath) { self.path = path }

    /// Appends one element; a non-finite point drops it with a one-time warning, so NaN never
    /// reaches Cairo (which would stop drawing for good).
    func append(_ element: CGPath.Element) {
        guard element.isFinite else {
            PathWarnings.once(
                "non-finite",
                "CGPath: dropped a path element with a NaN or infinite coordinate (\(element)); check the geometry "
                    + "passed to the path"
            )
            return
        }
        switch element {
        case .move(let p):
            path.subpathStart = p
            path.current = p
        case .close:
            guard path.current != nil else { return }
            if case .close? = path.elements.last { return }
            path.current = path.subpathStart
        case .line, .quad, .cubic:
            guard path.current != nil else {
                PathWarnings.once(
                    "no-current-point",
                    "CGPath: no current point for \(element); start the sub-path with move(to:) first (the element is "
                        + "dropped)"
                )
                return
            }
            // A close leaves the current point at the sub-path's start, and a new element there
            // begins a new sub-path, as in Core Graphics.
            if case .close? = path.elements.last, let start = path.subpathStart {
                path.elements.append(.move(start))
            }
            path.current = element.endPoint
        }
        path.elements.append(element)
    }

    func move(to p: CGPoint) { append(.move(p)) }
    func addLine(to p: CGPoint) { append(.line(p)) }
    func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { append(.cubic(control1, control2, p)) }
    func addQuadCurve(to p: CGPoint, control: CGPoint) { append(.quad(control, p)) }
    func close() { append(.close) }

    /// Moves to `p` when the path has no current point, else draws a line there (how arcs begin).
    private func lineOrMove(to p: CGPoint) {
        if let current = path.current, current == p, path.elements.last != .close { return }
        path.current == nil ? move(to: p) : addLine(to: p)
    }

    func addRect(_ rect: CGRect, transform t: CGAffineTransform) {
        guard validRect(rect, "addRect") else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(t))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(t))
        close()
    }

    /// An ellipse as four cubic curves, starting at the rightmost point and going the way angles grow.
    func addEllipse(in rect: CGRect, transform t: CGAffineTransform) {
        guard validRect(rect, "addEllipse(in:)") else { return }
        let r = rect.standardized
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(t)
        move(to: CGPoint(x: 1, y: 0).applying(ellipse))
        appendUnitArc(start: 0, sweep: 2 * .pi, transform: ellipse)
        close()
    }

    func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform) {
        guard validRect(rect, "addRoundedRect(in:)") else { return }
        guard cornerWidth.isFinite, cornerHeight.isFinite, cornerWidth >= 0, cornerHeight >= 0 else {
            PathWarnings.once(
                "corner",
                "CGPath: corner size \(cornerWidth)x\(cornerHeight) is negative or not finite; drawing square corners")
            addRect(rect, transform: t)
            return
        }
        let r = rect.standardized
        let radii = CGSize(width: min(cornerWidth, r.width / 2), height: min(cornerHeight, r.height / 2))
        addRoundedRect(r, radii: [radii, radii, radii, radii], transform: t)
    }

    /// A rounded rectangle with per-corner elliptical radii (top-left, top-right, bottom-right,
    /// bottom-left), drawn from the top edge the way angles grow (clockwise on screen).
    func addRoundedRect(_ r: CGRect, radii: [CGSize], transform t: CGAffineTransform) {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY).applying(t))
        corner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, start: -.pi / 2, t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height).applying(t))
        corner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, start: 0, t)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY).applying(t))
        corner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, start: .pi / 2, t)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height).applying(t))
        corner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, start: .pi, t)
        close()
    }

    private func corner(center: CGPoint, radii: CGSize, start: CGFloat, _ t: CGAffineTransform) {
        guard radii.width > 0, radii.height > 0 else { return }
        let ellipse = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
            .concatenating(t)
        appendUnitArc(start: start, sweep: .pi / 2, transform: ellipse)
    }

    /// Core Graphics' arc: `clockwise` means decreasing angles. A sweep that reaches a whole turn
    /// in the asked direction draws the full circle; otherwise the sweep is taken modulo a turn.
    func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform t: CGAffineTransform
    ) {
        guard startAngle.isFinite, endAngle.isFinite else {
            PathWarnings.once(
                "angle", "CGPath: arc angles \(startAngle) and \(endAngle) must be finite; the arc is dropped")
            return
        }
        let turn = 2 * CGFloat.pi
        let raw = clockwise ? startAngle - endAngle : endAngle - startAngle
        var sweep = raw >= turn ? turn : raw.truncatingRemainder(dividingBy: turn)
        if sweep < 0 { sweep += turn }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: clockwise ? -sweep : sweep, transform: t)
    }

    /// An arc by signed sweep (positive: angles grow), preceded by a line from the current point.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, sweep.isFinite else {
            PathWarnings.once(
                "arc",
                "CGPath: arc with centre \(center), start \(startAngle) and sweep \(sweep) is not finite; the arc is "
                    + "dropped"
            )
            return
        }
        guard radius.isFinite, radius >= 0 else {
            PathWarnings.once("radius", "CGPath: arc radius \(radius) is negative or not finite; the arc is dropped")
            return
        }
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(t)
        lineOrMove(to: CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle))
        guard radius > 0 else { return }
        appendUnitArc(start: startAngle, sweep: sweep, transform: circle)
    }

    /// The tangent arc of `CGContextAddArcToPoint`: degenerate cases (no turn, zero radius,
    /// coincident points) become a line to `tangent1End`, as in Core Graphics.
    func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform t: CGAffineTransform) {
        guard radius.isFinite, radius >= 0 else {
            PathWarnings.once("radius", "CGPath: arc radius \(radius) is negative or not finite; the arc is dropped")
            return
        }
        let a = p1.applying(t)
        guard let p0 = path.current else {
            move(to: a)
            return
        }
        // Work in the untransformed space so the radius means what the caller said.
        let inverse = t.inverted()
        let q0 = p0.applying(inverse)
        let v1 = CGPoint(x: q0.x - p1.x, y: q0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: a)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let tangentDistance = radius / tan(angle / 2)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centreDistance,
            y: p1.y + bisector.y / bisectorLength * centreDistance)
        let start = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let end = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: t)
    }

    /// Appends cubic curves approximating the unit-circle arc, mapped by `transform`; each piece
    /// spans at most a quarter turn, which keeps the error below 0.03% of the radius.
    private func appendUnitArc(start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: CGPoint(x: c1, y: s1).applying(transform),
                control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(transform),
                control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(transform))
            angle = next
        }
    }

    private func validRect(_ rect: CGRect, _ name: String) -> Bool {
        guard !rect.isNull else { return false }
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else {
            PathWarnings.once(
                "rect", "CGPath: \(name) got a rectangle with a NaN or infinite value (\(rect)); it is dropped")
            return false
        }
        return true
    }
}

/// Warnings from path building, each printed once per process so a bad value in a drawing loop
/// does not flood standard error.
enum PathWarnings {
    nonisolated(unsafe) private static var printed: Set<String> = []
    private static let lock = NSLock()

    static func once(_ key: String, _ message: String) {
        lock.lock()
        let isNew = printed.insert(key).inserted
        lock.unlock()
        if isNew { Diagnostics.warning(message) }
    }
}

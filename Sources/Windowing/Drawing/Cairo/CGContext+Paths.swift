public import Foundation
internal import CCairo

// MARK: - Current transformation matrix

extension CGContext {
    /// The current transformation matrix, from user space to the device pixels of the target.
    /// - Note: Differs from UIKit: inside `draw(_:)` it is not flipped (no `d = -scale`), because
    ///   Windowing's device space is top-down like UIKit's user space.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty), name: "translateBy(x: \(tx), y: \(ty))")
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy), name: "scaleBy(x: \(sx), y: \(sy))")
    }

    /// Rotates user space by `angle` radians; positive angles turn clockwise on screen.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle), name: "rotate(by: \(angle))")
    }

    /// Applies `transform` to user space before the current CTM (`ctm = transform × ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        concatenate(transform, name: "concatenate(\(transform))")
    }

    private func concatenate(_ t: CGAffineTransform, name: String) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            return warn("ctm", "\(name) has a NaN or infinite value; the CTM is unchanged")
        }
        if t.a * t.d - t.b * t.c == 0 {
            state.isCollapsed = true
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// Maps a point from user space to device space (the target's pixels).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}

// MARK: - Building the current path

extension CGContext {
    /// Clears the current path.
    public func beginPath() { cairo.newPath() }

    public func move(to point: CGPoint) { build { $0.move(to: point) } }

    /// Appends a straight line; like Core Graphics, with no current point it only moves there.
    public func addLine(to point: CGPoint) {
        build { builder in
            builder.path.current == nil ? builder.move(to: point) : builder.addLine(to: point)
        }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        build { builder in
            builder.move(to: first)
            points.dropFirst().forEach { builder.addLine(to: $0) }
        }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        build { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        build { $0.addQuadCurve(to: end, control: control) }
    }

    /// Adds an arc, preceded by a line from the current point. `clockwise` has Core Graphics'
    /// meaning (decreasing angles), which in UIKit's flipped coordinates looks counter-clockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        build {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                      clockwise: clockwise, transform: .identity)
        }
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        build { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: .identity) }
    }

    public func addRect(_ rect: CGRect) {
        // The common case goes straight to Cairo; bad rectangles take the validating path.
        if !state.isCollapsed, !rect.isNull, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) {
            cairo.rectangle(rect)
        } else {
            build { $0.addRect(rect, transform: .identity) }
        }
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public func addEllipse(in rect: CGRect) { build { $0.addEllipse(in: rect, transform: .identity) } }

    /// Appends `path`, mapped by the CTM like any other path construction. A `CGPath`'s elements
    /// were validated when they were added to it, so they go to Cairo as they are.
    public func addPath(_ path: CGPath) {
        guard !state.isCollapsed else { return }
        emit(path.elements)
    }

    public func closePath() {
        guard !state.isCollapsed else { return }
        cairo.closePath()
    }

    public var isPathEmpty: Bool { cairo.pathExtents.isNull && !cairo.hasCurrentPoint }
    public var currentPointOfPath: CGPoint { cairo.hasCurrentPoint ? cairo.currentPoint : .zero }
    public var boundingBoxOfPath: CGRect { cairo.pathExtents }

    /// Whether `point` (user space) would be painted by drawing the current path with `mode`:
    /// inside it for the fill modes, under its stroke (with the current line style) for stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !state.isCollapsed else { return false }
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let filled = mode != .stroke && cairo_in_fill(cr, point.x, point.y) != 0
        guard !filled, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return filled }
        cairo_save(cr)
        applyStrokeStyle(to: cr)
        let stroked = cairo_in_stroke(cr, point.x, point.y) != 0
        cairo_restore(cr)
        return stroked
    }

    /// The current path as a `CGPath` in user space.
    public var path: CGPath? {
        let copy = CGMutablePath()
        let builder = PathBuilder(copy)
        withCairoPath { builder.append($0) }
        return copy
    }

    /// Runs `body` on a scratch path that starts at Cairo's current point, then sends what it
    /// added to Cairo; the builder validates every element, so nothing non-finite reaches Cairo.
    private func build(_ body: (PathBuilder) -> Void) {
        guard !state.isCollapsed else { return }
        let scratch = CGMutablePath()
        if cairo.hasCurrentPoint {
            let p = cairo.currentPoint
            scratch.current = p
            scratch.subpathStart = p
        }
        body(PathBuilder(scratch))
        emit(scratch.elements)
    }

    func emit(_ elements: [CGPath.Element]) { CairoPath.append(elements, to: cr) }

    /// Calls `body` with each element of Cairo's current path in user space.
    private func withCairoPath(_ body: (CGPath.Element) -> Void) {
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
}

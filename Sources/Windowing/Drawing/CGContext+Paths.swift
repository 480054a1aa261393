public import Foundation

// MARK: - Current transformation matrix

extension CGContext {
    /// The current transformation matrix, from user space to the device pixels of the target.
    /// - Note: Differs from UIKit: inside `draw(_:)` it is not flipped (no `d = -scale`), because
    ///   Windowing's device space is top-down like UIKit's user space.
    public var ctm: CGAffineTransform { canvas.ctm }

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
        canvas.concatenate(t)
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
    public func beginPath() { canvas.newPath() }

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
            $0.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise, transform: .identity)
        }
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        build { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: .identity) }
    }

    public func addRect(_ rect: CGRect) {
        // The common case goes straight to the canvas; bad rectangles take the validating path.
        if !state.isCollapsed, !rect.isNull, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) {
            canvas.rectangle(rect)
        } else {
            build { $0.addRect(rect, transform: .identity) }
        }
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public func addEllipse(in rect: CGRect) { build { $0.addEllipse(in: rect, transform: .identity) } }

    /// Appends `path`, mapped by the CTM like any other path construction. A `CGPath`'s elements
    /// were validated when they were added to it, so they go to the canvas as they are.
    public func addPath(_ path: CGPath) {
        guard !state.isCollapsed else { return }
        emit(path.elements)
    }

    public func closePath() {
        guard !state.isCollapsed else { return }
        canvas.closePath()
    }

    public var isPathEmpty: Bool { canvas.pathExtents.isNull && !canvas.hasCurrentPoint }
    public var currentPointOfPath: CGPoint { canvas.hasCurrentPoint ? canvas.currentPoint : .zero }
    public var boundingBoxOfPath: CGRect { canvas.pathExtents }

    /// Whether `point` (user space) would be painted by drawing the current path with `mode`:
    /// inside it for the fill modes, under its stroke (with the current line style) for stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !state.isCollapsed else { return false }
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        let filled = mode != .stroke && canvas.fillContains(point, rule: evenOdd ? .evenOdd : .winding)
        guard !filled, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return filled }
        return canvas.strokeContains(point, style: state)
    }

    /// The current path as a `CGPath` in user space.
    public var path: CGPath? {
        let copy = CGMutablePath()
        let builder = PathBuilder(copy)
        canvas.forEachPathElement { builder.append($0) }
        return copy
    }

    /// Runs `body` on a scratch path that starts at the canvas's current point, then sends what it
    /// added to the canvas; the builder validates every element, so nothing non-finite reaches it.
    private func build(_ body: (PathBuilder) -> Void) {
        guard !state.isCollapsed else { return }
        let scratch = CGMutablePath()
        if canvas.hasCurrentPoint {
            let p = canvas.currentPoint
            scratch.current = p
            scratch.subpathStart = p
        }
        body(PathBuilder(scratch))
        emit(scratch.elements)
    }

    func emit(_ elements: [CGPath.Element]) { canvas.append(elements) }
}

public import Foundation

extension CGContext {
    // MARK: - Painting the current path

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) { paintPath([.fill(rule)]) }

    /// Strokes the current path with the stroke colour and line style and clears the path.
    public func strokePath() { paintPath([.stroke]) }

    /// Paints the current path as `mode` says (filling before stroking) and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath([.fill(.winding)])
        case .eoFill: paintPath([.fill(.evenOdd)])
        case .stroke: paintPath([.stroke])
        case .fillStroke: paintPath([.fill(.winding), .stroke])
        case .eoFillStroke: paintPath([.fill(.evenOdd), .stroke])
        }
    }

    /// Fills `rect` with the fill colour; as a side effect the current path is cleared.
    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Draws line segments between pairs of points (0→1, 2→3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        stride(from: 0, to: points.count - 1, by: 2).forEach { i in
            move(to: points[i])
            addLine(to: points[i + 1])
        }
        strokePath()
    }

    /// Paints `rect` fully transparent.
    public func clear(_ rect: CGRect) {
        guard !state.isCollapsed, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        canvas.clear(rect)
        notePainted()
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.setFillRule(rule)
        canvas.clip()
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        canvas.newPath()
        addRects(rects)
        canvas.clip()
    }

    public var boundingBoxOfClipPath: CGRect { canvas.clipExtents }

    // MARK: - Compositing

    /// Paints the current path with each operation in turn (under one shadow) and clears it.
    func paintPath(_ operations: [PaintOperation]) {
        defer { canvas.newPath() }
        guard !state.isCollapsed, canvas.hasCurrentPoint || !canvas.pathExtents.isNull else { return }
        notePainted()
        canvas.paintPath(operations, state: state, shadow: deviceShadow)
    }
}

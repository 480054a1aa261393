public import Foundation
internal import CCairo

/// One way of painting the current path.
enum PaintOperation {
    case fill(CGPathFillRule)
    case stroke
}

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
        cairo.clear(rect)
        notePainted()
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo.setFillRule(rule)
        cairo.clip()
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        cairo.newPath()
        addRects(rects)
        cairo.clip()
    }

    public var boundingBoxOfClipPath: CGRect { cairo.clipExtents }

    // MARK: - Compositing

    /// Paints the current path with each operation in turn (under one shadow) and clears it.
    func paintPath(_ operations: [PaintOperation]) {
        defer { cairo_new_path(cr) }
        guard !state.isCollapsed, cairo.hasCurrentPoint || !cairo.pathExtents.isNull else { return }
        notePainted()
        cairo_set_antialias(cr, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if state.shadow == nil, !state.blendMode.isUnboundedInCairo {
            paintDirectly(operations)
            return
        }
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        if let shadow = state.shadow { drawShadow(shadow, of: path, operations: operations) }
        for operation in operations {
            cairo_new_path(cr)
            cairo_append_path(cr, path)
            let color = operation.isStroke ? state.strokeColor : state.fillColor
            composite(operation, color: color, path: path)
        }
    }

    /// The common case (no shadow, a bounded operator): paint Cairo's path as it is, keeping it
    /// between operations, with no copy and no save/restore.
    private func paintDirectly(_ operations: [PaintOperation]) {
        if state.blendMode != .normal { cairo_set_operator(cr, state.blendMode.cairo) }
        for (index, operation) in operations.enumerated() {
            let c = (operation.isStroke ? state.strokeColor : state.fillColor).rgba
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * state.alpha)
            applyFill(operation, to: cr, preserve: index < operations.count - 1)
        }
        if state.blendMode != .normal { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }

    /// Applies the Swift-side line style to `target` (a Cairo context with the same CTM).
    func applyStrokeStyle(to target: OpaquePointer) {
        cairo_set_line_width(target, state.lineWidth)
        cairo_set_line_cap(target, state.lineCap.cairo)
        cairo_set_line_join(target, state.lineJoin.cairo)
        cairo_set_miter_limit(target, state.miterLimit)
        let lengths = state.dashLengths.map { Double($0) }
        lengths.withUnsafeBufferPointer {
            cairo_set_dash(target, $0.baseAddress, Int32($0.count), Double(state.dashPhase))
        }
    }

    func applyFill(_ operation: PaintOperation, to target: OpaquePointer, preserve: Bool = false) {
        switch operation {
        case .fill(let rule):
            cairo_set_fill_rule(target, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            preserve ? cairo_fill_preserve(target) : cairo_fill(target)
        case .stroke:
            applyStrokeStyle(to: target)
            if state.lineWidth > 0 {
                preserve ? cairo_stroke_preserve(target) : cairo_stroke(target)
            } else if !preserve {
                cairo_new_path(target)
            }
        }
    }

    /// Paints one operation with the blend mode. Cairo's unbounded operators change pixels outside
    /// the shape, while Core Graphics' blend modes only touch what the shape covers, so those go
    /// through `compositeBounded`.
    private func composite(_ operation: PaintOperation, color: CGColor, path: UnsafeMutablePointer<cairo_path_t>) {
        let c = color.rgba
        let alpha = c.alpha * state.alpha
        if state.blendMode.isUnboundedInCairo {
            cairo_new_path(cr)
            compositeBounded(operation, path: path) { target in
                cairo_set_source_rgba(target, c.red, c.green, c.blue, alpha)
                cairo_paint(target)
            }
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairo)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
        applyFill(operation, to: cr)
        cairo_restore(cr)
    }

    /// result = op(source, dest) where the shape covers, dest elsewhere: the group holds a copy of
    /// the destination composited with `paintSource` under the operator, and is then laid down
    /// through the shape's coverage mask with SOURCE (bounded by the mask).
    private func compositeBounded(_ operation: PaintOperation, path: UnsafeMutablePointer<cairo_path_t>,
                                  paintSource: (OpaquePointer) -> Void) {
        guard let area = deviceArea(of: [operation], path: path, padding: 1),
              let mask = coverageMask(of: [operation], path: path, area: area, alphas: [1]) else { return }
        defer { cairo_surface_destroy(mask) }
        compositeBounded(paintSource: paintSource) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, area.minX, area.minY)
            cairo_restore(cr)
        }
    }

    /// The general form: `applyMask` masks the current source (under SOURCE) with the coverage.
    func compositeBounded(paintSource: (OpaquePointer) -> Void, applyMask: () -> Void) {
        let destination = cairo_get_group_target(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, destination, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairo)
        paintSource(cr)
        cairo_restore(cr)
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        applyMask()
        cairo_restore(cr)
    }

    /// The device-pixel rectangle (whole pixels) that painting `operations` can touch, limited to
    /// the clip; nil when nothing is visible.
    func deviceArea(of operations: [PaintOperation], path: UnsafeMutablePointer<cairo_path_t>,
                    padding: CGFloat, limit: CGRect? = nil) -> CGRect? {
        var area = CGRect.null
        cairo_save(cr)
        for operation in operations {
            cairo_new_path(cr)
            cairo_append_path(cr, path)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            if operation.isStroke {
                applyStrokeStyle(to: cr)
                cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            } else {
                cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            }
            if x2 > x1, y2 > y1 { area = area.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)) }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        guard !area.isNull else { return nil }
        area = area.insetBy(dx: -padding, dy: -padding)
        let visible = limit ?? deviceClipExtents
        area = area.intersection(visible)
        guard !area.isNull, area.width >= 1 || area.height >= 1 else { return nil }
        let x0 = area.minX.rounded(.down), y0 = area.minY.rounded(.down)
        let rounded = CGRect(x: x0, y: y0, width: area.maxX.rounded(.up) - x0, height: area.maxY.rounded(.up) - y0)
        // A mask is made for this area; refuse absurd sizes rather than allocate gigabytes.
        guard rounded.width > 0, rounded.height > 0, rounded.width * rounded.height <= 64_000_000 else { return nil }
        return rounded
    }

    /// The clip's extents in device pixels.
    var deviceClipExtents: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// An A8 surface covering `area` (device pixels) holding the coverage of `operations`, each
    /// painted with its alpha; the caller destroys it.
    func coverageMask(of operations: [PaintOperation], path: UnsafeMutablePointer<cairo_path_t>, area: CGRect,
                      alphas: [CGFloat]) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height)) else { return nil }
        cairo_surface_set_device_offset(surface, -area.minX, -area.minY)
        guard let target = cairo_create(surface) else { return surface }
        defer { cairo_destroy(target) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(target, &m)
        cairo_set_antialias(target, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        for (operation, alpha) in zip(operations, alphas) {
            cairo_new_path(target)
            cairo_append_path(target, path)
            cairo_set_source_rgba(target, 0, 0, 0, alpha)
            applyFill(operation, to: target)
        }
        cairo_surface_flush(surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        return surface
    }
}

extension PaintOperation {
    var isStroke: Bool {
        if case .stroke = self { return true }
        return false
    }
}

extension CGLineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension CGLineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

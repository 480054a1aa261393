internal import CCairo
import Foundation

// How `CGContext` paints: the current path filled or stroked, and drawing that goes straight to
// the canvas (images, text, gradients) as one group, each with the graphics state's colours, line
// style, alpha, blend mode and shadow applied as Core Graphics applies them.
extension Canvas {
    /// Paints the current path with each operation in turn (under one shadow), leaving the path
    /// to the caller to clear.
    func paintPath(_ operations: [PaintOperation], state: GraphicsState, shadow: DeviceShadow?) {
        cairo_set_antialias(cr, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if shadow == nil, !state.blendMode.isUnboundedInCairo {
            paintDirectly(operations, state: state)
            return
        }
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        if let shadow { drawShadow(shadow, of: path, operations: operations, state: state) }
        for operation in operations {
            cairo_new_path(cr)
            cairo_append_path(cr, path)
            let color = operation.isStroke ? state.strokeColor : state.fillColor
            composite(operation, color: color, path: path, state: state)
        }
    }

    /// The common case (no shadow, a bounded operator): paint Cairo's path as it is, keeping it
    /// between operations, with no copy and no save/restore.
    private func paintDirectly(_ operations: [PaintOperation], state: GraphicsState) {
        if state.blendMode != .normal { cairo_set_operator(cr, state.blendMode.cairoOperator) }
        for (index, operation) in operations.enumerated() {
            let c = (operation.isStroke ? state.strokeColor : state.fillColor).rgba
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * state.alpha)
            applyFill(operation, state: state, to: cr, preserve: index < operations.count - 1)
        }
        if state.blendMode != .normal { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }

    /// Runs drawing that goes straight to the canvas (images, text, gradients) with `state`'s
    /// alpha, blend mode and `shadow` applied to all of it: `body` draws into a group, which is
    /// then composited. `body` must leave the CTM as it found it. A shadow is cast only by what
    /// is drawn inside the clip.
    func drawGroup(state: GraphicsState, shadow: DeviceShadow?, _ body: () -> Void) {
        cairo_push_group(cr)
        body()
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        if let shadow { drawShadow(shadow, ofContent: content, state: state) }
        if state.blendMode.isUnboundedInCairo {
            // Bounded by the content's own alpha, as the path case is bounded by the shape.
            compositeBounded(
                state: state,
                paintSource: { target in
                    cairo_set_source(target, content)
                    cairo_paint_with_alpha(target, state.alpha)
                }, applyMask: { cairo_mask(cr, content) })
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_set_source(cr, content)
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_restore(cr)
    }

    /// Applies `state`'s line style to `target` (a Cairo context with the same CTM).
    func applyStrokeStyle(_ state: GraphicsState, to target: OpaquePointer) {
        cairo_set_line_width(target, state.lineWidth)
        cairo_set_line_cap(target, state.lineCap.cairo)
        cairo_set_line_join(target, state.lineJoin.cairo)
        cairo_set_miter_limit(target, state.miterLimit)
        let lengths = state.dashLengths.map { Double($0) }
        lengths.withUnsafeBufferPointer {
            cairo_set_dash(target, $0.baseAddress, Int32($0.count), Double(state.dashPhase))
        }
    }

    func applyFill(_ operation: PaintOperation, state: GraphicsState, to target: OpaquePointer, preserve: Bool = false)
    {
        switch operation {
        case .fill(let rule):
            cairo_set_fill_rule(target, rule.cairo)
            preserve ? cairo_fill_preserve(target) : cairo_fill(target)
        case .stroke:
            applyStrokeStyle(state, to: target)
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
    private func composite(
        _ operation: PaintOperation, color: CGColor, path: UnsafeMutablePointer<cairo_path_t>,
        state: GraphicsState
    ) {
        let c = color.rgba
        let alpha = c.alpha * state.alpha
        if state.blendMode.isUnboundedInCairo {
            cairo_new_path(cr)
            compositeBounded(operation, path: path, state: state) { target in
                cairo_set_source_rgba(target, c.red, c.green, c.blue, alpha)
                cairo_paint(target)
            }
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
        applyFill(operation, state: state, to: cr)
        cairo_restore(cr)
    }

    /// result = op(source, dest) where the shape covers, dest elsewhere: the group holds a copy of
    /// the destination composited with `paintSource` under the operator, and is then laid down
    /// through the shape's coverage mask with SOURCE (bounded by the mask).
    private func compositeBounded(
        _ operation: PaintOperation, path: UnsafeMutablePointer<cairo_path_t>,
        state: GraphicsState, paintSource: (OpaquePointer) -> Void
    ) {
        guard let area = deviceArea(of: [operation], path: path, state: state, padding: 1),
            let mask = coverageMask(of: [operation], path: path, area: area, alphas: [1], state: state)
        else { return }
        defer { cairo_surface_destroy(mask) }
        compositeBounded(state: state, paintSource: paintSource) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, area.minX, area.minY)
            cairo_restore(cr)
        }
    }

    /// The general form: `applyMask` masks the current source (under SOURCE) with the coverage.
    private func compositeBounded(state: GraphicsState, paintSource: (OpaquePointer) -> Void, applyMask: () -> Void) {
        let destination = cairo_get_group_target(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, destination, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
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
    func deviceArea(
        of operations: [PaintOperation], path: UnsafeMutablePointer<cairo_path_t>, state: GraphicsState,
        padding: CGFloat, limit: CGRect? = nil
    ) -> CGRect? {
        var area = CGRect.null
        let ctm = self.ctm
        cairo_save(cr)
        for operation in operations {
            cairo_new_path(cr)
            cairo_append_path(cr, path)
            var x1 = 0.0
            var y1 = 0.0
            var x2 = 0.0
            var y2 = 0.0
            if operation.isStroke {
                applyStrokeStyle(state, to: cr)
                cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            } else {
                cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            }
            if x2 > x1, y2 > y1 {
                area = area.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm))
            }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        guard !area.isNull else { return nil }
        area = area.insetBy(dx: -padding, dy: -padding)
        let visible = limit ?? deviceClipBounds
        area = area.intersection(visible)
        guard !area.isNull, area.width >= 1 || area.height >= 1 else { return nil }
        let x0 = area.minX.rounded(.down)
        let y0 = area.minY.rounded(.down)
        let rounded = CGRect(x: x0, y: y0, width: area.maxX.rounded(.up) - x0, height: area.maxY.rounded(.up) - y0)
        // A mask is made for this area; refuse absurd sizes rather than allocate gigabytes.
        guard rounded.width > 0, rounded.height > 0, rounded.width * rounded.height <= 64_000_000 else { return nil }
        return rounded
    }

    /// An A8 surface covering `area` (device pixels) holding the coverage of `operations`, each
    /// painted with its alpha; the caller destroys it.
    func coverageMask(
        of operations: [PaintOperation], path: UnsafeMutablePointer<cairo_path_t>, area: CGRect,
        alphas: [CGFloat], state: GraphicsState
    ) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height)) else {
            return nil
        }
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
            applyFill(operation, state: state, to: target)
        }
        cairo_surface_flush(surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        return surface
    }
}

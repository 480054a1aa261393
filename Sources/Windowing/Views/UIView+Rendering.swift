import Foundation

// The display pass. A window renders its tree into its back buffer, clipped to the damaged area;
// a view's `draw(_:)` paints into a cached surface of its own (UIKit's layer contents), so
// repainting damage, an Expose or a move never calls `draw(_:)` again: only `setNeedsDisplay`
// does (behaviour 7.29–7.31).
extension UIView {
    /// Damages the area this view's subtree covers in its window.
    func invalidateVisual() {
        invalidateAncestorRasters()
        // Once the whole window is damaged no rectangle adds anything, and measuring one walks the
        // subtree: a layout pass moves every view of a screen, each twice.
        guard let window = hostWindow, window.acceptsDamage, !window.damageCoversBounds,
            window.movingScrollView != ObjectIdentifier(self)
        else { return }
        window.addDamage(visualRect(in: window))
    }

    /// The rectangle this view and its unclipped descendants cover, in `window`'s coordinates.
    func visualRect(in window: UIWindow) -> CGRect {
        if self === window { return storedBounds }
        // The map to the window is found once, then carried down one level at a time: converting
        // each descendant on its own walked up to the window again from every one of them, and a
        // first layout measures a new subtree of 1,000 views several times.
        // (Sums may group differently from a conversion of each view: a damaged rectangle, not
        // geometry anyone reads.)
        let windowToRoot = window.transformToRoot()
        let fromRoot =
            windowToRoot.isInvertible
            ? windowToRoot.inverted() : CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        return visualRect(mappedBy: transformToRoot().concatenating(fromRoot))
    }

    /// `visualRect(in:)` with `transform` the map from this view's bounds space to the window's.
    private func visualRect(mappedBy transform: CGAffineTransform) -> CGRect {
        var rect = Self.map(drawnExtent, by: transform)
        if !storedClipsToBounds {
            for subview in storedSubviews {
                let toWindow = subview.transformToSuperview.concatenating(transform)
                rect = rect.union(subview.visualRect(mappedBy: toWindow))
            }
        }
        return rect
    }

    func markNeedsDisplay(_ rect: CGRect) {
        let area = rect.intersection(storedBounds)
        guard !area.isNull else { return }
        invalidateAncestorRasters()
        needsDisplayRect = needsDisplayRect.map { $0.union(area) } ?? area
        contentsKnownEmpty = false
        guard let window = hostWindow, window.acceptsDamage else { return }
        window.addDamage(convertRect(area, to: window))
    }

    /// Renders this view and its subtree; the context's user space is this view's bounds space
    /// and `dirty` (in the same space) bounds what needs painting.
    func render(in context: Canvas, scale: CGFloat, dirty: CGRect) {
        renderTree(in: context, origin: .zero, scale: scale, dirty: dirty)
    }

    /// Renders the subtree with this view's bounds space at `origin` of the context's user space.
    ///
    /// Translations are carried in `origin` rather than in Cairo's matrix, so an untransformed
    /// tree at scale 1 draws with the identity matrix, as hand-written Cairo code would; the
    /// Cairo state is only saved for a clip, a group (alpha below 1) or a transform, and subviews
    /// outside `dirty` are skipped before any Cairo call.
    private func renderTree(in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect) {
        guard !storedHidden, storedAlpha > 0 else { return }
        // A layer's `mask` keeps of the whole subtree only what the mask layer draws.
        if hasLayerStyling, let mask = storedLayer?.mask {
            context.drawMasked(
                { renderTreeBody(in: context, origin: origin, scale: scale, dirty: dirty) },
                by: { mask.renderAsSublayer(in: context, origin: origin, scale: scale) })
            return
        }
        renderTreeBody(in: context, origin: origin, scale: scale, dirty: dirty)
    }

    private func renderTreeBody(in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect) {
        RenderStatistics.viewsRendered &+= 1
        let layer = hasLayerStyling ? storedLayer : nil
        let radius = layer?.drawnCornerRadius(in: storedBounds) ?? 0
        let corners = layer?.shapeCorners ?? CairoShapes.allCorners
        let area = storedBounds.offsetBy(dx: origin.x, dy: origin.y)
        let isGroup = storedAlpha < 1
        if isGroup {
            context.save()
            // Cairo sizes a group's surface by the clip. A view that paints only inside its bounds
            // gets a group its own size, not the whole damaged area's (100 fading views cost 100
            // window-sized groups otherwise).
            let hasShadow = layer != nil && hasLayerShadow
            if !hasShadow, storedClipsToBounds || (storedSubviews.isEmpty && contents == nil && !hasHostedSublayers) {
                context.addShape(area, radius: 0)
                context.clip()
            }
            context.pushGroup()
        }
        if let layer, hasLayerShadow, !storedClipsToBounds {
            updateContentsIfNeeded(scale: scale)  // drawn contents cast the shadow
            renderShadow(of: layer, radius: radius, in: context, origin: origin)
        }
        if storedClipsToBounds {
            if !isGroup { context.save() }
            context.addShape(area, radius: radius, corners: corners)
            context.clip()
        }
        // An animated background shows its presentation colour (AnimationEngine swaps it in).
        let fill = storedLayer?.presentationBackground ?? backgroundColor.map(resolvedForTint)
        // An unclipped container is walked for its subviews even where its own area is clean
        // (a table's cells, as a scroll uncovers a strip): its fill and border are skipped there.
        let meetsDirty = Self.overlaps(storedBounds, dirty)
        if meetsDirty, let background = fill, background.cgColor.alpha > 0 {
            context.setSource(background.cgColor)
            context.addShape(area, radius: radius, corners: corners)
            context.fill()
        }
        if hasLayerContent { renderLayerContent(in: context, origin: origin, scale: scale) }
        renderContents(in: context, origin: origin, scale: scale)
        if !paintSubviewRaster(in: context, origin: origin, scale: scale, dirty: dirty) {
            renderSubviews(in: context, origin: origin, scale: scale, dirty: dirty)
        }
        if meetsDirty, let layer { renderBorder(of: layer, radius: radius, in: context, area: area) }
        if isGroup {
            context.popGroup(alpha: storedAlpha)
            context.restore()
        } else if storedClipsToBounds {
            context.restore()
        }
    }

    func renderSubviews(in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect) {
        if hasHostedSublayers, let layer = storedLayer {
            return renderSubviewsAndSublayers(layer, in: context, origin: origin, scale: scale, dirty: dirty)
        }
        let subviews = LayerZOrder.isInUse ? LayerZOrder.ordered(storedSubviews, by: \.layerZPosition) : nil
        for subview in subviews ?? storedSubviews {
            subview.renderAsSubview(in: context, origin: origin, scale: scale, dirty: dirty)
        }
    }

    func renderAsSubview(in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect) {
        guard !storedHidden, storedAlpha > 0 else { return }
        if hasIdentityTransform {
            let dx = (storedCenter.x - storedBounds.width / 2) - storedBounds.minX
            let dy = (storedCenter.y - storedBounds.height / 2) - storedBounds.minY
            let local = dirty.offsetBy(dx: -dx, dy: -dy)
            // Unclipped subviews may draw outside their bounds, so only clipped or leaf views are culled.
            if (storedClipsToBounds || storedSubviews.isEmpty) && !Self.overlaps(local, drawnExtent) { return }
            renderTree(in: context, origin: CGPoint(x: origin.x + dx, y: origin.y + dy), scale: scale, dirty: local)
        } else {
            let toSuperview = transformToSuperview
            // A NaN in Cairo's matrix would put the whole context in an error state.
            guard toSuperview.isInvertible, toSuperview.tx.isFinite, toSuperview.ty.isFinite else { return }
            let local = dirty.applying(toSuperview.inverted())
            if (storedClipsToBounds || storedSubviews.isEmpty) && !Self.overlaps(local, drawnExtent) { return }
            let saved = context.ctm
            if origin != .zero { context.translate(x: origin.x, y: origin.y) }
            context.concatenate(toSuperview)
            renderTree(in: context, origin: .zero, scale: scale, dirty: local)
            context.ctm = saved
        }
    }

    /// Whether two standardized rectangles share area: four comparisons, where `CGRect.intersects`
    /// builds the intersection first (this runs once per view per repaint).
    @inline(__always)
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
            && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
    }

    func updateContentsIfNeeded(scale: CGFloat) {
        if !contentsAreFixed && (needsDisplayRect != nil || (contents == nil && !contentsKnownEmpty)) {
            redrawContents(scale: scale)
        }
    }

    private func renderContents(in context: Canvas, origin: CGPoint, scale: CGFloat) {
        updateContentsIfNeeded(scale: scale)
        if let contents {
            let size = CGSize(
                width: CGFloat(contents.width) / contentsScale, height: CGFloat(contents.height) / contentsScale)
            let placed = Self.placement(of: size, in: storedBounds, mode: contentMode)
            context.paint(contents, in: placed.offsetBy(dx: origin.x, dy: origin.y))
        }
    }

    /// Where cached contents of `size` go in `bounds` after a resize: stretched, fitted, filled or
    /// pinned at their drawn size, as `contentMode` says.
    static func placement(of size: CGSize, in bounds: CGRect, mode: ContentMode) -> CGRect {
        func pinned(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: size.width, height: size.height) }
        let midX = bounds.midX - size.width / 2
        let midY = bounds.midY - size.height / 2
        let maxX = bounds.maxX - size.width
        let maxY = bounds.maxY - size.height
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let ratios = (bounds.width / size.width, bounds.height / size.height)
            let scale = mode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                width: fitted.width, height: fitted.height)
        case .center: return pinned(midX, midY)
        case .top: return pinned(midX, bounds.minY)
        case .bottom: return pinned(midX, maxY)
        case .left: return pinned(bounds.minX, midY)
        case .right: return pinned(maxX, midY)
        case .topLeft: return pinned(bounds.minX, bounds.minY)
        case .topRight: return pinned(maxX, bounds.minY)
        case .bottomLeft: return pinned(bounds.minX, maxY)
        case .bottomRight: return pinned(maxX, maxY)
        }
    }

    /// Calls `draw(_:)` for the marked part, into the cached contents; the surface is only made
    /// once the view paints, so views that draw nothing cost no memory.
    private func redrawContents(scale: CGFloat) {
        let pixelWidth = Int((storedBounds.width * scale).rounded(.up))
        let pixelHeight = Int((storedBounds.height * scale).rounded(.up))
        let marked = needsDisplayRect
        needsDisplayRect = nil
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let reusable =
            contents.map { $0.width == pixelWidth && $0.height == pixelHeight && contentsScale == scale } ?? false
        let rect = reusable ? (marked ?? storedBounds).intersection(storedBounds) : storedBounds
        let bounds = storedBounds
        let existing = reusable ? contents : nil
        var created: Bitmap?
        let context = CGContext(makeCanvas: {
            let surface = existing ?? Bitmap(width: pixelWidth, height: pixelHeight, hasAlpha: true)
            if existing == nil { created = surface }
            let canvas = Canvas(bitmap: surface)
            canvas.scale(x: scale, y: scale)
            canvas.translate(x: -bounds.minX, y: -bounds.minY)
            canvas.rectangle(rect)
            canvas.clip()
            if existing != nil { canvas.clear(rect) }
            return canvas
        })
        defaultDrawRan = false
        UIGraphicsPushContext(context)
        draw(rect)
        UIGraphicsPopContext()
        if !defaultDrawRan || context.isMaterialized { Trace.record(self, "draw(_:)") }
        if let created {
            contents = created
            contentsScale = scale
        } else if existing == nil {
            contents = nil
            contentsKnownEmpty = true
        } else if let existing, !context.isMaterialized {
            Canvas(bitmap: existing).clear(
                CGRect(
                    x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                    width: rect.width * scale, height: rect.height * scale))
        }
    }
}

/// Counts for tests that check what a repaint touched (culling), not for timing.
@MainActor
enum RenderStatistics {
    /// Views whose `render(in:scale:dirty:)` ran since the count was last reset.
    static var viewsRendered = 0
}

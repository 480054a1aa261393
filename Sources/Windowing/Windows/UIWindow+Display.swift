import Foundation

// The window's half of the render path: damage is collected in window points, and once per
// run-loop turn `commit()` lays out what is marked, renders only the damaged rectangles into the
// back buffer and presents just those rectangles.
extension UIWindow {
    /// Whether damage is worth recording: the window is drawn and not already due a full repaint.
    var acceptsDamage: Bool { appearancePhase == .onscreen && !needsFullDisplay }

    func addDamage(_ rect: CGRect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        if damage.contains(where: { $0.contains(clipped) }) { return }
        // A rectangle inside the new one would only be drawn and sent twice.
        damage.removeAll { clipped.contains($0) }
        damage.append(clipped)
        // Many small rectangles cost more to clip than one enclosing one.
        if damage.count > 16 { damage = [damage.reduce(CGRect.null) { $0.union($1) }] }
        scheduleCommit()
    }

    func scheduleCommit() {
        guard appearancePhase == .onscreen else { return }
        UIApplication.current?.scheduleCommit(of: self)
    }

    /// Lays out what is marked, then draws and presents the damage.
    func commit() {
        guard appearancePhase == .onscreen else { return }
        layoutSubtreeIfNeeded()
        display()
    }

    func display() {
        guard let app = UIApplication.current, let backend = app.backend, let id = platformWindow else { return }
        guard needsFullDisplay || !damage.isEmpty || !scrollCopies.isEmpty else {
            finishPendingAppearances()
            return
        }
        guard let surface = backend.backBuffer(of: id) else { return }
        // The debug tools' overlay and highlight are drawn over the views; they may ask for the
        // whole window (`WindowDebugDecoration`).
        let decoration = app.debugDecoration(for: self)
        if decoration.needsFullDisplay { needsFullDisplay = true }
        // Moved pixels are only right if nothing drawn over the views moved with them.
        let engine = AnimationEngine.shared
        let movesPixels =
            !needsFullDisplay && !decoration.showsOverlay && decoration.highlightedView == nil
            && engine.presentedViews(in: self).isEmpty && !LayerAnimator.shared.animates(in: self)
        if !scrollCopies.isEmpty { performScrollCopies(backend: backend, id: id, moves: movesPixels) }
        let scale = app.scale
        let pixelRects = (needsFullDisplay ? [bounds] : damage).map { app.pixelRect(of: $0) }
            .map { $0.intersection(PlatformRect(x: 0, y: 0, width: surface.width, height: surface.height)) }
            .filter { !$0.isEmpty }
        needsFullDisplay = false
        damage.removeAll()
        // Animated views and layers draw with their presentation values; the model values come back after.
        engine.withPresentationValues(of: engine.presentedViews(in: self), scale: scale) {
            LayerAnimator.shared.withPresentationValues(in: self) {
                render(
                    pixelRects, into: surface, scale: scale,
                    overlay: decoration.showsOverlay, highlight: decoration.highlightedView)
            }
        }
        backend.present(pixelRects, of: id)
        reportInputSpot(to: backend, id: id, scale: scale)
        app.windowDidPresent(self)
        finishPendingAppearances()
    }

    private func render(
        _ pixelRects: [PlatformRect], into surface: Bitmap, scale: CGFloat, overlay: Bool, highlight: UIView?
    ) {
        let context = Canvas(bitmap: surface)
        // Cairo skips transforming points while its matrix is the identity: keep it so at scale 1.
        if scale != 1 { context.scale(x: scale, y: scale) }
        let passes = overlay || highlight != nil ? [pixelRects] : Self.passes(pixelRects)
        if passes.count == 1 {
            renderPass(pixelRects, in: context, surface: surface, scale: scale)
            if overlay { drawDebugOverlay(in: context) }
            if let highlight { drawInspectorHighlight(of: highlight, in: context) }
        } else {
            for rects in passes {
                context.save()
                renderPass(rects, in: context, surface: surface, scale: scale)
                context.restore()
            }
        }
        surface.flush()
    }

    /// Rectangles far apart (a scroll's strip at the bottom, the indicator's old and new places
    /// near the top) are drawn one at a time: the walk culls views against the union of what it
    /// draws, and against theirs it would fill every view between them, only for Cairo to clip
    /// the fills away. Rectangles that fill most of their union are drawn in one pass.
    static func passes(_ rects: [PlatformRect]) -> [[PlatformRect]] {
        guard rects.count > 1 else { return [rects] }
        let minX = rects.map(\.x).min() ?? 0
        let minY = rects.map(\.y).min() ?? 0
        let maxX = rects.map { $0.x + $0.width }.max() ?? 0
        let maxY = rects.map { $0.y + $0.height }.max() ?? 0
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        return (maxX - minX) * (maxY - minY) > 2 * area ? rects.map { [$0] } : [rects]
    }

    /// Clips to `pixelRects` and draws the views there, over black where none covers it.
    private func renderPass(_ pixelRects: [PlatformRect], in context: Canvas, surface: Bitmap, scale: CGFloat) {
        var dirty = CGRect.null
        for rect in pixelRects {
            let points = CGRect(
                x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale,
                width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)
            context.rectangle(points)
            dirty = dirty.union(points)
        }
        // A clip that is the whole surface clips nothing, but would still cost Cairo a clipped path.
        let whole = PlatformRect(x: 0, y: 0, width: surface.width, height: surface.height)
        if pixelRects.count == 1, pixelRects[0] == whole { context.newPath() } else { context.clip() }
        // Like UIKit, what no view covers is black; a full-size opaque root view covers it already.
        if !isCoveredOpaquely(dirty.offsetBy(dx: bounds.minX, dy: bounds.minY)) {
            context.setSource(.black)
            context.rectangle(dirty)
            context.fill()
        }
        if bounds.origin != .zero { context.translate(x: -bounds.minX, y: -bounds.minY) }
        render(in: context, scale: scale, dirty: dirty.offsetBy(dx: bounds.minX, dy: bounds.minY))
    }

    /// Whether the window's own background, or one plain subview's, paints all of `rect` opaquely.
    private func isCoveredOpaquely(_ rect: CGRect) -> Bool {
        func paintsOpaquely(_ view: UIView) -> Bool {
            guard !view.storedHidden, view.storedAlpha == 1, let color = view.backgroundColor, color.cgColor.alpha == 1
            else {
                return false
            }
            return !view.hasLayerStyling || (view.storedLayer?.drawnCornerRadius(in: view.storedBounds) ?? 0) == 0
        }
        if paintsOpaquely(self), storedBounds.contains(rect) { return true }
        guard !storedHidden, storedAlpha == 1 else { return false }
        return storedSubviews.contains { view in
            paintsOpaquely(view) && view.storedTransform.isIdentity
                && view.convert(view.bounds, to: self).contains(rect)
        }
    }

    private func finishPendingAppearances() {
        guard !pendingDidAppear.isEmpty else { return }
        let controllers = pendingDidAppear
        pendingDidAppear.removeAll()
        for controller in controllers { controller.endAppearance() }
    }

    /// An Expose: the pixels are already in the back buffer, so present them without drawing.
    func platformDidExpose(_ rect: PlatformRect) {
        guard appearancePhase == .onscreen, !needsFullDisplay, let id = platformWindow else { return }
        UIApplication.current?.backend?.present([rect], of: id)
    }

    // MARK: - Key window

    /// The window that is key where this one competes: its scene, or the app for scene-less windows.
    var keyWindowScope: UIWindow? {
        if let windowScene { return windowScene.keyWindowStorage }
        return UIApplication.current?.sceneRegistry.sceneLessKeyWindow
    }

    func becomeKeyWindow() {
        guard canBecomeKey else { return }
        // Key in its scene already, it may still take over from another scene's window as the app's.
        guard !isKeyWindow else {
            UIApplication.current?.sceneRegistry.keyWindow = self
            return
        }
        let previous = keyWindowScope
        if let windowScene {
            windowScene.keyWindowStorage = self
        } else {
            UIApplication.current?.sceneRegistry.sceneLessKeyWindow = self
        }
        UIApplication.current?.sceneRegistry.keyWindow = self
        if let previous {
            Trace.call(previous, "resignKey()") { previous.resignKey() }
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        Trace.call(self, "becomeKey()") { becomeKey() }
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }
}

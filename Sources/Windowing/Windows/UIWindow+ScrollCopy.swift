import Foundation

/// A scroll whose still-visible pixels move instead of being drawn again: `source` (window
/// pixels) lands at `source` offset by (`dx`, `dy`) before the window draws its damage.
struct WindowScrollCopy: Equatable {
    var source: PlatformRect
    var dx: Int
    var dy: Int
    /// The scroll view's visible rectangle in window points, repainted whole if the move cannot be made.
    var visible: CGRect
}

// When a scroll view's content offset changes, the pixels still visible are the old ones,
// shifted; only the uncovered strip needs drawing. That holds only when nothing in the scroll
// view's rectangle stays put while the content moves: its own background must be one opaque
// colour, it must draw nothing itself, no view may lie above it there, nothing may be
// transformed, translucent or animating, and the shift must be whole pixels. Otherwise the
// whole view is damaged as before. Damage already inside the rectangle moves with the content,
// and a second scroll of the same view before the next frame (several wheel notches or drag
// motions in one batch of events) makes one move by both.
extension UIWindow {
    /// The scroll view's visible rectangle in window points if a change of its bounds origin by
    /// `delta` can move pixels; nil if it must be repainted.
    func scrollCopyArea(of scrollView: UIScrollView, delta: CGPoint) -> CGRect? {
        guard acceptsDamage, scrollView.hostWindow === self, let app = UIApplication.current else { return nil }
        let scale = app.scale
        guard Self.isWholePixels(delta.x * scale), Self.isWholePixels(delta.y * scale), delta != .zero else {
            return nil
        }
        if let transaction = AnimationTransaction.current, transaction.records { return nil }
        guard AnimationEngine.shared.presentedViews(in: self).isEmpty else { return nil }
        let decoration = app.debugDecoration(for: self)
        guard !decoration.showsOverlay, decoration.highlightedView == nil, !decoration.needsFullDisplay else {
            return nil
        }
        guard Self.movesWhole(scrollView), let visible = visibleRect(of: scrollView) else { return nil }
        let pixels = CGRect(
            x: visible.minX * scale, y: visible.minY * scale, width: visible.width * scale,
            height: visible.height * scale)
        guard [pixels.minX, pixels.minY, pixels.maxX, pixels.maxY].allSatisfy(Self.isWholePixels) else { return nil }
        // Foundation's `intersects` on Linux counts rectangles that only touch; damage beside the
        // scroll view must not stop the copy.
        guard !scrollCopies.contains(where: { $0.visible != visible && UIView.overlaps($0.visible, visible) }),
            !isCovered(visible, above: scrollView)
        else { return nil }
        return visible
    }

    /// Records the move of the content in `visible` by `delta` (points, as the content moves on
    /// screen) and damages the strips it uncovers.
    func addScrollCopy(of visible: CGRect, by delta: CGPoint) {
        guard let app = UIApplication.current else { return }
        let scale = app.scale
        var total = delta
        if let index = scrollCopies.firstIndex(where: { $0.visible == visible }) {
            let earlier = scrollCopies.remove(at: index)
            total.x += CGFloat(earlier.dx) / scale
            total.y += CGFloat(earlier.dy) / scale
        }
        moveDamage(in: visible, by: delta)
        let target = visible.intersection(visible.offsetBy(dx: total.x, dy: total.y))
        guard !target.isNull, !target.isEmpty else {
            addDamage(visible)
            return
        }
        let source = target.offsetBy(dx: -total.x, dy: -total.y)
        if total != .zero {
            scrollCopies.append(
                WindowScrollCopy(
                    source: app.pixelRect(of: source), dx: Int((total.x * scale).rounded()),
                    dy: Int((total.y * scale).rounded()), visible: visible))
        }
        if delta.y > 0 {
            addDamage(CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: delta.y))
        } else if delta.y < 0 {
            addDamage(CGRect(x: visible.minX, y: visible.maxY + delta.y, width: visible.width, height: -delta.y))
        }
        if delta.x > 0 {
            addDamage(CGRect(x: visible.minX, y: visible.minY, width: delta.x, height: visible.height))
        } else if delta.x < 0 {
            addDamage(CGRect(x: visible.maxX + delta.x, y: visible.minY, width: -delta.x, height: visible.height))
        }
        scheduleCommit()
    }

    /// Makes the recorded moves in the back buffer and on the screen, before the damage is drawn;
    /// a move the backend cannot make, or one an animation or the debug tools would spoil, becomes
    /// damage of the whole view.
    func performScrollCopies(backend: PlatformBackend, id: PlatformWindowID, moves: Bool) {
        let copies = scrollCopies
        scrollCopies.removeAll()
        for copy in copies where !(moves && backend.scroll(copy.source, dx: copy.dx, dy: copy.dy, of: id)) {
            let clipped = copy.visible.intersection(bounds)
            if !clipped.isNull, !clipped.isEmpty { damage.append(clipped) }
        }
    }

    /// Damage inside `visible` marks pixels that will have moved by `delta` when the copy is made:
    /// it moves with them. A rectangle reaching outside keeps its place too, for its outside part.
    private func moveDamage(in visible: CGRect, by delta: CGPoint) {
        var moved: [CGRect] = []
        damage.removeAll { rect in
            guard UIView.overlaps(rect, visible) else { return false }
            let shifted = rect.intersection(visible).offsetBy(dx: delta.x, dy: delta.y).intersection(visible)
            if !shifted.isNull, !shifted.isEmpty { moved.append(shifted) }
            return visible.contains(rect)
        }
        for rect in moved { addDamage(rect) }
    }

    private static func isWholePixels(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1e-6 }

    /// The scroll view paints nothing that stays put: one opaque background colour, no contents
    /// of its own, no corner, border or shadow, and it clips its content.
    private static func movesWhole(_ scrollView: UIScrollView) -> Bool {
        guard scrollView.storedClipsToBounds, !scrollView.hasLayerStyling, scrollView.contents == nil,
            scrollView.contentsKnownEmpty, scrollView.needsDisplayRect == nil,
            scrollView.storedLayer?.presentationBackground == nil,
            let background = scrollView.backgroundColor, background.cgColor.alpha == 1
        else { return false }
        return true
    }

    /// The part of the scroll view the window shows, in window points: cut by every clipping
    /// ancestor and the window; nil if any of them is hidden, translucent or transformed.
    private func visibleRect(of scrollView: UIScrollView) -> CGRect? {
        var rect = scrollView.convertRect(scrollView.storedBounds, to: self)
        var view: UIView? = scrollView
        while let current = view {
            guard !current.storedHidden, current.storedAlpha == 1, current.storedTransform.isIdentity else {
                return nil
            }
            if current !== scrollView, current.storedClipsToBounds || current === self {
                rect = rect.intersection(current.convertRect(current.storedBounds, to: self))
            }
            if current === self { break }
            view = current.storedSuperview
        }
        guard view === self, !rect.isNull, !rect.isEmpty else { return nil }
        return rect
    }

    /// Whether a view drawn after `view` (a later sibling of it or of an ancestor) may paint in `rect`.
    private func isCovered(_ rect: CGRect, above view: UIView) -> Bool {
        var child = view
        while let parent = child.storedSuperview {
            let siblings = parent.storedSubviews
            if let index = siblings.firstIndex(where: { $0 === child }) {
                // Layers' z positions may draw an earlier sibling over it: then any may cover it.
                let first = LayerZOrder.isInUse ? 0 : index + 1
                for (position, sibling) in siblings.enumerated().dropFirst(first)
                where position != index && !sibling.storedHidden && sibling.storedAlpha > 0 {
                    if UIView.overlaps(sibling.visualRect(in: self), rect) { return true }
                }
            }
            if parent === self { return false }
            child = parent
        }
        return true
    }
}

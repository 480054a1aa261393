import Foundation

// Zooming, as UIKit documents it: the delegate's `viewForZooming(in:)` is scaled by a transform and
// `contentSize` follows its scaled size
// (https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale,
// https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:),
// https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:)).
// The zoomed view sits at the content's origin. On the desktop the gesture is Ctrl+wheel about
// the pointer, one whole gesture per notch. Content smaller than the view is not centred, in
// UIKit either: apps centre it in `scrollViewDidZoom(_:)` by setting `contentInset` (or the view's
// `center`), and the offset settling inside the new edges (`settleOffsetIfIdle`) is what makes the
// inset way work, after `setZoomScale` and as a gesture ends.
extension UIScrollView {
    /// The delegate's view for zooming, while it is inside this scroll view.
    var zoomingView: UIView? {
        guard let delegate else { return nil }
        let view = Trace.callOptional(delegate, "viewForZooming(in:)") { delegate.viewForZooming(in: self) }
        guard let view, view !== self, view.isDescendant(of: self) else { return nil }
        return view
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        ZoomGeometry.clamp(scale, minimum: minimumZoomScale, maximum: maximumZoomScale, current: zoomScaleStorage)
    }

    /// `setZoomScale(_:animated:)`: about the centre of the visible area.
    func changeZoomScale(to requested: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        let scale = clampedZoomScale(requested)
        let size = storedBounds.size
        let offset = contentOffset
        let centre = CGPoint(x: offset.x + size.width / 2, y: offset.y + size.height / 2)
        let target = ZoomGeometry.offset(keeping: centre, offset: offset, from: zoomScaleStorage, to: scale)
        moveZoom(of: view, to: scale, offset: target, animated: animated)
    }

    /// `zoom(to:animated:)`: `rect`, in the zoomed view's coordinates, fills the view and is centred.
    func changeZoom(showing rect: CGRect, animated: Bool) {
        guard let view = zoomingView, let fit = ZoomGeometry.scale(showing: rect, in: storedBounds.size) else {
            return
        }
        let scale = clampedZoomScale(fit)
        moveZoom(
            of: view, to: scale, offset: ZoomGeometry.offset(centering: rect, at: scale, in: storedBounds.size),
            animated: animated)
    }

    private func moveZoom(of view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        zoomMotion = nil
        guard animated else {
            applyZoom(scale, to: view, offset: offset)
            return
        }
        let scaledSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let target = clampedOffset(offset, contentSize: scaledSize)
        guard scale != zoomScaleStorage || target != contentOffset else { return }
        interruptMotion()
        zoomMotion = ZoomMotion(
            startScale: zoomScaleStorage, targetScale: scale, startOffset: contentOffset, targetOffset: target,
            startTime: frameSource.now)
        showIndicators()
        startFrames()
    }

    /// `offset` within the edges the content would have at `contentSize`.
    private func clampedOffset(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let bounds = storedBounds.size
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, size.width + inset.right - bounds.width),
            y: max(low.y, size.height + inset.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Scales `view`, places it at the content's origin, makes `contentSize` its scaled size, moves
    /// the offset (within the edges; `scrollViewDidScroll` if it moves) and tells the delegate
    /// `scrollViewDidZoom` if the scale changed.
    func applyZoom(_ scale: CGFloat, to view: UIView, offset: CGPoint) {
        let changed = scale != zoomScaleStorage
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let target = clampedOffset(offset)
        if target != contentOffset { contentOffset = target }
        if changed { notifyDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) } }
    }

    /// One frame of an animated zoom; the last one ends with `scrollViewDidEndZooming`.
    func stepZoom(_ zoom: ZoomMotion, at now: TimeInterval) {
        guard let view = zoomingView else {
            zoomMotion = nil
            return
        }
        let step = zoom.state(at: now)
        applyZoom(step.scale, to: view, offset: step.offset)
        guard step.finished, zoomMotion == zoom else { return }
        zoomMotion = nil
        settleOffsetIfIdle()
        notifyDelegate("scrollViewDidEndZooming(_:with:atScale:)") {
            $0.scrollViewDidEndZooming(self, with: view, atScale: step.scale)
        }
        if motion == nil && !isDraggingStorage { scheduleIndicatorFade() }
    }

    /// Ctrl+wheel: `notches` (+y zooms out) as one zoom gesture about `anchor`, a point in this
    /// view's coordinates. False when this scroll view does not zoom (the wheel then scrolls).
    func zoom(byWheelNotches notches: CGFloat, at anchor: CGPoint) -> Bool {
        guard isUserInteractionEnabled, maximumZoomScale > minimumZoomScale, notches.isFinite,
            let view = zoomingView
        else { return false }
        let scale = clampedZoomScale(ZoomGeometry.scale(zoomScaleStorage, afterWheelNotches: notches))
        // At a limit the notch does nothing, as a pinch held at the limit would end where it began.
        guard scale != zoomScaleStorage else { return true }
        interruptMotion()
        isZoomingStorage = true
        notifyDelegate("scrollViewWillBeginZooming(_:with:)") { $0.scrollViewWillBeginZooming(self, with: view) }
        showIndicators()
        let offset = ZoomGeometry.offset(keeping: anchor, offset: contentOffset, from: zoomScaleStorage, to: scale)
        applyZoom(scale, to: view, offset: offset)
        isZoomingStorage = false
        // As a pinch ends, the content settles inside the edges the delegate's didZoom left.
        settleOffsetIfIdle()
        notifyDelegate("scrollViewDidEndZooming(_:with:atScale:)") {
            $0.scrollViewDidEndZooming(self, with: view, atScale: scale)
        }
        scheduleIndicatorFade()
        return true
    }
}

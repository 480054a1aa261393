import Foundation

// The offsets the content may rest at, and every way of moving it that is not a drag: set,
// animated, shown rectangle. Motions are stepped here too, so all timed offset changes (and
// their delegate calls) are in one place.
extension UIScrollView {
    /// The smallest and largest offsets the content rests at: the insets at the top-left, and
    /// the content's far edge plus its inset at the bottom-right (never above the smallest).
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = storedBounds.size
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        return (minimum, maximum)
    }

    /// Whether the content is wider than the view (with its insets), or it bounces anyway.
    var scrollsHorizontally: Bool {
        let range = offsetRange
        return range.max.x > range.min.x || alwaysBounceHorizontal
    }

    /// Whether the content is taller than the view (with its insets), or it bounces anyway (as
    /// it does with a refresh control, to be pulled).
    var scrollsVertically: Bool {
        let range = offsetRange
        return range.max.y > range.min.y || alwaysBounceVertical || storedRefreshControl != nil
    }

    /// `offset` moved inside the resting range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Whether the offset is past an edge (by more than a rounding error).
    var isPastAnEdge: Bool {
        let clamped = clampedOffset(contentOffset)
        return abs(clamped.x - contentOffset.x) > 0.001 || abs(clamped.y - contentOffset.y) > 0.001
    }

    // MARK: - Changes

    func contentOffsetDidChange() {
        updateIndicators()
        if storedFrameLayoutGuide != nil { LayoutEngine.scrollGeometryDidChange(of: self) }
        contentOffsetObserver?()
        notifyDelegate("scrollViewDidScroll(_:)") { $0.scrollViewDidScroll(self) }
    }

    func contentGeometryDidChange() {
        updateIndicators()
    }

    func adjustedInsetMayHaveChanged(from oldInset: UIEdgeInsets) {
        updateIndicators()
        adjustedContentInsetDidChange()
        notifyDelegate("scrollViewDidChangeAdjustedContentInset(_:)") {
            $0.scrollViewDidChangeAdjustedContentInset(self)
        }
        settleOffsetIfIdle()
    }

    /// Moves an offset the new insets leave outside the edges back inside, as UIKit does when the
    /// insets change or a zoom gesture ends, unless a drag, a motion or a zoom gesture is moving
    /// the content (they settle it themselves). An offset inside the edges stays: new insets do not
    /// scroll. This is what centres content smaller than the view when the delegate's
    /// `scrollViewDidZoom(_:)` sets `contentInset` to half the room left, as apps do.
    func settleOffsetIfIdle() {
        guard !isDraggingStorage, !isZoomingStorage, motion == nil, zoomMotion == nil else { return }
        let settled = clampedOffset(contentOffset)
        if settled != contentOffset { contentOffset = settled }
    }

    /// Moves the offset by `delta` for content that grew or shrank above what is in sight, so what
    /// is on screen stays still; a drag or a running motion goes on from the shifted place.
    func shiftContentOffset(by delta: CGPoint) {
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        dragStartOffset = CGPoint(x: dragStartOffset.x + delta.x, y: dragStartOffset.y + delta.y)
        if var current = motion {
            current.start = CGPoint(x: current.start.x + delta.x, y: current.start.y + delta.y)
            current.target = CGPoint(x: current.target.x + delta.x, y: current.target.y + delta.y)
            motion = current
        }
        contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }

    /// Calls an optional delegate method, traced only when the delegate implements it.
    func notifyDelegate(_ method: StaticString, _ body: (any UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        Trace.callOptional(delegate, method) { body(delegate) }
    }

    // MARK: - Programmatic scrolling

    func moveContent(to offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            Diagnostics.warning(
                "UIScrollView.setContentOffset(_:animated:): offset \(offset) is not finite; the content stays "
                    + "where it is. Hint: check the arithmetic that produced it.")
            return
        }
        if case .animation = motion?.kind { motion = nil }
        guard animated else {
            contentOffset = offset
            return
        }
        guard offset != contentOffset else { return }
        startMotion(
            ScrollMotion(
                kind: .animation(duration: ScrollMotion.animationDuration), start: contentOffset, target: offset,
                startTime: frameSource.now))
    }

    /// Where an animated change is heading, else where the content is (so repeated keys add up).
    var restingTarget: CGPoint {
        if let motion, case .animation = motion.kind { return motion.target }
        return contentOffset
    }

    func scrollToShow(_ rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let visible = CGRect(origin: restingTarget, size: storedBounds.size).inset(by: adjustedContentInset)
        var offset = restingTarget
        func axis(_ start: CGFloat, _ length: CGFloat, _ visibleStart: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            // The rectangle's start wins when it does not fit.
            if start < visibleStart || length > visibleLength { return start - visibleStart }
            if start + length > visibleStart + visibleLength { return start + length - (visibleStart + visibleLength) }
            return 0
        }
        offset.x += axis(rect.minX, rect.width, visible.minX, visible.width)
        offset.y += axis(rect.minY, rect.height, visible.minY, visible.height)
        let target = clampedOffset(offset)
        guard target != restingTarget else { return }
        moveContent(to: target, animated: animated)
    }

    // MARK: - Motions

    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        showIndicators()
        startFrames()
    }

    /// Stops a running motion where it is, without its ending callbacks (a touch grabbed the
    /// content, or an offset was set).
    func interruptMotion() {
        motion = nil
        zoomMotion = nil
        isDeceleratingStorage = false
    }

    func startFrames() {
        frameSource.start { [weak self] in self?.frameDidArrive() }
    }

    /// One frame: the motion steps, then the indicators fade; frames stop once nothing moves.
    func frameDidArrive() {
        let now = frameSource.now
        if let current = motion {
            let step = current.offset(at: now)
            bounds.origin = step.offset
            if step.finished, motion == current {
                motion = nil
                finish(current)
            }
        }
        if let zoom = zoomMotion { stepZoom(zoom, at: now) }
        stepIndicatorFade(at: now)
        if motion == nil && zoomMotion == nil && indicatorFadeStart == nil { frameSource.stop() }
    }

    private func finish(_ motion: ScrollMotion) {
        switch motion.kind {
        case .deceleration:
            isDeceleratingStorage = false
            notifyDelegate("scrollViewDidEndDecelerating(_:)") { $0.scrollViewDidEndDecelerating(self) }
        case .animation:
            notifyDelegate("scrollViewDidEndScrollingAnimation(_:)") {
                $0.scrollViewDidEndScrollingAnimation(self)
            }
        }
        if self.motion == nil && !isDraggingStorage { scheduleIndicatorFade() }
    }
}

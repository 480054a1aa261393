import Foundation

// Dragging with the primary button and the wheel. A drag follows the pointer, rubber-banding
// past the edges; on release the delegate may move the target, and the content decelerates to it
// (or pages, or springs back inside the edges). Delegate order: willBeginDragging, didScroll…,
// willEndDragging, didEndDragging(willDecelerate:), then willBeginDecelerating, didScroll…,
// didEndDecelerating (behaviour as documented for UIScrollViewDelegate).
extension UIScrollView {
    /// The speed (points per millisecond) above which a released page moves on to the next one.
    nonisolated static let pagingVelocityThreshold: CGFloat = 0.3

    func handlePan(_ pan: UIPanGestureRecognizer) {
        if followScrollBarPress(pan) { return }
        switch pan.state {
        case .began:
            interruptMotion()
            indicatorFadeStart = nil
            dragStartOffset = contentOffset
            isDraggingStorage = true
            notifyDelegate("scrollViewWillBeginDragging(_:)") { $0.scrollViewWillBeginDragging(self) }
            showIndicators()
            drag(by: pan.translation(in: self))
        case .changed:
            drag(by: pan.translation(in: self))
        case .ended:
            endDrag(panVelocity: pan.velocity(in: self))
        case .cancelled, .failed:
            if isDraggingStorage { endDrag(panVelocity: .zero) }
        default:
            break
        }
    }

    /// The offset for a drag `translation` away from where it began: fixed along an axis the view
    /// does not scroll, rubber-banded (or stopped, without `bounces`) past an edge.
    func draggedOffset(for translation: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ start: CGFloat, _ moved: CGFloat, _ low: CGFloat, _ high: CGFloat, _ scrolls: Bool, _ size: CGFloat)
            -> CGFloat
        {
            guard scrolls else { return start }
            let raw = start - moved
            if raw < low { return bounces ? low + ScrollMotion.rubberBand(raw - low, dimension: size) : low }
            if raw > high { return bounces ? high + ScrollMotion.rubberBand(raw - high, dimension: size) : high }
            return raw
        }
        let size = storedBounds.size
        return CGPoint(
            x: axis(dragStartOffset.x, translation.x, range.min.x, range.max.x, scrollsHorizontally, size.width),
            y: axis(dragStartOffset.y, translation.y, range.min.y, range.max.y, scrollsVertically, size.height))
    }

    private func drag(by translation: CGPoint) {
        bounds.origin = draggedOffset(for: translation)
        refreshControlFollowDrag()
    }

    private func endDrag(panVelocity: CGPoint) {
        // The content offset moves against the pointer; UIKit reports points per millisecond.
        var velocity = CGPoint(x: -panVelocity.x / 1000, y: -panVelocity.y / 1000)
        if !scrollsHorizontally { velocity.x = 0 }
        if !scrollsVertically { velocity.y = 0 }
        refreshControlDragEnded()
        // Paging and the spring back from past an edge settle quickly; a fling uses the app's rate.
        let rate = isPagingEnabled || isPastAnEdge ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        var target = restingOffset(afterReleaseWith: velocity, rate: rate)
        if let restingOffsetFilter, !isPastAnEdge { target = restingOffsetFilter(target, velocity) }
        notifyDelegate("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") { delegate in
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        if !target.x.isFinite || !target.y.isFinite { target = clampedOffset(contentOffset) }
        isDraggingStorage = false
        let offset = contentOffset
        let willDecelerate = hypot(target.x - offset.x, target.y - offset.y) >= ScrollMotion.restDistance
        notifyDelegate("scrollViewDidEndDragging(_:willDecelerate:)") {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        guard willDecelerate else {
            if target != offset { bounds.origin = target }
            scheduleIndicatorFade()
            return
        }
        isDeceleratingStorage = true
        notifyDelegate("scrollViewWillBeginDecelerating(_:)") { $0.scrollViewWillBeginDecelerating(self) }
        guard isDeceleratingStorage else { return }  // the delegate moved the content itself
        startMotion(
            ScrollMotion(kind: .deceleration(rate: rate), start: offset, target: target, startTime: frameSource.now))
    }

    /// Where the content comes to rest after a release at `velocity` (points per millisecond of
    /// offset): back inside the edges, on a page, or where the fling's speed runs out.
    func restingOffset(afterReleaseWith velocity: CGPoint, rate: CGFloat) -> CGPoint {
        let offset = contentOffset
        if isPastAnEdge { return clampedOffset(offset) }
        if isPagingEnabled { return pageOffset(from: offset, velocity: velocity) }
        return clampedOffset(
            CGPoint(
                x: offset.x + ScrollMotion.projectedDistance(velocity: velocity.x, rate: rate),
                y: offset.y + ScrollMotion.projectedDistance(velocity: velocity.y, rate: rate)))
    }

    /// The page to settle on: the next one in the direction of a quick release, else the nearest.
    private func pageOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let size = storedBounds.size
        func axis(_ position: CGFloat, _ speed: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return position }
            let pages = position / page
            let index: CGFloat
            if speed > Self.pagingVelocityThreshold {
                index = pages.rounded(.up)
            } else if speed < -Self.pagingVelocityThreshold {
                index = pages.rounded(.down)
            } else {
                index = pages.rounded()
            }
            return index * page
        }
        return clampedOffset(
            CGPoint(x: axis(offset.x, velocity.x, size.width), y: axis(offset.y, velocity.y, size.height)))
    }

    /// Whether a touch drag may begin: not along an axis this view cannot scroll, so an enclosing
    /// scroll view of the other direction takes it. The wheel always may.
    func shouldBeginDrag() -> Bool {
        guard scrollPan.numberOfTouches > 0 else { return true }
        let moved = scrollPan.translation(in: self)
        if abs(moved.y) > abs(moved.x) { return scrollsVertically }
        return scrollsHorizontally
    }

    // MARK: - The wheel

    /// Scrolls by `notches` of the wheel (+y down); what this view cannot use at its edges goes on
    /// to the enclosing scroll view, as UIKit passes nested scrolling outwards.
    func scroll(byWheelNotches notches: CGPoint) {
        scroll(byPoints: CGPoint(x: notches.x * Self.pointsPerWheelNotch, y: notches.y * Self.pointsPerWheelNotch))
    }

    private func scroll(byPoints delta: CGPoint) {
        guard delta.x.isFinite, delta.y.isFinite else { return }
        var remainder = delta
        if isScrollEnabled && !isDraggingStorage {
            if isDeceleratingStorage || motion != nil { interruptMotion() }
            let start = contentOffset
            var wanted = start
            if scrollsHorizontally { wanted.x += delta.x }
            if scrollsVertically { wanted.y += delta.y }
            // Never pulls content that is already past an edge further out.
            let clamped = clampedOffset(wanted)
            let target = CGPoint(
                x: wanted.x == start.x ? start.x : clamped.x, y: wanted.y == start.y ? start.y : clamped.y)
            remainder = CGPoint(x: delta.x - (target.x - start.x), y: delta.y - (target.y - start.y))
            if target != start {
                showIndicators()
                bounds.origin = target
                scheduleIndicatorFade()
            }
        }
        guard abs(remainder.x) > 0.001 || abs(remainder.y) > 0.001 else { return }
        enclosingScrollView?.scroll(byPoints: remainder)
    }

    /// The nearest scroll view among the superviews.
    var enclosingScrollView: UIScrollView? {
        var view = storedSuperview
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.storedSuperview
        }
        return nil
    }
}

/// The scroll view's pan recognizer: it takes wheel notches directly (no drag callbacks), and a
/// touch going down stops the content moving, as in UIKit.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    init(scrollView: UIScrollView) {
        super.init(target: nil, action: nil)
        allowedScrollTypesMask = .all
        addTarget(scrollView, action: UIScrollView.handlePan, name: "UIScrollView.handlePan")
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scrollView, !scrollView.isTrackingStorage {
            scrollView.isTrackingStorage = true
            if scrollView.isDeceleratingStorage || scrollView.motion != nil { scrollView.interruptMotion() }
            if let touch = touches.first { scrollView.beginScrollBarPress(at: touch.location(in: scrollView)) }
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if !hasActiveTouches { touchesFinished() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        touchesFinished()
    }

    /// A touch that stopped the content without dragging lets the indicators fade.
    private func touchesFinished() {
        guard let scrollView, scrollView.isTrackingStorage else { return }
        scrollView.isTrackingStorage = false
        // A press that became a drag ends with the pan's own end.
        if let track = scrollView.scrollBarTrack, !track.panBegan { scrollView.endScrollBarPress() }
        if !scrollView.isDraggingStorage && scrollView.motion == nil { scrollView.scheduleIndicatorFade() }
    }

    override func performScroll(notches: CGPoint, at location: CGPoint, in window: UIWindow) {
        scrollView?.scroll(byWheelNotches: notches)
    }
}

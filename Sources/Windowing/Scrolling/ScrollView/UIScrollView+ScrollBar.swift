import Foundation

/// A press on a scroll bar being followed: which bar, which part of it, and where the content
/// was when the press began.
struct ScrollBarTrack: Equatable {
    enum Axis: Equatable { case vertical, horizontal }
    /// The indicator itself, or the track before or after it.
    enum Part: Equatable { case thumb, before, after }

    var axis: Axis
    var part: Part
    var startOffset: CGPoint
    /// Whether the press became a drag of the pan recognizer (only on the thumb).
    var panBegan = false
}

/// The arithmetic of the indicators as desktop scroll bars, apart from any view.
enum ScrollBarGeometry {
    /// How far from the edge a press counts as being on the scroll bar, in points.
    static let hitThickness: CGFloat = 12

    /// Which part of a bar at `barStart` of `barLength` (along the track) `position` is on.
    static func part(at position: CGFloat, barStart: CGFloat, barLength: CGFloat) -> ScrollBarTrack.Part {
        if position < barStart { return .before }
        if position > barStart + barLength { return .after }
        return .thumb
    }

    /// The offset along the axis once the thumb has moved `distance` points along a track of
    /// `trackLength`: the content moves by the same share of its `total` length.
    static func offset(draggingThumbBy distance: CGFloat, from start: CGFloat, trackLength: CGFloat, total: CGFloat)
        -> CGFloat
    {
        guard trackLength > 0, total > 0 else { return start }
        return start + distance * total / trackLength
    }

    /// How far one press on the track pages: a screenful less a line, as Page Down does.
    static func page(visible: CGFloat) -> CGFloat {
        max(UIScrollView.pointsPerArrowKey, visible - UIScrollView.pointsPerArrowKey)
    }
}

// The indicators work as desktop scroll bars: a press in the strip along the edge under an
// indicator pages towards the press, and dragging the indicator moves the content in proportion.
// The scroll view's pan recognizer sees the press first, so a table or collection view leaves it
// alone; both call only `scrollViewDidScroll`, as the wheel does.
extension UIScrollView {
    /// The bar and its part under `point` (in this view's coordinates), if a bar is there: one
    /// shows for an axis the content scrolls along, with its indicator allowed.
    func scrollBarPart(at point: CGPoint) -> (axis: ScrollBarTrack.Axis, part: ScrollBarTrack.Part)? {
        guard isScrollEnabled else { return nil }
        let size = storedBounds.size
        let origin = storedBounds.origin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        guard local.x >= 0, local.y >= 0, local.x <= size.width, local.y <= size.height else { return nil }
        let range = offsetRange
        let thickness = ScrollBarGeometry.hitThickness
        if showsVerticalScrollIndicator && range.max.y > range.min.y {
            let edge = size.width - verticalScrollIndicatorInsets.right
            if local.x >= edge - thickness && local.x <= edge {
                let bar = indicatorFrames.vertical ?? verticalIndicator.frame
                return (.vertical, ScrollBarGeometry.part(at: point.y, barStart: bar.minY, barLength: bar.height))
            }
        }
        if showsHorizontalScrollIndicator && range.max.x > range.min.x {
            let edge = size.height - horizontalScrollIndicatorInsets.bottom
            if local.y >= edge - thickness && local.y <= edge {
                let bar = indicatorFrames.horizontal ?? horizontalIndicator.frame
                return (.horizontal, ScrollBarGeometry.part(at: point.x, barStart: bar.minX, barLength: bar.width))
            }
        }
        return nil
    }

    /// A press went down at `point`: on a scroll bar, the track pages at once and the thumb waits
    /// for a drag.
    func beginScrollBarPress(at point: CGPoint) {
        updateIndicators()
        guard let (axis, part) = scrollBarPart(at: point) else { return }
        interruptMotion()
        scrollBarTrack = ScrollBarTrack(axis: axis, part: part, startOffset: contentOffset)
        showIndicators()
        guard part != .thumb else { return }
        let visible = storedBounds.inset(by: adjustedContentInset).size
        let sign: CGFloat = part == .after ? 1 : -1
        var target = contentOffset
        switch axis {
        case .vertical: target.y += sign * ScrollBarGeometry.page(visible: visible.height)
        case .horizontal: target.x += sign * ScrollBarGeometry.page(visible: visible.width)
        }
        target = clampedOffset(target)
        if target != contentOffset { bounds.origin = target }
    }

    /// The pan recognizer moved while pressing a scroll bar; true when the press was on one, so
    /// the pan does not drag the content.
    func followScrollBarPress(_ pan: UIPanGestureRecognizer) -> Bool {
        guard var track = scrollBarTrack else { return false }
        switch pan.state {
        case .began, .changed:
            track.panBegan = true
            scrollBarTrack = track
            guard track.part == .thumb else { return true }
            dragThumb(of: track, by: pan.translation(in: self))
        case .ended, .cancelled, .failed:
            endScrollBarPress()
        default:
            break
        }
        return true
    }

    private func dragThumb(of track: ScrollBarTrack, by translation: CGPoint) {
        let size = storedBounds.size
        let inset = adjustedContentInset
        let gap = ScrollIndicatorView.edgeGap
        let range = offsetRange
        let both =
            showsVerticalScrollIndicator && showsHorizontalScrollIndicator && range.max.y > range.min.y
            && range.max.x > range.min.x
        let reserve = both ? ScrollIndicatorView.thickness + gap : 0
        var target = track.startOffset
        switch track.axis {
        case .vertical:
            let insets = verticalScrollIndicatorInsets
            target.y = ScrollBarGeometry.offset(
                draggingThumbBy: translation.y, from: track.startOffset.y,
                trackLength: size.height - 2 * gap - insets.top - insets.bottom - reserve,
                total: contentSize.height + inset.top + inset.bottom)
        case .horizontal:
            let insets = horizontalScrollIndicatorInsets
            target.x = ScrollBarGeometry.offset(
                draggingThumbBy: translation.x, from: track.startOffset.x,
                trackLength: size.width - 2 * gap - insets.left - insets.right - reserve,
                total: contentSize.width + inset.left + inset.right)
        }
        target = clampedOffset(target)
        if target != contentOffset { bounds.origin = target }
    }

    func endScrollBarPress() {
        guard scrollBarTrack != nil else { return }
        scrollBarTrack = nil
        scheduleIndicatorFade()
    }
}

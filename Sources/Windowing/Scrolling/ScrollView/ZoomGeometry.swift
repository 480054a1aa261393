import Foundation

/// The arithmetic of zooming, apart from any view: limits, the offset that keeps a point still,
/// the scale and offset that show a rectangle, and what a wheel notch does to the scale.
enum ZoomGeometry {
    /// Ctrl+wheel notches that double or halve the scale.
    static let notchesPerDoubling: CGFloat = 4

    /// `scale` within `minimum...maximum`; a maximum below the minimum counts as the minimum, and
    /// a scale that is not a positive finite number stays at `current`.
    static func clamp(_ scale: CGFloat, minimum: CGFloat, maximum: CGFloat, current: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return current }
        let low = minimum.isFinite && minimum > 0 ? minimum : current
        let high = maximum.isFinite ? max(low, maximum) : low
        return min(max(scale, low), high)
    }

    /// The scale `notches` of the wheel lead to from `scale` (+y, towards the user, zooms out).
    static func scale(_ scale: CGFloat, afterWheelNotches notches: CGFloat) -> CGFloat {
        scale * pow(2, -notches / notchesPerDoubling)
    }

    /// The content offset after zooming from `oldScale` to `newScale` that keeps the content under
    /// `anchor` (a point in the scroll view's bounds, so content coordinates at `oldScale`) where
    /// it is on screen. The zoomed view sits at the content's origin.
    static func offset(
        keeping anchor: CGPoint, offset: CGPoint, from oldScale: CGFloat, to newScale: CGFloat
    ) -> CGPoint {
        guard oldScale > 0 else { return offset }
        let ratio = newScale / oldScale
        return CGPoint(
            x: anchor.x * ratio - (anchor.x - offset.x), y: anchor.y * ratio - (anchor.y - offset.y))
    }

    /// The scale at which `rect` (in the zoomed view's own coordinates) fills `size` along its
    /// tighter axis; nil for an empty or infinite rectangle.
    static func scale(showing rect: CGRect, in size: CGSize) -> CGFloat? {
        let rect = rect.standardized
        guard !rect.isNull, !rect.isInfinite, rect.width > 0 || rect.height > 0 else { return nil }
        let horizontal = rect.width > 0 ? size.width / rect.width : .infinity
        let vertical = rect.height > 0 ? size.height / rect.height : .infinity
        let scale = min(horizontal, vertical)
        return scale.isFinite && scale > 0 ? scale : nil
    }

    /// The offset that centres `rect` (in the zoomed view's coordinates) at `scale` in `size`.
    static func offset(centering rect: CGRect, at scale: CGFloat, in size: CGSize) -> CGPoint {
        let rect = rect.standardized
        return CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2)
    }
}

/// An animated zoom: the scale and the offset move together, easing in and out, as an animated
/// offset does (`ScrollMotion`).
struct ZoomMotion: Equatable {
    var startScale: CGFloat
    var targetScale: CGFloat
    var startOffset: CGPoint
    var targetOffset: CGPoint
    var startTime: TimeInterval
    var duration: TimeInterval = ScrollMotion.animationDuration

    /// The scale and offset at `time`, and whether the zoom has arrived.
    func state(at time: TimeInterval) -> (scale: CGFloat, offset: CGPoint, finished: Bool) {
        let elapsed = max(0, time - startTime)
        guard duration > 0, elapsed < duration else { return (targetScale, targetOffset, true) }
        let t = CGFloat(elapsed / duration)
        let progress = t * t * (3 - 2 * t)
        return (
            startScale + (targetScale - startScale) * progress,
            CGPoint(
                x: startOffset.x + (targetOffset.x - startOffset.x) * progress,
                y: startOffset.y + (targetOffset.y - startOffset.y) * progress),
            false
        )
    }
}

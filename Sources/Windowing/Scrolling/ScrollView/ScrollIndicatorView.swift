import Foundation

/// A scroll indicator: a rounded bar along an edge whose length and place show which part of the
/// content is visible. It takes no events, as UIKit's indicators do.
final class ScrollIndicatorView: UIView {
    /// The bar's thickness and its distance from the edge, in points.
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    /// The shortest bar, so a long document still has something to see.
    static let minimumLength: CGFloat = 20

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private var appliedStyle: UIScrollView.IndicatorStyle?

    func applyStyle(_ style: UIScrollView.IndicatorStyle) {
        guard style != appliedStyle else { return }
        appliedStyle = style
        switch style {
        case .default, .black: backgroundColor = UIColor(white: 0, alpha: 0.35)
        case .white: backgroundColor = UIColor(white: 1, alpha: 0.5)
        }
    }

    /// The bar's position and length along a track: `visible` of `total` points seen from `offset`.
    static func bar(
        trackStart: CGFloat, trackLength: CGFloat, offset: CGFloat, visible: CGFloat, total: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        guard total > 0, trackLength > 0 else { return (trackStart, 0) }
        var length = trackLength * min(1, visible / total)
        var start = trackStart + trackLength * (offset / total)
        // Past an edge the bar shrinks instead of leaving the track.
        if start < trackStart {
            length -= trackStart - start
            start = trackStart
        }
        if start + length > trackStart + trackLength { length = trackStart + trackLength - start }
        length = max(length, min(minimumLength, trackLength))
        start = min(max(start, trackStart), trackStart + trackLength - length)
        return (start, length)
    }
}

// The indicators' place, visibility and fade: they show while the content moves, stay a moment
// once it stops and then fade out over a quarter of a second.
extension UIScrollView {
    static let indicatorHoldTime: TimeInterval = 0.5
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Places the indicators. One that is faded out (alpha 0) keeps its old frame: moving it
    /// would damage its old and new places for nothing, and with them every scroll step would
    /// draw far more than the strip that came into view. It is placed again when it shows
    /// (`showIndicators`); the scroll bar reads `indicatorFrames` itself.
    func updateIndicators() {
        let frames = indicatorFrames
        verticalIndicator.isHidden = frames.vertical == nil
        horizontalIndicator.isHidden = frames.horizontal == nil
        verticalIndicator.applyStyle(indicatorStyle)
        horizontalIndicator.applyStyle(indicatorStyle)
        if let frame = frames.vertical, verticalIndicator.storedAlpha > 0 {
            verticalIndicator.frame = frame
        }
        if let frame = frames.horizontal, horizontalIndicator.storedAlpha > 0 {
            horizontalIndicator.frame = frame
        }
    }

    /// Where the indicators go for the current offset, in content coordinates; nil for one that
    /// does not show (turned off, or the content fits along its axis).
    var indicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
        let size = storedBounds.size
        let offset = storedBounds.origin
        let inset = adjustedContentInset
        let range = offsetRange
        let thickness = ScrollIndicatorView.thickness
        let gap = ScrollIndicatorView.edgeGap
        let showsVertical = showsVerticalScrollIndicator && range.max.y > range.min.y
        let showsHorizontal = showsHorizontalScrollIndicator && range.max.x > range.min.x
        let bothReserve = showsVertical && showsHorizontal ? thickness + gap : 0
        var vertical: CGRect?
        var horizontal: CGRect?
        if showsVertical {
            let vInsets = verticalScrollIndicatorInsets
            let trackStart = offset.y + gap + vInsets.top
            let track = size.height - 2 * gap - vInsets.top - vInsets.bottom - bothReserve
            let bar = ScrollIndicatorView.bar(
                trackStart: trackStart, trackLength: track, offset: offset.y + inset.top,
                visible: size.height, total: contentSize.height + inset.top + inset.bottom)
            vertical = CGRect(
                x: offset.x + size.width - gap - thickness - vInsets.right, y: bar.start, width: thickness,
                height: bar.length)
        }
        if showsHorizontal {
            let hInsets = horizontalScrollIndicatorInsets
            let trackStart = offset.x + gap + hInsets.left
            let track = size.width - 2 * gap - hInsets.left - hInsets.right - bothReserve
            let bar = ScrollIndicatorView.bar(
                trackStart: trackStart, trackLength: track, offset: offset.x + inset.left,
                visible: size.width, total: contentSize.width + inset.left + inset.right)
            horizontal = CGRect(
                x: bar.start, y: offset.y + size.height - gap - thickness - hInsets.bottom, width: bar.length,
                height: thickness)
        }
        return (vertical, horizontal)
    }

    /// Shows both indicators at full strength, above the content.
    func showIndicators() {
        indicatorFadeStart = nil
        let count = storedSubviews.count
        if count < 2 || storedSubviews[count - 2] !== horizontalIndicator
            || storedSubviews[count - 1] !== verticalIndicator
        {
            bringSubviewToFront(horizontalIndicator)
            bringSubviewToFront(verticalIndicator)
        }
        horizontalIndicator.alpha = 1
        verticalIndicator.alpha = 1
        updateIndicators()
    }

    /// The indicators fade out after a moment, unless scrolling starts again.
    func scheduleIndicatorFade() {
        guard verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 else { return }
        indicatorFadeStart = frameSource.now + Self.indicatorHoldTime
        startFrames()
    }

    func stepIndicatorFade(at now: TimeInterval) {
        guard let start = indicatorFadeStart, now >= start else { return }
        let alpha = max(0, 1 - CGFloat((now - start) / Self.indicatorFadeDuration))
        verticalIndicator.alpha = alpha
        horizontalIndicator.alpha = alpha
        if alpha == 0 { indicatorFadeStart = nil }
    }
}

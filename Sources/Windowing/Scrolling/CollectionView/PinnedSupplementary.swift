import Foundation

/// Where a header or footer pinned to the visible bounds goes: a header stays at the top (or
/// leading) edge of what is in sight while its section is, until the section's end pushes it
/// out; a footer likewise at the bottom (or trailing) edge.
@MainActor
enum PinnedSupplementary {
    /// The edges in sight along the scroll direction: the bounds less the adjusted content insets.
    static func visibleRange(of collectionView: UICollectionView, vertical: Bool) -> ClosedRange<CGFloat> {
        let bounds = collectionView.storedBounds
        let inset = collectionView.adjustedContentInset
        let start = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let end = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return start...max(start, end)
    }

    /// `frame` moved along the scroll direction to stay in `visible` within `section`.
    static func frame(
        _ frame: CGRect, header: Bool, section: CGRect, visible: ClosedRange<CGFloat>, vertical: Bool
    ) -> CGRect {
        let start = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let sectionStart = vertical ? section.minY : section.minX
        let sectionEnd = vertical ? section.maxY : section.maxX
        let pinned =
            header
            ? max(start, min(visible.lowerBound, sectionEnd - length))
            : min(start, max(visible.upperBound - length, sectionStart))
        return vertical
            ? CGRect(x: frame.minX, y: pinned, width: frame.width, height: frame.height)
            : CGRect(x: pinned, y: frame.minY, width: frame.width, height: frame.height)
    }
}

import Foundation

/// An orthogonal section's row, worked out: the band of the collection view it scrolls in, how
/// wide its content is, where its groups are, and where a drag may leave it.
///
/// Offsets are the row's own: 0 shows it from its start, `maxOffset` from its end. Item frames
/// are in the collection view's content coordinates at offset 0 (as UIKit's layout attributes of
/// orthogonal sections are); the row's scroll view moves them by its offset.
struct OrthogonalRow: Equatable {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The row's place in the collection view's content: the layout's whole width, and the height
    /// of its groups with the section's top and bottom insets.
    var band: CGRect
    /// From the row's start to the end of its last group and trailing inset.
    var contentWidth: CGFloat
    /// Each group's extent along the row, in row coordinates (x from the band's left edge).
    var groups: [ClosedRange<CGFloat>]
    /// Where a group's leading edge rests for `.continuousGroupLeadingBoundary` and `.groupPaging`:
    /// the section's leading inset.
    var leadingInset: CGFloat
    /// The section's `orthogonalScrollingProperties`: a rate (0 for the collection view's own)
    /// and whether the row bounces.
    var decelerationRate: CGFloat = 0
    var bounce = UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic

    /// The largest offset: the row's end at the band's trailing edge.
    var maxOffset: CGFloat { max(0, contentWidth - band.width) }

    /// The offsets a group may rest at, by the behaviour, in order; empty for free scrolling.
    var restingOffsets: [CGFloat] {
        let offsets: [CGFloat]
        switch behavior {
        case .none, .continuous, .paging: return []
        case .continuousGroupLeadingBoundary, .groupPaging:
            offsets = groups.map { $0.lowerBound - leadingInset }
        case .groupPagingCentered:
            offsets = groups.map { ($0.lowerBound + $0.upperBound) / 2 - band.width / 2 }
        }
        let limit = maxOffset
        var seen: [CGFloat] = []
        for offset in offsets.map({ min(max($0, 0), limit) }) where seen.last.map({ abs($0 - offset) > 0.5 }) ?? true {
            seen.append(offset)
        }
        return seen
    }

    /// Where the row comes to rest after a drag released at `current` with `velocity` (points per
    /// millisecond of offset), the scroll view proposing `proposed` (where its speed runs out).
    /// The group behaviours move one group at a time (the next in the direction of a quick
    /// release, else the nearest); `.continuousGroupLeadingBoundary` takes the group boundary
    /// nearest the proposal.
    func restingOffset(from current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        let offsets = restingOffsets
        guard !offsets.isEmpty else { return proposed }
        func nearest(to target: CGFloat) -> CGFloat {
            offsets.min { abs($0 - target) < abs($1 - target) } ?? target
        }
        switch behavior {
        case .continuousGroupLeadingBoundary:
            return nearest(to: proposed)
        case .groupPaging, .groupPagingCentered:
            let threshold = UIScrollView.pagingVelocityThreshold
            let settled = nearest(to: current)
            if velocity > threshold, let next = offsets.first(where: { $0 > current + 0.5 }) {
                return settled > current + 0.5 ? settled : next
            }
            if velocity < -threshold, let previous = offsets.last(where: { $0 < current - 0.5 }) {
                return settled < current - 0.5 ? settled : previous
            }
            return settled
        case .none, .continuous, .paging:
            return proposed
        }
    }
}

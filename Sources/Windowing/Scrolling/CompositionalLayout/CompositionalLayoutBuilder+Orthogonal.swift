import Foundation

// An orthogonal section: its groups in one row across the layout, as wide as they ask (fractions
// of the section's width less its insets), in a band as tall as the tallest group.
extension CompositionalLayoutBuilder {
    /// Places the section's groups in a row whose items start at `top`; returns the row, its band
    /// taking in the section's top and bottom insets.
    func placeRow(
        _ section: NSCollectionLayoutSection, _ index: Int, count: Int, width: CGFloat, in container: CGSize,
        at top: CGFloat, into result: inout CompositionalSection
    ) -> OrthogonalRow {
        let insets = effectiveInsets(of: section)
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        var x = insets.leading
        var groups: [ClosedRange<CGFloat>] = []
        var rowHeight: CGFloat = 0
        var placed = 0
        while placed < count {
            var group = GroupPlacement(builder: self, section: index, next: placed, end: count)
            let size = group.place(section.group, at: CGPoint(x: x, y: top), in: container)
            guard group.next > placed else { break }
            // Centred paging starts with the first group in the middle of the band.
            if centred, groups.isEmpty {
                let shift = max(0, (width - size.width) / 2) - x
                group.shift(by: shift)
                x += shift
            }
            result.items += group.frames
            for (item, sides) in group.estimated { result.estimated[item] = sides }
            for (item, z) in group.zIndexes { result.zIndexes[item] = z }
            attachItemSupplementaries(of: group, scrollsOrthogonally: true, into: &result)
            groups.append(x...(x + size.width))
            rowHeight = max(rowHeight, size.height)
            placed = group.next
            x += size.width
            if placed < count { x += section.interGroupSpacing }
        }
        // The last group may come to the middle too.
        let trailing =
            centred ? max(0, (width - (groups.last.map { $0.upperBound - $0.lowerBound } ?? 0)) / 2) : insets.trailing
        return OrthogonalRow(
            behavior: section.orthogonalScrollingBehavior,
            band: CGRect(x: 0, y: top - insets.top, width: width, height: insets.top + rowHeight + insets.bottom),
            contentWidth: x + trailing, groups: groups,
            leadingInset: centred ? (groups.first?.lowerBound ?? 0) : insets.leading,
            decelerationRate: section.orthogonalScrollingProperties.decelerationRate.rawValue,
            bounce: section.orthogonalScrollingProperties.bounce)
    }
}

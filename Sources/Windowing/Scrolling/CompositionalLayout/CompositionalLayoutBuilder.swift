import Foundation

/// A compositional layout's section, worked out: where its items and supplementary views go.
struct CompositionalSection {
    struct Supplementary {
        var kind: String
        /// The item it belongs to; 0 for the section's boundary items.
        var item = 0
        var frame: CGRect
        var zIndex: Int
        /// Pinned to the visible bounds: as a header (top) or a footer (bottom); nil when not.
        var pinsAsHeader: Bool?
        /// A boundary item's sides that are estimates until its view is measured; nil for none.
        var estimated: (width: Bool, height: Bool)?
        /// An item's own supplementary view in an orthogonal section scrolls with the row.
        var scrollsOrthogonally = false
    }

    /// A decoration view of the section, such as its background: the `item`th of its kind.
    struct Decoration {
        var kind: String
        var item: Int
        var frame: CGRect
        var zIndex: Int
    }

    var items: [CGRect] = []
    /// The items whose width or height is an estimate until their cell is measured.
    var estimated: [Int: (width: Bool, height: Bool)] = [:]
    /// The stacking order custom groups give items, where it is not 0.
    var zIndexes: [Int: Int] = [:]
    var supplementaries: [Supplementary] = []
    /// Everything the section covers, across the whole width.
    var extent: CGRect = .zero
    /// The configuration of a list section, whose cells draw its appearance.
    var list: UICollectionLayoutListConfiguration?
    /// The row of a section whose groups scroll orthogonally; nil for a section that runs down.
    var orthogonal: OrthogonalRow?
    var decorations: [Decoration] = []
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}

/// Works out a compositional layout for vertical scrolling: each section's group repeats down
/// the collection view until the section's items run out; groups nest.
@MainActor
struct CompositionalLayoutBuilder {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    /// Sizes of measured cells, whose estimated sides they replace.
    let measuredSizes: [IndexPath: CGSize]
    /// Sizes of measured boundary items (headers, footers), by kind and section.
    let measuredBoundaries: [BoundaryKey: CGSize]

    /// What the section provider is given.
    var environment: CompositionalLayoutEnvironment {
        let inset = collectionView.adjustedContentInset
        return CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(
                contentSize: collectionView.storedBounds.size,
                contentInsets: NSDirectionalEdgeInsets(
                    top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)),
            traitCollection: collectionView.traitCollection)
    }

    /// The section number the layout's own boundary items' measured sizes are kept under.
    static let layoutBoundarySection = -1

    /// The sections, the layout's own boundary items (held as a section of supplementary views
    /// only, spanning the content), and the content's size.
    func build() -> (sections: [CompositionalSection], layoutBoundary: CompositionalSection, size: CGSize) {
        let bounds = collectionView.storedBounds.size
        let inset = collectionView.adjustedContentInset
        let width = max(0, bounds.width - inset.left - inset.right)
        let height = max(0, bounds.height - inset.top - inset.bottom)
        let environment = environment
        var sections: [CompositionalSection] = []
        let global = layout.configuration.boundarySupplementaryItems
        var boundary = CompositionalSection()
        let whole = (x: CGFloat(0), width: width)
        var y = attach(
            global.filter { $0.alignment.sectionEdge == .top }, Self.layoutBoundarySection, at: 0, whole, height,
            &boundary)
        let sectionsTop = y
        for (index, count) in collectionView.itemCounts.enumerated() {
            if index > 0 { y += layout.configuration.interSectionSpacing }
            guard let section = layout.section(at: index, in: environment) else {
                sections.append(CompositionalSection(extent: CGRect(x: 0, y: y, width: width, height: 0)))
                continue
            }
            var result = CompositionalSection(
                list: section.listConfiguration, visibleItemsHandler: section.visibleItemsInvalidationHandler)
            let start = y
            y = place(section, index, count: count, width: width, height: height, from: y, into: &result)
            result.extent = CGRect(x: 0, y: start, width: width, height: y - start)
            for (position, item) in section.decorationItems.enumerated() {
                let sameKind = section.decorationItems[..<position].filter { $0.elementKind == item.elementKind }
                result.decorations.append(
                    .init(
                        kind: item.elementKind, item: sameKind.count,
                        frame: result.extent.inset(by: item.contentInsets.edgeInsets), zIndex: item.zIndex))
            }
            sections.append(result)
        }
        _ = attach(
            global.filter { $0.alignment.sectionEdge == .side }, Self.layoutBoundarySection, at: sectionsTop, whole,
            height, &boundary)
        y += attach(
            global.filter { $0.alignment.sectionEdge == .bottom }, Self.layoutBoundarySection, at: y, whole, height,
            &boundary)
        boundary.extent = CGRect(x: 0, y: 0, width: width, height: y)
        return (sections, boundary, CGSize(width: width, height: y))
    }

    /// Places `section` (number `index`, of `count` items) from `top`; returns where it ends.
    private func place(
        _ section: NSCollectionLayoutSection, _ index: Int, count: Int, width: CGFloat, height: CGFloat,
        from top: CGFloat, into result: inout CompositionalSection
    ) -> CGFloat {
        let insets = effectiveInsets(of: section)
        let innerWidth = max(0, width - insets.leading - insets.trailing)
        let follows = section.supplementariesFollowContentInsets
        let edge = (x: follows ? insets.leading : 0, width: follows ? innerWidth : width)
        let boundary = section.boundarySupplementaryItems
        var y = top
        let headers = boundary.filter { $0.alignment.sectionEdge == .top }
        if !headers.isEmpty, let padding = section.listConfiguration?.headerTopPadding, padding.isFinite {
            y += max(0, padding)
        }
        y += attach(headers, index, at: y, edge, height, &result)
        y += insets.top
        let itemsTop = y
        let container = CGSize(width: innerWidth, height: height)
        if section.orthogonalScrollingBehavior != .none {
            let row = placeRow(section, index, count: count, width: width, in: container, at: y, into: &result)
            y = row.band.maxY
            result.orthogonal = row
        } else {
            y = placeGroups(section, index, count: count, in: container, at: y, into: &result) + insets.bottom
        }
        _ = attach(boundary.filter { $0.alignment.sectionEdge == .side }, index, at: itemsTop, edge, height, &result)
        y += attach(boundary.filter { $0.alignment.sectionEdge == .bottom }, index, at: y, edge, height, &result)
        return y
    }

    /// Places the section's groups down the layout from `top`; returns where the last one ends.
    private func placeGroups(
        _ section: NSCollectionLayoutSection, _ index: Int, count: Int, in container: CGSize, at top: CGFloat,
        into result: inout CompositionalSection
    ) -> CGFloat {
        let insets = effectiveInsets(of: section)
        var y = top
        var placed = 0
        while placed < count {
            var group = GroupPlacement(builder: self, section: index, next: placed, end: count)
            let size = group.place(section.group, at: CGPoint(x: insets.leading, y: y), in: container)
            result.items += group.frames
            for (item, sides) in group.estimated { result.estimated[item] = sides }
            for (item, z) in group.zIndexes { result.zIndexes[item] = z }
            attachItemSupplementaries(of: group, into: &result)
            // A group that takes no item would repeat for ever.
            guard group.next > placed else { break }
            placed = group.next
            y += size.height
            if placed < count { y += section.interGroupSpacing }
        }
        return y
    }

    /// The supplementary items of the group's items (badges), placed once the group's frames are
    /// final (a flexible spacing moves them).
    func attachItemSupplementaries(
        of group: GroupPlacement, scrollsOrthogonally: Bool = false, into result: inout CompositionalSection
    ) {
        for (frameIndex, item, source) in group.attached {
            for attached in source.supplementaryItems {
                let frame = attached.frame(on: group.frames[frameIndex])
                result.supplementaries.append(
                    .init(
                        kind: attached.elementKind, item: item, frame: frame, zIndex: attached.zIndex,
                        scrollsOrthogonally: scrollsOrthogonally))
            }
        }
    }

    /// Places boundary items of section `section` with their top edge at `y`; returns the height
    /// the ones that extend the boundary take. An estimated side is its measured view's, once
    /// measured.
    private func attach(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], _ section: Int, at y: CGFloat,
        _ edge: (x: CGFloat, width: CGFloat), _ height: CGFloat, _ result: inout CompositionalSection
    ) -> CGFloat {
        var taken: CGFloat = 0
        for item in items {
            var size = item.layoutSize.resolved(in: CGSize(width: edge.width, height: height))
            let sides = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
            if let measured = measuredBoundaries[BoundaryKey(kind: item.elementKind, section: section)] {
                if sides.0 { size.width = measured.width }
                if sides.1 { size.height = measured.height }
            }
            var x = edge.x
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: x += edge.width - size.width
            case .top, .bottom, .none: x += (edge.width - size.width) / 2
            case .topLeading, .bottomLeading, .leading: break
            }
            let origin = CGPoint(x: x + item.offset.x, y: y + item.offset.y)
            let frame = CGRect(origin: origin, size: size).inset(by: item.contentInsets.edgeInsets)
            let sectionEdge = item.alignment.sectionEdge
            let pins: Bool? = item.pinToVisibleBounds && sectionEdge != .side ? sectionEdge == .top : nil
            result.supplementaries.append(
                .init(
                    kind: item.elementKind, frame: frame, zIndex: item.zIndex, pinsAsHeader: pins,
                    estimated: sides.0 || sides.1 ? sides : nil))
            if item.extendsBoundary, sectionEdge != .side { taken = max(taken, size.height) }
        }
        return taken
    }

    /// An item's size: an estimated side is its measured cell's, once measured, plus its insets.
    func size(of item: NSCollectionLayoutItem, in container: CGSize, at path: IndexPath) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        guard let measured = measuredSizes[path] else { return size }
        let insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { size.width = measured.width + insets.leading + insets.trailing }
        if item.layoutSize.heightDimension.isEstimated { size.height = measured.height + insets.top + insets.bottom }
        return size
    }
}

/// A section's boundary item, by its kind: what a measured size is kept under.
struct BoundaryKey: Hashable {
    var kind: String
    var section: Int
}

extension NSRectAlignment {
    enum SectionEdge {
        case top, bottom, side
    }

    /// The edge of its section a boundary item with this alignment sits on, in a vertical layout.
    var sectionEdge: SectionEdge {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .leading, .trailing, .none: .side
        }
    }
}

extension NSDirectionalEdgeInsets {
    /// The same insets by left and right, in the left-to-right layout Windowing has.
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

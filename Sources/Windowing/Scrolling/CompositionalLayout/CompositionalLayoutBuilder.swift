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
    }

    var items: [CGRect] = []
    /// The items whose width or height is an estimate until their cell is measured.
    var estimated: [Int: (width: Bool, height: Bool)] = [:]
    var supplementaries: [Supplementary] = []
    /// Everything the section covers, across the whole width.
    var extent: CGRect = .zero
    /// The configuration of a list section, whose cells draw its appearance.
    var list: UICollectionLayoutListConfiguration?
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

    func build() -> ([CompositionalSection], CGSize) {
        let bounds = collectionView.storedBounds.size
        let inset = collectionView.adjustedContentInset
        let width = max(0, bounds.width - inset.left - inset.right)
        let height = max(0, bounds.height - inset.top - inset.bottom)
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(
                contentSize: bounds,
                contentInsets: NSDirectionalEdgeInsets(
                    top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)),
            traitCollection: collectionView.traitCollection)
        var sections: [CompositionalSection] = []
        var y: CGFloat = 0
        for (index, count) in collectionView.itemCounts.enumerated() {
            if index > 0 { y += layout.configuration.interSectionSpacing }
            guard let section = layout.section(at: index, in: environment) else {
                sections.append(CompositionalSection(extent: CGRect(x: 0, y: y, width: width, height: 0)))
                continue
            }
            var result = CompositionalSection(list: section.listConfiguration)
            let start = y
            y = place(section, index, count: count, width: width, height: height, from: y, into: &result)
            result.extent = CGRect(x: 0, y: start, width: width, height: y - start)
            sections.append(result)
        }
        return (sections, CGSize(width: width, height: y))
    }

    /// Places `section` (number `index`, of `count` items) from `top`; returns where it ends.
    private func place(
        _ section: NSCollectionLayoutSection, _ index: Int, count: Int, width: CGFloat, height: CGFloat,
        from top: CGFloat, into result: inout CompositionalSection
    ) -> CGFloat {
        let insets = section.contentInsets
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
        var placed = 0
        let container = CGSize(width: innerWidth, height: height)
        while placed < count {
            var group = GroupPlacement(builder: self, section: index, next: placed, end: count)
            let size = group.place(section.group, at: CGPoint(x: insets.leading, y: y), in: container)
            result.items += group.frames
            for (item, sides) in group.estimated { result.estimated[item] = sides }
            // Placed once the group's frames are final (a flexible spacing moves them).
            for (frameIndex, item, source) in group.attached {
                for attached in source.supplementaryItems {
                    let frame = attached.frame(on: group.frames[frameIndex])
                    result.supplementaries.append(
                        .init(kind: attached.elementKind, item: item, frame: frame, zIndex: attached.zIndex))
                }
            }
            // A group that takes no item would repeat for ever.
            guard group.next > placed else { break }
            placed = group.next
            y += size.height
            if placed < count { y += section.interGroupSpacing }
        }
        y += insets.bottom
        _ = attach(boundary.filter { $0.alignment.sectionEdge == .side }, index, at: itemsTop, edge, height, &result)
        y += attach(boundary.filter { $0.alignment.sectionEdge == .bottom }, index, at: y, edge, height, &result)
        return y
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

/// One group placed, and the groups inside it: the items it took from `next` on, and their frames.
@MainActor
struct GroupPlacement {
    let builder: CompositionalLayoutBuilder
    let section: Int
    /// The next item to place, and the end of the section's items.
    var next: Int
    let end: Int
    var frames: [CGRect] = []
    var estimated: [Int: (width: Bool, height: Bool)] = [:]
    /// Items with supplementary items: the index of their frame, their item, and the layout item.
    var attached: [(frameIndex: Int, item: Int, source: NSCollectionLayoutItem)] = []

    init(builder: CompositionalLayoutBuilder, section: Int, next: Int, end: Int) {
        self.builder = builder
        self.section = section
        self.next = next
        self.end = end
    }

    /// Places `group` at `origin` in a container of `container`'s size; returns the group's size
    /// (its estimated sides from what it holds). `share` is the length a group of `count` that
    /// holds it gives it along that group's axis.
    mutating func place(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize,
        share shareOfParent: (length: CGFloat, horizontal: Bool)? = nil
    ) -> CGSize {
        var size = group.layoutSize.resolved(in: container)
        if let shareOfParent {
            if shareOfParent.horizontal {
                size.width = shareOfParent.length
            } else {
                size.height = shareOfParent.length
            }
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The share of each copy in a group of `count`.
        var share: CGFloat?
        if let count = group.repeatCount {
            let copies = CGFloat(max(1, count))
            share = max(0, (length - spacing * (copies - 1)) / copies)
        }
        var cursor: CGFloat = 0
        var cross: CGFloat = 0
        var children: [Range<Int>] = []
        // Each flexible spacing takes a part of the room left, moving the children from the one
        // it comes before.
        var flexibleBefore: [Int] = []
        var subitemIndex = 0
        while next < end, !group.subitems.isEmpty {
            if let count = group.repeatCount, children.count >= max(1, count) { break }
            let subitem = group.subitems[subitemIndex % group.subitems.count]
            let path = IndexPath(item: next, section: section)
            var childSize = builder.size(of: subitem, in: size, at: path)
            if let share {
                if horizontal { childSize.width = share } else { childSize.height = share }
            }
            let edges = subitem.edgeSpacing
            let (before, after) = horizontal ? (edges?.leading, edges?.trailing) : (edges?.top, edges?.bottom)
            let gap = children.isEmpty ? 0 : spacing
            let childLength = horizontal ? childSize.width : childSize.height
            let needed = gap + (before?.spacing ?? 0) + childLength + (after?.spacing ?? 0)
            if share == nil, !children.isEmpty, cursor + needed > length + 0.001 { break }
            let position = children.count
            if !children.isEmpty, group.interItemSpacing?.isFlexibleSpacing == true { flexibleBefore.append(position) }
            if before?.isFlexibleSpacing == true { flexibleBefore.append(position) }
            if after?.isFlexibleSpacing == true { flexibleBefore.append(position + 1) }
            cursor += gap + (before?.spacing ?? 0)
            let childOrigin =
                horizontal
                ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let first = frames.count
            if let subgroup = subitem as? NSCollectionLayoutGroup {
                let before = next
                let placed = place(
                    subgroup, at: childOrigin, in: size, share: share.map { ($0, horizontal) })
                if next == before { break }
                childSize = placed
            } else {
                if !subitem.supplementaryItems.isEmpty { attached.append((frames.count, next, subitem)) }
                frames.append(CGRect(origin: childOrigin, size: childSize).inset(by: subitem.contentInsets.edgeInsets))
                let sides = (
                    subitem.layoutSize.widthDimension.isEstimated, subitem.layoutSize.heightDimension.isEstimated
                )
                if sides.0 || sides.1 { estimated[next] = sides }
                next += 1
            }
            children.append(first..<frames.count)
            cursor += (horizontal ? childSize.width : childSize.height) + (after?.spacing ?? 0)
            let childCross = horizontal ? childSize.height : childSize.width
            cross = max(cross, childCross)
            let crossShift = Self.crossOffset(
                edges, horizontal: horizontal, room: (horizontal ? size.height : size.width) - childCross)
            if crossShift != 0 { shift(first..<frames.count, by: crossShift, alongX: !horizontal) }
            subitemIndex += 1
        }
        // The flexible spacings share out the room left.
        if !flexibleBefore.isEmpty, cursor < length {
            let extra = (length - cursor) / CGFloat(flexibleBefore.count)
            for (position, range) in children.enumerated() {
                let moves = flexibleBefore.filter { $0 <= position }.count
                if moves > 0 { shift(range, by: extra * CGFloat(moves), alongX: horizontal) }
            }
        }
        if horizontal {
            if group.layoutSize.heightDimension.isEstimated { size.height = cross }
            if group.layoutSize.widthDimension.isEstimated { size.width = cursor }
        } else {
            if group.layoutSize.widthDimension.isEstimated { size.width = cross }
            if group.layoutSize.heightDimension.isEstimated { size.height = cursor }
        }
        return size
    }

    private mutating func shift(_ range: Range<Int>, by distance: CGFloat, alongX: Bool) {
        for index in range {
            frames[index] = frames[index].offsetBy(dx: alongX ? distance : 0, dy: alongX ? 0 : distance)
        }
    }

    /// How far an item's edge spacing across its group moves it, with `room` to spare there.
    private static func crossOffset(_ edges: NSCollectionLayoutEdgeSpacing?, horizontal: Bool, room: CGFloat) -> CGFloat
    {
        guard let edges else { return 0 }
        let (before, after) = horizontal ? (edges.top, edges.bottom) : (edges.leading, edges.trailing)
        guard let before else { return 0 }
        guard before.isFlexibleSpacing else { return before.spacing }
        let afterSpacing = after?.spacing ?? 0
        if after?.isFlexibleSpacing == true {
            return max(before.spacing, (room - afterSpacing + before.spacing) / 2)
        }
        return max(before.spacing, room - afterSpacing)
    }
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

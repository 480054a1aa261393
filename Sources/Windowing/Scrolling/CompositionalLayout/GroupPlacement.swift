import Foundation

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
    /// The stacking order a custom group gives its items, where it is not 0.
    var zIndexes: [Int: Int] = [:]
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
        if let provider = group.customItemProvider { return placeCustom(group, provider, at: origin, size: size) }
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

    /// Moves everything placed sideways by `distance`.
    mutating func shift(by distance: CGFloat) {
        shift(frames.indices, by: distance, alongX: true)
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

public import Foundation

/// The smallest part of a compositional layout: a cell's size, relative to the group it is in.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
///
/// The item's frame is its share of the group less `contentInsets`.
///
/// `edgeSpacing` adds room around the item's share in its group: along the group, before and
/// after it (a flexible spacing also takes a part of the room the group has left, as flexible
/// spacing between items does, so flexible spacing on both sides centres a lone item); across the
/// group, a fixed spacing before it moves it, and a flexible one before it puts it at the far
/// side, or in the middle when the spacing after it is flexible too.
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Taken off the item's share of the group; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Room around the item's share of the group; nil (none) by default.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item, such as badges, each placed by its anchors on the item's frame.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Spacing on each side of an item in its group, any of them nil.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// A row or column of items (or of other groups) in a compositional layout; a section repeats
/// its group until its items run out.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
///
/// A group made with `subitems` places them in order, and again from the first, while the next
/// one fits; one made with a `count` places that many, sized to share the group's length; one
/// made with `custom(layoutSize:itemProvider:)` places one item at each frame its provider gives.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// How many times the one subitem repeats, sized to fit; nil for a group of `subitems`.
    let repeatCount: Int?
    /// The space between the group's items; nil (none) by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// A custom group's frames, by its provider; nil for a row or column.
    let customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    init(
        axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
        customItemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil
    ) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        self.customItemProvider = customItemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `repeatingSubitem`, each as wide as the row shares out.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The name iOS 13 to 15 used for `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of `repeatingSubitem`, each as tall as the column shares out.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The name iOS 13 to 15 used for `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// A section of a compositional layout: its group, repeated for the section's items, with insets,
/// spacing between groups, and headers and footers.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
///
/// A section whose `orthogonalScrollingBehavior` is not `.none` lays its groups out in a row that
/// scrolls sideways on its own, inside the vertical layout (see
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// - Note: Differs from UIKit: `supplementaryContentInsetsReference` is absent: headers and
///   footers follow `contentInsetsReference` when `supplementariesFollowContentInsets` is true.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    /// Around the section's groups; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// What `contentInsets` are measured from at the sides: `.automatic`, the default, takes the
    /// layout configuration's.
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// Between one group and the next; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// Headers, footers and other views of the section, by their alignment.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the groups run down the layout (`.none`, the default) or in a row across it that
    /// scrolls on its own, and how that row comes to rest.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// How the row of an orthogonal section decelerates and bounces.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Views behind the section, such as its background (`NSCollectionLayoutDecorationItem`).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before the section's items in sight are shown, on every layout pass (and so on every
    /// scroll), with their attributes, the section's scroll offset and the environment; what it
    /// changes in them (a transform, alpha) is what is shown.
    ///
    /// - Note: Differs from UIKit: it is also called when the collection view looks up the item
    ///   under a point (`indexPathForItem(at:)`, a click), with the item there.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Whether headers and footers keep to the section's leading and trailing insets; true by default.
    public var supplementariesFollowContentInsets = true
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// Where a boundary supplementary item sits on its section.
/// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A view attached to an item, such as a badge, placed by anchors on the item's frame; the kind
/// is what the data source is asked for, at the item's index path.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
///
/// Without an `itemAnchor`, the view sits inside the item at the container anchor's edges (in the
/// middle along an axis with neither edge), moved by the anchor's offset. With one, the point the
/// item anchor names on the view goes to the point the container anchor names on the item.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The order in which it is drawn among the collection view's views; 1 by default.
    public var zIndex = 1

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Where the view goes on an item whose frame is `container`.
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let target = containerAnchor.point(in: container, of: size, inside: itemAnchor == nil)
        let own = itemAnchor?.point(in: CGRect(origin: .zero, size: size), of: size, inside: false) ?? .zero
        return CGRect(origin: CGPoint(x: target.x - own.x, y: target.y - own.y), size: size)
    }
}

/// Edges of a rectangle and an offset, in points or in fractions of the attached view's size:
/// where a supplementary item attaches.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor
public final class NSCollectionLayoutAnchor: Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The point the anchor names on `rect`, offset, for a view of `size`. `inside`: the view's
    /// top-left corner that puts it inside `rect` at the edges, rather than the edge point itself.
    func point(in rect: CGRect, of size: CGSize, inside: Bool) -> CGPoint {
        func place(_ low: Bool, _ high: Bool, _ min: CGFloat, _ max: CGFloat, _ length: CGFloat) -> CGFloat {
            let room = inside ? length : 0
            if low && !high { return min }
            if high && !low { return max - room }
            return (min + max - room) / 2
        }
        let x = place(edges.contains(.leading), edges.contains(.trailing), rect.minX, rect.maxX, size.width)
        let y = place(edges.contains(.top), edges.contains(.bottom), rect.minY, rect.maxY, size.height)
        let shift =
            isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        let dx = shift.x.isFinite ? shift.x : 0
        let dy = shift.y.isFinite ? shift.y : 0
        return CGPoint(x: x + dx, y: y + dy)
    }
}

/// A header, footer or other view along a section's edge: `.top` ones come before the section's
/// items and `.bottom` ones after them, each taking its own height.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
///
/// - Note: Differs from UIKit: a `.leading` or `.trailing` item sits at the top of the section's
///   items, taking no height.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Moves the item from where its alignment puts it.
    public let offset: CGPoint
    /// Whether a top or bottom item takes room of its own, pushing the items; true by default.
    public var extendsBoundary = true
    /// Whether a top item stays at the top of the visible bounds (a bottom one at the bottom)
    /// while its section is in sight; false by default.
    public var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil)
    }
}

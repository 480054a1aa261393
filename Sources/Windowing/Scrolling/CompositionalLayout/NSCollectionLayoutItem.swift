public import Foundation

/// The smallest part of a compositional layout: a cell's size, relative to the group it is in.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
///
/// The item's frame is its share of the group less `contentInsets`.
///
/// - Note: Differs from UIKit: `edgeSpacing` and supplementary items attached to items (badges)
///   are absent.
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Taken off the item's share of the group; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items (or of other groups) in a compositional layout; a section repeats
/// its group until its items run out.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
///
/// A group made with `subitems` places them in order, and again from the first, while the next
/// one fits; one made with a `count` places that many, sized to share the group's length.
///
/// - Note: Differs from UIKit: custom groups (`custom(layoutSize:itemProvider:)`) are absent.
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

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
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
/// - Note: Differs from UIKit: orthogonal scrolling, decoration items, visible-item handlers and
///   `contentInsetsReference` are absent.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    /// Around the section's groups; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Between one group and the next; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// Headers, footers and other views of the section, by their alignment.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's leading and trailing insets; true by default.
    public var supplementariesFollowContentInsets = true

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

/// A view attached to a layout element, such as a header; the kind is what the data source is
/// asked for.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// The order in which it is drawn among the collection view's views; 1 by default.
    public var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
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
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

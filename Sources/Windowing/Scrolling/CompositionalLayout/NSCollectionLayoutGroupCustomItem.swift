public import Foundation

/// Where one item of a custom group goes: a frame in the group's coordinates, and its place in
/// the stacking order.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    /// Higher is in front; 0 by default.
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Gives a custom group's frames, one for each item it holds, for the environment the group is
/// laid out in: its container is the group's size.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

extension NSCollectionLayoutGroup {
    /// A group of `layoutSize` whose items go where `itemProvider` says (a radial or diagonal
    /// arrangement, a mosaic): one item for each frame, in order, until the section's items run
    /// out. An estimated side is the extent of the frames.
    ///
    /// - Note: Differs from UIKit: the documentation does not say what the provider's environment
    ///   holds; here its container is the group's resolved size, with no insets.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil, customItemProvider: itemProvider)
    }
}

extension GroupPlacement {
    /// Places a custom group of `size` at `origin`: the provider's frames, moved to the group's
    /// place, for as many items as are left. Returns the group's size, its estimated sides the
    /// frames' extent.
    mutating func placeCustom(
        _ group: NSCollectionLayoutGroup, _ provider: NSCollectionLayoutGroupCustomItemProvider, at origin: CGPoint,
        size: CGSize
    ) -> CGSize {
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: size, contentInsets: .zero),
            traitCollection: builder.collectionView.traitCollection)
        var extent = CGSize.zero
        for item in provider(environment) where next < end {
            let frame = item.frame.standardized
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
                continue
            }
            frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            if item.zIndex != 0 { zIndexes[next] = item.zIndex }
            extent = CGSize(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
            next += 1
        }
        return CGSize(
            width: group.layoutSize.widthDimension.isEstimated ? extent.width : size.width,
            height: group.layoutSize.heightDimension.isEstimated ? extent.height : size.height)
    }
}

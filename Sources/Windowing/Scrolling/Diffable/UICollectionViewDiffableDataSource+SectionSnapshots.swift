import Foundation

/// What an outline disclosure asks of its collection view's data source: to expand or collapse
/// the item at an index path. Only a diffable data source showing a section snapshot can.
@MainActor
protocol OutlineExpanding: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource {
    /// What the app decides and hears when the user expands or collapses an item.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; nil or true lets it.
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; nil or true lets it.
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The children a parent shows once expanded, from those it has (`snapshot(of:)`): an app
        /// fills in children it loads only when asked.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Shows the visible items of `snapshot` in `section` (appended to the sections if it is not
    /// one yet), each list cell indented by its item's level, and keeps the tree for expanding
    /// and collapsing.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's tree as last applied, or its items as root items when it was applied flat.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// Indents a list cell by its item's level in its section's tree and tells it whether the
    /// item is expanded (its configuration state, its outline disclosure's turn). Cells of flat
    /// sections keep the indentation the app gives them, but a reused cell loses the one a tree
    /// gave it.
    func takeOutlinePlace(of item: ItemIdentifierType, inSection index: Int, for cell: UICollectionViewListCell) {
        guard let section = sectionIdentifier(for: index), let tree = sectionSnapshots[section] else {
            if cell.outlineExpansion != nil { cell.indentationLevel = 0 }
            return cell.takeOutlineExpansion(nil)
        }
        cell.indentationLevel = max(0, tree.level(of: item))
        cell.takeOutlineExpansion(tree.isExpanded(item))
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    /// Expands or collapses the item at `indexPath` as a tap on its outline disclosure does:
    /// the app's handler may refuse, is told before, and the section's tree is applied again.
    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            var tree = sectionSnapshots[section]
        else { return }
        if tree.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section)
        // The item's own cell stays (only its children come and go): its chevron turns here.
        if let path = self.indexPath(for: item),
            let cell = collectionView?.cellForItem(at: path) as? UICollectionViewListCell
        {
            takeOutlinePlace(of: item, inSection: path.section, for: cell)
        }
    }
}

import Foundation

/// A collection view's data source that shows a snapshot and moves the collection view to each
/// new one with the item updates between them.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
///
/// It makes itself the collection view's `dataSource`, which does not keep it: keep it in a
/// property.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
    /// The trees of the sections applied as section snapshots, while the sections show them.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the views of the layout's supplementary elements (headers, footers).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the app is asked and told when the user expands or collapses an item of a section
    /// snapshot (with an outline disclosure accessory).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot the collection view shows, to change and apply again.
    open func snapshot() -> Snapshot { state.current }

    /// Shows `snapshot`: with `animatingDifferences`, through the item updates from the one
    /// shown (everything reloads when the sections differ); without, by reloading.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section keeps its tree only while it shows the tree's visible items.
        sectionSnapshots = sectionSnapshots.filter {
            snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems
                && snapshot.indexOfSection($0.key) != nil
        }
        let step = state.replace(with: snapshot, animating: animatingDifferences)
        guard let collectionView, case .update(let changes) = step else {
            if case .reload = step { collectionView?.reloadData() }
            return completion?() ?? ()
        }
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: changes.deletes)
            collectionView.insertItems(at: changes.inserts)
            collectionView.reloadItems(at: changes.reloads)
        } completion: { _ in
            completion?()
        }
    }

    /// Shows `snapshot` by reloading the collection view.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.itemIdentifier(for: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.current.indexPath(of: itemIdentifier)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(for: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        state.current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { state.current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        state.count(inSection: section)
    }

    /// The cell provider's cell.
    ///
    /// - Note: Differs from UIKit: when the provider gives none, UIKit stops the app; Windowing
    ///   shows an empty cell with a warning.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            if let listCell = cell as? UICollectionViewListCell {
                takeOutlinePlace(of: item, inSection: indexPath.section, for: listCell)
            }
            return cell
        }
        Diagnostics.warning(
            "UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath); "
                + "an empty cell is shown. Hint: return a cell from dequeueReusableCell(withReuseIdentifier:for:)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}

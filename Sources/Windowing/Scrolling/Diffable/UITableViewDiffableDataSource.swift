import Foundation

/// A table view's data source that shows a snapshot and moves the table to each new one with
/// the row updates between them. https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource
///
/// It makes itself the table's `dataSource`, which does not keep it: keep it in a property.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()

    /// The animation the row updates of `apply` use.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The snapshot the table shows, to change and apply again.
    open func snapshot() -> Snapshot { state.current }

    /// Shows `snapshot`: with `animatingDifferences`, through the row updates from the one shown
    /// (the whole table reloads when the sections differ); without, by reloading the table.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let step = state.replace(with: snapshot, animating: animatingDifferences)
        guard let tableView, case .update(let changes) = step else {
            if case .reload = step { tableView?.reloadData() }
            return completion?() ?? ()
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changes.deletes, with: animation)
            tableView.insertRows(at: changes.inserts, with: animation)
            tableView.reloadRows(at: changes.reloads, with: animation)
        } completion: { _ in
            completion?()
        }
    }

    /// Shows `snapshot` by reloading the table.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.itemIdentifier(for: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(for: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        state.current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { state.current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        state.count(inSection: section)
    }

    /// The cell provider's cell.
    ///
    /// - Note: Differs from UIKit: when the provider gives none, UIKit stops the app; Windowing
    ///   shows an empty cell with a warning.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        Diagnostics.warning(
            "UITableViewDiffableDataSource: the cell provider returned nil for the row at \(indexPath); "
                + "an empty cell is shown. Hint: return a cell from dequeueReusableCell(withIdentifier:for:)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header titles unless a subclass gives them, as in UIKit.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // Editing is off unless a subclass turns it on, as in UIKit: no row is editable or movable,
    // and commit and move do nothing until overridden.

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { TableEditingDefaults.ran = true }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { TableEditingDefaults.ran = true }
}

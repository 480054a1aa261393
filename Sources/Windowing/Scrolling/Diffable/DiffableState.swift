import Foundation

/// What both diffable data sources keep: the snapshot shown, how to move a list to the next
/// one, and the lookups between positions and identifiers.
@MainActor
struct DiffableState<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    private(set) var current = NSDiffableDataSourceSnapshot<Section, Item>()

    /// What showing a new snapshot takes.
    enum Step {
        /// Nothing on screen changes.
        case none
        /// The list asks for everything again.
        case reload
        /// The list takes these row updates.
        case update(SnapshotChanges)
    }

    /// Keeps `snapshot` as the one shown, and says how the list gets there: through the changes
    /// from the one shown when animating and the sections match, else by reloading. The list is
    /// changed after this returns, since it asks the data source (and so this state) again.
    mutating func replace(with snapshot: NSDiffableDataSourceSnapshot<Section, Item>, animating: Bool) -> Step {
        let old = current
        current = snapshot.withoutMarks()
        guard animating, let changes = SnapshotChanges(from: old, to: snapshot) else { return .reload }
        return changes.isEmpty ? .none : .update(changes)
    }

    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard current.items.indices.contains(indexPath.section) else { return nil }
        let items = current.items[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    func count(inSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }
}

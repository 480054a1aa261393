import Foundation

/// The row updates that take a list from one snapshot to the next, in the terms batch updates
/// take: deletions and reloads at their places before, insertions at their places after.
///
/// Items that kept their section and their order among the kept items stay; an item that
/// changed section goes and comes back; a section whose kept items changed order is replaced
/// row by row. The end state is always the new snapshot's.
struct SnapshotChanges: Equatable {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []

    /// Nil when the sections differ: then the list reloads as a whole.
    init?<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        guard old.sections == new.sections else { return nil }
        let reloaded = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for section in old.sections.indices {
            let before = old.items[section]
            let after = new.items[section]
            let beforeSet = Set(before)
            let afterSet = Set(after)
            let keptBefore = before.filter(afterSet.contains)
            let keptAfter = after.filter(beforeSet.contains)
            guard keptBefore == keptAfter else {
                deletes += before.indices.map { IndexPath(item: $0, section: section) }
                inserts += after.indices.map { IndexPath(item: $0, section: section) }
                continue
            }
            let wholeSection = reloadedSections.contains(old.sections[section])
            for (row, item) in before.enumerated() {
                if !afterSet.contains(item) {
                    deletes.append(IndexPath(item: row, section: section))
                } else if wholeSection || reloaded.contains(item) {
                    reloads.append(IndexPath(item: row, section: section))
                }
            }
            for (row, item) in after.enumerated() where !beforeSet.contains(item) {
                inserts.append(IndexPath(item: row, section: section))
            }
        }
    }

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty }
}

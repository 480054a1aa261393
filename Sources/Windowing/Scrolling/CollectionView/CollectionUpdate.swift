import Foundation

/// The changes of one collection view update (a single call or a `performBatchUpdates` block),
/// in UIKit's index spaces: deletions, reloads and move sources name items and sections before
/// the update, insertions and move destinations after it.
struct CollectionUpdate: Equatable {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [Move] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }
}

/// An update that does not fit the data: UIKit's exception text, prefixed with the call.
struct CollectionUpdateError: Error, Equatable, CustomStringConvertible {
    let call: String
    let reason: String

    var description: String {
        "UICollectionView.\(call): \(reason) The collection view reloaded its data instead. Hint: change the "
            + "data source's model inside the same update, so its counts match the items and sections inserted "
            + "and deleted."
    }
}

/// Where each item and section before an update is after it, checked against the counts before
/// and after the way UIKit checks them. Surviving items (and sections) keep their order and fill,
/// in order, the places after the update that no insertion or move took.
struct CollectionUpdateMap {
    private var sectionMap: [Int?]
    /// Per old section: items deleted or moved away, sorted.
    private var removed: [[Int]]
    /// Per new section: items inserted or moved in, sorted.
    private var taken: [[Int]]
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    private let deleted: Set<IndexPath>
    /// Reloaded items, by their path before the update; they get fresh cells.
    let reloaded: Set<IndexPath>
    /// Old sections whose items all get fresh cells (reloaded sections).
    let reloadedSections: IndexSet

    init(_ update: CollectionUpdate, oldCounts: [Int], newCounts: [Int], call: String) throws(CollectionUpdateError) {
        func fail(_ reason: String) -> CollectionUpdateError { CollectionUpdateError(call: call, reason: reason) }
        for section in update.deletedSections.union(update.reloadedSections) where section >= oldCounts.count {
            throw fail(
                "attempt to \(update.deletedSections.contains(section) ? "delete" : "reload") section \(section), "
                    + "but there are only \(oldCounts.count) sections before the update")
        }
        for section in update.insertedSections where section >= newCounts.count {
            throw fail(
                "attempt to insert section \(section) but there are only \(newCounts.count) sections after the update")
        }
        if let both = update.deletedSections.intersection(update.reloadedSections).first {
            throw fail("attempt to delete and reload the same section (\(both))")
        }
        let expectedSections = oldCounts.count - update.deletedSections.count + update.insertedSections.count
        guard expectedSections == newCounts.count else {
            throw fail(
                "Invalid update: invalid number of sections. The number of sections contained in the collection "
                    + "view after the update (\(newCounts.count)) must be equal to the number of sections contained "
                    + "in the collection view before the update (\(oldCounts.count)), plus or minus the number of "
                    + "sections inserted or deleted (\(update.insertedSections.count) inserted, "
                    + "\(update.deletedSections.count) deleted).")
        }
        // Surviving sections in order fill the places no inserted section took.
        var sectionMap: [Int?] = Array(repeating: nil, count: oldCounts.count)
        var next = 0
        for old in oldCounts.indices where !update.deletedSections.contains(old) {
            while update.insertedSections.contains(next) { next += 1 }
            sectionMap[old] = next
            next += 1
        }
        self.sectionMap = sectionMap
        func itemText(_ path: IndexPath) -> (Int, Int) { path.count == 2 ? (path.item, path.section) : (-1, -1) }
        func checkOld(_ path: IndexPath, _ verb: String) throws(CollectionUpdateError) {
            let (item, section) = itemText(path)
            guard section >= 0, section < oldCounts.count else {
                throw fail(
                    "attempt to \(verb) item \(item) from section \(section), but there are only "
                        + "\(oldCounts.count) sections before the update")
            }
            guard item >= 0, item < oldCounts[section] else {
                throw fail(
                    "attempt to \(verb) item \(item) from section \(section) which only contains "
                        + "\(oldCounts[section]) items before the update")
            }
        }
        func checkNew(_ path: IndexPath, _ verb: String) throws(CollectionUpdateError) {
            let (item, section) = itemText(path)
            guard section >= 0, section < newCounts.count else {
                throw fail(
                    "attempt to \(verb) item \(item) into section \(section), but there are only "
                        + "\(newCounts.count) sections after the update")
            }
            guard item >= 0, item < newCounts[section] else {
                throw fail(
                    "attempt to \(verb) item \(item) into section \(section), but there are only "
                        + "\(newCounts[section]) items in section \(section) after the update")
            }
        }
        var removedSet: Set<IndexPath> = []
        var takenSet: Set<IndexPath> = []
        for path in update.deletes {
            try checkOld(path, "delete")
            guard removedSet.insert(path).inserted else {
                throw fail("attempt to delete item \(path.item) from section \(path.section) twice")
            }
        }
        for path in update.reloads {
            try checkOld(path, "reload")
            guard !removedSet.contains(path) else {
                throw fail("attempt to delete and reload the same index path (\(Self.describe(path)))")
            }
        }
        for path in update.inserts {
            try checkNew(path, "insert")
            guard takenSet.insert(path).inserted else {
                throw fail("attempt to insert item \(path.item) into section \(path.section) twice")
            }
        }
        for move in update.moves {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move")
            guard removedSet.insert(move.from).inserted else {
                throw fail(
                    "attempt to move index path (\(Self.describe(move.from))) that is already deleted or moved")
            }
            guard takenSet.insert(move.to).inserted else {
                throw fail(
                    "attempt to move an item to index path (\(Self.describe(move.to))) that is already inserted "
                        + "or moved to")
            }
            moveDestinations[move.from] = move.to
        }
        var removed = Array(repeating: [Int](), count: oldCounts.count)
        var taken = Array(repeating: [Int](), count: newCounts.count)
        for path in removedSet { removed[path.section].append(path.item) }
        for path in takenSet { taken[path.section].append(path.item) }
        // Sections that survive unreloaded must add up; new, deleted and reloaded ones are read fresh.
        for old in oldCounts.indices {
            guard let new = sectionMap[old], !update.reloadedSections.contains(old) else { continue }
            let deletedCount = update.deletes.filter { $0.section == old }.count
            let insertedCount = update.inserts.filter { $0.section == new }.count
            let movedOut = update.moves.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = update.moves.filter { $0.to.section == new && sectionMap[$0.from.section] != new }.count
            if oldCounts[old] - deletedCount + insertedCount - movedOut + movedIn != newCounts[new] {
                throw fail(
                    "Invalid update: invalid number of items in section \(new). The number of items contained in "
                        + "an existing section after the update (\(newCounts[new])) must be equal to the number of "
                        + "items contained in that section before the update (\(oldCounts[old])), plus or minus the "
                        + "number of items inserted or deleted from that section (\(insertedCount) inserted, "
                        + "\(deletedCount) deleted) and plus or minus the number of items moved into or out of that "
                        + "section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        self.removed = removed.map { $0.sorted() }
        self.taken = taken.map { $0.sorted() }
        deleted = Set(update.deletes)
        reloaded = Set(update.reloads)
        reloadedSections = update.reloadedSections
    }

    static func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "section \(path.section), item \(path.item)" : "\(Array(path))"
    }

    /// Where section `old` is after the update; nil if it was deleted.
    func newSection(for old: Int) -> Int? {
        sectionMap.indices.contains(old) ? sectionMap[old] : nil
    }

    /// Where the item at `old` is after the update; nil if it or its section was deleted. A
    /// reloaded item has a place too (it gets a fresh cell there).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, !deleted.contains(old), let section = newSection(for: old.section) else { return nil }
        if let destination = moveDestinations[old] { return destination }
        // The item's rank among the survivors, then that many free places after the update.
        let rank = old.item - Self.count(removed[old.section], below: old.item)
        var slot = rank
        for place in taken[section] {
            if place <= slot { slot += 1 } else { break }
        }
        return IndexPath(item: slot, section: section)
    }

    private static func count(_ sorted: [Int], below value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

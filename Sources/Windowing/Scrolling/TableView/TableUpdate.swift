import Foundation

/// The row changes of one table view update (`insertRows`, `deleteRows`, `reloadRows`, `moveRow`
/// or a `performBatchUpdates` block), in UIKit's index spaces: deletions, reloads and move
/// sources name rows before the update, insertions and move destinations rows after it.
struct TableUpdate: Equatable {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [Move] = []

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty }
}

/// An update that does not fit the data: UIKit's exception text, prefixed with the call.
struct TableUpdateError: Error, Equatable, CustomStringConvertible {
    let call: String
    let reason: String

    var description: String {
        "UITableView.\(call): \(reason) The table view reloaded its data instead. Hint: change the data "
            + "source's model inside the same update, so its counts match the rows inserted and deleted."
    }
}

/// Where each row before an update is after it, checked against the counts before and after the
/// way UIKit checks them. Surviving rows keep their order and fill, in order, the places after
/// the update that no insertion or move took.
struct TableUpdateMap {
    private struct SectionPlan {
        /// Rows before the update that are deleted, reloaded or moved away, sorted.
        var removed: [Int] = []
        /// Rows after the update that are inserted or moved in, sorted.
        var taken: [Int] = []
    }

    private var plans: [SectionPlan]
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    private var deleted: Set<IndexPath>
    /// Reloaded rows, by their path before the update.
    let reloaded: Set<IndexPath>

    init(_ update: TableUpdate, oldCounts: [Int], newCounts: [Int], call: String) throws(TableUpdateError) {
        func fail(_ reason: String) -> TableUpdateError { TableUpdateError(call: call, reason: reason) }
        guard oldCounts.count == newCounts.count else {
            throw fail(
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (\(newCounts.count)) must be equal to the number of sections contained in "
                    + "the table view before the update (\(oldCounts.count)), plus or minus the number of sections "
                    + "inserted or deleted (0 inserted, 0 deleted).")
        }
        func checkOld(_ path: IndexPath, _ verb: String) throws(TableUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < oldCounts.count else {
                throw fail(
                    "attempt to \(verb) row \(path.count == 2 ? path.row : -1) from section "
                        + "\(path.count == 2 ? path.section : -1), but there are only \(oldCounts.count) sections "
                        + "before the update")
            }
            guard path.row >= 0, path.row < oldCounts[path.section] else {
                throw fail(
                    "attempt to \(verb) row \(path.row) from section \(path.section) which only contains "
                        + "\(oldCounts[path.section]) rows before the update")
            }
        }
        func checkNew(_ path: IndexPath, _ verb: String) throws(TableUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < newCounts.count else {
                throw fail(
                    "attempt to \(verb) row \(path.count == 2 ? path.row : -1) into section "
                        + "\(path.count == 2 ? path.section : -1), but there are only \(newCounts.count) sections "
                        + "after the update")
            }
            guard path.row >= 0, path.row < newCounts[path.section] else {
                throw fail(
                    "attempt to \(verb) row \(path.row) into section \(path.section), but there are only "
                        + "\(newCounts[path.section]) rows in section \(path.section) after the update")
            }
        }
        var plans = Array(repeating: SectionPlan(), count: oldCounts.count)
        var removedSet: Set<IndexPath> = []
        var takenSet: Set<IndexPath> = []
        for path in update.deletes {
            try checkOld(path, "delete")
            guard removedSet.insert(path).inserted else {
                throw fail("attempt to delete row \(path.row) from section \(path.section) twice")
            }
        }
        for path in update.reloads {
            try checkOld(path, "reload")
            guard removedSet.insert(path).inserted else {
                throw fail("attempt to delete and reload the same index path (\(Self.describe(path)))")
            }
        }
        for path in update.inserts {
            try checkNew(path, "insert")
            guard takenSet.insert(path).inserted else {
                throw fail("attempt to insert row \(path.row) into section \(path.section) twice")
            }
        }
        for move in update.moves {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move")
            guard removedSet.insert(move.from).inserted else {
                throw fail(
                    "attempt to move index path (\(Self.describe(move.from))) that is already deleted, reloaded or moved"
                )
            }
            guard takenSet.insert(move.to).inserted else {
                throw fail(
                    "attempt to move a row to index path (\(Self.describe(move.to))) that is already inserted or moved to"
                )
            }
            moveDestinations[move.from] = move.to
        }
        // Reloaded rows come back where the surviving rows put them, so they take no place.
        for path in removedSet where !update.reloads.contains(path) { plans[path.section].removed.append(path.row) }
        for path in takenSet { plans[path.section].taken.append(path.row) }
        for section in oldCounts.indices {
            let deletedCount = update.deletes.filter { $0.section == section }.count
            let insertedCount = update.inserts.filter { $0.section == section }.count
            let movedOut = update.moves.filter { $0.from.section == section && $0.to.section != section }.count
            let movedIn = update.moves.filter { $0.to.section == section && $0.from.section != section }.count
            if oldCounts[section] - deletedCount + insertedCount - movedOut + movedIn != newCounts[section] {
                throw fail(
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in "
                        + "an existing section after the update (\(newCounts[section])) must be equal to the number "
                        + "of rows contained in that section before the update (\(oldCounts[section])), plus or minus "
                        + "the number of rows inserted or deleted from that section (\(insertedCount) inserted, "
                        + "\(deletedCount) deleted) and plus or minus the number of rows moved into or out of that "
                        + "section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            plans[section].removed.sort()
            plans[section].taken.sort()
        }
        self.plans = plans
        deleted = Set(update.deletes)
        reloaded = Set(update.reloads)
    }

    static func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "section \(path.section), row \(path.row)" : "\(Array(path))"
    }

    /// Where the row at `old` is after the update; nil if it was deleted. A reloaded row has a
    /// place too (it gets a fresh cell there).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if deleted.contains(old) { return nil }
        if let destination = moveDestinations[old] { return destination }
        guard old.count == 2, plans.indices.contains(old.section) else { return nil }
        let plan = plans[old.section]
        // The row's rank among the survivors, then that many free places after the update.
        let rank = old.row - Self.count(plan.removed, below: old.row)
        var slot = rank
        for taken in plan.taken {
            if taken <= slot { slot += 1 } else { break }
        }
        return IndexPath(row: slot, section: old.section)
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

import Foundation

/// Where each element and section before an update is after it, checked against the counts before
/// and after the way UIKit checks them (with UIKit's exception texts, in `Noun`'s words).
/// Surviving elements (and sections) keep their order and fill, in order, the places after the
/// update that no insertion or move took.
struct ListUpdateMap<Noun: ListNoun> {
    private var sectionMap: [Int?]
    /// Per old section: elements deleted or moved away, sorted.
    private var removed: [[Int]]
    /// Per new section: elements inserted or moved in, sorted.
    private var taken: [[Int]]
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    private let deleted: Set<IndexPath>
    /// Reloaded elements, by their path before the update; they get fresh cells.
    let reloaded: Set<IndexPath>
    /// Old sections whose elements all get fresh cells (reloaded sections).
    let reloadedSections: IndexSet

    init(_ update: ListUpdate, oldCounts: [Int], newCounts: [Int], call: String) throws(ListUpdateError<Noun>) {
        func fail(_ reason: String) -> ListUpdateError<Noun> { ListUpdateError(call: call, reason: reason) }
        sectionMap = try Self.mapSections(update, oldCounts: oldCounts, newCounts: newCounts, fail)
        let checker = IndexPathChecker(oldCounts: oldCounts, newCounts: newCounts, fail: fail)
        // Old paths no other change may name again; the removed ones leave a place free.
        var claimed: Set<IndexPath> = []
        var removedPaths: [IndexPath] = []
        var takenSet: Set<IndexPath> = []
        for path in update.deletes {
            try checker.checkOld(path, "delete")
            guard claimed.insert(path).inserted else {
                throw fail("attempt to delete \(Noun.element) \(path[1]) from section \(path[0]) twice")
            }
            removedPaths.append(path)
        }
        for path in update.reloads {
            try checker.checkOld(path, "reload")
            let clash = Noun.reloadTakesIndexPath ? !claimed.insert(path).inserted : claimed.contains(path)
            guard !clash else {
                throw fail("attempt to delete and reload the same index path (\(Self.describe(path)))")
            }
        }
        for path in update.inserts {
            try checker.checkNew(path, "insert")
            guard takenSet.insert(path).inserted else {
                throw fail("attempt to insert \(Noun.element) \(path[1]) into section \(path[0]) twice")
            }
        }
        for move in update.moves {
            try checker.checkOld(move.from, "move")
            try checker.checkNew(move.to, "move")
            guard claimed.insert(move.from).inserted else {
                let states = Noun.reloadTakesIndexPath ? "deleted, reloaded or moved" : "deleted or moved"
                throw fail("attempt to move index path (\(Self.describe(move.from))) that is already \(states)")
            }
            guard takenSet.insert(move.to).inserted else {
                throw fail(
                    "attempt to move \(Noun.anElement) to index path (\(Self.describe(move.to))) that is already "
                        + "inserted or moved to")
            }
            removedPaths.append(move.from)
            moveDestinations[move.from] = move.to
        }
        var removed = Array(repeating: [Int](), count: oldCounts.count)
        var taken = Array(repeating: [Int](), count: newCounts.count)
        for path in removedPaths { removed[path[0]].append(path[1]) }
        for path in takenSet { taken[path[0]].append(path[1]) }
        try Self.checkElementCounts(update, sectionMap, oldCounts: oldCounts, newCounts: newCounts, fail)
        self.removed = removed.map { $0.sorted() }
        self.taken = taken.map { $0.sorted() }
        deleted = Set(update.deletes)
        reloaded = Set(update.reloads)
        reloadedSections = update.reloadedSections
    }

    /// Checks the section changes and the section counts; where each old section is after them.
    private static func mapSections(
        _ update: ListUpdate, oldCounts: [Int], newCounts: [Int], _ fail: (String) -> ListUpdateError<Noun>
    ) throws(ListUpdateError<Noun>) -> [Int?] {
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
                "Invalid update: invalid number of sections. The number of sections contained in the \(Noun.viewName) "
                    + "after the update (\(newCounts.count)) must be equal to the number of sections contained in "
                    + "the \(Noun.viewName) before the update (\(oldCounts.count)), plus or minus the number of "
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
        return sectionMap
    }

    /// Sections that survive unreloaded must add up; new, deleted and reloaded ones are read fresh.
    private static func checkElementCounts(
        _ update: ListUpdate, _ sectionMap: [Int?], oldCounts: [Int], newCounts: [Int],
        _ fail: (String) -> ListUpdateError<Noun>
    ) throws(ListUpdateError<Noun>) {
        let elements = Noun.element + "s"
        for old in oldCounts.indices {
            guard let new = sectionMap[old], !update.reloadedSections.contains(old) else { continue }
            let deletedCount = update.deletes.filter { $0.section == old }.count
            let insertedCount = update.inserts.filter { $0.section == new }.count
            let movedOut = update.moves.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = update.moves.filter { $0.to.section == new && sectionMap[$0.from.section] != new }.count
            if oldCounts[old] - deletedCount + insertedCount - movedOut + movedIn != newCounts[new] {
                throw fail(
                    "Invalid update: invalid number of \(elements) in section \(new). The number of \(elements) "
                        + "contained in an existing section after the update (\(newCounts[new])) must be equal to "
                        + "the number of \(elements) contained in that section before the update "
                        + "(\(oldCounts[old])), plus or minus the number of \(elements) inserted or deleted from "
                        + "that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the "
                        + "number of \(elements) moved into or out of that section (\(movedIn) moved in, "
                        + "\(movedOut) moved out).")
            }
        }
    }

    static func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "section \(path[0]), \(Noun.element) \(path[1])" : "\(Array(path))"
    }

    /// Where section `old` is after the update; nil if it was deleted.
    func newSection(for old: Int) -> Int? {
        sectionMap.indices.contains(old) ? sectionMap[old] : nil
    }

    /// Where the element at `old` is after the update; nil if it or its section was deleted. A
    /// reloaded element has a place too (it gets a fresh cell there).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, !deleted.contains(old), let section = newSection(for: old[0]) else { return nil }
        if let destination = moveDestinations[old] { return destination }
        // The element's rank among the survivors, then that many free places after the update.
        let rank = old[1] - Self.count(removed[old[0]], below: old[1])
        var slot = rank
        for place in taken[section] {
            if place <= slot { slot += 1 } else { break }
        }
        return IndexPath(item: slot, section: section)
    }

    /// Where the element at `old` is after the update if its view stays on it: nil when it is
    /// deleted or reloaded (or its section is).
    func survivingIndexPath(for old: IndexPath) -> IndexPath? {
        guard !reloaded.contains(old) else { return nil }
        // Tables reload no sections, and their paths are not read for one.
        if !reloadedSections.isEmpty, reloadedSections.contains(old.section) { return nil }
        return newIndexPath(for: old)
    }

    /// Moves the views of surviving elements to their new index paths and hands the others to
    /// `recycle`, with their old paths.
    func carry<View>(_ views: [IndexPath: View], recycle: (View, IndexPath) -> Void) -> [IndexPath: View] {
        var moved: [IndexPath: View] = [:]
        for (old, view) in views {
            if let new = survivingIndexPath(for: old) { moved[new] = view } else { recycle(view, old) }
        }
        return moved
    }

    /// The selection after the update: surviving elements at their new paths.
    func carry(_ selection: Set<IndexPath>) -> Set<IndexPath> {
        Set(selection.compactMap(survivingIndexPath))
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

/// Checks an update's index paths against the counts before (`checkOld`) or after (`checkNew`).
private struct IndexPathChecker<Noun: ListNoun> {
    let oldCounts: [Int]
    let newCounts: [Int]
    let fail: (String) -> ListUpdateError<Noun>

    private func parts(_ path: IndexPath) -> (element: Int, section: Int) {
        path.count == 2 ? (path[1], path[0]) : (-1, -1)
    }

    func checkOld(_ path: IndexPath, _ verb: String) throws(ListUpdateError<Noun>) {
        try check(path, verb, after: false)
    }

    func checkNew(_ path: IndexPath, _ verb: String) throws(ListUpdateError<Noun>) {
        try check(path, verb, after: true)
    }

    private func check(_ path: IndexPath, _ verb: String, after: Bool) throws(ListUpdateError<Noun>) {
        let (element, section) = parts(path)
        let counts = after ? newCounts : oldCounts
        let named = "attempt to \(verb) \(Noun.element) \(element) \(after ? "into" : "from") section \(section)"
        guard section >= 0, section < counts.count else {
            throw fail("\(named), but there are only \(counts.count) sections \(after ? "after" : "before") the update")
        }
        guard element >= 0, element < counts[section] else {
            throw fail(
                after
                    ? "\(named), but there are only \(counts[section]) \(Noun.element)s in section \(section) after "
                        + "the update"
                    : "\(named) which only contains \(counts[section]) \(Noun.element)s before the update")
        }
    }
}

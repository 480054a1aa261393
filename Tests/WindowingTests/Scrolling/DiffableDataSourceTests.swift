import Foundation
import Testing

@testable import Windowing

/// `NSDiffableDataSourceSnapshot` and the table and collection diffable data sources: the
/// snapshot's edits, the row updates between two snapshots, and lists that follow `apply`.
@MainActor
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func theSnapshotEditsItsSectionsAndItemsInOrder() {
        var snapshot = snapshot([("a", [1, 2, 3]), ("b", [4])])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 4)
        snapshot.appendItems([12])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 11, 12], "nil appends to the last section")
        #expect(snapshot.indexOfItem(11) == 5 && snapshot.sectionIdentifier(containingItem: 11) == "b")
        snapshot.moveItem(1, afterItem: 4)
        snapshot.deleteItems([3, 99])
        #expect(snapshot.itemIdentifiers == [10, 2, 4, 1, 11, 12])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 2] && snapshot.indexOfSection("a") == 2)
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [10, 2] && snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil && snapshot.indexOfItem(4) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func whatUIKitStopsTheAppForLeavesTheSnapshotUnchanged() {
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(empty.numberOfItems == 0, "no section to append to")
        var snapshot = snapshot([("a", [1, 2])])
        snapshot.appendItems([3, 3])
        snapshot.appendItems([2])
        snapshot.appendSections(["a"])
        snapshot.insertItems([5], beforeItem: 42)
        snapshot.moveItem(1, beforeItem: 1)
        #expect(snapshot.itemIdentifiers == [1, 2] && snapshot.sectionIdentifiers == ["a"])
        snapshot.reloadItems([2, 7])
        #expect(snapshot.reloadedItemIdentifiers == [2], "only what the snapshot holds")
    }

    @Test func theChangesBetweenSnapshotsAreRowUpdates() throws {
        let old = snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
        var new = snapshot([("a", [1, 3, 6]), ("b", [5, 4])])
        new.reconfigureItems([1])
        let changes = try #require(SnapshotChanges(from: old, to: new))
        let path = { (row: Int, section: Int) in IndexPath(item: row, section: section) }
        #expect(changes.deletes == [path(1, 0), path(0, 1), path(1, 1)], "2, and section b, reordered, as a whole")
        #expect(changes.inserts == [path(2, 0), path(0, 1), path(1, 1)])
        #expect(changes.reloads == [path(0, 0)], "1 is reconfigured where it was")
        #expect(SnapshotChanges(from: old, to: snapshot([("a", [1])])) == nil, "sections differ: reload all")
        #expect(try #require(SnapshotChanges(from: old, to: old)).isEmpty)
    }

    @Test func aTableFollowsEachAppliedSnapshot() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.frameSource = ManualScrollFrameSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var provided: [Int] = []
        let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            provided.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        #expect(table.dataSource === source)
        func shown() -> [[String?]] {
            table.layoutIfNeeded()
            return (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).map {
                    table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
                }
            }
        }
        source.apply(snapshot([("a", [1, 2, 3]), ("b", [4])]), animatingDifferences: false)
        #expect(shown() == [["1", "2", "3"], ["4"]])
        provided.removeAll()
        var next = source.snapshot()
        next.deleteItems([2])
        next.appendItems([5], toSection: "a")
        var completed = false
        source.apply(next) { completed = true }
        #expect(completed)
        #expect(shown() == [["1", "3", "5"], ["4"]])
        #expect(provided == [5], "only the new row's cell is made")
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 5)
        #expect(source.indexPath(for: 4) == IndexPath(row: 0, section: 1))
        #expect(source.sectionIdentifier(for: 1) == "b" && source.index(for: "a") == 0)
        #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 9)) == nil)
    }

    @Test func aCollectionViewFollowsEachAppliedSnapshot() {
        let model = CollectionModel([])
        let collection = makeCollection(model)
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? TextCell
            cell?.text = "\(item)"
            return cell
        }
        func shown() -> [String?] {
            collection.layoutIfNeeded()
            return (0..<collection.numberOfItems(inSection: 0)).map {
                (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TextCell)?.text
            }
        }
        source.apply(snapshot([("only", [1, 2, 3])]))
        #expect(shown() == ["1", "2", "3"])
        var next = source.snapshot()
        next.deleteItems([1])
        next.insertItems([7], afterItem: 3)
        source.apply(next)
        #expect(shown() == ["2", "3", "7"])
        #expect(source.indexPath(for: 7) == IndexPath(item: 2, section: 0))
    }

    /// The `async` forms return once the list shows the snapshot, as `await dataSource.apply(_:)`
    /// in an iOS app expects.
    @Test func theAsyncFormsReturnOnceTheListShowsTheSnapshot() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.frameSource = ManualScrollFrameSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let tableSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        await tableSource.apply(snapshot([("a", [1, 2])]))
        #expect(table.numberOfRows(inSection: 0) == 2)
        var next = tableSource.snapshot()
        next.appendItems([3])
        await tableSource.apply(next, animatingDifferences: true)
        #expect(table.numberOfRows(inSection: 0) == 3)
        await tableSource.applySnapshotUsingReloadData(snapshot([("a", [9])]))
        #expect(
            table.numberOfRows(inSection: 0) == 1 && tableSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 9
        )

        let collection = makeCollection(CollectionModel([]))
        let collectionSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
            collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        await collectionSource.apply(snapshot([("only", [1, 2, 3])]), animatingDifferences: false)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        await collectionSource.applySnapshotUsingReloadData(snapshot([("only", [4])]))
        #expect(collection.numberOfItems(inSection: 0) == 1)
    }
}

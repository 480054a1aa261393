import Foundation
import Testing

@testable import Windowing

/// The index arithmetic of collection view updates, without a collection view.
@Suite struct CollectionUpdateTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func survivorsFillThePlacesNoInsertionTook() throws {
        var update = CollectionUpdate()
        update.deletes = [path(0, 1), path(0, 3)]
        update.inserts = [path(0, 0)]
        update.moves = [.init(from: path(1, 0), to: path(0, 4))]
        let map = try CollectionUpdateMap(update, oldCounts: [5, 2], newCounts: [5, 1], call: "test")
        #expect(map.newIndexPath(for: path(0, 0)) == path(0, 1))
        #expect(map.newIndexPath(for: path(0, 1)) == nil)
        #expect(map.newIndexPath(for: path(0, 2)) == path(0, 2))
        #expect(map.newIndexPath(for: path(0, 4)) == path(0, 3))
        #expect(map.newIndexPath(for: path(1, 0)) == path(0, 4))
        #expect(map.newIndexPath(for: path(1, 1)) == path(1, 0))
    }

    @Test func sectionsShiftAroundInsertedAndDeletedOnes() throws {
        var update = CollectionUpdate()
        update.insertedSections = [0, 3]
        update.deletedSections = [1]
        let map = try CollectionUpdateMap(update, oldCounts: [2, 3, 4], newCounts: [7, 2, 4, 0], call: "test")
        #expect(map.newSection(for: 0) == 1)
        #expect(map.newSection(for: 1) == nil)
        #expect(map.newSection(for: 2) == 2)
        #expect(map.newIndexPath(for: path(2, 3)) == path(2, 3))
        #expect(map.newIndexPath(for: path(1, 0)) == nil)
    }

    @Test func mismatchesGetUIKitsTexts() {
        func reason(_ update: CollectionUpdate, _ old: [Int], _ new: [Int]) -> String? {
            do {
                _ = try CollectionUpdateMap(update, oldCounts: old, newCounts: new, call: "test")
                return nil
            } catch { return error.reason }
        }
        var insertTwice = CollectionUpdate()
        insertTwice.inserts = [path(0, 1), path(0, 1)]
        #expect(reason(insertTwice, [3], [5]) == "attempt to insert item 1 into section 0 twice")
        var outside = CollectionUpdate()
        outside.inserts = [path(0, 9)]
        #expect(
            reason(outside, [3], [4])
                == "attempt to insert item 9 into section 0, but there are only 4 items in section 0 after the update")
        var badSection = CollectionUpdate()
        badSection.deletedSections = [4]
        #expect(
            reason(badSection, [3], [3])
                == "attempt to delete section 4, but there are only 1 sections before the update")
        var shortPath = CollectionUpdate()
        shortPath.deletes = [IndexPath(index: 2)]
        #expect(
            reason(shortPath, [3], [2])
                == "attempt to delete item -1 from section -1, but there are only 1 sections before the update")
        var moved = CollectionUpdate()
        moved.moves = [.init(from: path(0, 0), to: path(1, 0))]
        #expect(
            reason(moved, [2, 1], [2, 1])?.hasPrefix(
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (2) must be equal to the number of items contained in that section "
                    + "before the update (2), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 1 moved out).") == true)
    }
}

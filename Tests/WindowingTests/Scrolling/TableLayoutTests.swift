import Foundation
import Testing

@testable import Windowing

/// TableLayout: where sections, headers and rows are, and which rows a band of the content shows.
@MainActor
@Suite struct TableLayoutTests {
    /// Two sections: a 20-point header, rows 10, 20, 30, a 5-point footer; then no header, rows
    /// 40 and 0, no footer. The table header is 100 points.
    private let layout = TableLayout(
        headerHeights: [20, 0], footerHeights: [5, 0], rowHeights: [[10, 20, 30], [40, 0]], tableHeaderHeight: 100)

    @Test func sectionsAndRowsFollowEachOther() {
        #expect(layout.sections[0].top == 100 && layout.sections[0].bottom == 185)
        #expect(layout.sections[1].top == 185)
        #expect(layout.contentHeight == 225)
        #expect(
            layout.rectForRow(at: IndexPath(row: 2, section: 0), width: 50)
                == CGRect(x: 0, y: 150, width: 50, height: 30))
        #expect(
            layout.rectForRow(at: IndexPath(row: 0, section: 1), width: 50)
                == CGRect(x: 0, y: 185, width: 50, height: 40))
        #expect(layout.rectForHeader(inSection: 0, width: 50) == CGRect(x: 0, y: 100, width: 50, height: 20))
        #expect(layout.rectForFooter(inSection: 0, width: 50) == CGRect(x: 0, y: 180, width: 50, height: 5))
        #expect(layout.rectForRow(at: IndexPath(row: 3, section: 0), width: 50) == nil)
        #expect(layout.rectForRow(at: IndexPath(row: 0, section: 2), width: 50) == nil)
    }

    @Test func rowsAreFoundByPosition() {
        #expect(layout.indexPathForRow(at: 50) == nil, "the table header")
        #expect(layout.indexPathForRow(at: 110) == nil, "the section header")
        #expect(layout.indexPathForRow(at: 120) == IndexPath(row: 0, section: 0))
        #expect(layout.indexPathForRow(at: 149.9) == IndexPath(row: 1, section: 0))
        #expect(layout.indexPathForRow(at: 150) == IndexPath(row: 2, section: 0))
        #expect(layout.indexPathForRow(at: 182) == nil, "the footer")
        #expect(layout.indexPathForRow(at: 224) == IndexPath(row: 0, section: 1))
        #expect(layout.indexPathForRow(at: 500) == nil)
    }

    @Test func aBandListsTheRowsItOverlaps() {
        #expect(layout.indexPathsForRows(from: 0, to: 125) == [IndexPath(row: 0, section: 0)])
        #expect(
            layout.indexPathsForRows(from: 135, to: 200)
                == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        #expect(layout.indexPathsForRows(from: -50, to: 1000).count == 4, "the zero-height row is not shown")
        #expect(layout.indexPathsForRows(from: 300, to: 400).isEmpty)
    }

    @Test func badHeightsCountAsZero() {
        let odd = TableLayout(headerHeights: [-5], footerHeights: [.nan], rowHeights: [[-1, .infinity, 10]])
        #expect(odd.contentHeight == 10)
        #expect(odd.indexPathForRow(at: 5) == IndexPath(row: 2, section: 0))
    }

    @Test func aHundredThousandRowsAreSearchedNotScanned() {
        let big = TableLayout(
            headerHeights: [0], footerHeights: [0], rowHeights: [[CGFloat](repeating: 44, count: 100_000)])
        #expect(big.contentHeight == 4_400_000)
        #expect(big.indexPathForRow(at: 44 * 77_777 + 1) == IndexPath(row: 77_777, section: 0))
        #expect(big.indexPathsForRows(from: 44 * 500, to: 44 * 510).map(\.row) == Array(500..<510))
        #expect(big.sections[0].rowTops.isUniform, "rows of one height keep no array of tops")
    }

    @Test func rowsOfOneHeightKeepNoArrayUntilOneDiffers() {
        var tops = TableRowTops([24, 24, 24])
        #expect(tops.isUniform && tops.rowCount == 3 && tops.last == 72)
        #expect((0..<4).map { tops[$0] } == [0, 24, 48, 72])
        #expect(tops.lastRow(atOrAbove: 47.9) == 1 && tops.lastRow(atOrAbove: 48) == 2)
        #expect(tops.lastRow(atOrAbove: 500) == 2 && tops.lastRow(atOrAbove: -3) == 0)
        tops.append(10)
        #expect(!tops.isUniform && (0..<5).map { tops[$0] } == [0, 24, 48, 72, 82])
        var grown = TableLayout(headerHeights: [0], footerHeights: [0], rowHeights: [[30, 30, 30]])
        #expect(grown.setRowHeight(50, at: IndexPath(row: 1, section: 0)) == 20)
        #expect(!grown.sections[0].rowTops.isUniform)
        #expect(
            grown.rectForRow(at: IndexPath(row: 2, section: 0), width: 10)
                == CGRect(x: 0, y: 80, width: 10, height: 30))
        #expect(grown.indexPathForRow(at: 79) == IndexPath(row: 1, section: 0))
    }

    @Test func aUniformSearchLandsOnTheRowEvenWhereDivisionRoundsOff() {
        let height: CGFloat = 0.1
        let tops = TableRowTops(repeatElement(height, count: 1000))
        for row in 0..<1000 {
            #expect(tops.lastRow(atOrAbove: tops[row]) == row)
        }
    }
}

/// The index arithmetic of table updates: deletions and reloads in the old index space,
/// insertions in the new, moves from old to new; and UIKit's messages for updates that do not fit.
@MainActor
@Suite struct TableUpdateMapTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletionsAndInsertionsUseTheirOwnIndexSpaces() throws {
        var update = TableUpdate()
        update.deletes = [path(0, 1), path(0, 3)]
        update.inserts = [path(0, 0)]
        let map = try TableUpdateMap(update, oldCounts: [5], newCounts: [4], call: "performBatchUpdates(_:completion:)")
        #expect(map.newIndexPath(for: path(0, 0)) == path(0, 1))
        #expect(map.newIndexPath(for: path(0, 1)) == nil)
        #expect(map.newIndexPath(for: path(0, 2)) == path(0, 2))
        #expect(map.newIndexPath(for: path(0, 3)) == nil)
        #expect(map.newIndexPath(for: path(0, 4)) == path(0, 3))
    }

    @Test func reloadsKeepTheirPlace() throws {
        var update = TableUpdate()
        update.reloads = [path(0, 1)]
        update.deletes = [path(0, 0)]
        let map = try TableUpdateMap(update, oldCounts: [3], newCounts: [2], call: "c")
        #expect(map.newIndexPath(for: path(0, 1)) == path(0, 0) && map.reloaded == [path(0, 1)])
        #expect(map.newIndexPath(for: path(0, 2)) == path(0, 1))
    }

    @Test func movesWithinAndAcrossSections() throws {
        var within = TableUpdate()
        within.moves = [.init(from: path(0, 0), to: path(0, 3))]
        let map = try TableUpdateMap(within, oldCounts: [4], newCounts: [4], call: "moveRow(at:to:)")
        #expect((0..<4).map { map.newIndexPath(for: path(0, $0)) } == [path(0, 3), path(0, 0), path(0, 1), path(0, 2)])
        var across = TableUpdate()
        across.moves = [.init(from: path(0, 0), to: path(1, 0))]
        let crossing = try TableUpdateMap(across, oldCounts: [2, 2], newCounts: [1, 3], call: "moveRow(at:to:)")
        #expect(crossing.newIndexPath(for: path(0, 1)) == path(0, 0))
        #expect(crossing.newIndexPath(for: path(1, 0)) == path(1, 1))
        #expect(crossing.newIndexPath(for: path(1, 1)) == path(1, 2))
        #expect(crossing.newIndexPath(for: path(0, 0)) == path(1, 0))
    }

    @Test func aCountThatDoesNotAddUpGetsUIKitsText() {
        var update = TableUpdate()
        update.inserts = [path(0, 0)]
        #expect(throws: TableUpdateError.self) {
            _ = try TableUpdateMap(update, oldCounts: [3], newCounts: [3], call: "insertRows(at:with:)")
        }
        do {
            _ = try TableUpdateMap(update, oldCounts: [3], newCounts: [3], call: "insertRows(at:with:)")
        } catch {
            #expect(
                error.reason
                    == "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                    + "existing section after the update (3) must be equal to the number of rows contained in that "
                    + "section before the update (3), plus or minus the number of rows inserted or deleted from "
                    + "that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out "
                    + "of that section (0 moved in, 0 moved out).")
            #expect(error.description.hasPrefix("UITableView.insertRows(at:with:): Invalid update:"))
        }
    }

    @Test func rowsOutsideTheTableAreNamed() {
        func reason(_ update: TableUpdate, old: [Int], new: [Int]) -> String? {
            do {
                _ = try TableUpdateMap(update, oldCounts: old, newCounts: new, call: "c")
                return nil
            } catch {
                return error.reason
            }
        }
        var delete = TableUpdate()
        delete.deletes = [path(0, 5)]
        #expect(
            reason(delete, old: [3], new: [2])
                == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        var insert = TableUpdate()
        insert.inserts = [path(0, 7)]
        #expect(
            reason(insert, old: [3], new: [4])
                == "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update")
        var section = TableUpdate()
        section.deletes = [path(2, 0)]
        #expect(
            reason(section, old: [3], new: [2])
                == "attempt to delete row 0 from section 2, but there are only 1 sections before the update")
        var both = TableUpdate()
        both.deletes = [path(0, 1)]
        both.reloads = [path(0, 1)]
        #expect(
            reason(both, old: [3], new: [2]) == "attempt to delete and reload the same index path (section 0, row 1)")
        #expect(
            reason(TableUpdate(), old: [1], new: [1, 1])?.hasPrefix("Invalid update: invalid number of sections.")
                == true)
    }
}

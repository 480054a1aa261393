import Foundation
import Testing

@testable import Windowing

/// UITableView without a window: reuse, queries, updates, selection and bad input.
@MainActor
@Suite struct TableViewTests {
    @Test func onlyTheRowsInSightHaveCellsAndCellsAreReused() {
        let model = TableModel(rows: 1000)
        let table = makeTable(model)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        #expect(model.visibleCellsMatch(table))
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            table.layoutIfNeeded()
            #expect(table.cellsAlive <= table.visibleCells.count + UITableView.reusePoolLimit)
        }
        #expect(model.visibleCellsMatch(table))
        #expect(model.distinctCells.count <= 16, "\(model.distinctCells.count) cells made")
        #expect(model.distinctCells.contains { ($0 as? CountingCell)?.reuses ?? 0 > 10 })
        let first = table.indexPathsForVisibleRows?.first
        #expect(first == IndexPath(row: 440, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let cell = table.cellForRow(at: IndexPath(row: 441, section: 0))
        #expect(cell?.textLabel?.text == "r441" && table.indexPath(for: cell!) == IndexPath(row: 441, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 44 * 445 + 2)) == IndexPath(row: 445, section: 0))
    }

    @Test func dequeueWithoutIndexPathReturnsNilForUnknownIdentifiers() {
        let table = makeTable(TableModel(rows: 3))
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        let made = table.dequeueReusableCell(withIdentifier: "cell")
        #expect(made is CountingCell && made?.reuseIdentifier == "cell")
        // A class that is not a cell is refused; the identifier stays unregistered.
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
    }

    @Test func heightsComeFromTheTableWithoutADelegate() {
        let model = TableModel(rows: 5)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44, "automaticDimension falls back to 44")
        table.estimatedRowHeight = 60
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        table.rowHeight = 30
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 30))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 5)
    }

    @Test func sectionsHaveTitledHeaders() {
        let model = TableModel([["a", "b"], ["c"]])
        model.titles = ["First", nil]
        let table = makeTable(model)
        #expect(table.rectForHeader(inSection: 0).height == 28)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 88))
        let header = table.headerView(forSection: 0) as? UITableViewHeaderFooterView
        #expect(header?.textLabel?.text == "First")
        let grouped = makeTable(model, style: .grouped)
        #expect(grouped.rectForHeader(inSection: 1).height == 18)
        #expect((grouped.headerView(forSection: 0) as? UITableViewHeaderFooterView)?.textLabel?.text == "FIRST")
    }

    @Test func updatesKeepSurvivingCellsAndMoveTheSelection() {
        let model = TableModel(rows: 20)
        let table = makeTable(model)
        let cellForRow3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.performBatchUpdates {
            model.sections[0].remove(at: 1)
            model.sections[0].insert("new", at: 0)
            model.sections[0].insert("new2", at: 0)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }
        table.layoutIfNeeded()
        #expect(table.lastUpdateError == nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cellForRow3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(cellForRow3?.isSelected == true)
        #expect(model.visibleCellsMatch(table))
    }

    @Test func aMoveKeepsTheCell() {
        let model = TableModel(rows: 8)
        let table = makeTable(model)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        model.sections[0].insert(model.sections[0].remove(at: 0), at: 5)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === cell)
        #expect(model.visibleCellsMatch(table))
        let asked = model.cellsAsked
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(model.cellsAsked == asked + 1, "only the reloaded row is asked again")
    }

    @Test func anUpdateThatDoesNotFitIsReportedAndReloads() {
        let model = TableModel(rows: 6)
        let table = makeTable(model)
        model.sections[0].append("extra")
        model.sections[0].append("extra2")
        table.insertRows(at: [IndexPath(row: 6, section: 0)], with: .automatic)
        #expect(
            table.lastUpdateError?.reason.hasPrefix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (8) must be equal to the number of rows contained in that section "
                    + "before the update (6), plus or minus the number of rows inserted or deleted from that section "
                    + "(1 inserted, 0 deleted)") == true)
        #expect(table.numberOfRows(inSection: 0) == 8)
        table.layoutIfNeeded()
        #expect(model.visibleCellsMatch(table) && table.visibleCells.count == 8)
        table.deleteRows(at: [IndexPath(row: 40, section: 0)], with: .automatic)
        #expect(
            table.lastUpdateError?.reason
                == "attempt to delete row 40 from section 0 which only contains 8 rows before the update")
    }

    @Test func aNegativeCountShowsNothing() {
        let model = TableModel(rows: 3)
        model.reportedCounts = [-4]
        let table = makeTable(model)
        #expect(table.numberOfRows(inSection: 0) == 0 && table.visibleCells.isEmpty)
    }

    @Test func scrollToRowPlacesTheRow() {
        let model = TableModel(rows: 100)
        let table = makeTable(model)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2244 - 440))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2222 - 220))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440), "never past the end")
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440))
    }

    @Test func selectionByKeyboardCallsTheDelegate() {
        let model = TableModel(rows: 30)
        let table = makeTable(model)
        func press(_ usage: UIKeyboardHIDUsage) {
            let press = UIPress()
            press.key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: usage)
            table.pressesBegan([press], with: nil)
            table.pressesEnded([press], with: nil)
        }
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(
            model.log == [
                "willSelect 0-0", "didSelect 0-0", "willSelect 0-1", "willDeselect 0-0", "didDeselect 0-0",
                "didSelect 0-1",
            ])
        press(.keyboardUpArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func cellStylesMakeTheirLabels() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil && plain.textLabel != nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "s")
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.accessoryType = .disclosureIndicator
        subtitle.layoutIfNeeded()
        let title = subtitle.textLabel!.frame
        let detail = subtitle.detailTextLabel!.frame
        #expect(title.minX == 16 && detail.minY >= title.maxY)
        #expect(subtitle.contentView.frame.width < 320, "room for the accessory")
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Name"
        value1.detailTextLabel?.text = "Value"
        value1.layoutIfNeeded()
        #expect(value1.detailTextLabel!.frame.maxX == 304)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        value1.accessoryView = custom
        value1.layoutIfNeeded()
        #expect(custom.superview === value1 && custom.frame == CGRect(x: 274, y: 12, width: 30, height: 20))
        value1.setSelected(true, animated: false)
        #expect(value1.selectedBackgroundView?.superview === value1)
        value1.prepareForReuse()
        #expect(!value1.isSelected && value1.selectedBackgroundView?.superview == nil)
    }
}

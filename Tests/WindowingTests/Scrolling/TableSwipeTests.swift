import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Swipe actions and reordering by the pointer, in a headless window (rows are 44 points
    /// tall, the table 320 wide at the window's top-left).
    @Suite @MainActor struct TableSwipe {
        @Test func aLeftwardDragRevealsDeleteAndTappingItCommits() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 4))
            let table = fixture.controller.table
            let model = fixture.controller.model
            fixture.drag([(250, 66), (240, 66), (200, 66), (150, 66)])
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let actions = try #require(cell.actionsView)
            #expect(model.log == ["willBeginEditing 1"])
            #expect(table.isEditing && cell.editingControl == nil, "swipe editing shows no controls")
            let width = actions.totalWidth
            #expect(
                actions.frame == CGRect(x: 320 - width, y: 0, width: width, height: 44), "open at the buttons' width")
            #expect(cell.contentView.frame.minX == -width)
            #expect(table.indexPathsForSelectedRows == nil)
            fixture.tap(300, 66, at: 11)
            #expect(model.log == ["willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
            #expect(model.rows == ["r0", "r2", "r3"] && !table.isEditing)
        }

        @Test func aShortDragSpringsBackAndATapElsewhereCloses() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 4))
            let table = fixture.controller.table
            let model = fixture.controller.model
            fixture.drag([(250, 22), (230, 22), (220, 22)])
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.actionsView == nil)
            #expect(model.log == ["willBeginEditing 0", "didEndEditing 0"])
            fixture.drag([(250, 22), (200, 22), (150, 22)], startingAt: 12)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.actionsView != nil)
            fixture.tap(100, 110, at: 13)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.actionsView == nil)
            #expect(table.indexPathsForSelectedRows == nil, "the closing tap selects nothing")
            #expect(model.log.suffix(2) == ["willBeginEditing 0", "didEndEditing 0"])
            #expect(model.rows.count == 4 && !table.isEditing)
        }

        @Test func theDelegatesContextualActionsRunTheirHandlers() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 3))
            let table = fixture.controller.table
            let model = fixture.controller.model
            var ran: [String] = []
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("\(action.title ?? "") in \(type(of: view))")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(false) }
            model.leadingActions = UISwipeActionsConfiguration(actions: [flag, pin])
            model.leadingActions?.performsFirstActionWithFullSwipe = false
            fixture.drag([(50, 22), (70, 22), (150, 22), (250, 22)])
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let actions = try #require(cell.actionsView)
            #expect(actions.frame == CGRect(x: 0, y: 0, width: 148, height: 44), "the leading edge, not past it")
            #expect(actions.buttons.map(\.frame.minX) == [0, 74], "the first action outermost")
            #expect(actions.buttons[0].backgroundColor == .systemOrange && pin.backgroundColor == .systemGray)
            fixture.tap(30, 22, at: 11)
            #expect(ran == ["Flag in UIButton"])
            #expect(cell.actionsView == nil && model.log == ["willBeginEditing 0", "didEndEditing 0"])
        }

        @Test func aFullSwipePerformsTheFirstAction() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 3))
            let model = fixture.controller.model
            fixture.drag([(300, 22), (280, 22), (150, 22), (40, 22)])
            #expect(model.log == ["willBeginEditing 0", "commit delete 0", "didEndEditing 0"])
        }

        @Test func aSwipeOnATableViewControllerTurnsItsEditButtonToDone() throws {
            let controller = SwipeListController(style: .plain)
            let fixture = try HeadlessWindow(showing: controller)
            let button = controller.editButtonItem
            fixture.drag([(250, 22), (200, 22), (150, 22)])
            #expect(controller.isEditing && button.title == "Done")
            #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.editingControl == nil)
            button.performAction(from: nil)
            #expect(!controller.isEditing && !controller.tableView.isEditing && button.title == "Edit")
            #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.actionsView == nil)
        }

        @Test func draggingTheReorderControlMovesTheRowLiveAndCallsMoveOnce() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 5))
            let table = fixture.controller.table
            let model = fixture.controller.model
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            model.log.removeAll()
            let moving = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            fixture.drag([(300, 22), (300, 60), (300, 110)], release: false)
            #expect(moving.frame.minY == 88, "the row follows the pointer")
            #expect(second.frame.minY == 0, "the rows it passed make room")
            #expect(model.log.isEmpty)
            fixture.up(300, 110, at: 11)
            #expect(model.log == ["move 0 to 2"])
            #expect(model.rows == ["r1", "r2", "r0", "r3", "r4"])
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving && moving.frame.minY == 88)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        }

        @Test func scrollingClosesTheActions() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 30))
            let table = fixture.controller.table
            let model = fixture.controller.model
            fixture.drag([(250, 22), (200, 22), (150, 22)])
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.actionsView != nil)
            fixture.wheel(deltaY: 1, at: 100, 200, time: 11)
            table.layoutIfNeeded()
            #expect(model.log == ["willBeginEditing 0", "didEndEditing 0"] && !table.isEditing)
            #expect(table.visibleCells.allSatisfy { $0.actionsView == nil && $0.contentView.frame.minX == 0 })
        }

        @Test func reloadingClosesTheActions() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 4))
            let table = fixture.controller.table
            let model = fixture.controller.model
            fixture.drag([(250, 22), (200, 22), (150, 22)])
            table.reloadData()
            table.layoutIfNeeded()
            #expect(model.log == ["willBeginEditing 0", "didEndEditing 0"] && !table.isEditing)
            #expect(table.visibleCells.allSatisfy { $0.actionsView == nil })
        }

        @Test func inEditingModeAClickSelectsOnlyWhenSelectionDuringEditingIsAllowed() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 4))
            let table = fixture.controller.table
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            fixture.tap(150, 66, at: 10)
            #expect(table.indexPathsForSelectedRows == nil)
            table.allowsSelectionDuringEditing = true
            fixture.tap(150, 66, at: 11)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        }

        @Test func theEditingControlsDrawUIKitsColours() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 3))
            let table = fixture.controller.table
            fixture.controller.model.styles[1] = .insert
            table.setEditing(true, animated: false)
            fixture.test.app.runUntilIdle()
            let scale = Int(UIApplication.current?.scale ?? 1)
            func at(_ x: Int, _ y: Int) throws -> UInt32 { try #require(fixture.test.pixel(x * scale, y * scale)) }
            // Row 0: a red circle with a white minus; row 1: green with a white plus.
            let red = try at(19, 15)
            #expect(pixel(red, isClose: pixelValue(.systemRed), tolerance: 8), "\(hex(red))")
            #expect(pixel(try at(14, 22), isClose: pixelValue(.white), tolerance: 8))
            #expect(pixel(try at(13, 44 + 15), isClose: pixelValue(.systemGreen), tolerance: 8))
            #expect(pixel(try at(19, 44 + 16), isClose: pixelValue(.white), tolerance: 8))
            // The reorder control's middle line, grey, at the trailing edge.
            #expect(pixel(try at(301, 21), isClose: pixelValue(.systemGray2), tolerance: 8))
            // The minus of row 2 uncovers the red Delete button.
            try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingControl)
                .sendActions(for: .touchUpInside)
            fixture.test.app.runUntilIdle()
            #expect(pixel(try at(316, 88 + 5), isClose: pixelValue(.systemRed), tolerance: 8))
        }

        @Test func theDelegateRetargetsAMove() throws {
            let fixture = try HeadlessWindow(showing: EditingTableController(rows: 5))
            let table = fixture.controller.table
            let model = fixture.controller.model
            model.redirect[IndexPath(row: 3, section: 0)] = IndexPath(row: 2, section: 0)
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            model.log.removeAll()
            fixture.drag([(300, 22), (300, 80), (300, 154)])
            #expect(model.log == ["move 0 to 2"])
        }
    }
}

/// A table view controller over three rows that implements commit, as a list tutorial does.
final class SwipeListController: UITableViewController {
    var rows = ["a", "b", "c"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

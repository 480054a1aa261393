import Foundation
import Testing

@testable import Windowing

/// A controller that logs its setEditing calls.
final class EditingLogController: UIViewController {
    var calls: [Bool] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        calls.append(editing)
        super.setEditing(editing, animated: animated)
    }
}

@MainActor
@Suite struct TableEditingTests {
    // MARK: - UIViewController

    @Test func theEditButtonFollowsIsEditingAndTogglesThroughSetEditing() {
        let controller = EditingLogController()
        #expect(!controller.isEditing)
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem, "one item per controller")
        #expect(button.title == "Edit" && button.style == .plain)
        button.performAction(from: nil)
        #expect(controller.calls == [true] && controller.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        button.performAction(from: nil)
        #expect(controller.calls == [true, false] && !controller.isEditing)
        #expect(button.title == "Edit" && button.style == .plain)
        controller.isEditing = true
        #expect(controller.calls == [true, false, true] && button.title == "Done")
    }

    @Test func aTableViewControllerPutsItsTableInEditingMode() {
        let early = UITableViewController(style: .plain)
        early.isEditing = true
        #expect(!early.isViewLoaded, "setting isEditing does not load the view")
        early.loadViewIfNeeded()
        #expect(early.tableView.isEditing, "the table starts in the controller's state")
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.editButtonItem.performAction(from: nil)
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.setEditing(false, animated: false)
        #expect(!controller.tableView.isEditing)
    }

    // MARK: - Editing mode

    @Test func setEditingPutsEveryVisibleCellInEditingModeWithItsControl() throws {
        let model = EditingModel(rows: 3)
        model.styles[2] = .insert
        let table = makeEditingTable(model)
        #expect(!table.isEditing && table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        table.setEditing(true, animated: true)
        table.layoutIfNeeded()
        let cells = try (0..<3).map {
            try #require(table.cellForRow(at: IndexPath(row: $0, section: 0)) as? EditingLogCell)
        }
        #expect(cells.map(\.calls) == [[true], [true], [true]])
        #expect(cells.map(\.editingStyle) == [.delete, .delete, .insert])
        // The model implements moveRowAt: the table found out by moving the first row to its place.
        #expect(model.log == ["move 0 to 0"])
        // The content indents by the control's 38-point strip, and leaves the reorder control's.
        #expect(cells[0].contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 44))
        #expect(cells[0].editingControl?.frame == CGRect(x: 0, y: 0, width: 38, height: 44))
        #expect(cells[0].editingControl?.superview === cells[0])
        #expect(cells[0].actionsView == nil, "no Delete confirmation before the minus is tapped")
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(cells.map(\.calls) == [[true, false], [true, false], [true, false]])
        #expect(cells[0].contentView.frame.minX == 0 && cells[0].editingControl?.superview == nil)
    }

    @Test func theMinusShowsDeleteAtTheTrailingEdgeAndDeleteCommits() throws {
        let model = EditingModel(rows: 3)
        let table = makeEditingTable(model)
        table.setEditing(true, animated: false)
        model.log.removeAll()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        let actions = try #require(cell.actionsView)
        #expect(model.log.isEmpty, "the minus only asks for confirmation")
        #expect(actions.buttons.map { $0.title(for: .normal) } == ["Delete"])
        // "Delete" with 15 points either side, at least 74, flush with the trailing edge.
        let width = actions.totalWidth
        #expect(width >= 74 && actions.frame == CGRect(x: 320 - width, y: 0, width: width, height: 44))
        #expect(actions.buttons[0].frame == actions.bounds)
        #expect(actions.buttons[0].backgroundColor == .systemRed)
        #expect(cell.contentView.frame.minX == 38 - width, "the content slides aside")
        actions.buttons[0].sendActions(for: .touchUpInside)
        #expect(model.log == ["commit delete 1"])
        #expect(model.rows == ["r0", "r2"] && table.numberOfRows(inSection: 0) == 2)
        #expect(table.isEditing, "deleting keeps editing mode")
    }

    @Test func cellsHearTheirTransitionsAroundEditingAndTheConfirmation() throws {
        let model = EditingModel(rows: 2)
        let table = makeEditingTable(model)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? EditingLogCell)
        table.setEditing(true, animated: true)
        #expect(cell.transitions == ["will 1", "did 1"])
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        #expect(cell.transitions.suffix(2) == ["will 3", "did 3"])
        table.setEditing(false, animated: true)
        #expect(cell.transitions.suffix(4) == ["will 1", "did 1", "will 0", "did 0"])
    }

    @Test func theDeleteTitleComesFromTheDelegate() throws {
        let model = EditingModel(rows: 2)
        model.deleteTitle = "Remove from the list"
        let table = makeEditingTable(model)
        table.setEditing(true, animated: false)
        model.log.removeAll()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        let actions = try #require(cell.actionsView)
        #expect(actions.buttons.map { $0.title(for: .normal) } == ["Remove from the list"])
        #expect(actions.frame.maxX == 320 && actions.frame.width > 74)
        // A second tap on the minus takes the confirmation away.
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        #expect(cell.actionsView == nil && model.log.isEmpty)
    }

    @Test func thePlusCommitsAnInsertion() throws {
        let model = EditingModel(rows: 2)
        model.styles[0] = .insert
        let table = makeEditingTable(model)
        table.setEditing(true, animated: false)
        model.log.removeAll()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        #expect(model.log == ["commit insert 0"])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func aDataSourceWithoutCommitStopsBeingOfferedDelete() throws {
        let model = TableModel(rows: 3)
        let table = makeTable(model)
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.editingStyle == .delete)
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        try #require(cell.actionsView).buttons[0].sendActions(for: .touchUpInside)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.allSatisfy { $0.editingStyle == .none })
        #expect(table.swipeActions(for: IndexPath(row: 1, section: 0), trailing: true) == nil)
    }

    @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        cell.editingAccessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.accessoryHost.type == .checkmark)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.accessoryHost.type == .disclosureIndicator && !cell.accessoryHost.isHidden)
        #expect(abs(cell.accessoryHost.frame.maxX - (320 - 16)) < 0.001)
    }

    @Test func rowsTheDataSourceCanMoveShowTheReorderControlAtTheTrailingEdge() throws {
        let model = EditingModel(rows: 3)
        let table = makeEditingTable(model)
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.showsReorderControl)
        #expect(cell.reorderControl?.frame == CGRect(x: 282, y: 0, width: 38, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 44))
        // A data source without moveRowAt gets no reorder controls.
        let plain = makeTable(TableModel(rows: 2))
        plain.setEditing(true, animated: false)
        #expect(plain.visibleCells.allSatisfy { !$0.showsReorderControl && $0.reorderControl?.superview == nil })
    }

    // MARK: - Storyboard

    @Test func aStoryboardTableCanStartInEditingMode() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tVc-00-001">
                <scenes>
                    <scene sceneID="sCn-00-001">
                        <objects>
                            <tableViewController id="tVc-00-001" sceneMemberID="viewController">
                                <tableView key="view" dataMode="prototypes" style="plain" editing="YES" \
            allowsSelectionDuringEditing="YES" allowsMultipleSelectionDuringEditing="YES" id="tVw-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let model = try IBFileLoader.compile(
            Data(xml.utf8), kind: .storyboard, file: "Editing.storyboard", registry: StoryboardFixtures.registry)
        let storyboard = UIStoryboard(model: model, name: "Editing", bundle: StoryboardFixtures.bundle)
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.isEditing && table.allowsSelectionDuringEditing && table.allowsMultipleSelectionDuringEditing)
    }

    // MARK: - Sections

    @Test func sectionUpdatesGoThroughTheBatchAndAreChecked() {
        let model = TableModel([["a"], ["b", "c"]])
        let table = makeTable(model)
        model.sections.insert(["x", "y", "z"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.lastUpdateError == nil)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 3)
        table.layoutIfNeeded()
        #expect(model.visibleCellsMatch(table))
        model.sections.remove(at: 0)
        table.performBatchUpdates {
            table.deleteSections(IndexSet(integer: 0), with: .fade)
        }
        #expect(table.lastUpdateError == nil && table.numberOfSections == 2)
        table.layoutIfNeeded()
        #expect(model.visibleCellsMatch(table))
        model.sections.swapAt(0, 1)
        table.moveSection(0, toSection: 1)
        table.layoutIfNeeded()
        #expect(table.lastUpdateError == nil && model.visibleCellsMatch(table))
        model.sections[0] = ["q"]
        table.reloadSections(IndexSet(integer: 0), with: .none)
        table.layoutIfNeeded()
        #expect(table.lastUpdateError == nil && model.visibleCellsMatch(table))
        // Inserting a section the data source does not have is UIKit's exception.
        table.beginUpdates()
        table.insertSections(IndexSet(integer: 2), with: .automatic)
        table.endUpdates()
        #expect(
            table.lastUpdateError?.reason
                == "attempt to insert section 2 but there are only 2 sections after the update")
        #expect(table.numberOfSections == 2, "the failed update reloaded the data")
        model.sections.append(["new"])
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(
            table.lastUpdateError?.reason
                == "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (3) must be equal to the number of sections contained in the table view before "
                + "the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }
}

/// A diffable data source subclass that turns editing on, as UIKit apps write one.
final class EditableDiffableSource: UITableViewDiffableDataSource<Int, String> {
    var committed: [IndexPath] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append(indexPath)
    }
}

@MainActor
@Suite struct TableDiffableEditingTests {
    private func table(_ make: (UITableView) -> UITableViewDiffableDataSource<Int, String>) -> (
        UITableView, UITableViewDiffableDataSource<Int, String>
    ) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.frameSource = ManualScrollFrameSource()
        table.rowHeight = 44
        let source = make(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func aDiffableDataSourceEditsNothingUnlessASubclassSaysSo() throws {
        let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        let (plain, _) = table { UITableViewDiffableDataSource(tableView: $0, cellProvider: provider) }
        plain.setEditing(true, animated: false)
        #expect(plain.visibleCells.allSatisfy { $0.editingStyle == .none && !$0.showsReorderControl })
        #expect(plain.swipeActions(for: IndexPath(row: 0, section: 0), trailing: true) == nil)
        let (editable, source) = table { EditableDiffableSource(tableView: $0, cellProvider: provider) }
        editable.setEditing(true, animated: false)
        let cell = try #require(editable.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.editingStyle == .delete && !cell.showsReorderControl)
        try #require(cell.editingControl).sendActions(for: .touchUpInside)
        try #require(cell.actionsView).buttons[0].sendActions(for: .touchUpInside)
        #expect((source as? EditableDiffableSource)?.committed == [IndexPath(row: 1, section: 0)])
    }
}

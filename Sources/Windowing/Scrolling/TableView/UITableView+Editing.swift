import Foundation

/// Whether a table is editing: not, every row (`setEditing`), or one swiped row ("swipe to
/// delete", which UIKit also counts as editing but shows no controls in).
enum TableEditingMode: Equatable {
    case none
    case all
    case swipe(IndexPath)
}

/// What the table learnt about its data source's editing methods (TableEditingDefaults); it is
/// forgotten when the data source changes.
struct TableEditingSupport {
    var source: ObjectIdentifier?
    /// The data source's `tableView(_:commit:forRowAt:)` turned out to be the default.
    var lacksCommit = false
    /// Whether the data source implements `tableView(_:moveRowAt:to:)`; nil until asked.
    var implementsMove: Bool?
}

/// The actions shown on one row: a swipe's, or the Delete confirmation in editing mode.
struct RevealedActions {
    let path: IndexPath
    weak var cell: UITableViewCell?
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    /// The content offset when they were shown: scrolling away closes them, as in UIKit.
    let offsetY: CGFloat
}

// Editing mode, in UIKit's order: setEditing sets every visible cell's editing state (and each
// new cell's as it comes into sight), asking the data source which rows can be edited and moved
// and the delegate for each row's editing style and indentation. A tap on a minus shows the
// row's Delete confirmation; a tap on Delete or on a plus commits through the data source.
extension UITableView {
    var tableDelegateForEditing: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Whether a click may select now: in editing mode the editing properties decide.
    var selectionAllowedNow: Bool {
        switch editingMode {
        case .none: allowsSelection || allowsMultipleSelection
        case .all: allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
        case .swipe: false
        }
    }

    var multipleSelectionNow: Bool {
        editingMode == .all ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func changeEditing(_ editing: Bool, animated: Bool) {
        switch (editingMode, editing) {
        case (.none, false), (.all, true):
            return
        case (.swipe, true):
            // UITableViewController enters editing from willBeginEditingRowAt; the swiped row
            // keeps its actions and no controls appear, as in UIKit's swipe to delete.
            return
        case (.swipe, false):
            hideRevealedActions()
            return
        default:
            break
        }
        hideRevealedActions()
        editingMode = editing ? .all : .none
        for path in visibleCellsByPath.keys.sorted() {
            guard let cell = visibleCellsByPath[path] else { continue }
            configureEditing(cell, at: path, animated: animated)
        }
        setNeedsLayout()
    }

    /// Gives a cell its row's editing state; the table calls it as cells come into sight and when
    /// editing mode changes.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        let editing = editingMode == .all
        var style = UITableViewCell.EditingStyle.none
        var indents = false
        var movable = false
        if editing {
            if canEditRow(at: path) {
                style = editingStyleForRow(at: path)
                indents = shouldIndentRow(at: path)
            }
            movable = canMoveRow(at: path)
        }
        cell.editingStyleStorage = style
        cell.tableIndentsWhileEditing = indents
        if cell.showsReorderControl != movable { cell.showsReorderControl = movable }
        if cell.isEditingStorage != editing {
            cell.setEditing(editing, animated: animated)
        } else {
            cell.editingPresentationChanged()
        }
    }

    /// The data source's answer, for the current data source.
    private var support: TableEditingSupport {
        get {
            let source = dataSource.map(ObjectIdentifier.init)
            return editingSupport.source == source ? editingSupport : TableEditingSupport(source: source)
        }
        set { editingSupport = newValue }
    }

    func canEditRow(at path: IndexPath) -> Bool {
        guard let dataSource else { return false }
        return Trace.callOptional(dataSource, "tableView(_:canEditRowAt:)") {
            dataSource.tableView(self, canEditRowAt: path)
        }
    }

    func editingStyleForRow(at path: IndexPath) -> UITableViewCell.EditingStyle {
        // A data source found not to commit gets no controls that would do nothing.
        guard !support.lacksCommit else { return .none }
        guard let delegate = tableDelegateForEditing else { return .delete }
        return Trace.callOptional(delegate, "tableView(_:editingStyleForRowAt:)") {
            delegate.tableView(self, editingStyleForRowAt: path)
        }
    }

    private func shouldIndentRow(at path: IndexPath) -> Bool {
        guard let delegate = tableDelegateForEditing else { return true }
        return Trace.callOptional(delegate, "tableView(_:shouldIndentWhileEditingRowAt:)") {
            delegate.tableView(self, shouldIndentWhileEditingRowAt: path)
        }
    }

    /// Whether `path` shows the reorder control: the data source implements `moveRowAt` and
    /// allows this row.
    func canMoveRow(at path: IndexPath) -> Bool {
        guard let dataSource, implementsMoveRow(probing: path) else { return false }
        return Trace.callOptional(dataSource, "tableView(_:canMoveRowAt:)") {
            dataSource.tableView(self, canMoveRowAt: path)
        }
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`. Swift cannot ask, so the
    /// first time the table calls it with the row where it is, as UIKit does for a row dropped
    /// where it was; a model that moves an element to its own place is unchanged.
    private func implementsMoveRow(probing path: IndexPath) -> Bool {
        if let known = support.implementsMove { return known }
        guard let dataSource else { return false }
        let lacks = TableEditingDefaults.ranDefault {
            Trace.callOptional(dataSource, "tableView(_:moveRowAt:to:)") {
                dataSource.tableView(self, moveRowAt: path, to: path)
            }
        }
        var learnt = support
        learnt.implementsMove = !lacks
        support = learnt
        return !lacks
    }

    /// Calls the data source's commit; if it turns out not to be implemented, the table stops
    /// offering Delete and insert controls.
    func commitEditing(_ style: UITableViewCell.EditingStyle, forRowAt path: IndexPath) {
        guard let dataSource else { return }
        let lacks = TableEditingDefaults.ranDefault {
            Trace.callOptional(dataSource, "tableView(_:commit:forRowAt:)") {
                dataSource.tableView(self, commit: style, forRowAt: path)
            }
        }
        guard lacks else { return }
        var learnt = support
        learnt.lacksCommit = true
        support = learnt
        Diagnostics.warning(
            "UITableView: \(type(of: dataSource)) does not implement tableView(_:commit:forRowAt:), so the "
                + "\(style == .insert ? "insert control" : "Delete button") did nothing; the table no longer offers "
                + "it. Hint: implement tableView(_:commit:forRowAt:) to change the model and call "
                + "deleteRows(at:with:) or insertRows(at:with:).")
        for (path, cell) in visibleCellsByPath { configureEditing(cell, at: path, animated: false) }
    }

    // MARK: - The editing control and the Delete confirmation

    func editingControlTapped(in cell: UITableViewCell) {
        guard editingMode == .all, let path = indexPath(for: cell) else { return }
        switch cell.editingStyleStorage {
        case .insert:
            hideRevealedActions()
            commitEditing(.insert, forRowAt: path)
        case .delete:
            if revealedActions?.cell === cell {
                hideRevealedActions()
            } else {
                hideRevealedActions()
                let configuration = UISwipeActionsConfiguration(actions: [deleteAction(for: path)])
                reveal(configuration, trailing: true, on: cell, at: path)
                cell.swipeOffset = cell.actionsView?.totalWidth ?? 0
                cell.layoutIfNeeded()
            }
        case .none:
            break
        }
    }

    /// UIKit's Delete button: red, titled by the delegate (`titleForDeleteConfirmationButtonForRowAt`)
    /// or "Delete"; it commits the deletion.
    func deleteAction(for path: IndexPath) -> UIContextualAction {
        var title: String?
        if let delegate = tableDelegateForEditing {
            title = Trace.callOptional(delegate, "tableView(_:titleForDeleteConfirmationButtonForRowAt:)") {
                delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: path)
            }
        }
        return UIContextualAction(style: .destructive, title: title ?? "Delete") { [weak self] _, _, completion in
            self?.commitEditing(.delete, forRowAt: path)
            completion(true)
        }
    }

    /// Puts `configuration`'s buttons in `cell`, ready to be uncovered.
    func reveal(
        _ configuration: UISwipeActionsConfiguration, trailing: Bool, on cell: UITableViewCell, at path: IndexPath
    ) {
        revealedActions = RevealedActions(
            path: path, cell: cell, configuration: configuration, trailing: trailing, offsetY: contentOffset.y)
        cell.prepareActions(configuration.actions, trailing: trailing) { [weak self, weak cell] action in
            guard let self, let cell else { return }
            self.perform(action, in: cell)
        }
    }

    /// Runs an action's handler; its completion closes the row's actions.
    func perform(_ action: UIContextualAction, in cell: UITableViewCell) {
        let buttons = cell.actionsView?.buttons ?? []
        let index = cell.actionsView?.actions.firstIndex { $0 === action }
        let view: UIView = index.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil } ?? cell
        action.handler(action, view) { [weak self] _ in self?.hideRevealedActions() }
    }

    /// Closes the shown actions; a swipe's end leaves editing mode and tells the delegate.
    func hideRevealedActions() {
        if let shown = revealedActions {
            revealedActions = nil
            shown.cell?.removeActions()
        }
        guard case .swipe(let path) = editingMode else { return }
        editingMode = .none
        if let delegate = tableDelegateForEditing {
            Trace.callOptional(delegate, "tableView(_:didEndEditingRowAt:)") {
                delegate.tableView(self, didEndEditingRowAt: path)
            }
        }
    }
}

import Foundation

/// A press that may become a swipe across a row.
struct SwipeTracking {
    let path: IndexPath
    let start: CGPoint
    /// Set once the drag went sideways far enough: the row follows the pointer.
    var trailing: Bool?
}

// Swipe actions outside editing mode: a sideways drag on a row (the pointer's drag, which the
// table's vertical scrolling leaves alone) slides the row aside to uncover its actions, the
// delegate's (`trailingSwipeActionsConfigurationForRowAt`, `leadingSwipeActionsConfigurationForRowAt`)
// or, on the trailing side, UIKit's Delete for rows the data source can delete. Released past
// half the buttons' width the actions stay open; a swipe across most of the row performs the
// first action. Any other press on the table closes them, and selects nothing.
// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
extension UITableView {
    /// Handles a press for editing (closing actions, starting a reorder, noting a possible
    /// swipe); true if the press is used up.
    func editingTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard scrollBarTrack == nil, let touch = touches.first else { return false }
        if revealedActions != nil {
            hideRevealedActions()
            return true
        }
        if reorderTouchBegan(touch) { return true }
        let point = touch.location(in: self)
        if editingMode == .none, let path = indexPathForRow(at: point) {
            swipeTracking = SwipeTracking(path: path, start: point)
        }
        return false
    }

    func editingTouchMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        if reorderDrag != nil {
            reorderTouchMoved(touch)
            return
        }
        guard var tracking = swipeTracking else { return }
        let point = touch.location(in: self)
        let moved = CGPoint(x: point.x - tracking.start.x, y: point.y - tracking.start.y)
        if tracking.trailing == nil {
            guard abs(moved.x) >= SwipeGeometry.threshold, abs(moved.x) > abs(moved.y) else { return }
            let trailing = moved.x < 0
            guard let cell = visibleCellsByPath[tracking.path],
                let configuration = swipeActions(for: tracking.path, trailing: trailing)
            else {
                swipeTracking = nil
                return
            }
            tracking.trailing = trailing
            swipeTracking = tracking
            pressCancelled()
            beginSwipe(configuration, trailing: trailing, on: cell, at: tracking.path)
        }
        guard let trailing = tracking.trailing, let cell = revealedActions?.cell else { return }
        let limit = swipeLimit(for: cell)
        let distance = min(max(trailing ? -moved.x : moved.x, 0), limit)
        cell.swipeOffset = trailing ? distance : -distance
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    /// Ends a swipe or a reorder; true if the release is used up.
    func editingTouchEnded(_ touches: Set<UITouch>) -> Bool {
        if reorderDrag != nil, let touch = touches.first {
            reorderTouchEnded(touch)
            return true
        }
        guard let tracking = swipeTracking else { return false }
        swipeTracking = nil
        guard tracking.trailing != nil else { return false }
        guard let shown = revealedActions, let cell = shown.cell, let actions = cell.actionsView else { return true }
        let outcome = SwipeGeometry.outcome(
            distance: abs(cell.swipeOffset), buttons: actions.totalWidth, row: cell.bounds.width,
            fullSwipe: shown.configuration.performsFirstActionWithFullSwipe)
        switch outcome {
        case .performFirst:
            if let first = shown.configuration.actions.first { perform(first, in: cell) }
        case .open:
            cell.swipeOffset = shown.trailing ? actions.totalWidth : -actions.totalWidth
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        case .close:
            hideRevealedActions()
        }
        return true
    }

    func editingTouchCancelled() {
        if reorderDrag != nil { reorderTouchCancelled() }
        if let tracking = swipeTracking {
            swipeTracking = nil
            if tracking.trailing != nil { hideRevealedActions() }
        }
    }

    /// The actions a swipe on `path` uncovers on that side, if any. A row the data source does not
    /// let edit has none, whatever the delegate would give, as in UIKit.
    func swipeActions(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard canEditRow(at: path) else { return nil }
        if let delegate = tableDelegateForEditing {
            let configuration =
                trailing
                ? Trace.callOptional(delegate, "tableView(_:trailingSwipeActionsConfigurationForRowAt:)") {
                    delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
                }
                : Trace.callOptional(delegate, "tableView(_:leadingSwipeActionsConfigurationForRowAt:)") {
                    delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
                }
            if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        }
        guard trailing, editingStyleForRow(at: path) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(for: path)])
    }

    /// Enters swipe editing: the table is editing (so UITableViewController's edit button says
    /// Done) with no controls, and the delegate hears `willBeginEditingRowAt`.
    private func beginSwipe(
        _ configuration: UISwipeActionsConfiguration, trailing: Bool, on cell: UITableViewCell, at path: IndexPath
    ) {
        editingMode = .swipe(path)
        reveal(configuration, trailing: trailing, on: cell, at: path)
        if let delegate = tableDelegateForEditing {
            Trace.callOptional(delegate, "tableView(_:willBeginEditingRowAt:)") {
                delegate.tableView(self, willBeginEditingRowAt: path)
            }
        }
    }

    /// How far a row may slide (SwipeGeometry.limit).
    private func swipeLimit(for cell: UITableViewCell) -> CGFloat {
        SwipeGeometry.limit(
            buttons: cell.actionsView?.totalWidth ?? 0, row: cell.bounds.width,
            fullSwipe: revealedActions?.configuration.performsFirstActionWithFullSwipe == true)
    }
}

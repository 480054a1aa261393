import Foundation

/// A row being dragged by its reorder control.
struct ReorderDrag {
    let from: IndexPath
    var to: IndexPath
    let cell: UITableViewCell
    /// The pointer's distance below the cell's top when the drag began.
    let grab: CGFloat
    var pointerY: CGFloat
}

// Reordering in editing mode: a press on a row's reorder control drags the row; the other rows
// make room live as it passes them, at the place the delegate allows
// (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`), and on release the data source hears
// `tableView(_:moveRowAt:to:)` once, after which the table shows the rows in their new order.
// Unlike UIKit's, a drag at the table's top or bottom edge does not scroll it
// (DifferencesFromUIKit.md).
// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moveRowAt:to:)
extension UITableView {
    func reorderTouchBegan(_ touch: UITouch) -> Bool {
        guard editingMode == .all, let grip = touch.view as? TableReorderControl,
            let cell = grip.superview as? UITableViewCell, let path = indexPath(for: cell)
        else { return false }
        let y = touch.location(in: self).y
        reorderDrag = ReorderDrag(from: path, to: path, cell: cell, grab: y - cell.frame.minY, pointerY: y)
        bringSubviewToFront(cell)
        return true
    }

    func reorderTouchMoved(_ touch: UITouch) {
        guard var drag = reorderDrag else { return }
        drag.pointerY = touch.location(in: self).y
        if let proposed = proposedDestination(for: drag), proposed != drag.to {
            drag.to = targetDestination(from: drag.from, proposed: proposed) ?? drag.to
        }
        reorderDrag = drag
        layOutReorderDrag()
    }

    func reorderTouchEnded(_ touch: UITouch) {
        reorderTouchMoved(touch)
        guard let drag = reorderDrag else { return }
        reorderDrag = nil
        sendSubviewToBack(drag.cell)
        if let dataSource {
            Trace.callOptional(dataSource, "tableView(_:moveRowAt:to:)") {
                dataSource.tableView(self, moveRowAt: drag.from, to: drag.to)
            }
        }
        applyMove(from: drag.from, to: drag.to)
    }

    func reorderTouchCancelled() {
        reorderDrag = nil
        setNeedsLayout()
    }

    /// Places the rows while a row is dragged: the dragged one under the pointer, the others at
    /// the places they take if it is dropped at `to`.
    func layOutReorderDrag() {
        guard let drag = reorderDrag else { return }
        for (path, cell) in visibleCellsByPath where cell !== drag.cell {
            let shown = Self.pathAfterMove(path, from: drag.from, to: drag.to)
            if let rect = rowFrame(for: shown) { cell.frame.origin.y = rect.minY }
        }
        drag.cell.frame.origin.y = drag.pointerY - drag.grab
    }

    /// The row under the pointer, as the place the dragged row would take.
    private func proposedDestination(for drag: ReorderDrag) -> IndexPath? {
        guard let under = layout.indexPathForRow(at: drag.pointerY) else { return nil }
        return under
    }

    /// The delegate's choice for a proposed place, if it is a place the row can go.
    private func targetDestination(from: IndexPath, proposed: IndexPath) -> IndexPath? {
        var target = proposed
        if let delegate = tableDelegateForEditing {
            target = Trace.callOptional(delegate, "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)") {
                delegate.tableView(self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed)
            }
        }
        guard target.count == 2, rowCounts.indices.contains(target.section) else { return nil }
        let room = rowCounts[target.section] - (target.section == from.section ? 1 : 0)
        return target.row >= 0 && target.row <= room ? target : nil
    }

    /// Where the row at `path` is once the row at `from` moved to `to`.
    static func pathAfterMove(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var row = path.row
        if path.section == from.section && row > from.row { row -= 1 }
        if path.section == to.section && row >= to.row { row += 1 }
        return IndexPath(row: row, section: path.section)
    }

    /// Shows the data after a finished move: cells and selection at their new rows.
    private func applyMove(from: IndexPath, to: IndexPath) {
        var counts = rowCounts
        if from.section != to.section, counts.indices.contains(from.section), counts.indices.contains(to.section) {
            counts[from.section] -= 1
            counts[to.section] += 1
        }
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellsByPath { moved[Self.pathAfterMove(path, from: from, to: to)] = cell }
        visibleCellsByPath = moved
        selectedPaths = Set(selectedPaths.map { Self.pathAfterMove($0, from: from, to: to) })
        rebuildLayout(counts: counts)
        setNeedsLayout()
    }
}

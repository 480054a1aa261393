import Foundation

// Selection by click and keyboard, in UIKit's order: the row highlights while pressed
// (shouldHighlightRowAt), and on release willSelectRowAt may redirect or refuse; in single
// selection the old row is deselected (willDeselectRowAt, didDeselectRowAt) before didSelectRowAt.
// A press that turns into a drag is cancelled by the scroll view's pan, and so selects nothing.
extension UITableView {
    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    func pressBegan(_ touches: Set<UITouch>) {
        // A press on the scroll bar is the scroll view's.
        guard scrollBarTrack == nil else { return }
        guard selectionAllowedNow, let touch = touches.first else { return }
        guard let path = indexPathForRow(at: touch.location(in: self)) else { return }
        if let tableDelegate,
            !Trace.callOptional(
                tableDelegate, "tableView(_:shouldHighlightRowAt:)",
                {
                    tableDelegate.tableView(self, shouldHighlightRowAt: path)
                })
        {
            return
        }
        pressedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
    }

    func pressEnded(_ touches: Set<UITouch>) {
        guard let path = pressedPath else { return }
        pressedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == path else { return }
        userSelect(path)
    }

    func pressCancelled() {
        guard let path = pressedPath else { return }
        pressedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
    }

    /// A selection the user made: the delegate is asked and told.
    func userSelect(_ path: IndexPath) {
        let allowsMultipleSelection = multipleSelectionNow
        if allowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        var target = path
        if let tableDelegate {
            guard
                let chosen = Trace.callOptional(
                    tableDelegate, "tableView(_:willSelectRowAt:)",
                    {
                        tableDelegate.tableView(self, willSelectRowAt: path)
                    }), layout.contains(chosen)
            else { return }
            target = chosen
        }
        if !allowsMultipleSelection {
            for old in selectedPaths.sorted() where old != target { userDeselect(old) }
        }
        setSelected(true, at: target, animated: false)
        // A storyboard cell's segue runs before didSelectRowAt, so prepare(for:sender:) comes first, as in UIKit.
        if let cellSegueTrigger, let cell = visibleCellsByPath[target], let id = cell.storyboardElementID {
            cellSegueTrigger(cell, id)
        }
        if let tableDelegate {
            Trace.callOptional(tableDelegate, "tableView(_:didSelectRowAt:)") {
                tableDelegate.tableView(self, didSelectRowAt: target)
            }
        }
    }

    private func userDeselect(_ path: IndexPath) {
        var target = path
        if let tableDelegate {
            guard
                let chosen = Trace.callOptional(
                    tableDelegate, "tableView(_:willDeselectRowAt:)",
                    {
                        tableDelegate.tableView(self, willDeselectRowAt: path)
                    })
            else { return }
            target = chosen
        }
        guard selectedPaths.contains(target) else { return }
        setSelected(false, at: target, animated: false)
        if let tableDelegate {
            Trace.callOptional(tableDelegate, "tableView(_:didDeselectRowAt:)") {
                tableDelegate.tableView(self, didDeselectRowAt: target)
            }
        }
    }

    func setSelected(_ selected: Bool, at path: IndexPath, animated: Bool) {
        if selected {
            selectedPaths.insert(path)
        } else {
            selectedPaths.remove(path)
        }
        if let cell = visibleCellsByPath[path], cell.isSelectedStorage != selected {
            cell.setSelected(selected, animated: animated)
        }
    }

    func selectRowProgrammatically(_ path: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let path else {
            for old in selectedPaths { setSelected(false, at: old, animated: animated) }
            return
        }
        guard layout.contains(path) else {
            Diagnostics.warning(
                "UITableView.selectRow(at:animated:scrollPosition:): row (\(path.count == 2 ? path.row : -1)) "
                    + "beyond bounds for section (\(path.count == 2 ? path.section : -1)); nothing is selected. Hint: "
                    + "pass a row the data source has.")
            return
        }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path { setSelected(false, at: old, animated: animated) }
        }
        setSelected(true, at: path, animated: animated)
        if scrollPosition != .none { scrollToRow(at: path, at: scrollPosition, animated: animated) }
    }

    /// Up and Down move the selection a row, as the user's own selection (the delegate is asked).
    func handleSelectionKey(_ press: UIPress) -> Bool {
        guard allowsSelection, let key = press.key, key.modifierFlags.subtracting([.numericPad, .alphaShift]).isEmpty
        else { return false }
        let step: Int
        switch key.keyCode {
        case .keyboardDownArrow: step = 1
        case .keyboardUpArrow: step = -1
        default: return false
        }
        reloadIfNeeded()
        let all = rowCounts.enumerated().flatMap { section, count in
            count > 0 ? [IndexPath(row: 0, section: section), IndexPath(row: count - 1, section: section)] : []
        }
        guard let first = all.first, let last = all.last else { return false }
        let target: IndexPath
        if let current = step > 0 ? selectedPaths.max() : selectedPaths.min() {
            guard let next = neighbour(of: current, step: step) else { return true }
            target = next
        } else {
            target = step > 0 ? first : last
        }
        userSelect(target)
        scrollToRow(at: target, at: .none, animated: true)
        return true
    }

    /// The row before or after `path`, across sections; nil at either end.
    private func neighbour(of path: IndexPath, step: Int) -> IndexPath? {
        var section = path.section
        var row = path.row + step
        while section >= 0 && section < rowCounts.count {
            if row >= 0 && row < rowCounts[section] { return IndexPath(row: row, section: section) }
            section += step
            guard section >= 0 && section < rowCounts.count else { return nil }
            row = step > 0 ? 0 : rowCounts[section] - 1
        }
        return nil
    }

    func scrollToRowChecked(_ path: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let rect = layout.rectForRow(at: path, width: storedBounds.width) else {
            let section = path.count == 2 ? path.section : -1
            let count = rowCounts.indices.contains(section) ? rowCounts[section] : 0
            Diagnostics.warning(
                "UITableView.scrollToRow(at:at:animated:): row (\(path.count == 2 ? path.row : -1)) beyond bounds "
                    + "(\(count)) for section (\(section)). The table does not scroll. Hint: pass a row the data "
                    + "source has.")
            return
        }
        let inset = adjustedContentInset
        let visibleHeight = storedBounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = rect.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}

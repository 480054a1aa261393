import Foundation

// Row updates. Each call (or a whole batch) is checked against the data source's counts before
// and after, as UIKit checks them (`TableUpdateMap`); cells of surviving rows stay on screen at
// their new rows and selections move with their rows. An update that does not fit is reported
// with UIKit's exception text and replaced by a full reload, so nothing is left half-applied.
extension UITableView {
    func update(_ call: String, _ collect: (inout TableUpdate) -> Void) {
        if batchDepth > 0 {
            collect(&pendingUpdate)
            return
        }
        var single = TableUpdate()
        collect(&single)
        apply(single, call: call)
    }

    func beginBatch(_ call: String) {
        if batchDepth == 0 {
            pendingUpdate = TableUpdate()
            pendingUpdateCall = call
        }
        batchDepth += 1
    }

    func endBatch() {
        guard batchDepth > 0 else {
            Diagnostics.warning(
                "UITableView.endUpdates(): called without a matching beginUpdates(); ignored. Hint: pair each "
                    + "beginUpdates() with one endUpdates().")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        apply(update, call: pendingUpdateCall)
    }

    private func apply(_ update: TableUpdate, call: String) {
        // A table that never read its data has nothing to update: it reads it fresh.
        guard !needsReload else {
            reloadIfNeeded()
            setNeedsLayout()
            return
        }
        let oldCounts = rowCounts
        let newCounts = askRowCounts()
        let map: TableUpdateMap
        do {
            map = try TableUpdateMap(update, oldCounts: oldCounts, newCounts: newCounts, call: call)
        } catch {
            Diagnostics.warning(error.description)
            lastUpdateError = error
            reloadAll()
            return
        }
        var moved: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByPath {
            if !map.reloaded.contains(old), let new = map.newIndexPath(for: old) {
                moved[new] = cell
            } else {
                recycle(cell, at: old)
            }
        }
        visibleCellsByPath = moved
        selectedPaths = Set(selectedPaths.compactMap { map.reloaded.contains($0) ? nil : map.newIndexPath(for: $0) })
        if let pressed = pressedPath {
            visibleCellsByPath[pressed]?.setHighlighted(false, animated: false)
            pressedPath = nil
        }
        removeSectionViews()
        rebuildLayout(counts: newCounts)
        setNeedsLayout()
    }
}

import Foundation

// Item and section updates. Each call (or a whole batch) is checked against the data source's
// counts before and after, as UIKit checks them (`CollectionUpdateMap`); cells of surviving items
// stay on screen at their new index paths and selections move with their items. An update that
// does not fit is reported with UIKit's exception text and replaced by a full reload, so nothing
// is left half-applied.
extension UICollectionView {
    func update(_ call: String, _ collect: (inout CollectionUpdate) -> Void) {
        if batchDepth > 0 {
            collect(&pendingUpdate)
            return
        }
        var single = CollectionUpdate()
        collect(&single)
        apply(single, call: call)
    }

    func beginBatch() {
        if batchDepth == 0 { pendingUpdate = CollectionUpdate() }
        batchDepth += 1
    }

    func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = CollectionUpdate()
        apply(update, call: "performBatchUpdates(_:completion:)")
    }

    private func apply(_ update: CollectionUpdate, call: String) {
        // A collection view that never read its data has nothing to update: it reads it fresh.
        guard !needsReload else {
            reloadIfNeeded()
            setNeedsLayout()
            return
        }
        let oldCounts = itemCounts
        let newCounts = askItemCounts()
        let map: CollectionUpdateMap
        do {
            map = try CollectionUpdateMap(update, oldCounts: oldCounts, newCounts: newCounts, call: call)
        } catch {
            Diagnostics.warning(error.description)
            lastUpdateError = error
            reloadAll()
            return
        }
        func newPath(_ old: IndexPath) -> IndexPath? {
            guard !map.reloaded.contains(old), !map.reloadedSections.contains(old.section) else { return nil }
            return map.newIndexPath(for: old)
        }
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellsByPath {
            if let new = newPath(old) { moved[new] = cell } else { recycle(cell, at: old) }
        }
        visibleCellsByPath = moved
        for (key, view) in supplementaryViewsByKey { recycle(view, kind: key.kind) }
        supplementaryViewsByKey.removeAll()
        selectedPaths = Set(selectedPaths.compactMap(newPath))
        pressedPath = nil
        for cell in visibleCellsByPath.values where cell.isHighlighted { cell.isHighlighted = false }
        itemCounts = newCounts
        collectionViewLayout.itemsDidChange()
        layoutWasInvalidated()
    }
}

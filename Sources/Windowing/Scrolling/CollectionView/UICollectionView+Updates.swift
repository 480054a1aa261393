import Foundation

// Item and section updates (`ListBatchUpdating`): cells of surviving items stay on screen at their
// new index paths and selections move with their items.
extension UICollectionView: ListBatchUpdating {
    typealias Noun = CollectionItems

    var shownCounts: [Int] { itemCounts }

    func askCounts() -> [Int] { askItemCounts() }

    func applyChecked(_ map: CollectionUpdateMap, newCounts: [Int]) {
        visibleCellsByPath = map.carry(visibleCellsByPath) { recycle($0, at: $1) }
        for (key, view) in supplementaryViewsByKey { recycle(view, kind: key.kind) }
        supplementaryViewsByKey.removeAll()
        selectedPaths = map.carry(selectedPaths)
        pressedPath = nil
        for cell in visibleCellsByPath.values where cell.isHighlighted { cell.isHighlighted = false }
        itemCounts = newCounts
        collectionViewLayout.itemsDidChange()
        layoutWasInvalidated()
    }
}

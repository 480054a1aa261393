import Foundation

// Row updates (`ListBatchUpdating`): cells of surviving rows stay on screen at their new rows and
// selections move with their rows.
extension UITableView: ListBatchUpdating {
    typealias Noun = TableRows

    var shownCounts: [Int] { rowCounts }

    func askCounts() -> [Int] { askRowCounts() }

    func applyChecked(_ map: TableUpdateMap, newCounts: [Int]) {
        visibleCellsByPath = map.carry(visibleCellsByPath) { recycle($0, at: $1) }
        selectedPaths = map.carry(selectedPaths)
        if let pressed = pressedPath {
            visibleCellsByPath[pressed]?.setHighlighted(false, animated: false)
            pressedPath = nil
        }
        removeSectionViews()
        rebuildLayout(counts: newCounts)
        setNeedsLayout()
    }
}

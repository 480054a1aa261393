import Foundation

// Self-sizing rows: a row whose height is `UITableView.automaticDimension` is `estimatedRowHeight`
// tall until its cell first comes into view; then the cell's `contentView` is measured by Auto
// Layout (`systemLayoutSizeFitting` at the content view's width, the width required and the height
// as small as the constraints allow), and the row takes that height, moving the rows after it;
// for a row that starts above the visible area the content offset moves too, so what is on screen
// stays still.
// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
extension UITableView {
    /// Measures the cell of a self-sizing row not measured since the last reload; true if the row's
    /// height changed. Constraints that leave the content view's height undetermined (0) keep the
    /// estimate.
    func measureRowIfNeeded(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        guard unmeasuredRows.indices.contains(path.section) else { return false }
        let rows = unmeasuredRows[path.section]
        guard rows.indices.contains(path.row), rows[path.row] else { return false }
        unmeasuredRows[path.section][path.row] = false
        // The content view takes its width beside the accessory.
        cell.layoutIfNeeded()
        let width = cell.contentView.bounds.width
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let scale = max(1, UIApplication.current?.scale ?? 1)
        let height = (fitted.height * scale).rounded(.up) / scale
        guard height > 0, height.isFinite, let frame = rowFrame(for: path), abs(frame.height - height) > 0.001 else {
            return false
        }
        layout.setRowHeight(height, at: path)
        contentSize = CGSize(width: storedBounds.width, height: layout.contentHeight)
        // A row that starts above the top of what is in sight (scrolled into view from above)
        // would push every visible row down; the offset takes the change instead, so the rows on
        // screen stay where they are.
        if frame.minY < storedBounds.minY { shiftContentOffset(by: CGPoint(x: 0, y: height - frame.height)) }
        return true
    }
}

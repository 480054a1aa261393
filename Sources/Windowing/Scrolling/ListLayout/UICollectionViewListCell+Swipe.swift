import Foundation

// A list row slid aside by a swipe (UICollectionView+ListSwipe.swift): the row's views move by
// `swipeOffset`, uncovering the action buttons at the side it left.
extension UICollectionViewListCell {
    /// Puts `actions`' buttons under the row on the trailing or leading side, ready to be
    /// uncovered (`swipeOffset` does that).
    func prepareSwipeActions(
        _ actions: [UIContextualAction], trailing: Bool, perform: @escaping (UIContextualAction) -> Void
    ) {
        if swipeActionsView == nil { clippedBeforeSwipe = clipsToBounds }
        swipeActionsView?.removeFromSuperview()
        let view = TableSwipeActionsView(actions: actions, trailing: trailing, perform: perform)
        swipeActionsView = view
        insertSubview(view, at: 0)
        clipsToBounds = true
        setNeedsLayout()
    }

    /// Slides the row back and takes the buttons away.
    func removeSwipeActions() {
        guard swipeActionsView != nil || swipeOffset != 0 else { return }
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        swipeOffset = 0
        // The row clipped only while slid aside; the app's own setting comes back.
        clipsToBounds = clippedBeforeSwipe
        setNeedsLayout()
    }

    /// Moves the row's views by the swipe, and the buttons into the room it uncovered.
    func layOutSwipe() {
        guard swipeOffset != 0 || swipeActionsView != nil else { return }
        let shift = -swipeOffset
        // The views whose frames this pass set afresh; views the app added to the cell itself
        // keep theirs, as they would be moved again at every pass.
        for view in rowViews { view.frame = view.frame.offsetBy(dx: shift, dy: 0) }
        guard let actions = swipeActionsView else { return }
        let width = abs(swipeOffset)
        let size = bounds.size
        actions.frame = CGRect(x: swipeOffset > 0 ? size.width - width : 0, y: 0, width: width, height: size.height)
        bringSubviewToFront(actions)
    }
}

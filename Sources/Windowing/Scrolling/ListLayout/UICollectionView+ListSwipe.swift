import Foundation

/// A press on a list row that may become a swipe, and the actions it uncovered.
struct ListSwipe {
    let path: IndexPath
    let start: CGPoint
    /// Set once the drag went sideways far enough: the row follows the pointer.
    var trailing: Bool?
    weak var cell: UICollectionViewListCell?
    var configuration: UISwipeActionsConfiguration?
    /// The content offset when the actions were uncovered: scrolling away closes them.
    var offsetY: CGFloat = 0
    /// Whether the pointer was released with the actions left open.
    var isOpen = false
}

// Swipe actions of list sections, as in a table: a sideways drag on a row (the pointer's drag,
// which vertical scrolling leaves alone) slides it aside to uncover the actions its list
// configuration's provider gives (`trailingSwipeActionsConfigurationProvider`,
// `leadingSwipeActionsConfigurationProvider`). Released past half the buttons' width they stay
// open; a swipe across most of the row performs the first action when the configuration allows.
// Any other press on the collection view closes them, and selects nothing.
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
extension UICollectionView {
    /// Closes open actions (using the press up) or notes a press that may become a swipe.
    func listSwipeTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard scrollBarTrack == nil, let touch = touches.first else { return false }
        if listSwipe?.configuration != nil {
            hideListSwipeActions()
            return true
        }
        let point = touch.location(in: self)
        guard let path = indexPathForItem(at: point), listConfiguration(forSection: path.section) != nil else {
            return false
        }
        listSwipe = ListSwipe(path: path, start: point)
        return false
    }

    func listSwipeTouchMoved(_ touches: Set<UITouch>) {
        guard var swipe = listSwipe, !swipe.isOpen, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let moved = CGPoint(x: point.x - swipe.start.x, y: point.y - swipe.start.y)
        if swipe.trailing == nil {
            guard abs(moved.x) >= SwipeGeometry.threshold, abs(moved.x) > abs(moved.y) else { return }
            let trailing = moved.x < 0
            guard let cell = visibleCellsByPath[swipe.path] as? UICollectionViewListCell,
                let configuration = listSwipeActions(for: swipe.path, trailing: trailing)
            else {
                listSwipe = nil
                return
            }
            pressCancelled()
            prepare(&swipe, configuration, in: cell, trailing: trailing)
            listSwipe = swipe
        }
        guard let trailing = swipe.trailing, let cell = swipe.cell, let configuration = swipe.configuration else {
            return
        }
        let limit = SwipeGeometry.limit(
            buttons: cell.swipeActionsView?.totalWidth ?? 0, row: cell.bounds.width,
            fullSwipe: configuration.performsFirstActionWithFullSwipe)
        let distance = min(max(trailing ? -moved.x : moved.x, 0), limit)
        cell.swipeOffset = trailing ? distance : -distance
        cell.layoutIfNeeded()
    }

    /// Ends a swipe; true if the release is used up.
    func listSwipeTouchEnded(_ touches: Set<UITouch>) -> Bool {
        guard var swipe = listSwipe, !swipe.isOpen else { return false }
        guard let trailing = swipe.trailing else {
            listSwipe = nil
            return false
        }
        guard let cell = swipe.cell, let configuration = swipe.configuration, let actions = cell.swipeActionsView
        else {
            hideListSwipeActions()
            return true
        }
        let outcome = SwipeGeometry.outcome(
            distance: abs(cell.swipeOffset), buttons: actions.totalWidth, row: cell.bounds.width,
            fullSwipe: configuration.performsFirstActionWithFullSwipe)
        switch outcome {
        case .performFirst:
            if let first = configuration.actions.first { perform(first, in: cell) }
        case .open:
            cell.swipeOffset = trailing ? actions.totalWidth : -actions.totalWidth
            cell.layoutIfNeeded()
            swipe.isOpen = true
            listSwipe = swipe
        case .close:
            hideListSwipeActions()
        }
        return true
    }

    func listSwipeTouchCancelled() {
        guard let swipe = listSwipe, !swipe.isOpen else { return }
        if swipe.trailing != nil { hideListSwipeActions() } else { listSwipe = nil }
    }

    /// Uncovers the row's swipe actions on one side, as a swipe released open does (a delete
    /// accessory's click); false if the row has none there.
    @discardableResult
    func openListSwipeActions(at path: IndexPath, trailing: Bool) -> Bool {
        hideListSwipeActions()
        guard let cell = visibleCellsByPath[path] as? UICollectionViewListCell,
            let configuration = listSwipeActions(for: path, trailing: trailing)
        else { return false }
        var swipe = ListSwipe(path: path, start: .zero)
        prepare(&swipe, configuration, in: cell, trailing: trailing)
        swipe.isOpen = true
        let width = cell.swipeActionsView?.totalWidth ?? 0
        cell.swipeOffset = trailing ? width : -width
        cell.layoutIfNeeded()
        listSwipe = swipe
        return true
    }

    /// Puts the actions' buttons under the row, ready to be uncovered, and notes them in `swipe`.
    private func prepare(
        _ swipe: inout ListSwipe, _ configuration: UISwipeActionsConfiguration, in cell: UICollectionViewListCell,
        trailing: Bool
    ) {
        swipe.trailing = trailing
        swipe.cell = cell
        swipe.configuration = configuration
        swipe.offsetY = contentOffset.y
        cell.prepareSwipeActions(configuration.actions, trailing: trailing) { [weak self, weak cell] action in
            guard let self, let cell else { return }
            self.perform(action, in: cell)
        }
    }

    /// Whether a swipe has the pointer: the collection view does not scroll under it.
    var isSwipingListRow: Bool { listSwipe?.trailing != nil && listSwipe?.isOpen == false }

    /// The actions the section's list configuration gives the row on that side; nil for none.
    func listSwipeActions(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(forSection: path.section) else { return nil }
        let provider =
            trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The list configuration of a compositional layout's list section; nil for other sections.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        prepareLayoutIfNeeded()
        return (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }

    /// Runs an action's handler; its completion closes the row's actions.
    private func perform(_ action: UIContextualAction, in cell: UICollectionViewListCell) {
        let actions = cell.swipeActionsView
        let index = actions?.actions.firstIndex { $0 === action }
        let buttons = actions?.buttons ?? []
        let view: UIView = index.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil } ?? cell
        action.handler(action, view) { [weak self] _ in self?.hideListSwipeActions() }
    }

    /// Closes the uncovered actions.
    func hideListSwipeActions() {
        let swipe = listSwipe
        listSwipe = nil
        swipe?.cell?.removeSwipeActions()
    }
}

import Foundation

// Selection by click, in UIKit's order: on press the item highlights if shouldHighlightItemAt
// allows it (didHighlightItemAt); on release shouldSelectItemAt (or shouldDeselectItemAt for a
// selected item in multiple selection) is asked, the highlight ends (didUnhighlightItemAt), then
// in single selection the old item is deselected (didDeselectItemAt) before didSelectItemAt.
// A press that turns into a drag is cancelled by the scroll view's pan, and so selects nothing.
extension UICollectionView {
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func pressBegan(_ touches: Set<UITouch>) {
        // A press on the scroll bar is the scroll view's.
        guard scrollBarTrack == nil else { return }
        guard selectionIsAllowed, let touch = touches.first else { return }
        guard let path = indexPathForItem(at: touch.location(in: self)) else { return }
        // A header with an outline disclosure is not selected: a click expands or collapses it; a
        // row with a pop-up menu opens the menu.
        if (visibleCellsByPath[path] as? UICollectionViewListCell)?.clickReplacesSelection == true {
            clickActionPressedPath = path
            return
        }
        if let delegate = collectionDelegate {
            let allowed = Trace.callOptional(delegate, "collectionView(_:shouldHighlightItemAt:)") {
                delegate.collectionView(self, shouldHighlightItemAt: path)
            }
            guard allowed else { return }
        }
        pressedPath = path
        visibleCellsByPath[path]?.isHighlighted = true
        if let delegate = collectionDelegate {
            Trace.callOptional(delegate, "collectionView(_:didHighlightItemAt:)") {
                delegate.collectionView(self, didHighlightItemAt: path)
            }
        }
    }

    func pressEnded(_ touches: Set<UITouch>) {
        if let path = clickActionPressedPath {
            clickActionPressedPath = nil
            guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == path else { return }
            (visibleCellsByPath[path] as? UICollectionViewListCell)?.performClickInsteadOfSelection()
            return
        }
        guard let path = pressedPath else { return }
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == path else {
            pressCancelled()
            return
        }
        userSelect(path)
    }

    func pressCancelled() {
        clickActionPressedPath = nil
        guard let path = pressedPath else { return }
        unhighlight(path)
    }

    private func unhighlight(_ path: IndexPath) {
        pressedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        if let delegate = collectionDelegate {
            Trace.callOptional(delegate, "collectionView(_:didUnhighlightItemAt:)") {
                delegate.collectionView(self, didUnhighlightItemAt: path)
            }
        }
    }

    /// A selection the user made (a click on `path`): the delegate is asked and told.
    func userSelect(_ path: IndexPath) {
        let deselecting = selectsMultiple && selectedPaths.contains(path)
        var allowed = true
        if let delegate = collectionDelegate, deselecting {
            allowed = Trace.callOptional(delegate, "collectionView(_:shouldDeselectItemAt:)") {
                delegate.collectionView(self, shouldDeselectItemAt: path)
            }
        } else if let delegate = collectionDelegate {
            allowed = Trace.callOptional(delegate, "collectionView(_:shouldSelectItemAt:)") {
                delegate.collectionView(self, shouldSelectItemAt: path)
            }
        }
        if pressedPath == path { unhighlight(path) }
        guard allowed, isValid(path) else { return }
        if deselecting {
            userDeselect(path)
            return
        }
        if !selectsMultiple {
            for old in selectedPaths.sorted() where old != path { userDeselect(old) }
        }
        guard !selectedPaths.contains(path) else { return }
        setSelected(true, at: path)
        // A storyboard cell's segue runs before didSelectItemAt, so prepare(for:sender:) comes first, as in UIKit.
        if let cellSegueTrigger, let cell = visibleCellsByPath[path], let id = cell.storyboardElementID {
            cellSegueTrigger(cell, id)
        }
        if let delegate = collectionDelegate {
            Trace.callOptional(delegate, "collectionView(_:didSelectItemAt:)") {
                delegate.collectionView(self, didSelectItemAt: path)
            }
        }
    }

    private func userDeselect(_ path: IndexPath) {
        setSelected(false, at: path)
        if let delegate = collectionDelegate {
            Trace.callOptional(delegate, "collectionView(_:didDeselectItemAt:)") {
                delegate.collectionView(self, didDeselectItemAt: path)
            }
        }
    }

    func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected {
            selectedPaths.insert(path)
        } else {
            selectedPaths.remove(path)
        }
        if let cell = visibleCellsByPath[path], cell.isSelected != selected { cell.isSelected = selected }
    }

    func selectItemProgrammatically(_ path: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let path else {
            for old in selectedPaths { setSelected(false, at: old) }
            return
        }
        guard selectionIsAllowed else { return }
        guard isValid(path) else {
            reportInvalid(path, api: "selectItem(at:animated:scrollPosition:)", what: "select")
            return
        }
        if !selectsMultiple {
            for old in selectedPaths where old != path { setSelected(false, at: old) }
        }
        setSelected(true, at: path)
        if !scrollPosition.isEmpty {
            scrollToItemChecked(
                path, at: scrollPosition, animated: animated, api: "selectItem(at:animated:scrollPosition:)")
        }
    }

    func reportInvalid(_ path: IndexPath, api: String, what: String) {
        let text = path.count == 2 ? "\(path.section) - \(path.item)" : path.map(String.init).joined(separator: " - ")
        Diagnostics.warning(
            "UICollectionView.\(api): attempt to \(what) invalid index path: {length = \(path.count), path = "
                + "\(text)}; nothing changes. Hint: pass an item the data source has (numberOfItems(inSection:)).")
    }

    func scrollToItemChecked(_ path: IndexPath, at position: ScrollPosition, animated: Bool, api: String) {
        prepareLayoutIfNeeded()
        guard let attributes = itemAttributes(at: path) else {
            reportInvalid(path, api: api, what: "scroll to")
            return
        }
        var rect = attributes.frame
        var position = position
        // An item of an orthogonal row: the row scrolls sideways to it, the collection view only
        // up or down to the row.
        if attributes.scrollsOrthogonally, let scroller = orthogonalScrollers[path.section] {
            scrollRow(scroller, toShow: rect, at: position, animated: animated)
            position.subtract([.left, .centeredHorizontally, .right])
            rect = CGRect(
                x: scroller.frame.minX, y: rect.minY, width: min(rect.width, scroller.frame.width), height: rect.height)
        }
        let inset = adjustedContentInset
        let visible = CGSize(
            width: storedBounds.width - inset.left - inset.right, height: storedBounds.height - inset.top - inset.bottom
        )
        var offset = contentOffset
        var moved = false
        if position.contains(.top) {
            offset.y = rect.minY - inset.top
            moved = true
        } else if position.contains(.centeredVertically) {
            offset.y = rect.midY - inset.top - visible.height / 2
            moved = true
        } else if position.contains(.bottom) {
            offset.y = rect.maxY - inset.top - visible.height
            moved = true
        }
        if position.contains(.left) {
            offset.x = rect.minX - inset.left
            moved = true
        } else if position.contains(.centeredHorizontally) {
            offset.x = rect.midX - inset.left - visible.width / 2
            moved = true
        } else if position.contains(.right) {
            offset.x = rect.maxX - inset.left - visible.width
            moved = true
        }
        guard moved else {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}

import Foundation

// Context menus of table and collection views: a secondary click over a row or an item asks the
// delegate for a configuration for it (for a collection view, iOS 16's method for index paths,
// whose default asks the iOS 13 method when there is exactly one), and shows its menu at the
// pointer; the delegate is told as the menu opens and closes, with the configuration. There is no
// preview, so the preview methods (highlighting, dismissing, committing) are never asked.

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        Trace.defaultImplementationRan(self)
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

extension UITableViewDelegate {
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

extension UICollectionView {
    /// A secondary click at `location` (window coordinates): the delegate's menu for the item
    /// under it (or for none). True if a menu opened.
    func openContextMenu(at location: CGPoint, in window: UIWindow) -> Bool {
        guard let delegate = delegate as? any UICollectionViewDelegate else { return false }
        let point = convert(location, from: window)
        let indexPaths = indexPathForItem(at: point).map { [$0] } ?? []
        let configuration = Trace.call(delegate, "collectionView(_:contextMenuConfigurationForItemsAt:point:)") {
            delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        guard let configuration else { return false }
        return ContextMenuRouter.present(configuration, at: location, in: window, sender: self) {
            [weak self] phase, animator in
            guard let self, let delegate = self.delegate as? any UICollectionViewDelegate else { return }
            switch phase {
            case .willDisplay: delegate.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            case .willEnd:
                delegate.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }
        } != nil
    }
}

extension UITableView {
    /// A secondary click at `location` (window coordinates): the delegate's menu for the row
    /// under it. True if a menu opened.
    func openContextMenu(at location: CGPoint, in window: UIWindow) -> Bool {
        let point = convert(location, from: window)
        guard let delegate = delegate as? any UITableViewDelegate, let indexPath = indexPathForRow(at: point) else {
            return false
        }
        let configuration = Trace.call(delegate, "tableView(_:contextMenuConfigurationForRowAt:point:)") {
            delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        guard let configuration else { return false }
        return ContextMenuRouter.present(configuration, at: location, in: window, sender: self) {
            [weak self] phase, animator in
            guard let self, let delegate = self.delegate as? any UITableViewDelegate else { return }
            switch phase {
            case .willDisplay: delegate.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            case .willEnd: delegate.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }
        } != nil
    }
}

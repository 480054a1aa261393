import Foundation

// The `async` forms of `apply`, which UIKit gives both diffable data sources beside the
// completion-handler forms. Each returns once the list shows the snapshot; the list applies its
// row updates at once here, so that is before the call returns to the run loop.

extension UITableViewDiffableDataSource {
    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, and returns once the
    /// table shows it.
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:)
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await untilCompleted { apply(snapshot, animatingDifferences: animatingDifferences, completion: $0) }
    }

    /// Shows `snapshot` by reloading the table, and returns once it does.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await untilCompleted { applySnapshotUsingReloadData(snapshot, completion: $0) }
    }
}

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, and returns once the
    /// collection view shows it.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:)
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await untilCompleted { apply(snapshot, animatingDifferences: animatingDifferences, completion: $0) }
    }

    /// Shows `snapshot` by reloading the collection view, and returns once it does.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await untilCompleted { applySnapshotUsingReloadData(snapshot, completion: $0) }
    }
}

/// Runs `start`, which calls its completion exactly once, and returns when it has.
@MainActor
private func untilCompleted(_ start: (@escaping () -> Void) -> Void) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        start { done.resume() }
    }
}

import Foundation

/// A table or collection view's updates: each call (or a whole batch) is checked against the data
/// source's counts before and after, as UIKit checks them (`ListUpdateMap`). An update that does
/// not fit is reported with UIKit's exception text and replaced by a full reload, so nothing is
/// left half-applied; one that fits is handed to the view's `applyChecked(_:newCounts:)`.
@MainActor
protocol ListBatchUpdating: UIView {
    associatedtype Noun: ListNoun
    var updateBatch: ListUpdateBatch { get set }
    var needsReload: Bool { get }
    /// The last update that did not fit the data (for tests and the inspector).
    var lastUpdateError: ListUpdateError<Noun>? { get set }
    /// The counts the view shows, read at the last reload or update.
    var shownCounts: [Int] { get }
    /// Asks the data source for its counts now.
    func askCounts() -> [Int]
    func reloadIfNeeded()
    /// Forgets every element and reads the data again on the next layout.
    func reloadAll()
    /// Moves the view's cells, selection and layout to the data after a checked update.
    func applyChecked(_ map: ListUpdateMap<Noun>, newCounts: [Int])
}

extension ListBatchUpdating {
    /// Adds a call's changes to the open batch, or applies them at once outside one.
    func update(_ call: String, _ collect: (inout ListUpdate) -> Void) {
        if updateBatch.isOpen {
            updateBatch.collect(collect)
            return
        }
        var single = ListUpdate()
        collect(&single)
        apply(single, call: call)
    }

    func beginBatch(_ call: String) {
        updateBatch.begin(call)
    }

    func endBatch() {
        guard let finished = updateBatch.end() else { return }
        apply(finished.update, call: finished.call)
    }

    private func apply(_ update: ListUpdate, call: String) {
        // A view that never read its data has nothing to update: it reads it fresh.
        guard !needsReload else {
            reloadIfNeeded()
            setNeedsLayout()
            return
        }
        let oldCounts = shownCounts
        let newCounts = askCounts()
        let map: ListUpdateMap<Noun>
        do {
            map = try ListUpdateMap(update, oldCounts: oldCounts, newCounts: newCounts, call: call)
        } catch {
            Diagnostics.warning(error.description)
            lastUpdateError = error
            reloadAll()
            return
        }
        applyChecked(map, newCounts: newCounts)
    }
}

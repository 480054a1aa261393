import Foundation

// The on-screen views of a table or collection view, by the index path (or supplementary key)
// each shows.
extension Dictionary where Value: AnyObject {
    /// The place `view` is on, if it is on screen.
    func key(of view: Value?) -> Key? {
        first { $0.value === view }?.key
    }

    /// Takes `view` off the place it is on, if any, before it goes on another: a data source may
    /// hand out a view that is already on screen.
    mutating func detach(_ view: Value?) {
        if let other = key(of: view) { self[other] = nil }
    }
}

extension Dictionary where Key: Comparable, Value: AnyObject {
    /// The views in index path order.
    var valuesInKeyOrder: [Value] {
        sorted { $0.key < $1.key }.map(\.value)
    }
}

/// What `clearsSelectionOnViewWillAppear` does in `UITableViewController` and
/// `UICollectionViewController`: deselects each selected element without asking the delegate.
@MainActor
func clearSelectionOnAppear(
    _ clears: Bool, selected: @autoclosure () -> [IndexPath]?, deselect: (IndexPath) -> Void
) {
    guard clears, let paths = selected() else { return }
    for path in paths { deselect(path) }
}

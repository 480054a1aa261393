/// What a table's rows and a collection view's items call themselves in UIKit's update
/// exception texts, and the one check in which the two views differ.
protocol ListNoun {
    /// The class named before the call: `UITableView`.
    static var viewClass: String { get }
    /// The view in prose: `table view`.
    static var viewName: String { get }
    /// One element: `row`; the plural adds an s.
    static var element: String { get }
    /// One element with its article: `a row`.
    static var anElement: String { get }
    /// What the counts in the hint count: `rows`.
    static var countedElements: String { get }
    /// Whether a reloaded index path is taken like a deleted one, so that reloading it twice, or
    /// moving it, is an error too (`UITableView` checks so; `UICollectionView` does not).
    static var reloadTakesIndexPath: Bool { get }
}

/// A table view's rows.
enum TableRows: ListNoun {
    static var viewClass: String { "UITableView" }
    static var viewName: String { "table view" }
    static var element: String { "row" }
    static var anElement: String { "a row" }
    static var countedElements: String { "rows" }
    static var reloadTakesIndexPath: Bool { true }
}

/// A collection view's items (and sections).
enum CollectionItems: ListNoun {
    static var viewClass: String { "UICollectionView" }
    static var viewName: String { "collection view" }
    static var element: String { "item" }
    static var anElement: String { "an item" }
    static var countedElements: String { "items and sections" }
    static var reloadTakesIndexPath: Bool { false }
}

typealias TableUpdate = ListUpdate
typealias TableUpdateMap = ListUpdateMap<TableRows>
typealias TableUpdateError = ListUpdateError<TableRows>
typealias CollectionUpdate = ListUpdate
typealias CollectionUpdateMap = ListUpdateMap<CollectionItems>
typealias CollectionUpdateError = ListUpdateError<CollectionItems>

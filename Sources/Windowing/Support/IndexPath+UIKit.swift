public import Foundation

// UIKit's additions to Foundation's IndexPath, for table and collection views: a path of two
// indexes, section first. https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath {
    /// Creates a path to a row of a section of a table view: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates a path to an item of a section of a collection view: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index: the section of a table or collection view. Traps unless the path has
    /// exactly two indexes, as UIKit does.
    public var section: Int {
        get { index(0, of: "section") }
        set { setIndex(0, to: newValue, of: "section") }
    }

    /// The second index: the row in a table view's section. Traps unless the path has exactly two
    /// indexes, as UIKit does.
    public var row: Int {
        get { index(1, of: "row") }
        set { setIndex(1, to: newValue, of: "row") }
    }

    /// The second index: the item in a collection view's section; the same index as `row`.
    public var item: Int {
        get { index(1, of: "item") }
        set { setIndex(1, to: newValue, of: "item") }
    }

    private func index(_ position: Int, of property: String) -> Int {
        requireTwoIndexes(property)
        return self[position]
    }

    private mutating func setIndex(_ position: Int, to value: Int, of property: String) {
        requireTwoIndexes(property)
        self[position] = value
    }

    private func requireTwoIndexes(_ property: String) {
        precondition(
            count == 2,
            "IndexPath.\(property): the path \(self) has \(count) indexes; table and collection views use two")
    }
}

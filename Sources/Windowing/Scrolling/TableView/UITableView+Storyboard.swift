import Foundation

// What a storyboard gives a table beyond its settings: the `dataSource` and `delegate` outlets,
// a static table's sections (which `UITableViewController`'s default data source methods serve,
// as in UIKit), and the segues of its cells, performed when a row is selected.

/// One section of a static table, made with the storyboard scene.
struct TableStaticSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// Each cell's own row height (Xcode's "Custom" row height), or nil for the table's.
    var rowHeights: [CGFloat?]
}

extension UITableView {
    /// The outlets Xcode connects on a table (UITableView.swift merges them into `storyboardOutlets`).
    static var tableOutlets: [String: StoryboardOutlet] {
        [
            "dataSource": StoryboardOutlet(\UITableView.dataSource, accepts: { $0 is any UITableViewDataSource.Type }),
            "delegate": StoryboardOutlet(
                valueType: (any UITableViewDelegate).self,
                accepts: { $0 is any UIScrollViewDelegate.Type },
                assign: { owner, value in
                    guard let table = owner as? UITableView, let delegate = value as? any UIScrollViewDelegate else {
                        return false
                    }
                    table.delegate = delegate
                    return true
                }),
        ]
    }

    /// The static section `section`, if the table is static and has it.
    func staticSection(_ section: Int) -> TableStaticSection? {
        guard let staticSections, staticSections.indices.contains(section) else { return nil }
        return staticSections[section]
    }

    /// The static cell for `indexPath`, if the table is static and has it.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let section = staticSection(indexPath.section), section.cells.indices.contains(indexPath.row) else {
            return nil
        }
        return section.cells[indexPath.row]
    }

    /// The height the storyboard gives a static cell's row, if any.
    func staticRowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard let section = staticSection(indexPath.section), section.rowHeights.indices.contains(indexPath.row)
        else { return nil }
        return section.rowHeights[indexPath.row]
    }
}

extension StoryboardOutlet {
    /// An outlet whose property is not an optional of a class, such as a protocol-typed one.
    init(
        valueType: Any.Type, accepts: @escaping (AnyClass) -> Bool, assign: @escaping (AnyObject, AnyObject) -> Bool
    ) {
        self.valueType = valueType
        self.accepts = accepts
        self.assign = assign
    }
}

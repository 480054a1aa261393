import Foundation

/// Where a cell of a list section is: what the layout tells a `UICollectionViewListCell` so that
/// it draws the list's appearance (its background, rounded ends and separator).
struct ListPlacement {
    enum Position: Equatable {
        /// The section's first item, shown as its header (`HeaderMode.firstItemInSection`).
        case header
        case row(isFirst: Bool, isLast: Bool)
    }

    let configuration: UICollectionLayoutListConfiguration
    let position: Position

    init(configuration: UICollectionLayoutListConfiguration, item: Int, count: Int) {
        self.configuration = configuration
        let headerItem = configuration.headerMode == .firstItemInSection
        if headerItem && item == 0 {
            position = .header
        } else {
            position = .row(isFirst: item == (headerItem ? 1 : 0), isLast: item == count - 1)
        }
    }

    /// Whether a line is drawn under the cell: between rows, not under a section's last one.
    var showsSeparator: Bool {
        guard configuration.showsSeparators, case .row(_, let isLast) = position else { return false }
        return !isLast
    }

    /// The corners drawn rounded: an inset section's first and last rows'.
    var roundedCorners: UIRectCorner {
        guard configuration.isInset, case .row(let isFirst, let isLast) = position else { return [] }
        var corners: UIRectCorner = []
        if isFirst { corners.formUnion([.topLeft, .topRight]) }
        if isLast { corners.formUnion([.bottomLeft, .bottomRight]) }
        return corners
    }

    /// The list look of the row's background: a header item's, a sidebar row's, or a grouped or
    /// plain list's row.
    var backgroundLook: ListBackgroundLook {
        guard case .row = position else { return .headerFooter }
        if configuration.isSidebar { return .sidebarCell }
        return configuration.isGrouped ? .groupedCell : .plainCell
    }

    /// The cell's own background when it is not selected: the grouped rows' white, the plain
    /// rows' system background, or none (headers and sidebar rows show the list's).
    var rowBackgroundColor: UIColor? {
        switch backgroundLook {
        case .plainCell, .groupedCell: backgroundLook.fill
        case .sidebarCell, .headerFooter: nil
        }
    }
}

import Foundation

/// The vertical geometry of a table view's content: where every section's header, rows and
/// footer are, found by binary search so a table of 100,000 rows finds its visible rows in a
/// few steps. A plain value, computed from the heights the data source and delegate gave.
struct TableLayout: Equatable {
    struct Section: Equatable {
        /// The section's top, from the content's top.
        var top: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// `rowTops[i]` is row i's top from the first row's top; one more entry than rows, the
        /// last being the rows' total height.
        var rowTops: TableRowTops

        var rowCount: Int { rowTops.rowCount }
        var rowsTop: CGFloat { top + headerHeight }
        var height: CGFloat { headerHeight + rowTops.last + footerHeight }
        var bottom: CGFloat { top + height }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    /// Lays out sections of `rowHeights` with their header and footer heights, one after another.
    init(
        headerHeights: [CGFloat], footerHeights: [CGFloat], rowHeights: [[CGFloat]],
        tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0
    ) {
        self.init(
            headerHeights: headerHeights, footerHeights: footerHeights,
            rowTops: rowHeights.map { TableRowTops($0.lazy.map(Self.sanitized)) },
            tableHeaderHeight: tableHeaderHeight, tableFooterHeight: tableFooterHeight)
    }

    /// Lays out sections whose rows are already measured (`rowTops`, heights sanitized).
    init(
        headerHeights: [CGFloat], footerHeights: [CGFloat], rowTops: [TableRowTops],
        tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0
    ) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        var top = tableHeaderHeight
        sections.reserveCapacity(rowTops.count)
        for (index, tops) in rowTops.enumerated() {
            let section = Section(
                top: top, headerHeight: Self.sanitized(headerHeights[index]),
                footerHeight: Self.sanitized(footerHeights[index]), rowTops: tops)
            sections.append(section)
            top = section.bottom
        }
    }

    init() {}

    /// Gives the row at `indexPath` a new height, moving every later row, footer and section;
    /// returns how much the content grew (0 for a path outside the table).
    @discardableResult
    mutating func setRowHeight(_ height: CGFloat, at indexPath: IndexPath) -> CGFloat {
        guard contains(indexPath) else { return 0 }
        let row = indexPath.row
        let old = sections[indexPath.section].rowTops[row + 1] - sections[indexPath.section].rowTops[row]
        let delta = Self.sanitized(height) - old
        guard delta != 0 else { return 0 }
        sections[indexPath.section].rowTops.shift(from: row + 1, by: delta)
        for index in (indexPath.section + 1)..<sections.count { sections[index].top += delta }
        return delta
    }

    /// A height the layout can use: negative, NaN and infinite heights become 0.
    static func sanitized(_ height: CGFloat) -> CGFloat { height.isFinite && height > 0 ? height : 0 }

    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The row's rectangle across `width`; nil for a path outside the table.
    func rectForRow(at indexPath: IndexPath, width: CGFloat) -> CGRect? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        let top = section.rowsTop + section.rowTops[indexPath.row]
        return CGRect(
            x: 0, y: top, width: width, height: section.rowTops[indexPath.row + 1] - section.rowTops[indexPath.row])
    }

    func rectForHeader(inSection index: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        return CGRect(x: 0, y: section.top, width: width, height: section.headerHeight)
    }

    func rectForFooter(inSection index: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        return CGRect(x: 0, y: section.bottom - section.footerHeight, width: width, height: section.footerHeight)
    }

    func rect(forSection index: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(index) else { return nil }
        return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].height)
    }

    /// The section whose area holds `y`, if any.
    func sectionIndex(at y: CGFloat) -> Int? {
        var low = 0
        var high = sections.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if y < sections[mid].top {
                high = mid - 1
            } else if y >= sections[mid].bottom {
                low = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }

    /// The row at `y` (content coordinates), if a row is there.
    func indexPathForRow(at y: CGFloat) -> IndexPath? {
        guard let index = sectionIndex(at: y) else { return nil }
        let section = sections[index]
        let local = y - section.rowsTop
        guard local >= 0, local < section.rowTops.last else { return nil }
        return IndexPath(row: section.rowTops.lastRow(atOrAbove: local), section: index)
    }

    /// The rows that overlap the band from `minY` to `maxY`, in order.
    func indexPathsForRows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, !sections.isEmpty else { return [] }
        var result: [IndexPath] = []
        var sectionIndex =
            self.sectionIndex(at: max(minY, 0)) ?? (minY < (sections.first?.top ?? 0) ? 0 : sections.count)
        while sectionIndex < sections.count {
            let section = sections[sectionIndex]
            if section.top >= maxY { break }
            let rowsBottom = section.rowsTop + section.rowTops.last
            if section.rowCount > 0 && rowsBottom > minY && section.rowsTop < maxY {
                var row = max(0, indexPathForRow(at: max(minY, section.rowsTop))?.row ?? 0)
                if section.rowsTop >= minY { row = 0 }
                while row < section.rowCount && section.rowsTop + section.rowTops[row] < maxY {
                    // Rows of zero height are not drawn.
                    if section.rowTops[row + 1] > section.rowTops[row] {
                        result.append(IndexPath(row: row, section: sectionIndex))
                    }
                    row += 1
                }
            }
            sectionIndex += 1
        }
        return result
    }
}

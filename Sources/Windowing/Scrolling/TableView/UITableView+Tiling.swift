import Foundation

// Rows on demand: the counts and heights are read once per reload into a `TableLayout`; each
// layout pass (after every offset change) finds the rows in sight by binary search, hands the
// cells of rows that left to the reuse pool and asks the data source only for rows that came in.
extension UITableView {
    // MARK: - Reloading

    func reloadAll() {
        // A reload ends a reorder drag and closes a swipe's actions: their rows may be gone.
        reorderDrag = nil
        if revealedActions != nil { hideRevealedActions() }
        for (path, cell) in visibleCellsByPath { recycle(cell, at: path) }
        visibleCellsByPath.removeAll()
        removeSectionViews()
        selectedPaths.removeAll()
        pressedPath = nil
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the counts and heights again if anything marked them stale.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let counts = askRowCounts()
        if counts != rowCounts {
            for (path, cell) in visibleCellsByPath { recycle(cell, at: path) }
            visibleCellsByPath.removeAll()
            removeSectionViews()
            selectedPaths = selectedPaths.filter {
                counts.indices.contains($0.section) && $0.row < counts[$0.section]
            }
        }
        rebuildLayout(counts: counts)
    }

    /// The data source's counts; a negative count is reported and read as zero.
    func askRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = Trace.callOptional(dataSource, "numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
        if sections < 0 {
            Diagnostics.warning(
                "UITableView: numberOfSections(in:) returned \(sections); a count cannot be negative, so the table "
                    + "shows no sections. Hint: return 0 or more.")
            sections = 0
        }
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            guard rows >= 0 else {
                Diagnostics.warning(
                    "UITableView: tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section); a "
                        + "count cannot be negative, so the section shows no rows. Hint: return 0 or more.")
                return 0
            }
            return rows
        }
    }

    func rebuildLayout(counts: [Int]) {
        rowCounts = counts
        let tableDelegate = delegate as? any UITableViewDelegate
        let fallback = resolvedHeight(rowHeight)
        var unmeasured: [[Bool]] = []
        // Heights go straight into the tops: a table of rows of one height keeps no per-row array.
        let rowTops: [TableRowTops] = counts.enumerated().map { section, count in
            guard let tableDelegate else {
                unmeasured.append(Self.isAutomatic(rowHeight) ? [Bool](repeating: true, count: count) : [])
                return TableRowTops(repeatElement(TableLayout.sanitized(fallback), count: count))
            }
            var flags: [Bool] = []
            var tops = TableRowTops()
            for row in 0..<count {
                let height = tableDelegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                if Self.isAutomatic(height) {
                    if flags.isEmpty { flags = [Bool](repeating: false, count: count) }
                    flags[row] = true
                }
                tops.append(TableLayout.sanitized(resolvedHeight(height)))
            }
            unmeasured.append(flags)
            return tops
        }
        unmeasuredRows = unmeasured
        let headers = counts.indices.map { sectionHeight(header: true, section: $0, delegate: tableDelegate) }
        let footers = counts.indices.map { sectionHeight(header: false, section: $0, delegate: tableDelegate) }
        layout = TableLayout(
            headerHeights: headers, footerHeights: footers, rowTops: rowTops,
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0, tableFooterHeight: tableFooterView?.frame.height ?? 0
        )
        contentSize = CGSize(width: storedBounds.width, height: layout.contentHeight)
    }

    /// Whether a requested height asks for self-sizing (`automaticDimension`, or any negative or
    /// non-finite height).
    static func isAutomatic(_ height: CGFloat) -> Bool { !(height >= 0 && height.isFinite) }

    /// A row height, with `automaticDimension` read as the estimate (or 44) until measured.
    func resolvedHeight(_ height: CGFloat) -> CGFloat {
        if height >= 0 && height.isFinite { return height }
        if estimatedRowHeight > 0 && estimatedRowHeight.isFinite { return estimatedRowHeight }
        return Self.defaultRowHeight
    }

    private func sectionHeight(header: Bool, section: Int, delegate: (any UITableViewDelegate)?) -> CGFloat {
        var height =
            header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
            : delegate?.tableView(self, heightForFooterInSection: section) ?? Self.automaticDimension
        if height < 0 { height = header ? sectionHeaderHeight : sectionFooterHeight }
        if height >= 0 && height.isFinite { return height }
        let hasTitle = sectionTitle(header: header, section: section) != nil
        let hasView =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section) != nil
            : delegate?.tableView(self, viewForFooterInSection: section) != nil
        switch style {
        case .plain: return hasTitle || hasView ? 28 : 0
        case .grouped, .insetGrouped: return hasTitle || hasView ? 38 : 18
        }
    }

    func sectionTitle(header: Bool, section: Int) -> String? {
        guard let dataSource else { return nil }
        return header
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
    }

    // MARK: - Tiling

    /// Puts a cell on every row in sight and takes cells off the rows that left it.
    func tileRows() {
        reloadIfNeeded()
        // A measured row that changed height moves the rows after it, which may change the rows
        // in sight; each row is measured once, so this settles.
        var passes = 1
        while tileVisibleRows() && passes < 4 { passes += 1 }
        tileSectionViews()
        positionTableHeaderAndFooter()
    }

    /// One tiling pass; true if a self-sizing row changed height on the way.
    private func tileVisibleRows() -> Bool {
        var resized = false
        let visible = storedBounds
        let paths = layout.indexPathsForRows(from: visible.minY, to: visible.maxY)
        let wanted = Set(paths)
        for (path, cell) in visibleCellsByPath where !wanted.contains(path) {
            visibleCellsByPath[path] = nil
            recycle(cell, at: path)
        }
        for path in paths {
            if let cell = visibleCellsByPath[path] {
                place(cell, at: path)
                if measureRowIfNeeded(cell, at: path) {
                    resized = true
                    place(cell, at: path)
                }
            } else if let cell = askForCell(at: path) {
                visibleCellsByPath[path] = cell
                if editingMode == .all || cell.isEditingStorage { configureEditing(cell, at: path, animated: false) }
                place(cell, at: path)
                if measureRowIfNeeded(cell, at: path) {
                    resized = true
                    place(cell, at: path)
                }
                if let tableDelegate = delegate as? any UITableViewDelegate {
                    Trace.callOptional(tableDelegate, "tableView(_:willDisplay:forRowAt:)") {
                        tableDelegate.tableView(self, willDisplay: cell, forRowAt: path)
                    }
                }
            }
        }
        return resized
    }

    private func askForCell(at path: IndexPath) -> UITableViewCell? {
        guard let dataSource, !isAskingForCells else { return nil }
        isAskingForCells = true
        defer { isAskingForCells = false }
        let cell = Trace.call(dataSource, "tableView(_:cellForRowAt:)") {
            dataSource.tableView(self, cellForRowAt: path)
        }
        visibleCellsByPath.detach(cell)
        return cell
    }

    func rowFrame(for path: IndexPath) -> CGRect? {
        guard var rect = layout.rectForRow(at: path, width: storedBounds.width) else { return nil }
        if style == .insetGrouped { rect = rect.insetBy(dx: 20, dy: 0) }
        return rect
    }

    private func place(_ cell: UITableViewCell, at path: IndexPath) {
        guard let rect = rowFrame(for: path) else { return }
        cell.owningTableView = self
        if cell.frame != rect { cell.frame = rect }
        let isLastInSection = path.row == rowCounts[path.section] - 1
        cell.separatorLine.isHidden = separatorStyle == .none || (style != .plain && isLastInSection)
        if let separatorColor, cell.separatorLine.backgroundColor != separatorColor {
            cell.separatorLine.backgroundColor = separatorColor
        }
        cell.separatorInsets = separatorInset
        let selected = selectedPaths.contains(path)
        if cell.isSelectedStorage != selected { cell.setSelected(selected, animated: false) }
        let highlighted = pressedPath == path
        if cell.isHighlightedStorage != highlighted { cell.setHighlighted(highlighted, animated: false) }
        if cell.superview !== self { insertSubview(cell, at: 0) }
    }

    /// Takes a cell off the screen and keeps it for reuse (a few per identifier).
    func recycle(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        if cell.actionsView != nil { cell.removeActions() }
        if let tableDelegate = delegate as? any UITableViewDelegate {
            Trace.callOptional(tableDelegate, "tableView(_:didEndDisplaying:forRowAt:)") {
                tableDelegate.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        cell.owningTableView = nil
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool.enqueue(cell, for: identifier, limit: Self.reusePoolLimit)
    }

    /// Every cell the table holds: on screen and in the reuse pools.
    var cellsAlive: Int { visibleCellsByPath.count + reusePool.count }

    // MARK: - Registration and dequeueing

    func registerCellClass(_ cellClass: AnyClass?, for identifier: String) {
        guard !reusePool.register(cellClass, for: identifier), let cellClass else { return }
        Diagnostics.warning(
            "UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass; "
                + "identifier \"\(identifier)\" stays unregistered. Hint: register a UITableViewCell subclass.")
    }

    /// A nib's cells are made as a storyboard's prototypes are, so the class registration goes.
    func registerCellNib(_ nib: UINib?, for identifier: String) {
        reusePool.forgetRegistration(for: identifier)
        prototypeCellFactories[identifier] = nib?.reusableViewFactory(UITableViewCell.self, identifier: identifier)
    }

    func dequeueCell(_ identifier: String, api: String, mustExist: Bool) -> UITableViewCell? {
        if let cell = reusePool.dequeue(identifier, make: { $0.init(style: .default, reuseIdentifier: identifier) }) {
            return cell
        }
        if let prototype = prototypeCellFactories[identifier], let cell = prototype() {
            cell.setReuseIdentifier(identifier)
            return cell
        }
        if mustExist {
            Diagnostics.warning(
                "UITableView.\(api): unable to dequeue a cell with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard. A plain "
                    + "UITableViewCell is used. Hint: call register(_:forCellReuseIdentifier:) first.")
        }
        return nil
    }
}

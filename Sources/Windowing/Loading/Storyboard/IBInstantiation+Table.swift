import Foundation

// Making a storyboard's tables. A cell's `<tableViewCellContentView>` is the cell's own
// `contentView`, filled from the element; the labels a built-in style names become the cell's
// `textLabel` and `detailTextLabel`. Each prototype becomes a factory `dequeueReusableCell` calls
// for a fresh copy with its own outlets connected; a static table's cells are made once, with the
// rest of the scene, so the controller's outlets reach the views inside them as in UIKit.
extension IBViewSpec {
    /// Whether `subview` is this cell's content view.
    func isContentView(_ subview: IBViewSpec) -> Bool {
        guard case .tableCell(let cell) = content else { return false }
        return cell.contentViewID == subview.id
    }
}

extension IBInstantiation {
    /// Fills a table or collection view cell's existing content view from its element, as
    /// `makeView` fills a new view.
    mutating func fillContentView(_ contentView: UIView, from spec: IBViewSpec) {
        StoryboardCoder(.view(spec, bundle)).decode(into: contentView)
        record(contentView, spec)
        for subviewSpec in spec.subviews { contentView.addSubview(makeView(subviewSpec)) }
        installLayout(spec, on: contentView)
    }

    /// A cell's style views, or a table's prototype factories and static sections.
    mutating func installTableContent(_ spec: IBViewSpec, on view: UIView) {
        switch spec.content {
        case .tableCell(let content):
            guard let cell = view as? UITableViewCell else { return }
            cell.storyboardElementID = spec.id
            if let id = content.textLabelID, let label = objects[id] as? UILabel { cell.storedTextLabel = label }
            if cell.style != .default, let id = content.detailTextLabelID, let label = objects[id] as? UILabel {
                cell.storedDetailTextLabel = label
            }
            if let id = content.imageViewID, let image = objects[id] as? UIImageView { cell.storedImageView = image }
        case .table(let content):
            guard let table = view as? UITableView else { return }
            installPrototypes(content.prototypes, on: table)
            if let header = content.headerView { table.tableHeaderView = makeView(header) }
            if let footer = content.footerView { table.tableFooterView = makeView(footer) }
            guard let sections = content.sections else { return }
            var made: [TableStaticSection] = []
            for section in sections {
                var cells: [UITableViewCell] = []
                var heights: [CGFloat?] = []
                for cellSpec in section.cells {
                    guard let cell = makeView(cellSpec) as? UITableViewCell else { continue }
                    cells.append(cell)
                    if case .tableCell(let cellContent) = cellSpec.content {
                        heights.append(cellContent.rowHeight)
                    } else {
                        heights.append(nil)
                    }
                }
                made.append(
                    TableStaticSection(
                        headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells,
                        rowHeights: heights))
            }
            table.staticSections = made
        default:
            break
        }
    }

    private func installPrototypes(_ prototypes: [IBViewSpec], on table: UITableView) {
        let bundle = bundle
        let file = file
        let keepsEveryObject = references == nil
        for prototype in prototypes {
            guard case .tableCell(let cell) = prototype.content, let identifier = cell.reuseIdentifier else { continue }
            let references = keepsEveryObject ? nil : IBReferences.ids(in: prototype)
            table.prototypeCellFactories[identifier] = {
                var instantiation = IBInstantiation(references: references, bundle: bundle, file: file)
                let cell = instantiation.makeView(prototype) as? UITableViewCell
                instantiation.connect(owner: nil, outlets: [])
                instantiation.awake()
                return cell
            }
        }
    }
}

// MARK: - Decoding a table's and a cell's element

extension StoryboardCoder {
    /// The table element's settings, when the coder carries a `<tableView>`.
    var tableContent: IBTable? {
        guard case .view(let spec, _) = payload, case .table(let table) = spec.content else { return nil }
        return table
    }

    /// The cell element's settings, when the coder carries a `<tableViewCell>`.
    var tableCellContent: IBTableCell? {
        guard case .view(let spec, _) = payload, case .tableCell(let cell) = spec.content else { return nil }
        return cell
    }

    /// The style of the table a `<tableViewController>`'s scene holds as its view.
    var controllerTableStyle: UITableView.Style? {
        guard case .controller(let spec, _) = payload, case .table(let table)? = spec.view?.content else { return nil }
        return table.style
    }
}

extension IBTable {
    /// Sets what the element gave on `table`, once its own initialisation is done.
    @MainActor
    func apply(to table: UITableView) {
        if let rowHeight { table.rowHeight = rowHeight }
        if let estimatedRowHeight { table.estimatedRowHeight = estimatedRowHeight }
        if let sectionHeaderHeight { table.sectionHeaderHeight = sectionHeaderHeight }
        if let sectionFooterHeight { table.sectionFooterHeight = sectionFooterHeight }
        if let separatorStyle { table.separatorStyle = separatorStyle }
        if let separatorColor { table.separatorColor = separatorColor }
        if let allowsSelection { table.allowsSelection = allowsSelection }
        if let allowsMultipleSelection { table.allowsMultipleSelection = allowsMultipleSelection }
        if let allowsSelectionDuringEditing { table.allowsSelectionDuringEditing = allowsSelectionDuringEditing }
        if let allowsMultipleSelectionDuringEditing {
            table.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
        }
        if let isEditing { table.isEditing = isEditing }
        if let bounces { table.bounces = bounces }
        if let isScrollEnabled { table.isScrollEnabled = isScrollEnabled }
        if let showsVerticalScrollIndicator { table.showsVerticalScrollIndicator = showsVerticalScrollIndicator }
        if let showsHorizontalScrollIndicator {
            table.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        }
    }
}

extension IBTableCell {
    /// Sets what the element gave on `cell`, once its own initialisation is done.
    @MainActor
    func apply(to cell: UITableViewCell) {
        cell.setReuseIdentifier(reuseIdentifier)
        cell.accessoryType = accessoryType
        cell.selectionStyle = selectionStyle
    }
}

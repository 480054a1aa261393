import Foundation

// `<tableView>` and `<tableViewCell>`: the table's settings, its prototype cells (made afresh for
// each dequeue) or its static sections, and a cell's style, reuse identifier, accessory and the
// labels Xcode names for its built-in style. What Xcode writes for a table with one prototype:
//   <tableView … dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" …>
//     <prototypes>
//       <tableViewCell … reuseIdentifier="Cell" textLabel="lbl" style="IBUITableViewCellStyleDefault" id="…">
//         <tableViewCellContentView key="contentView" … tableViewCell="…" id="…"> <subviews>…</subviews>
//       </tableViewCell>
//     </prototypes>
//     <connections> <outlet property="dataSource" destination="…"/> … </connections>
// A static table has `dataMode="static"` and `<sections>` of `<tableViewSection>`s holding `<cells>`.

/// A table view's settings and cells, as the element gives them.
struct IBTable: Sendable {
    var style: UITableView.Style = .plain
    var rowHeight: CGFloat?
    var estimatedRowHeight: CGFloat?
    var sectionHeaderHeight: CGFloat?
    var sectionFooterHeight: CGFloat?
    var separatorStyle: UITableView.SeparatorStyle?
    var separatorColor: UIColor?
    var allowsSelection: Bool?
    var allowsMultipleSelection: Bool?
    var allowsSelectionDuringEditing: Bool?
    var allowsMultipleSelectionDuringEditing: Bool?
    var isEditing: Bool?
    var bounces: Bool?
    var isScrollEnabled: Bool?
    var showsVerticalScrollIndicator: Bool?
    var showsHorizontalScrollIndicator: Bool?
    /// `<prototypes>`: cells made afresh by `dequeueReusableCell`, by their reuse identifiers.
    var prototypes: [IBViewSpec] = []
    /// `dataMode="static"`: the sections, whose cells are made once with the table.
    var sections: [IBTableSection]?
    /// The views with `key="tableHeaderView"` and `key="tableFooterView"`.
    var headerView: IBViewSpec?
    var footerView: IBViewSpec?
}

/// A `<tableViewSection>` of a static table.
struct IBTableSection: Sendable {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [IBViewSpec]
}

/// A `<tableViewCell>`'s own settings; its content view is its only subview in the spec.
struct IBTableCell: Sendable {
    var style: UITableViewCell.CellStyle = .default
    var reuseIdentifier: String?
    var accessoryType: UITableViewCell.AccessoryType = .none
    var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// The height a static cell's row has (`rowHeight`, Xcode's "Custom" row height).
    var rowHeight: CGFloat?
    var contentViewID: String?
    /// The labels and image view of a built-in style, which become `textLabel`, `detailTextLabel`
    /// and `imageView`.
    var textLabelID: String?
    var detailTextLabelID: String?
    var imageViewID: String?
}

extension IBVocabulary {
    static let scrollViewAttributes: Set<String> = [
        "alwaysBounceVertical", "alwaysBounceHorizontal", "bounces", "bouncesZoom", "scrollEnabled", "pagingEnabled",
        "directionalLockEnabled", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator",
        "delaysContentTouches", "canCancelContentTouches", "indicatorStyle", "keyboardDismissMode",
        "contentInsetAdjustmentBehavior", "minimumZoomScale", "maximumZoomScale", "scrollsToTop",
        "automaticallyAdjustsScrollIndicatorInsets",
    ]

    static let tableAttributes: [String: Set<String>] = [
        "tableViewController": viewControllerAttributes.union(["clearsSelectionOnViewWillAppear"]),
        "tableView": viewAttributes.union(scrollViewAttributes).union([
            "dataMode", "style", "separatorStyle", "separatorInsetReference", "rowHeight", "estimatedRowHeight",
            "sectionHeaderHeight", "estimatedSectionHeaderHeight", "sectionFooterHeight",
            "estimatedSectionFooterHeight", "sectionIndexMinimumDisplayRowCount", "allowsSelection",
            "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
            "allowsFocus", "allowsFocusDuringEditing", "selectionFollowsFocus", "cellLayoutMarginsFollowReadableWidth",
            "insetsContentViewsToSafeArea", "remembersLastFocusedIndexPath", "dragInteractionEnabled",
            "sectionHeaderTopPadding", "fillerRowHeight", "prefetchingEnabled", "editing",
        ]),
        "tableViewCell": viewAttributes.union([
            "reuseIdentifier", "style", "textLabel", "detailTextLabel", "imageView", "accessoryType",
            "editingAccessoryType", "selectionStyle", "indentationLevel", "indentationWidth",
            "shouldIndentWhileEditing", "showsReorderControl", "focusStyle", "rowHeight",
            "userInteractionEnabledWhileDragging", "automaticallyUpdatesContentConfiguration",
            "automaticallyUpdatesBackgroundConfiguration",
            // Xcode kept writing this long after iOS 3 deprecated it; it changes nothing.
            "hidesAccessoryWhenEditing",
        ]),
        "tableViewCellContentView": viewAttributes.union(["tableViewCell"]),
        "prototypes": [], "sections": [], "cells": [],
        "tableViewSection": ["id", "headerTitle", "footerTitle", "userLabel", "colorLabel"],
    ]
}

extension IBCompiler {
    static let tableStyles: [String: UITableView.Style] = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped,
    ]
    // UIKit draws an etched line as a single line since iOS 7.
    static let separatorStyles: [String: UITableView.SeparatorStyle] = [
        "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLine, "none": .none,
    ]
    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    /// The content of a `<tableView>`: its settings, then its prototypes or static sections.
    mutating func tableContent(_ element: IBElement) throws(StoryboardError) -> IBTable {
        var table = IBTable()
        table.style = try values.choice(element, "style", Self.tableStyles) ?? .plain
        table.rowHeight = try values.number(element, "rowHeight")
        table.estimatedRowHeight = try values.number(element, "estimatedRowHeight")
        table.sectionHeaderHeight = try values.number(element, "sectionHeaderHeight")
        table.sectionFooterHeight = try values.number(element, "sectionFooterHeight")
        table.separatorStyle = try values.choice(element, "separatorStyle", Self.separatorStyles)
        table.allowsSelection = try values.flag(element, "allowsSelection")
        table.allowsMultipleSelection = try values.flag(element, "allowsMultipleSelection")
        table.allowsSelectionDuringEditing = try values.flag(element, "allowsSelectionDuringEditing")
        table.allowsMultipleSelectionDuringEditing = try values.flag(element, "allowsMultipleSelectionDuringEditing")
        table.isEditing = try values.flag(element, "editing")
        table.bounces = try values.flag(element, "bounces")
        table.isScrollEnabled = try values.flag(element, "scrollEnabled")
        table.showsVerticalScrollIndicator = try values.flag(element, "showsVerticalScrollIndicator")
        table.showsHorizontalScrollIndicator = try values.flag(element, "showsHorizontalScrollIndicator")
        let isStatic = element["dataMode"] == "static"
        if let mode = element["dataMode"], mode != "static", mode != "prototypes" {
            throw values.invalid(element, "dataMode=\"\(mode)\" is not supported", hint: "use prototypes or static")
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "separatorColor"):
                try checkAttributes(child)
                table.separatorColor = try values.color(child, resources: resources)
            case ("prototypes", _):
                try checkAttributes(child)
                table.prototypes = try tableCells(in: child)
                if isStatic, !table.prototypes.isEmpty {
                    throw values.invalid(
                        child, "a static table (dataMode=\"static\") has prototype cells",
                        hint: "use <sections> for static cells, or dataMode=\"prototypes\"")
                }
            case ("sections", _):
                try checkAttributes(child)
                table.sections = try tableSections(child)
            case (let name, "tableHeaderView") where IBVocabulary.views.contains(name):
                table.headerView = try view(child)
            case (let name, "tableFooterView") where IBVocabulary.views.contains(name):
                table.footerView = try view(child)
            default:
                break
            }
        }
        if isStatic, table.sections == nil { table.sections = [] }
        return table
    }

    private mutating func tableSections(_ element: IBElement) throws(StoryboardError) -> [IBTableSection] {
        var sections: [IBTableSection] = []
        for child in element.children {
            guard child.name == "tableViewSection" else {
                throw values.invalid(
                    child, "<\(child.name)> is not a table section", hint: "<sections> holds <tableViewSection>s")
            }
            try checkAttributes(child)
            var cells: [IBViewSpec] = []
            for part in child.children where part.name == "cells" {
                try checkAttributes(part)
                cells += try tableCells(in: part)
            }
            sections.append(
                IBTableSection(headerTitle: child["headerTitle"], footerTitle: child["footerTitle"], cells: cells))
        }
        return sections
    }

    private mutating func tableCells(in element: IBElement) throws(StoryboardError) -> [IBViewSpec] {
        var cells: [IBViewSpec] = []
        for child in element.children {
            guard child.name == "tableViewCell" else {
                throw values.invalid(
                    child, "<\(child.name)> is not a table view cell",
                    hint: "<\(element.name)> holds <tableViewCell>s")
            }
            cells.append(try view(child))
        }
        return cells
    }

    /// The content of a `<tableViewCell>`, once its content view is in `spec.subviews`. The labels
    /// a built-in style names must be views of the content view.
    func tableCellContent(_ element: IBElement, spec: IBViewSpec) throws(StoryboardError) -> IBTableCell {
        var cell = IBTableCell()
        cell.style = try values.choice(element, "style", Self.cellStyles) ?? .default
        cell.reuseIdentifier = element["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
        cell.accessoryType = try values.choice(element, "accessoryType", Self.accessoryTypes) ?? .none
        cell.selectionStyle = try values.choice(element, "selectionStyle", Self.selectionStyles) ?? .default
        cell.rowHeight = try values.number(element, "rowHeight").map { max(0, $0) }
        let content = spec.subviews.first { $0.element.hasPrefix("<tableViewCellContentView") }
        cell.contentViewID = content?.id
        let inside = Set(content?.subviews.map(\.id) ?? [])
        func named(_ attribute: String) throws(StoryboardError) -> String? {
            guard let id = element[attribute] else { return nil }
            guard inside.contains(id) else {
                throw values.invalid(
                    element, "\(attribute)=\"\(id)\" names no view of the cell's content view",
                    hint: "re-save the file in Xcode, or remove the attribute")
            }
            return id
        }
        cell.textLabelID = try named("textLabel")
        cell.detailTextLabelID = try named("detailTextLabel")
        cell.imageViewID = try named("imageView")
        return cell
    }
}

extension IBViewSpec {
    /// The cells of a table view's prototypes and static sections, for checks that walk the tree.
    var tableCells: [IBViewSpec] {
        guard case .table(let table) = content else { return [] }
        return table.prototypes + (table.sections ?? []).flatMap(\.cells)
    }

    /// A table's header and footer views.
    var tableHeaderAndFooterViews: [IBViewSpec] {
        guard case .table(let table) = content else { return [] }
        return [table.headerView, table.footerView].compactMap { $0 }
    }
}

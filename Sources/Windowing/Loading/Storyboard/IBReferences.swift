import Foundation

/// The element ids that instantiation looks objects up by: outlets' and actions' destinations,
/// segues' sources, constraints' items, and the labels and image view a built-in cell style
/// names. Only those objects are kept in `IBInstantiation.objects`; a scene of 100,000 views
/// otherwise kept a table of all of them while they were made (issue 21).
enum IBReferences {
    /// The ids a storyboard scene's controller, view tree and segues name.
    static func ids(in controller: IBControllerSpec) -> Set<String> {
        var ids = Set(controller.outlets.map(\.destination))
        for segue in controller.segues { ids.insert(segue.sourceID) }
        for item in controller.barItems?.all ?? [] {
            for action in item.actions { ids.insert(action.destination) }
        }
        if let view = controller.view { collect(view, into: &ids) }
        return ids
    }

    /// The ids a nib's File's Owner outlets and top-level views name.
    static func ids(ownerOutlets: [IBOutletSpec], topLevelViews: [IBViewSpec]) -> Set<String> {
        var ids = Set(ownerOutlets.map(\.destination))
        for view in topLevelViews { collect(view, into: &ids) }
        return ids
    }

    /// The ids a view tree (a table cell prototype's, say) names.
    static func ids(in view: IBViewSpec) -> Set<String> {
        var ids: Set<String> = []
        collect(view, into: &ids)
        return ids
    }

    private static func collect(_ spec: IBViewSpec, into ids: inout Set<String>) {
        for outlet in spec.outlets { ids.insert(outlet.destination) }
        for action in spec.actions { ids.insert(action.destination) }
        for constraint in spec.layout.constraints {
            ids.insert(constraint.firstItem)
            if let second = constraint.secondItem { ids.insert(second) }
        }
        switch spec.content {
        case .tableCell(let cell):
            for id in [cell.contentViewID, cell.textLabelID, cell.detailTextLabelID, cell.imageViewID] {
                if let id { ids.insert(id) }
            }
        case .table(let table):
            for prototype in table.prototypes { collect(prototype, into: &ids) }
            for view in [table.headerView, table.footerView] { view.map { collect($0, into: &ids) } }
            for section in table.sections ?? [] {
                for cell in section.cells { collect(cell, into: &ids) }
            }
        case .collection(let collection):
            for prototype in collection.prototypes { collect(prototype, into: &ids) }
        case .collectionCell(let cell):
            if let id = cell.contentViewID { ids.insert(id) }
        default:
            break
        }
        for subview in spec.subviews { collect(subview, into: &ids) }
    }
}

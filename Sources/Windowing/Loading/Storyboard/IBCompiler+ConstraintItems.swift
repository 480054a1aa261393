import Foundation

// The items constraints name. A constraint is held by a view that contains both its items (Xcode
// puts it on their nearest common ancestor), so each item is a view of the holder's subtree or a
// layout guide one of them owns; a view controller's top and bottom layout guides (Xcode 5 to 8)
// are the exception, bound by the controller once its root view is read.
extension IBCompiler {
    /// Drops, with a warning, the constraints of `spec` whose items are not in its subtree, and
    /// turns `translatesAutoresizingMaskIntoConstraints` off on the constrained subviews whose file
    /// does not decide it, as Xcode does for views it lays out with constraints.
    mutating func checkItems(of spec: inout IBViewSpec) throws(StoryboardError) {
        guard !spec.layout.constraints.isEmpty else { return }
        var views = Set<String>()
        var guides = Set<String>()
        Self.collect(spec, views: &views, guides: &guides)
        var kept: [IBConstraintSpec] = []
        var constrained = Set<String>()
        for constraint in spec.layout.constraints {
            let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
            let missing = items.first { item in
                !views.contains(item) && !guides.contains(item) && skipped[item] != "viewControllerLayoutGuide"
            }
            if let missing {
                let what =
                    skipped[missing].map { "a <\($0)>, which is not supported yet" }
                    ?? "no view or layout guide inside \(spec.element)"
                warn(
                    line: constraint.line, element: constraint.label,
                    "the constraint names '\(missing)', \(what); the constraint is dropped",
                    once: "constraint.item.\(constraint.id ?? String(constraint.line))")
                continue
            }
            kept.append(constraint)
            constrained.formUnion(items.filter { $0 != spec.id })
        }
        spec.layout.constraints = kept
        if !constrained.isEmpty { Self.markConstrained(constrained, in: &spec) }
    }

    private static func collect(_ spec: IBViewSpec, views: inout Set<String>, guides: inout Set<String>) {
        views.insert(spec.id)
        guides.formUnion(spec.layout.guides.keys)
        for subview in spec.subviews { collect(subview, views: &views, guides: &guides) }
    }

    private static func markConstrained(_ ids: Set<String>, in spec: inout IBViewSpec) {
        spec.subviews.modifyEach { subview in
            if ids.contains(subview.id), !subview.layout.translatesMaskIsFixed {
                subview.layout.translatesAutoresizingMaskIntoConstraints = false
            }
            markConstrained(ids, in: &subview)
        }
    }

    /// Binds a controller's `<layoutGuides>` (top and bottom layout guides) to its root view, whose
    /// constraints name them.
    mutating func attachControllerLayoutGuides(_ element: IBElement, to spec: inout IBControllerSpec)
        throws(StoryboardError)
    {
        guard let guidesElement = element.child("layoutGuides"), spec.view != nil else { return }
        for guide in guidesElement.children where guide.name == "viewControllerLayoutGuide" {
            let id = try values.required(guide, "id")
            switch guide["type"] {
            case "top": spec.view?.layout.guides[id] = .topLayoutGuide
            case "bottom": spec.view?.layout.guides[id] = .bottomLayoutGuide
            case let type:
                throw values.invalid(
                    guide, "type=\"\(type ?? "")\" is not a view controller layout guide",
                    hint: "Interface Builder writes type=\"top\" or type=\"bottom\"")
            }
        }
    }
}

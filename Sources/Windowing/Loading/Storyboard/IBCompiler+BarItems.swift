import Foundation

/// One `<barButtonItem>`: what the item shows and the actions it sends. Its segues are read with
/// the scene's (IBCompiler+Segues.swift), with the item's id as their source.
struct IBBarButtonItemSpec: Sendable {
    var id: String
    var line: Int
    var title: String?
    var image: String?
    /// An SF Symbol's name, from `<imageReference key="image" catalog="system">`.
    var systemImage: String?
    var systemItem: UIBarButtonItem.SystemItem?
    var style = UIBarButtonItem.Style.plain
    var width: CGFloat = 0
    var isEnabled = true
    var tag = 0
    var tintColor: UIColor?
    var actions: [IBActionSpec] = []
    /// The view element with `key="customView"`, shown instead of a button.
    var customView: IBViewSpec?
}

/// A controller scene's bar button items: its navigation item's and its toolbar's.
struct IBBarItemsSpec: Sendable {
    var left: [IBBarButtonItemSpec] = []
    var right: [IBBarButtonItemSpec] = []
    var back: IBBarButtonItemSpec?
    var toolbar: [IBBarButtonItemSpec]?

    var all: [IBBarButtonItemSpec] { left + right + (back.map { [$0] } ?? []) + (toolbar ?? []) }
}

// A controller's `<navigationItem key="navigationItem">` (its title, large title mode and bar
// button items), `<tabBarItem key="tabBarItem">` and `<toolbarItems>`, as Xcode writes them:
//   <navigationItem key="navigationItem" title="Books" id="…">
//     <barButtonItem key="rightBarButtonItem" systemItem="add" id="…">
//       <connections><action selector="addNew:" destination="…" id="…"/></connections>
//     </barButtonItem>
//     <leftBarButtonItems> <barButtonItem title="One" id="…"/> … </leftBarButtonItems>
//   </navigationItem>
//   <toolbarItems> <barButtonItem systemItem="flexibleSpace" id="…"/> … </toolbarItems>
// Bar item attributes are not checked against the vocabulary, which lists only what the loader
// read before bar items were supported; the ones read here are checked one by one.
extension IBCompiler {
    static let largeTitleDisplayModes: [String: UINavigationItem.LargeTitleDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
    ]

    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
        "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "close": .close,
    ]

    /// Xcode still reads `bordered`, the style before iOS 7; it draws as plain.
    static let barButtonStyles: [String: UIBarButtonItem.Style] = [
        "plain": .plain, "done": .done, "bordered": .plain,
    ]

    /// Reads a controller's navigation item, tab bar item or toolbar items into `spec`; false for
    /// other elements.
    mutating func readBarItem(_ element: IBElement, into spec: inout IBControllerSpec) throws(StoryboardError) -> Bool {
        switch element.name {
        case "navigationItem":
            spec.navigationTitle = element["title"] ?? ""
            if let name = element["largeTitleDisplayMode"] {
                guard let mode = Self.largeTitleDisplayModes[name] else {
                    throw values.invalid(
                        element, "unknown largeTitleDisplayMode '\(name)'", hint: "use automatic, always or never")
                }
                spec.largeTitleDisplayMode = mode
            }
            var items = spec.barItems ?? IBBarItemsSpec()
            for child in element.children {
                switch (child.name, child["key"]) {
                case ("barButtonItem", "leftBarButtonItem"): items.left = [try barButtonItem(child)]
                case ("barButtonItem", "rightBarButtonItem"): items.right = [try barButtonItem(child)]
                case ("barButtonItem", "backBarButtonItem"): items.back = try barButtonItem(child)
                case ("leftBarButtonItems", _): items.left = try barButtonItems(in: child)
                case ("rightBarButtonItems", _): items.right = try barButtonItems(in: child)
                default: skip(child, once: "navigationItem.\(child.name)")
                }
            }
            spec.barItems = items
        case "tabBarItem":
            spec.tabBarTitle = element["title"] ?? ""
            spec.tabBarBadge = element["badgeValue"]
        case "toolbarItems":
            var items = spec.barItems ?? IBBarItemsSpec()
            items.toolbar = try barButtonItems(in: element)
            spec.barItems = items
        default:
            return false
        }
        return true
    }

    private mutating func barButtonItems(in element: IBElement) throws(StoryboardError) -> [IBBarButtonItemSpec] {
        var items: [IBBarButtonItemSpec] = []
        for child in element.children {
            guard child.name == "barButtonItem" else {
                skip(child, once: "barItems.\(child.name)")
                continue
            }
            items.append(try barButtonItem(child))
        }
        return items
    }

    private mutating func barButtonItem(_ element: IBElement) throws(StoryboardError) -> IBBarButtonItemSpec {
        let id = try values.required(element, "id")
        try requireUnused(id, element)
        classes[id] = UIBarButtonItem.self
        var item = IBBarButtonItemSpec(id: id, line: element.line)
        item.title = element["title"]
        item.image = element["image"]
        item.systemItem = try values.choice(element, "systemItem", Self.barButtonSystemItems)
        item.style =
            try values.choice(element, "style", Self.barButtonStyles) ?? (item.systemItem == .done ? .done : .plain)
        item.width = max(0, try values.number(element, "width") ?? 0)
        item.isEnabled = try values.flag(element, "enabled") ?? true
        item.tag = try values.integer(element, "tag") ?? 0
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "tintColor"):
                item.tintColor = try values.color(child, resources: resources)
            case ("connections", _):
                item.actions = try barItemActions(child)
            case (let name, "customView") where IBVocabulary.views.contains(name):
                item.customView = try view(child)
            case ("imageReference", "image") where child["catalog"] == "system":
                item.systemImage = child["image"]
                if let name = item.systemImage, !SystemSymbol.names.contains(name) {
                    warn(
                        child, "the system image '\(name)' is not one Windowing draws; the item shows its title",
                        once: "barButtonItem.imageReference.\(name)")
                }
            case ("imageReference", "image"):
                item.image = child["image"]
            default:
                skip(child, once: "barButtonItem.\(child.name)")
            }
        }
        return item
    }

    /// A bar button item's `<action>`s; it has no event type, its one event being a click.
    private mutating func barItemActions(_ element: IBElement) throws(StoryboardError) -> [IBActionSpec] {
        var actions: [IBActionSpec] = []
        for child in element.children where child.name == "action" {
            actions.append(
                IBActionSpec(
                    selector: try values.required(child, "selector"),
                    destination: try values.required(child, "destination"), events: .primaryActionTriggered,
                    line: child.line))
        }
        return actions
    }

    /// Checks that each bar button item action's destination registers its selector, as control
    /// actions are checked; an action to the First Responder is left unconnected with a warning.
    mutating func checkBarItemActions(of controller: IBControllerSpec) throws(StoryboardError) {
        for item in controller.barItems?.all ?? [] {
            for action in item.actions {
                if placeholders.contains(action.destination) {
                    warn(
                        line: action.line, element: "<barButtonItem id=\"\(item.id)\">",
                        "the action '\(action.selector)' goes to the First Responder, which Windowing does not "
                            + "support; not connected",
                        once: "barButtonItem.firstResponder.\(item.id)")
                    continue
                }
                try checkActionTarget(
                    action, from: item.id, element: "<barButtonItem id=\"\(item.id)\">")
            }
        }
    }
}

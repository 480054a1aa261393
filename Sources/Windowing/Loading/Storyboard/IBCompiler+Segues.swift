import Foundation

/// One `<segue>` of a scene: from the controller (performed by identifier) or from a control
/// (triggered by it), or a container's relationship to a child.
struct IBSegueSpec: Sendable {
    enum Kind: String, Sendable {
        case show, showDetail, presentation, popoverPresentation, embed, relationship, unwind
        // What Xcode 5 and earlier wrote.
        case push, modal, popover, replace, custom
    }

    var identifier: String?
    var kind: Kind
    var destination: String
    var relationship: String?
    var modalPresentationStyle: UIModalPresentationStyle?
    /// An unwind segue's action, as the file writes the selector (`unwindToStart:`).
    var unwindAction: String?
    /// The id of the element the segue is connected from: the controller, or a control in its view.
    var sourceID: String
    var line: Int
}

/// The children a navigation controller (`rootViewController`) or tab bar controller
/// (`viewControllers`) scene names through relationship segues, in file order.
struct IBContainerSpec: Sendable {
    enum Kind: Sendable { case navigation, tabBar }
    var kind: Kind
    var children: [String]
}

// Segues and container scenes. Segues are read from the whole controller element at once, so the
// connections of views and controls need not carry them; a relationship segue makes a navigation
// or tab bar controller's children.
extension IBCompiler {
    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
        "custom": .custom, "none": .none,
    ]

    /// Reads the segues under `element` into `spec`, and the controller's own presentation style.
    mutating func readSegues(of element: IBElement, into spec: inout IBControllerSpec) throws(StoryboardError) {
        if let style = element["modalPresentationStyle"] {
            spec.modalPresentationStyle = try presentationStyle(style, of: element)
        }
        try collectSegues(in: element, owner: spec.id, into: &spec.segues)
        spec.segues.sort { $0.line < $1.line }
    }

    /// The segues of `element`'s connections, then of its other children's subtrees, the last
    /// child's first (the order of the checks, and so of the first refusal, is that of the stack
    /// this replaced, which held every child of a 100,000-view `<subviews>` at once: 3 MB).
    /// Recursive: the reader refuses files nested deeper than `IBXMLReader.maximumDepth`.
    private mutating func collectSegues(in element: IBElement, owner: String, into segues: inout [IBSegueSpec])
        throws(StoryboardError)
    {
        for child in element.children where child.name == "connections" {
            for segue in child.children where segue.name == "segue" {
                if let parsed = try self.segue(segue, from: owner) { segues.append(parsed) }
            }
        }
        for child in element.children.reversed() where child.name != "connections" {
            try collectSegues(in: child, owner: child["id"] ?? owner, into: &segues)
        }
    }

    // Segue and container attributes are not checked against the vocabulary, which lists only
    // what the loader read before segues were supported; the ones read here are checked one by one.
    private mutating func segue(_ element: IBElement, from owner: String) throws(StoryboardError) -> IBSegueSpec? {
        let kindName = try values.required(element, "kind")
        guard let kind = IBSegueSpec.Kind(rawValue: kindName) else {
            throw values.invalid(
                element, "unknown segue kind '\(kindName)'",
                hint: "Xcode writes show, showDetail, presentation, popoverPresentation, embed, relationship or unwind")
        }
        if kind == .custom || kind == .replace || element["customClass"] != nil {
            warn(element, "custom segues are not supported yet; skipped", once: "segue.\(kind.rawValue)")
            return nil
        }
        let style = try element["modalPresentationStyle"].map { name throws(StoryboardError) in
            try presentationStyle(name, of: element)
        }
        // An unwind segue's destination is the scene's Exit placeholder; the action picks the controller.
        let action = kind == .unwind ? try values.required(element, "unwindAction") : nil
        return IBSegueSpec(
            identifier: element["identifier"], kind: kind, destination: try values.required(element, "destination"),
            relationship: element["relationship"], modalPresentationStyle: style, unwindAction: action,
            sourceID: owner, line: element.line)
    }

    private func presentationStyle(_ name: String, of element: IBElement) throws(StoryboardError)
        -> UIModalPresentationStyle
    {
        guard let style = Self.presentationStyles[name] else {
            throw values.invalid(
                element, "unknown modalPresentationStyle '\(name)'",
                hint: "use fullScreen, overFullScreen, pageSheet, formSheet or automatic")
        }
        return style
    }

    /// A `<navigationController>` or `<tabBarController>` scene: its class, its children from the
    /// relationship segues, and its other segues. Its bar elements only matter to Xcode.
    mutating func containerController(_ element: IBElement) throws(StoryboardError) -> IBControllerSpec {
        let id = try values.required(element, "id")
        if classes[id] != nil {
            throw values.invalid(element, "the id '\(id)' is used twice", hint: "ids must be unique in a file")
        }
        let isNavigation = element.name == "navigationController"
        let type: UIViewController.Type
        if isNavigation {
            type = try resolveClass(element, base: UINavigationController.self, baseName: "UINavigationController")
        } else {
            type = try resolveClass(element, base: UITabBarController.self, baseName: "UITabBarController")
        }
        classes[id] = type
        var spec = IBControllerSpec(
            id: id, element: element.label, line: element.line, controllerClass: type,
            identifier: element["storyboardIdentifier"], view: nil, outlets: [])
        try readSegues(of: element, into: &spec)
        let relationship = isNavigation ? "rootViewController" : "viewControllers"
        let children = spec.segues.filter { $0.kind == .relationship && $0.relationship == relationship }
        spec.container = IBContainerSpec(
            kind: isNavigation ? .navigation : .tabBar, children: children.map(\.destination))
        spec.segues.removeAll { $0.kind == .relationship }
        // Interface Builder's Shows Toolbar.
        spec.showsToolbar = try values.flag(element, "toolbarHidden") == false
        for child in element.children {
            if child.name == "connections" {
                spec.outlets = try connections(child, ofControl: false).outlets
            } else if child.name == "navigationBar" {
                // Interface Builder's Prefers Large Titles, on the navigation controller's bar.
                spec.prefersLargeTitles = child["largeTitles"] == "YES"
            } else if child.name == "toolbar" {
                continue  // its look only matters to Xcode; `toolbarHidden` says whether it shows
            } else {
                _ = try readBarItem(child, into: &spec)
            }
        }
        return spec
    }
}

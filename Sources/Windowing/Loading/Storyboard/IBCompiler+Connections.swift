import Foundation

// `<connections>`: outlets (property → destination) and actions (selector, destination, event),
// checked against what the classes register in `storyboardOutlets` and `storyboardActions`, so an
// outlet or action that nothing would receive is an error when the file loads (behaviour 9.20, 9.21, 9.26).
extension IBCompiler {
    mutating func connections(_ element: IBElement, ofControl: Bool) throws(StoryboardError) -> (
        outlets: [IBOutletSpec], actions: [IBActionSpec]
    ) {
        try checkAttributes(element)
        var outlets: [IBOutletSpec] = []
        var actions: [IBActionSpec] = []
        for child in element.children {
            switch child.name {
            case "outlet":
                try checkAttributes(child)
                outlets.append(
                    IBOutletSpec(
                        property: try values.required(child, "property"),
                        destination: try values.required(child, "destination"), line: child.line))
            case "action":
                try checkAttributes(child)
                guard ofControl else {
                    throw values.invalid(
                        child, "an action on an object that is not a control",
                        hint: "actions belong to UIControl subclasses such as buttons")
                }
                guard let events = try values.choice(child, "eventType", IBValues.controlEvents) else {
                    throw values.invalid(
                        child, "the attribute 'eventType' is missing",
                        hint: "write eventType=\"touchUpInside\" or another event")
                }
                actions.append(
                    IBActionSpec(
                        selector: try values.required(child, "selector"),
                        destination: try values.required(child, "destination"),
                        events: events, line: child.line))
            case "segue":
                break  // read with their scene (IBCompiler+Segues.swift)
            default:
                skip(child, warning: "<\(child.name)> is not supported yet; skipped", once: "connections.\(child.name)")
            }
        }
        return (outlets, actions)
    }

    mutating func checkConnections(of controller: IBControllerSpec) throws(StoryboardError) {
        try checkOutlets(controller.outlets, owner: controller.id, element: controller.element)
        if let view = controller.view { try checkConnections(of: view) }
        try checkBarItemActions(of: controller)
    }

    mutating func checkConnections(of view: IBViewSpec) throws(StoryboardError) {
        try checkOutlets(view.outlets, owner: view.id, element: view.element)
        for action in view.actions { try checkActionTarget(action, from: view.id, element: view.element) }
        for subview in view.subviews { try checkConnections(of: subview) }
        for cell in view.tableCells { try checkConnections(of: cell) }
        for accessory in view.tableHeaderAndFooterViews { try checkConnections(of: accessory) }
        for cell in view.collectionCells { try checkConnections(of: cell) }
    }

    /// Checks that `action`'s destination registers its selector in `storyboardActions`.
    mutating func checkActionTarget(_ action: IBActionSpec, from sourceID: String, element: String)
        throws(StoryboardError)
    {
        guard
            let destination = try destinationClass(
                action.destination, line: action.line, element: element,
                connection: "action '\(action.selector)'"),
            !uncheckable(sourceID), !uncheckable(action.destination)
        else { return }
        let registered = (destination as? UIResponder.Type)?.storyboardActions ?? [:]
        guard registered[action.selector] != nil else {
            try requireResolved(
                action.destination, line: action.line, element: element,
                connection: "action '\(action.selector)'")
            throw .unconnected(
                file: file, line: action.line, element: element,
                problem:
                    "the action '\(action.selector)' to \(Self.name(destination)) is not in "
                    + "\(Self.name(destination)).storyboardActions",
                hint:
                    "add \"\(action.selector)\": "
                    + "ActionMessage(\(Self.name(destination)).\(Self.baseName(action.selector))) to it"
            )
        }
    }

    mutating func checkOutlets(_ outlets: [IBOutletSpec], owner: String, element: String) throws(StoryboardError) {
        guard !outlets.isEmpty, let ownerClass = classes[owner] else { return }
        for outlet in outlets {
            guard
                let destination = try destinationClass(
                    outlet.destination, line: outlet.line, element: element, connection: "outlet '\(outlet.property)'")
            else { continue }
            if outlet.property == "view", ownerClass is UIViewController.Type {
                guard destination is UIView.Type else {
                    throw .unconnected(
                        file: file, line: outlet.line, element: element,
                        problem: "the 'view' outlet goes to \(Self.name(destination)), not a view",
                        hint: "connect it to a view")
                }
                continue
            }
            if uncheckable(owner) { continue }
            guard let registration = (ownerClass as? UIResponder.Type)?.storyboardOutlets[outlet.property] else {
                try requireResolved(
                    owner, line: outlet.line, element: element, connection: "outlet '\(outlet.property)'")
                throw .unconnected(
                    file: file, line: outlet.line, element: element,
                    problem: "the outlet '\(outlet.property)' is not in \(Self.name(ownerClass)).storyboardOutlets",
                    hint:
                        "add \"\(outlet.property)\": StoryboardOutlet(\\\(Self.name(ownerClass)).\(outlet.property)) "
                        + "to it"
                )
            }
            guard registration.accepts(destination) || uncheckable(outlet.destination) else {
                try requireResolved(
                    outlet.destination, line: outlet.line, element: element,
                    connection: "outlet '\(outlet.property)'")
                throw .unconnected(
                    file: file, line: outlet.line, element: element,
                    problem:
                        "the outlet '\(outlet.property)' holds \(registration.valueTypeName), but its destination "
                        + "'\(outlet.destination)' is \(Self.name(destination))",
                    hint: "change the property's type or the outlet's destination")
            }
        }
    }

    /// Refuses a connection that fails because the object's `customClass` was not found, naming the
    /// class first: the outlet or action is only the symptom, and blaming it would mislead.
    private func requireResolved(_ id: String, line: Int, element: String, connection: String)
        throws(StoryboardError)
    {
        guard let customClass = unresolved[id] else { return }
        throw .unconnected(
            file: file, line: line, element: element,
            problem:
                "the class '\(customClass)' of '\(id)' was not found (see the 'Unknown class' warning), so its "
                + "\(connection) cannot be connected",
            hint: "check customClass and customModule, and that the class is compiled into the app")
    }

    /// Whether the object's connections go unchecked: its class is unknown in a file checked alone.
    private func uncheckable(_ id: String) -> Bool {
        connectionCheck == .skipUnknownClasses && unresolved[id] != nil
    }

    /// The destination's class; nil, with a warning, when the destination was skipped as unsupported.
    private mutating func destinationClass(_ id: String, line: Int, element: String, connection: String)
        throws(StoryboardError) -> AnyClass?
    {
        if classes[id] == nil, let kind = skipped[id] {
            warn(
                line: line, element: element,
                "the \(connection) goes to a <\(kind)>, which is not supported yet; not connected",
                once: "destination.\(id).\(connection)")
            return nil
        }
        if placeholders.contains(id) {
            throw .unconnected(
                file: file, line: line, element: element,
                problem:
                    "the connection goes to the placeholder '\(id)' (the First Responder), which Windowing does not "
                    + "support",
                hint: "connect it to the view controller or another object instead")
        }
        guard let type = classes[id] else {
            // A connection copied with its control into another scene: ibtool leaves it out of the
            // compiled storyboard, so the app runs without it.
            if let root, Self.containsElement(withID: id, in: root) {
                warn(
                    line: line, element: element,
                    "the \(connection) goes to '\(id)' in another scene, which a storyboard cannot connect; not "
                        + "connected (reconnect it within its scene in Interface Builder)",
                    once: "destination.\(id).\(connection)")
                return nil
            }
            throw .unconnected(
                file: file, line: line, element: element,
                problem: "the destination '\(id)' is not an object of this scene",
                hint: "reconnect it in Interface Builder")
        }
        return type
    }

    private static func containsElement(withID id: String, in element: IBElement) -> Bool {
        element["id"] == id || element.children.contains { containsElement(withID: id, in: $0) }
    }

    static func name(_ type: AnyClass) -> String {
        let full = NSStringFromClass(type)
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    /// `didTap:` → `didTap`, for hints.
    static func baseName(_ selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}

/// The live object graph the inspector draws, read from the objects themselves: the application,
/// its delegate, each scene session with its scene, scene delegate and windows, each window's root
/// view controller with its children, and each window's view tree.
///
/// It is a plain value, built without a window system, so tests compare it with the objects they
/// know are alive, and the inspector redraws only when a new one differs from the last. Nodes are
/// in the order they are drawn (depth first); every node but the first has a parent, and the
/// edge from it is what the node is to its parent (`role`).
struct InspectorSnapshot: Equatable, Sendable {
    /// What an object is to the node above it.
    enum Role: String, Sendable, CaseIterable {
        case application
        case appDelegate = "app delegate"
        case session
        case scene
        case sceneDelegate = "scene delegate"
        case window
        case rootViewController = "root view controller"
        case childViewController = "child view controller"
        case view
    }

    struct Node: Equatable, Sendable {
        var role: Role
        /// The object's class, as the trace prints it.
        var className: String
        /// `#n`, the trace's identity for the object (`Trace.identity(of:)`).
        var identity: String
        /// A few words more: a scene's title and state, whose controller's view a view is, its
        /// identifier or tag, "hidden".
        var detail: String
        /// The index of the node above this one; nil for the application.
        var parent: Int?
        /// How many edges lie between the application and this node.
        var depth: Int
        /// The object, to find it again (a view to highlight); not shown.
        var object: ObjectIdentifier

        /// "root view controller NoteViewController #7", then the detail in parentheses.
        var text: String {
            let base = "\(role.rawValue) \(className) \(identity)"
            return detail.isEmpty ? base : base + " (\(detail))"
        }
    }

    var nodes: [Node] = []

    /// The edges, parent to child, as pairs of node indices.
    var edges: [(from: Int, to: Int)] {
        nodes.indices.compactMap { index in nodes[index].parent.map { (from: $0, to: index) } }
    }

    /// One line per node, indented two spaces per level: the form the tests and the
    /// `WINDOWING_INSPECTOR_DUMP` switch print.
    var text: String {
        nodes.map { String(repeating: "  ", count: $0.depth) + $0.text }.joined(separator: "\n")
    }

    func count(of role: Role) -> Int { nodes.filter { $0.role == role }.count }
}

extension InspectorSnapshot {
    /// A weak reference to a node's object: the inspector must never keep what it shows alive.
    struct ObjectReference {
        weak var object: AnyObject?
    }

    /// The graph of `application` as it is now.
    @MainActor
    init(application: UIApplication) {
        self = Self.capture(application).snapshot
    }

    /// The graph, and weak references to its objects by identifier, so a selected row can be found again.
    @MainActor
    static func capture(_ application: UIApplication) -> (
        snapshot: InspectorSnapshot, objects: [ObjectIdentifier: ObjectReference]
    ) {
        var builder = Builder()
        let root = builder.add(application, role: .application, detail: "\(application.applicationState)", parent: nil)
        if let delegate = application.delegate {
            builder.add(
                delegate, role: .appDelegate,
                detail: delegate === application ? "the application itself" : "", parent: root)
        }
        var shown = Set<ObjectIdentifier>()
        for session in application.sceneRegistry.sessions {
            let sessionNode = builder.add(
                session, role: .session, detail: session.configuration.name ?? "", parent: root)
            guard let scene = session.scene else { continue }
            let sceneNode = builder.add(scene, role: .scene, detail: Self.detail(of: scene), parent: sessionNode)
            if let delegate = scene.delegate {
                builder.add(delegate, role: .sceneDelegate, detail: "", parent: sceneNode)
            }
            for window in (scene as? UIWindowScene)?.windows ?? [] {
                shown.insert(ObjectIdentifier(window))
                builder.addWindow(window, parent: sceneNode)
            }
        }
        // Windows of no scene: the app delegate's (before iOS 13), and any other shown one.
        var sceneless = application.sceneRegistry.windows.filter { $0.windowScene == nil }
        if let window = application.delegate?.window, window.windowScene == nil { sceneless.insert(window, at: 0) }
        for window in sceneless where shown.insert(ObjectIdentifier(window)).inserted {
            builder.addWindow(window, parent: root)
        }
        return (InspectorSnapshot(nodes: builder.nodes), builder.objects)
    }

    @MainActor
    private static func detail(of scene: UIScene) -> String {
        let title = scene.title ?? ""
        return title.isEmpty ? "\(scene.activationState)" : "'\(title)', \(scene.activationState)"
    }

    @MainActor
    private struct Builder {
        var nodes: [Node] = []
        var objects: [ObjectIdentifier: ObjectReference] = [:]

        @discardableResult
        mutating func add(_ object: AnyObject, role: Role, detail: String, parent: Int?) -> Int {
            let key = ObjectIdentifier(object)
            objects[key] = ObjectReference(object: object)
            nodes.append(
                Node(
                    role: role, className: Trace.className(of: object), identity: Trace.identity(of: object),
                    detail: detail, parent: parent, depth: parent.map { nodes[$0].depth + 1 } ?? 0, object: key))
            return nodes.count - 1
        }

        mutating func addWindow(_ window: UIWindow, parent: Int) {
            let windowNode = add(window, role: .window, detail: window.storedHidden ? "hidden" : "", parent: parent)
            if let root = window.rootViewController {
                addController(root, role: .rootViewController, parent: windowNode)
            }
            for subview in window.storedSubviews { addView(subview, parent: windowNode) }
        }

        private mutating func addController(_ controller: UIViewController, role: Role, parent: Int) {
            let node = add(
                controller, role: role, detail: controller.isViewLoaded ? "" : "view not loaded", parent: parent)
            for child in controller.children { addController(child, role: .childViewController, parent: node) }
        }

        private mutating func addView(_ view: UIView, parent: Int) {
            var words: [String] = []
            // Which controller's view it is ties the view tree to the controller rows above it.
            if let owner = view.owningViewController {
                words.append("view of \(Trace.className(of: owner)) \(Trace.identity(of: owner))")
            }
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { words.append("\"\(identifier)\"") }
            if view.tag != 0 { words.append("tag \(view.tag)") }
            if view.storedHidden { words.append("hidden") }
            let node = add(view, role: .view, detail: words.joined(separator: ", "), parent: parent)
            for subview in view.storedSubviews { addView(subview, parent: node) }
        }
    }
}

import Foundation

/// Checks an `IBElement` tree and turns it into an `IBModel`: documents, scenes, controllers, the
/// File's Owner of a nib, classes, and outlets and actions against the classes' registrations.
///
/// Every error is thrown here, when the file is loaded, so instantiating from the model later
/// cannot fail halfway. An element or attribute Xcode never writes is an error (`IBVocabulary`);
/// known elements that only matter to Xcode (Auto Layout, canvas positions, simulated metrics) are
/// skipped silently, and known ones the toolkit does not support yet with one warning per name and
/// file.
@MainActor
struct IBCompiler {
    /// How connections of objects whose `customClass` is unknown are checked.
    enum ConnectionCheck: Sendable {
        /// Refused like any other outlet nothing receives: in an app, the class should exist.
        case strict
        /// Left unchecked: a file checked on its own (`scripts/check-storyboards.sh`) has no app classes.
        case skipUnknownClasses
    }

    enum Kind {
        case storyboard, nib

        var documentType: String {
            switch self {
            case .storyboard: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
            case .nib: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
            }
        }
    }

    let file: String
    let registry: TypeRegistry
    let values: IBValues
    var resources: [String: IBElement] = [:]
    /// Classes of the objects by id, for checking connections.
    var classes: IBClassTable = [:]
    /// Placeholders (First Responder, and a nib's other placeholders), which receive nothing.
    var placeholders = Set<String>()
    /// Elements left out of the model (unsupported or design-time), by id: connections to them warn.
    var skipped: [String: String] = [:]
    /// Controllers skipped as unsupported, by id, with the root view controller a navigation
    /// controller's relationship segue names.
    var unsupportedControllers: [String: (kind: String, root: String?)] = [:]
    /// Objects whose `customClass` was not found: the name written, by id.
    var unresolved: [String: String] = [:]
    /// Unknown `customClass` names with their warnings, for `IBModel.unknownClasses`.
    var unknownClasses: [(name: String, warning: String)] = []
    let connectionCheck: ConnectionCheck
    /// The whole document, searched only when a connection's destination is not in its scene.
    var root: IBElement?
    var warned = Set<String>()
    var warnings: [String] = []

    init(file: String, registry: TypeRegistry, connectionCheck: ConnectionCheck = .strict) {
        self.file = file
        self.registry = registry
        self.connectionCheck = connectionCheck
        values = IBValues(file: file)
    }

    /// The checked model of `root`. When the file is refused, `warningsBeforeFailure` gets the
    /// warnings given until then (an unknown class is often the first cause of the refusal).
    static func compile(
        _ root: IBElement, kind: Kind, file: String, registry: TypeRegistry, owner: AnyClass? = nil,
        connectionCheck: ConnectionCheck = .strict, warningsBeforeFailure: ([String]) -> Void = { _ in }
    ) throws(StoryboardError) -> IBModel {
        var compiler = IBCompiler(file: file, registry: registry, connectionCheck: connectionCheck)
        var model: IBModel
        do throws(StoryboardError) {
            model = try compiler.document(root, kind: kind, owner: owner)
        } catch {
            warningsBeforeFailure(compiler.warnings)
            throw error
        }
        model.warnings = compiler.warnings
        model.unknownClasses = compiler.unknownClasses
        return model
    }

    mutating func warn(_ element: IBElement, _ message: String, once key: String) {
        warn(line: element.line, element: element.label, message, once: key)
    }

    mutating func warn(line: Int, element: String, _ message: String, once key: String) {
        guard warned.insert(key).inserted else { return }
        warnings.append("Storyboard: \(file):\(line): \(element): \(message)")
    }

    // MARK: - Document

    private mutating func document(_ root: IBElement, kind: Kind, owner: AnyClass?) throws(StoryboardError) -> IBModel {
        self.root = root
        defer { self.root = nil }
        guard root.name == "document" else {
            // Xcode 3 and 4 wrote nibs as a keyed archive; Xcode 5 and later convert them on save.
            let hint =
                root.name == "archive" && root["type"]?.hasPrefix("com.apple.InterfaceBuilder3.") == true
                ? "this is the archive format of Xcode 4 and earlier, which is not read; open and save the file in "
                    + "Xcode 5 or later"
                : "this is not an Interface Builder file"
            throw values.invalid(root, "the root element is <\(root.name)>, not <document>", hint: hint)
        }
        let type = try values.required(root, "type")
        guard type == kind.documentType else {
            let expected = kind == .storyboard ? "a storyboard" : "a nib (.xib)"
            throw values.invalid(
                root, "type=\"\(type)\" is not \(expected) for iOS", hint: "expected type=\"\(kind.documentType)\"")
        }
        // Xcode 4 and 5 wrote "iOS.CocoaTouch.iPad" for iPad-only files (Main_iPad.storyboard); the format is the same.
        if let runtime = root["targetRuntime"], runtime != "iOS.CocoaTouch", runtime != "iOS.CocoaTouch.iPad" {
            throw values.invalid(
                root, "targetRuntime=\"\(runtime)\" is not iOS.CocoaTouch",
                hint: "only iOS Interface Builder files load")
        }
        try checkAttributes(root)
        try checkElementNames(root)
        if let resourcesElement = root.child("resources") {
            for entry in resourcesElement.children {
                if IBVocabulary.attributes[entry.name] != nil { try checkAttributes(entry) }
                if let name = entry["name"] { resources[name] = entry }
            }
        }
        var model = IBModel(file: file)
        for child in root.children {
            switch (child.name, kind) {
            case ("scenes", .storyboard):
                for scene in child.children {
                    guard scene.name == "scene" else {
                        skip(scene, warning: "not a <scene>; skipped", once: "scenes.\(scene.name)")
                        continue
                    }
                    try self.scene(scene, into: &model)
                }
            case ("objects", .nib):
                try nibObjects(child, into: &model, owner: owner)
            case ("resources", _):
                break
            default:
                skip(
                    child, warning: "<\(child.name)> here is not supported yet; skipped", once: "document.\(child.name)"
                )
            }
        }
        if kind == .storyboard, let initial = root["initialViewController"] {
            if let (controller, rootID) = unsupportedControllers[initial] {
                // Until containers are supported, a navigation controller's root stands in for it.
                if let rootID, model.controllers[rootID] != nil {
                    warn(
                        root,
                        "the initial view controller is a <\(controller)>, which is not supported yet; its root view "
                            + "controller '\(rootID)' is the initial view controller instead",
                        once: "initial")
                    model.initialControllerID = rootID
                } else {
                    warn(
                        root,
                        "the initial view controller is a <\(controller)>, which is not supported yet; the storyboard "
                            + "has no initial view controller",
                        once: "initial")
                }
                return model
            }
            guard model.controllers[initial] != nil else {
                throw values.invalid(
                    root, "initialViewController=\"\(initial)\" names no view controller in the file",
                    hint: "set 'Is Initial View Controller' on a view controller in Interface Builder")
            }
            model.initialControllerID = initial
        }
        return model
    }

    // MARK: - Storyboard scenes

    private mutating func scene(_ scene: IBElement, into model: inout IBModel) throws(StoryboardError) {
        classes = [:]
        placeholders = []
        skipped = [:]
        try checkAttributes(scene)
        for child in scene.children where child.name != "objects" {
            skip(child, warning: "<\(child.name)> in a scene is not supported; skipped", once: "scene.\(child.name)")
        }
        guard let objects = scene.child("objects") else { return }
        var controllers: [IBControllerSpec] = []
        for object in objects.children {
            switch object.name {
            case "viewController", "tableViewController", "collectionViewController":
                controllers.append(try controller(object))
            case "navigationController", "tabBarController":
                controllers.append(try containerController(object))
            case "placeholder":
                try register(object, as: UIResponder.self)
            case "exit":
                break  // the target unwind segues name; their action finds the controller at run time
            case let name where IBVocabulary.controllers.contains(name):
                skip(
                    object, warning: "<\(name)> is not supported yet; the scene is skipped", once: "controller.\(name)")
                let root = object.child("connections")?.children
                    .first { $0.name == "segue" && $0["relationship"] == "rootViewController" }?["destination"]
                if let id = object["id"] { unsupportedControllers[id] = (name, root) }
            default:
                skip(object, warning: "<\(object.name)> is not supported yet; skipped", once: "objects.\(object.name)")
            }
        }
        for controller in controllers {
            try checkConnections(of: controller)
            if model.controllers[controller.id] != nil {
                throw .invalid(
                    file: file, line: controller.line, element: controller.element,
                    problem: "the id '\(controller.id)' is used twice", hint: "ids must be unique in a file")
            }
            if let identifier = controller.identifier {
                if let other = model.identifiers[identifier] {
                    throw .invalid(
                        file: file, line: controller.line, element: controller.element,
                        problem: "storyboardIdentifier '\(identifier)' is also used by '\(other)'",
                        hint: "Storyboard IDs must be unique")
                }
                model.identifiers[identifier] = controller.id
            }
            model.controllers[controller.id] = controller
        }
    }

    private mutating func controller(_ element: IBElement) throws(StoryboardError) -> IBControllerSpec {
        try checkAttributes(element)
        let id = try values.required(element, "id")
        try requireUnused(id, element)
        let type: UIViewController.Type =
            switch element.name {
            case "tableViewController":
                try resolveClass(element, base: UITableViewController.self, baseName: "UITableViewController")
            case "collectionViewController":
                try resolveClass(element, base: UICollectionViewController.self, baseName: "UICollectionViewController")
            default:
                try resolveClass(element, base: UIViewController.self, baseName: "UIViewController")
            }
        classes[id] = type
        var spec = IBControllerSpec(
            id: id, element: element.label, line: element.line, controllerClass: type,
            identifier: element["storyboardIdentifier"], view: nil, outlets: [])
        try readSegues(of: element, into: &spec)
        for child in element.children {
            if child["key"] == "view", IBVocabulary.views.contains(child.name) {
                spec.view = try view(child)
            } else if child.name == "connections" {
                spec.outlets = try connections(child, ofControl: false).outlets
            } else if child.name == "refreshControl", child["key"] == "refreshControl",
                element.name == "tableViewController"
            {
                spec.refreshControl = try view(child)
            } else if try readBarItem(child, into: &spec) {
                continue
            } else {
                skip(
                    child, warning: "<\(child.name)> in a view controller is not supported yet; skipped",
                    once: "controller.\(child.name)")
            }
        }
        try attachControllerLayoutGuides(element, to: &spec)
        try checkCollectionControllerView(element, spec)
        return spec
    }

    // MARK: - Nibs

    private mutating func nibObjects(_ objects: IBElement, into model: inout IBModel, owner: AnyClass?)
        throws(StoryboardError)
    {
        classes = [:]
        placeholders = []
        skipped = [:]
        for object in objects.children {
            if object.name == "placeholder" {
                try checkAttributes(object)
                let id = try values.required(object, "id")
                try requireUnused(id, object)
                if object["placeholderIdentifier"] == "IBFilesOwner" {
                    // The owner exists before loading; its customClass only documents the expected type.
                    let declared = try object["customClass"].map { _ throws(StoryboardError) in
                        try resolveClass(object, base: UIResponder.self, baseName: "UIResponder")
                    }
                    let ownerClass: AnyClass = owner ?? declared ?? UIResponder.self
                    if let owner, let declared, !(owner is UIViewController.Type && declared == UIResponder.self),
                        !isSubclass(owner, of: declared)
                    {
                        throw .wrongClass(
                            file: file, line: object.line, element: object.label,
                            className: NSStringFromClass(owner),
                            requirement: "the File's Owner class '\(NSStringFromClass(declared))'")
                    }
                    model.ownerID = id
                    model.ownerClass = ownerClass
                    classes[id] = ownerClass
                    if let connections = object.child("connections") {
                        model.ownerOutlets = try self.connections(connections, ofControl: false).outlets
                    }
                } else {
                    try register(object, as: UIResponder.self)
                }
            } else if IBVocabulary.views.contains(object.name) {
                model.topLevelViews.append(try view(object))
            } else {
                skip(object, warning: "<\(object.name)> is not supported yet; skipped", once: "objects.\(object.name)")
            }
        }
        if let ownerID = model.ownerID {
            try checkOutlets(
                model.ownerOutlets, owner: ownerID, element: "<placeholder id=\"\(ownerID)\"> (File's Owner)")
            for view in model.topLevelViews { try checkConnections(of: view) }
            if model.ownerClass is UIViewController.Type, !model.ownerOutlets.contains(where: { $0.property == "view" })
            {
                throw .unconnected(
                    file: file, line: 1, element: "<placeholder id=\"\(ownerID)\"> (File's Owner)",
                    problem: "the nib has no 'view' outlet from the File's Owner",
                    hint: "connect the File's Owner's view outlet to the top-level view in Interface Builder")
            }
        } else {
            for view in model.topLevelViews { try checkConnections(of: view) }
        }
    }

    // MARK: - Classes

    /// The element's class: `customClass` in `customModule` (the app's module for
    /// `customModuleProvider="target"`), else `base`. An unknown class falls back to `base` with
    /// UIKit's log line (behaviour 3.17); one that is not a subclass of `base` is refused.
    mutating func resolveClass<Base: AnyObject>(_ element: IBElement, base: Base.Type, baseName: String)
        throws(StoryboardError) -> Base.Type
    {
        guard let customClass = element["customClass"], !customClass.isEmpty else { return base }
        let module = element["customModuleProvider"] == "target" ? registry.moduleName : element["customModule"]
        let name = module.map { "\($0).\(customClass)" } ?? customClass
        let lookup = registry.lookup(name)
        guard let type = lookup.type else {
            let warned = warnings.count
            warn(
                element,
                "Unknown class \(customClass) in Interface Builder file; tried \(lookup.explanation); using \(baseName)",
                once: "class.\(name)")
            if warnings.count > warned, let warning = warnings.last { unknownClasses.append((customClass, warning)) }
            if let id = element["id"] { unresolved[id] = customClass }
            return base
        }
        // `base` may be a subclass of `Base` (UILabel for a label), so the check is on the class chain.
        guard isSubclass(type, of: base), let typed = type as? Base.Type else {
            throw .wrongClass(
                file: file, line: element.line, element: element.label, className: name,
                requirement: "a subclass of \(baseName)")
        }
        return typed
    }

    func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == base { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    private mutating func register(_ placeholder: IBElement, as type: AnyClass) throws(StoryboardError) {
        try checkAttributes(placeholder)
        let id = try values.required(placeholder, "id")
        try requireUnused(id, placeholder)
        classes[id] = type
        placeholders.insert(id)
    }

    /// Refuses an id another object of the scene or nib already has, as views and controllers are
    /// refused: connections name objects by id, so a second object would take the first one's.
    func requireUnused(_ id: String, _ element: IBElement) throws(StoryboardError) {
        if classes[id] != nil {
            throw values.invalid(element, "the id '\(id)' is used twice", hint: "ids must be unique in a file")
        }
    }
}

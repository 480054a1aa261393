public import Foundation

/// A storyboard: the view controllers of an Interface Builder `.storyboard` file, created on
/// demand through `init(coder:)` (behaviour 9.1–9.5).
///
/// Windowing reads the XML Xcode writes (it is not compiled to `.storyboardc`). The file is read
/// and checked once per process (a file of more than 10,000 views once per `UIStoryboard`, so
/// that its checked form does not outlive the storyboards made from it); each `instantiate…`
/// call then creates a new controller.
@preconcurrency @MainActor
open class UIStoryboard {
    let model: IBModel
    let name: String
    let bundle: Bundle?
    /// `IBReferences.ids(in:)` of each scene instantiated, by controller id: a scene is often made again.
    private var referencesByController: [String: Set<String>] = [:]

    init(model: IBModel, name: String, bundle: Bundle?) {
        self.model = model
        self.name = name
        self.bundle = bundle
    }

    /// The storyboard `name.storyboard` in `bundle`, or in the app's resources when nil
    /// (`Base.lproj` included).
    ///
    /// A missing or broken file stops the app with the `StoryboardError`'s message, as UIKit raises
    /// an exception; use `load(name:bundle:)` to handle the error instead.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            let storyboard = try Self.load(name: name, bundle: storyboardBundleOrNil)
            self.init(model: storyboard.model, name: name, bundle: storyboardBundleOrNil)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The storyboard `name.storyboard`, or the reason it cannot be loaded.
    /// - Note: Differs from UIKit: an addition, since Swift cannot catch UIKit's exception.
    public static func load(name: String, bundle: Bundle?) throws(StoryboardError) -> UIStoryboard {
        let found = IBFileLoader.locate(name: name, extension: "storyboard", bundle: bundle)
        guard let url = found.url else { throw .notFound(kind: "storyboard", name: name, searched: found.searched) }
        return UIStoryboard(
            model: try IBFileLoader.model(at: url, kind: .storyboard, registry: IBFileLoader.registry), name: name,
            bundle: bundle)
    }

    /// A new instance of the initial view controller, or nil when the file names none (behaviour 9.3).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = model.initialControllerID, let spec = model.controllers[id] else { return nil }
        return instantiate(spec, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A new instance of the initial view controller made by `block`, which receives the coder to
    /// pass to its `init?(coder:)`; when it returns nil, `init(coder:)` of the storyboard's class is used.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let id = model.initialControllerID, let spec = model.controllers[id] else { return nil }
        return Self.cast(instantiate(spec, creator: block), identifier: id, file: model.file)
    }

    /// A new instance of the controller whose Storyboard ID is `identifier` (behaviour 9.4). An unknown
    /// identifier stops the app with a message naming it and the storyboard, as UIKit raises.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(spec(identifier: identifier), creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`, made by `block` when given.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let created = instantiate(spec(identifier: identifier), creator: block)
        guard let typed = created as? ViewController else {
            preconditionFailure(
                "UIStoryboard: the view controller '\(identifier)' of \(model.file) is \(type(of: created)), not "
                    + "\(ViewController.self)"
            )
        }
        return typed
    }

    /// The controller spec for `identifier`, or the error naming it and the file.
    func controllerSpec(identifier: String) throws(StoryboardError) -> IBControllerSpec {
        guard let id = model.identifiers[identifier], let spec = model.controllers[id] else {
            throw .unknownIdentifier(file: model.file, identifier: identifier, known: model.identifiers.keys.sorted())
        }
        return spec
    }

    private func spec(identifier: String) -> IBControllerSpec {
        do {
            return try controllerSpec(identifier: identifier)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Behaviour 9.2, 9.25: the controller comes from `init(coder:)` (or the creator), then `awakeFromNib`;
    /// its view is unarchived later, when it is first needed.
    func instantiate<ViewController: UIViewController>(
        _ spec: IBControllerSpec, creator: ((NSCoder) -> ViewController?)?
    ) -> UIViewController {
        let coder = StoryboardCoder(.controller(spec, IBSource(storyboard: self, controller: spec)))
        guard let controller = creator?(coder) ?? spec.controllerClass.init(coder: coder) else {
            let error = StoryboardError.initializerReturnedNil(
                file: model.file, line: spec.line, element: spec.element,
                className: NSStringFromClass(spec.controllerClass))
            preconditionFailure(error.description)
        }
        if controller.interfaceSource == nil {
            // A creator that called an initializer other than init(coder:) still gets its view from the scene.
            controller.interfaceSource = IBSource(storyboard: self, controller: spec)
        }
        Trace.call(controller, "awakeFromNib()") { controller.awakeFromNib() }
        configureFromScene(controller, spec: spec)
        return controller
    }

    /// The ids the scene of `controller` looks objects up by, found on its first instantiation.
    func references(of controller: IBControllerSpec) -> Set<String> {
        if let references = referencesByController[controller.id] { return references }
        let references = IBReferences.ids(in: controller)
        referencesByController[controller.id] = references
        return references
    }

    private static func cast<T: UIViewController>(_ controller: UIViewController, identifier: String, file: String) -> T
    {
        guard let typed = controller as? T else {
            preconditionFailure(
                "UIStoryboard: the view controller '\(identifier)' of \(file) is \(type(of: controller)), not \(T.self)"
            )
        }
        return typed
    }
}

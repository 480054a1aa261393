import Foundation

// A controller's view from Interface Builder: its storyboard scene, or its nib (`nibName`, or a
// nib named after the class), unarchived when the view is first needed, with outlets and actions
// connected and `awakeFromNib` sent before `viewDidLoad` (behaviour 9.25).
extension UIViewController {
    /// The storyboard the controller was created from, if any.
    public var storyboard: UIStoryboard? { interfaceSource?.storyboard }

    /// Loads the view from the scene or nib; false when there is none (the caller makes a plain view).
    func loadInterfaceBuilderView() -> Bool {
        if let source = interfaceSource {
            guard let viewSpec = source.controller.view else { return false }
            var placeholders: [String: AnyObject] = [source.controller.id: self]
            for (id, item) in storyboardBarItems { placeholders[id] = item }
            var instantiation = IBInstantiation(
                placeholders: placeholders,
                references: source.storyboard.references(of: source.controller),
                bundle: source.storyboard.bundle, file: source.storyboard.model.file)
            view = instantiation.makeView(viewSpec)
            if let refreshSpec = source.controller.refreshControl, let table = self as? UITableViewController {
                table.refreshControl = instantiation.makeView(refreshSpec) as? UIRefreshControl
            }
            instantiation.connect(owner: self, outlets: source.controller.outlets)
            connectBarItemActions(source.controller.barItems, objects: instantiation.objects)
            connectTriggeredSegues(objects: instantiation.objects)
            instantiation.awake()
            performEmbedSegues(objects: instantiation.objects)
            return true
        }
        guard let url = nibURL() else { return false }
        do {
            let model = try IBFileLoader.model(
                at: url, kind: .nib, registry: IBFileLoader.registry, owner: type(of: self))
            var instantiation = IBInstantiation(
                placeholders: model.ownerID.map { [$0: self] } ?? [:],
                references: IBReferences.ids(ownerOutlets: model.ownerOutlets, topLevelViews: model.topLevelViews),
                bundle: nibBundle, file: model.file)
            for viewSpec in model.topLevelViews { _ = instantiation.makeView(viewSpec) }
            instantiation.connect(owner: self, outlets: model.ownerOutlets)
            instantiation.awake()
            return isViewLoaded
        } catch {
            Diagnostics.warning("\(error.description); \(Trace.className(of: self)) gets a plain UIView")
            return false
        }
    }

    /// Gives each of the scene's bar button items its action's target and method, found in
    /// `objects` by id like a control's.
    private func connectBarItemActions(_ spec: IBBarItemsSpec?, objects: [String: AnyObject]) {
        for itemSpec in spec?.all ?? [] {
            guard let item = storyboardBarItems[itemSpec.id] as? UIBarButtonItem else { continue }
            for action in itemSpec.actions {
                guard let target = objects[action.destination],
                    let message = (type(of: target) as? UIResponder.Type)?.storyboardActions[action.selector]
                else { continue }
                item.target = target
                item.action = message
            }
        }
    }

    /// `nibName.xib`, or for a nil `nibName` `<Class>.xib` then `<Class without "Controller">.xib`, as UIKit looks.
    private func nibURL() -> URL? {
        if let nibName {
            let found = IBFileLoader.locate(name: nibName, extension: "xib", bundle: nibBundle)
            if found.url == nil {
                Diagnostics.warning(
                    "\(StoryboardError.notFound(kind: "nib", name: nibName, searched: found.searched)); "
                        + "\(Trace.className(of: self)) gets a plain UIView"
                )
            }
            return found.url
        }
        guard type(of: self) != UIViewController.self else { return nil }
        let className = Trace.className(of: self)
        var names = [className]
        if className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
        for name in names {
            if let url = IBFileLoader.locateListed(name: name, extension: "xib", bundle: nibBundle) { return url }
        }
        return nil
    }
}

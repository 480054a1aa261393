import Foundation

// What a scene sets on its controller besides the view: the navigation and tab bar items' titles,
// the bar button items, the presentation style, and a container's children (its relationship segues), created with it
// as UIKit creates them while decoding the container.
extension UIStoryboard {
    func configureFromScene(_ controller: UIViewController, spec: IBControllerSpec) {
        if let title = spec.navigationTitle { controller.navigationItem.title = title }
        if let title = spec.tabBarTitle { controller.tabBarItem.title = title }
        if let badge = spec.tabBarBadge { controller.tabBarItem.badgeValue = badge }
        if let mode = spec.largeTitleDisplayMode { controller.navigationItem.largeTitleDisplayMode = mode }
        if spec.prefersLargeTitles { (controller as? UINavigationController)?.navigationBar.prefersLargeTitles = true }
        if let style = spec.modalPresentationStyle { controller.modalPresentationStyle = style }
        if let items = spec.barItems { makeBarItems(items, of: controller, sceneID: spec.id) }
        if spec.showsToolbar { (controller as? UINavigationController)?.isToolbarHidden = false }
        guard let container = spec.container else { return }
        let children = container.children.compactMap { id -> UIViewController? in
            guard let childSpec = model.controllers[id] else {
                Diagnostics.warning(
                    "UIStoryboard: \(model.file) line \(spec.line): a relationship segue of \(spec.element) leads to "
                        + "'\(id)', which is no supported view controller; the child is left out")
                return nil
            }
            return instantiate(childSpec, creator: nil as ((NSCoder) -> UIViewController?)?)
        }
        switch container.kind {
        case .navigation:
            (controller as? UINavigationController)?.setViewControllers(children, animated: false)
        case .tabBar:
            (controller as? UITabBarController)?.setViewControllers(children, animated: false)
        }
    }

    /// A new controller for the scene `id`, as a segue's destination.
    func instantiateSegueDestination(_ id: String) -> UIViewController? {
        guard let spec = model.controllers[id] else { return nil }
        return instantiate(spec, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The scene's bar button items, made with the controller as UIKit decodes them with its
    /// navigation item; their actions are connected when the view loads, with the scene's other
    /// connections.
    private func makeBarItems(_ spec: IBBarItemsSpec, of controller: UIViewController, sceneID: String) {
        func make(_ itemSpec: IBBarButtonItemSpec) -> UIBarButtonItem {
            let item =
                itemSpec.systemItem.map { UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil) }
                ?? UIBarButtonItem()
            if let title = itemSpec.title { item.title = title }
            if let name = itemSpec.image { item.image = UIImage(named: name, in: bundle, with: nil) }
            if let name = itemSpec.systemImage { item.image = UIImage(systemName: name) }
            item.style = itemSpec.style
            item.width = itemSpec.width
            item.isEnabled = itemSpec.isEnabled
            item.tag = itemSpec.tag
            item.tintColor = itemSpec.tintColor
            controller.storyboardBarItems[itemSpec.id] = item
            if let viewSpec = itemSpec.customView {
                item.customView = makeCustomView(viewSpec, of: controller, sceneID: sceneID)
            }
            return item
        }
        let navigationItem = controller.navigationItem
        if !spec.left.isEmpty { navigationItem.leftBarButtonItems = spec.left.map(make) }
        if !spec.right.isEmpty { navigationItem.rightBarButtonItems = spec.right.map(make) }
        if let back = spec.back { navigationItem.backBarButtonItem = make(back) }
        if let toolbar = spec.toolbar, !toolbar.isEmpty { controller.toolbarItems = toolbar.map(make) }
    }

    /// A bar button item's custom view, made with the item as UIKit decodes it: its actions go to
    /// the controller (or another object of the scene's bar) now, and the controller's outlets
    /// reach it and its subviews when the view loads.
    private func makeCustomView(_ spec: IBViewSpec, of controller: UIViewController, sceneID: String) -> UIView {
        var placeholders = controller.storyboardBarItems
        placeholders[sceneID] = controller
        var instantiation = IBInstantiation(placeholders: placeholders, bundle: bundle, file: model.file)
        let view = instantiation.makeView(spec)
        instantiation.connect(owner: nil, outlets: [])
        instantiation.awake()
        for (id, object) in instantiation.objects where object !== controller {
            controller.storyboardBarItems[id] = object
        }
        return view
    }
}

import Foundation

// What a scene sets on its controller besides the view: the navigation and tab bar items' titles,
// the presentation style, and a container's children (its relationship segues), created with it
// as UIKit creates them while decoding the container.
extension UIStoryboard {
    func configureFromScene(_ controller: UIViewController, spec: IBControllerSpec) {
        if let title = spec.navigationTitle { controller.navigationItem.title = title }
        if let title = spec.tabBarTitle { controller.tabBarItem.title = title }
        if let badge = spec.tabBarBadge { controller.tabBarItem.badgeValue = badge }
        if let mode = spec.largeTitleDisplayMode { controller.navigationItem.largeTitleDisplayMode = mode }
        if spec.prefersLargeTitles { (controller as? UINavigationController)?.navigationBar.prefersLargeTitles = true }
        if let style = spec.modalPresentationStyle { controller.modalPresentationStyle = style }
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
}

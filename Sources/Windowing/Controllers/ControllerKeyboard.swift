import Foundation

// The keys and buttons the controller containers answer when no key command took them: Esc
// dismisses a sheet (unless `isModalInPresentation`) or picks an alert's cancel action, Return
// picks an alert's preferred action, Tab and Shift+Tab move between an alert's text fields,
// Alt+Left and the mouse's back button (X button 8) pop the visible navigation controller,
// Ctrl+1…9 pick a tab of the visible tab bar controller.
extension UIWindow {
    /// The controller on top: the last presented one, else the root.
    var topVisibleController: UIViewController? {
        UIViewController.topPresented(in: self) ?? rootViewController
    }

    func performControllerKey(_ key: UIKey) -> Bool {
        guard let top = topVisibleController else { return false }
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        if let alert = top as? UIAlertController, flags.isSubset(of: .shift) {
            return alert.handleKey(key.keyCode, modifiers: flags)
        }
        if key.keyCode == .keyboardEscape, flags.isEmpty, top.presentingStorage != nil,
            top.modalPresentationStyle.isSheet, !top.isModalInPresentation
        {
            Trace.note("Esc dismisses \(Trace.className(of: top))")
            top.dismiss(animated: true)
            return true
        }
        if key.keyCode == .keyboardLeftArrow, flags == .alternate { return performControllerBack() }
        // HID usages 30…38 are the digits 1…9 of the main keyboard.
        if flags == .control, (30...38).contains(key.keyCode.rawValue),
            let tabs = Self.innermostTabBarController(in: top)
        {
            let index = key.keyCode.rawValue - 30
            guard tabs.viewControllers?.indices.contains(index) == true else { return false }
            tabs.userSelect(index)
            return true
        }
        return false
    }

    private static func innermostTabBarController(in controller: UIViewController) -> UITabBarController? {
        guard let root = controller.viewIfLoaded, root.window != nil else { return nil }
        for child in controller.children.reversed() {
            guard let childView = child.viewIfLoaded, childView.window != nil, childView.isDescendant(of: root) else {
                continue
            }
            if let found = innermostTabBarController(in: child) { return found }
        }
        return controller as? UITabBarController
    }

    /// Pops the innermost visible navigation controller that has something to pop.
    func performControllerBack() -> Bool {
        guard let top = topVisibleController, !(top is UIAlertController) else { return false }
        guard let navigation = Self.innermostNavigation(in: top), navigation.viewControllers.count > 1 else {
            return false
        }
        Trace.note("back pops \(Trace.className(of: navigation))")
        navigation.popViewController(animated: true)
        return true
    }

    private static func innermostNavigation(in controller: UIViewController) -> UINavigationController? {
        guard let root = controller.viewIfLoaded, root.window != nil else { return nil }
        for child in controller.children.reversed() {
            guard let childView = child.viewIfLoaded, childView.window != nil, childView.isDescendant(of: root) else {
                continue
            }
            if let found = innermostNavigation(in: child), found.viewControllers.count > 1 { return found }
        }
        return controller as? UINavigationController
    }
}

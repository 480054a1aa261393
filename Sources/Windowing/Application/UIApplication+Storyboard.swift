import Foundation

// Launching from a storyboard, in UIKit's order (docs/uikit-behaviour.md §2):
// - scene apps (2a.1–2a.3): after the scene delegate is created and before
//   scene(_:willConnectTo:options:), a window attached to the scene becomes the delegate's `window`
//   with the initial view controller (init(coder:), awakeFromNib) as root; it is shown with
//   makeKeyAndVisible after willConnectTo returns, so the root view is not loaded inside it;
// - apps without scenes (2c.1–2c.3, 2c.7, 2c.8): before willFinishLaunching, the same on the app
//   delegate's `window` (or the window its getter returns); shown after didFinishLaunching.
// A storyboard that cannot be loaded ends the launch with its error and exit status 1, as UIKit's
// exception does (3.16).
extension UIApplication {
    func makeStoryboardWindow(for configuration: UISceneConfiguration, scene: UIWindowScene) -> UIWindow? {
        guard let storyboard = storyboard(of: configuration) else { return nil }
        guard let delegate = scene.delegate as? any UIWindowSceneDelegate else {
            Diagnostics.warning(
                "[WindowScene] There is no scene delegate set. A scene delegate class must be specified to use a main "
                    + "storyboard file."
            )
            return nil
        }
        Trace.note(
            "UIApplication creates the scene's UIWindow and the initial view controller of storyboard "
                + "'\(storyboard.name)'"
        )
        let window = UIWindow(windowScene: scene)
        delegate.window = window
        guard delegate.window === window else {
            Diagnostics.warning(
                "[WindowScene] \(Trace.className(of: delegate)) must implement the window property (var window: "
                    + "UIWindow?) to use storyboard '\(storyboard.name)'; nothing will appear"
            )
            return nil
        }
        installInitialViewController(of: storyboard, in: window, key: "UISceneStoryboardFile")
        return window
    }

    func showStoryboardWindow(_ window: UIWindow?, scene: UIWindowScene) {
        // The app may have replaced the window in willConnectTo (to choose the screen); then it showed its own.
        // Behaviour 2c.7: without an initial view controller nothing is shown.
        guard let window, (scene.delegate as? any UIWindowSceneDelegate)?.window === window, window.isHidden,
            window.rootViewController != nil
        else { return }
        window.makeKeyAndVisible()
    }

    func makeMainStoryboardWindow() -> UIWindow? {
        guard !usesScenes, let name = infoPlist?.mainStoryboardName, let delegate else { return nil }
        guard let storyboard = loadLaunchStoryboard(name, key: "UIMainStoryboardFile") else { return nil }
        Trace.note(
            "UIApplication creates the app delegate's UIWindow and the initial view controller of storyboard '\(name)'")
        // Behaviour 2c.3: a window the delegate's getter returns is used as it is.
        let window: UIWindow
        if let custom = delegate.window {
            window = custom
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
            delegate.window = window
            guard delegate.window === window else {
                Diagnostics.warning(
                    "The app delegate must implement the window property if it wants to use a main storyboard file.")
                return nil
            }
        }
        installInitialViewController(of: storyboard, in: window, key: "UIMainStoryboardFile")
        return window
    }

    func showMainStoryboardWindow(_ window: UIWindow?) {
        guard let window, delegate?.window === window, window.isHidden, window.rootViewController != nil else { return }
        window.makeKeyAndVisible()
    }

    private func storyboard(of configuration: UISceneConfiguration) -> UIStoryboard? {
        if let storyboard = configuration.storyboard { return storyboard }
        guard let name = configuration.storyboardName else { return nil }
        let storyboard = loadLaunchStoryboard(name, key: "UISceneStoryboardFile")
        configuration.storyboard = storyboard
        return storyboard
    }

    private func loadLaunchStoryboard(_ name: String, key: String) -> UIStoryboard? {
        do {
            return try UIStoryboard.load(name: name, bundle: nil)
        } catch {
            Diagnostics.error("\(error.description) (Info.plist \(key))")
            terminate(status: 1)
            return nil
        }
    }

    private func installInitialViewController(of storyboard: UIStoryboard, in window: UIWindow, key: String) {
        guard let controller = storyboard.instantiateInitialViewController() else {
            // Behaviour 2c.7: logged, and nothing is shown.
            Diagnostics.warning(
                "Failed to instantiate the default view controller for \(key) '\(storyboard.name)' - perhaps the "
                    + "designated entry point is not set?"
            )
            return
        }
        window.rootViewController = controller
    }
}

import UIKit

/// The scene delegate the configuration names in code (behaviour 2b.5): it makes the window, sizes it to
/// the scene, sets the root view controller and shows it.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        print(String(describing: type(of: self)) + "::" + #function)
        guard let windowScene = scene as? UIWindowScene else { return }
        // MARK: Create UIWindow and rootViewController manually
        let window = UIWindow(windowScene: windowScene)
        window.frame = windowScene.coordinateSpace.bounds
        let viewController = ViewController()
        window.rootViewController = viewController
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

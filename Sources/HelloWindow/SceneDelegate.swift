import UIKit

/// The scene delegate named by Info.plist (`$(PRODUCT_MODULE_NAME).SceneDelegate`): it builds the
/// window in code, as an app without a storyboard does.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        print("SceneDelegate::" + #function)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("SceneDelegate::" + #function)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate::" + #function)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("SceneDelegate::" + #function)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("SceneDelegate::" + #function)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("SceneDelegate::" + #function)
    }
}

import UIKit

/// With `UISceneStoryboardFile`, the toolkit has made the window and its root view controller
/// from `Main.storyboard` before this delegate connects (behaviour 2a.1); it only logs.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

import UIKit

/// The scene delegate. With a storyboard, `window` is already made and holds the initial view
/// controller when `scene(_:willConnectTo:options:)` runs (behaviour 2a.1). The launch-time choice of screen: choose
/// the first screen by Storyboard ID at launch, here from `STORYBOARDWINDOW_LOGGED_IN=1` or the
/// `--logged-in` argument.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        print(String(describing: type(of: self)) + "::" + #function)
        let userHasLoggedIn =
            ProcessInfo.processInfo.environment["STORYBOARDWINDOW_LOGGED_IN"] == "1"
            || CommandLine.arguments.contains("--logged-in")
        window?.rootViewController = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(identifier: userHasLoggedIn ? "UserHasLoggedIn" : "LoginScreen")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

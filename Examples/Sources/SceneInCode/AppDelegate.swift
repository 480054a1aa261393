import UIKit

/// The app delegate (behaviour 2b.5): there is no Info.plist at all, so no scene manifest names a scene
/// delegate. `application(_:configurationForConnecting:options:)` builds the configuration in code
/// and names `SceneDelegate` through `delegateClass`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print(String(describing: type(of: self)) + "::" + #function)
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        print(String(describing: type(of: self)) + "::" + #function)
        // MARK: Create UISceneConfiguration manually
        let sceneConfiguration = UISceneConfiguration(name: "Default", sessionRole: .windowApplication)
        sceneConfiguration.delegateClass = SceneDelegate.self
        return sceneConfiguration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

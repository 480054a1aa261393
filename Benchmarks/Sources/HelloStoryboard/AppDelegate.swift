import UIKit

/// HelloWindow's app delegate, unchanged: the benchmark measures the same launch with the view
/// tree coming from `Main.storyboard` instead of code.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print(String(describing: type(of: self)) + "::" + #function)
        return true
    }

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
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

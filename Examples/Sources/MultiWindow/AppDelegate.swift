import UIKit

/// A scene app with `UIApplicationSupportsMultipleScenes`: every window is a scene of its own,
/// opened with the "New Window" button or Ctrl+N and closed by the window manager, the "Close"
/// button or Ctrl+W. Each callback prints `Type::method`, with the scene's number for scenes.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print("AppDelegate::" + #function)
        Automation.startIfAsked()
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        print("AppDelegate::" + #function)
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        let numbers = sceneSessions.compactMap { $0.userInfo?["number"] as? Int }.sorted()
        print("AppDelegate::" + #function + " \(numbers)")
        Automation.sessionsDiscarded(sceneSessions.count)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("AppDelegate::" + #function)
        Automation.willTerminate()
    }
}

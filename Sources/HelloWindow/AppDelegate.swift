import UIKit

/// The app delegate, written as Xcode's template writes it: `@main` makes it the entry point,
/// which calls `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print("AppDelegate::" + #function)
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print("AppDelegate::" + #function)
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        print("AppDelegate::" + #function)
        // The name matches Info.plist's manifest, so the delegate class comes from there.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("AppDelegate::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("AppDelegate::" + #function)
    }
}

import UIKit

/// The pre-scene architecture with a storyboard: an app without scenes whose Info.plist names `Main` as
/// `UIMainStoryboardFile`. Before `willFinishLaunching`, UIKit reads the storyboard, makes the
/// initial view controller and a `UIWindow` on this delegate's `window`; after
/// `didFinishLaunching` returns it calls `makeKeyAndVisible()`. No window code here.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

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

    func applicationDidBecomeActive(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

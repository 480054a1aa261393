import UIKit

/// An app without scenes (the architecture before iOS 13): no Info.plist manifest and no
/// `configurationForConnecting`, so the app delegate owns the window and builds it in
/// `application(_:didFinishLaunchingWithOptions:)`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print(String(describing: type(of: self)) + "::" + #function)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ClockViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

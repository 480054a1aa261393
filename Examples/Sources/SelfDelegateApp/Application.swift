import UIKit

/// The application object and its own delegate (behaviour 1.18): `UIApplication.shared` and
/// `UIApplication.shared.delegate` are this one instance. It keeps the window of an app without
/// scenes and builds it in `application(_:didFinishLaunchingWithOptions:)`.
class Application: UIApplication, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print(String(describing: type(of: self)) + "::" + #function)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.rootViewController = ViewController(isOwnDelegate: application.delegate === application)
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

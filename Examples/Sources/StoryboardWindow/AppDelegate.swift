import UIKit

/// The app delegate of a storyboard app, as Xcode's template writes it. Info.plist's manifest names
/// `Main` as the scene's storyboard, so UIKit makes the window and the initial view controller.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print(String(describing: type(of: self)) + "::" + #function)
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print(String(describing: type(of: self)) + "::" + #function)
    }
}

import Foundation

@testable import Windowing

// App and scene delegates the toolkit instantiates from their class (or, in manifests, from their
// name `WindowingTests.<Name>`); they are at file scope and non-generic so `NSClassFromString`
// finds them. They log to `CallLog.shared`.

/// What the next launched scene delegate puts in its window (reset by `TestApp`).
@MainActor
enum SceneSetup {
    static var makeRootViewController: () -> UIViewController = { RecordingViewController() }
    /// Set to false for a scene delegate that builds no window.
    static var buildsWindow = true
    /// Each scene delegate created, in order.
    static var delegates: [RecordingSceneDelegate] = []

    static func reset() {
        makeRootViewController = { RecordingViewController() }
        buildsWindow = true
        delegates = []
    }
}

/// An app delegate logging every UIApplicationDelegate call it receives (but not implementing
/// `configurationForConnecting`, so Info.plist's manifest decides).
class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: CallLog { CallLog.shared }

    override init() {
        super.init()
        log.record(self, "init()")
        // Behaviour 1.7: the application object exists before the delegate does.
        log.observe("init: application exists \(UIApplication.current != nil)")
    }

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, #function)
        log.observe("willFinish: delegate set \(application.delegate === self), options nil \(launchOptions == nil)")
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, #function)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record(self, #function) }
    func applicationWillResignActive(_ application: UIApplication) { log.record(self, #function) }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record(self, #function) }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record(self, #function) }
    func applicationWillTerminate(_ application: UIApplication) { log.record(self, #function) }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.record(self, #function)
        log.observe("discarded \(sceneSessions.count) session(s)")
    }
}

/// The delegate of a scene app configured by Info.plist's manifest.
final class ManifestAppDelegate: RecordingAppDelegate {}

/// A pre-scene app delegate that builds its window in didFinishLaunching (behaviour 2d.1).
final class PreSceneAppDelegate: RecordingAppDelegate {
    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, "didFinishLaunching:begin")
        log.observe("didFinish: window nil on entry \(window == nil)")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = SceneSetup.makeRootViewController()
        self.window = window
        window.makeKeyAndVisible()
        log.record(self, "didFinishLaunching:end")
        return true
    }
}

/// A scene app's delegate that (wrongly) builds a scene-less window in didFinishLaunching (behaviour 2b.6).
final class StrayWindowAppDelegate: RecordingAppDelegate {
    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = OtherViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// A scene app with no manifest: the configuration is built in code (behaviour 2b.5).
final class CodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    var log: CallLog { CallLog.shared }
    /// The name the next returned configuration has.
    static var configurationName = "Default"

    override init() {
        super.init()
        log.record(self, "init()")
    }

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, #function)
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, #function)
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.record(self, #function)
        let configuration = UISceneConfiguration(name: Self.configurationName, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record(self, #function) }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record(self, #function) }
}

/// A scene delegate that builds its window in code (behaviour 2b.2) and logs the activation state it
/// reads in each callback (behaviour 4.4).
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var log: CallLog { CallLog.shared }

    override init() {
        super.init()
        log.record(self, "init()")
        SceneSetup.delegates.append(self)
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        log.record(self, "willConnectTo:begin")
        observeState(scene, "willConnectTo")
        log.observe("willConnectTo: window nil on entry \(window == nil), session matches \(scene.session === session)")
        guard SceneSetup.buildsWindow, let windowScene = scene as? UIWindowScene else {
            log.record(self, "willConnectTo:end")
            return
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = SceneSetup.makeRootViewController()
        self.window = window
        log.record(self, "makeKeyAndVisible:begin")
        window.makeKeyAndVisible()
        log.record(self, "makeKeyAndVisible:end")
        log.record(self, "willConnectTo:end")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { callback(scene, #function) }
    func sceneDidBecomeActive(_ scene: UIScene) { callback(scene, #function) }
    func sceneWillResignActive(_ scene: UIScene) { callback(scene, #function) }
    func sceneDidEnterBackground(_ scene: UIScene) { callback(scene, #function) }
    func sceneDidDisconnect(_ scene: UIScene) { callback(scene, #function) }

    private func callback(_ scene: UIScene, _ method: String) {
        log.record(self, method)
        observeState(scene, method)
    }

    private func observeState(_ scene: UIScene, _ method: String) {
        log.observe("\(method): \(scene.activationState)")
    }
}

/// A responder that adopts no delegate protocol: refused as an app or scene delegate.
final class NotADelegate: UIResponder {}

/// A view controller adopting UIApplicationDelegate: refused as the app delegate (behaviour 1.19).
final class ControllerAppDelegate: UIViewController, UIApplicationDelegate {}

/// A UIApplication subclass that is its own delegate (behaviour 1.18).
final class SelfDelegatingApplication: UIApplication, UIApplicationDelegate {
    static var instances = 0

    override init() {
        super.init()
        Self.instances += 1
        CallLog.shared.record(self, "init()")
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        CallLog.shared.record(self, #function)
        CallLog.shared.observe("didFinish: application is self \(application === self)")
        return true
    }
}

/// A UIApplication subclass that counts its instances (behaviour 1.4, 1.10).
final class CountingApplication: UIApplication {
    static var instances = 0

    override init() {
        super.init()
        Self.instances += 1
    }
}

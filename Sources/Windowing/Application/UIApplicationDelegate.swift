import Foundation

/// The methods UIKit calls on the app delegate during launch, state changes and termination.
///
/// Every requirement has a default, as UIKit's optional methods: the launch methods return true,
/// the others do nothing. A default tells the trace it ran (`Trace.defaultImplementationRan`), so
/// the trace shows only the methods the app implements, as UIKit calls only those. Scene-based
/// apps get only the launch, scene-session and termination calls; the active/background calls go
/// to scene delegates instead (behaviour 2.0.5).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app without scenes; keep it here so it stays alive (behaviour 2d.1).
    var window: UIWindow? { get set }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when the system is low on memory.
    ///
    /// - Note: Differs from UIKit: never called. Linux warns no process before it runs out of
    ///   memory, so Windowing has no memory warning to pass on (see
    ///   `UIViewController.didReceiveMemoryWarning()`).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration for a new scene session. Implementing it makes the app scene-based even
    /// without a manifest in Info.plist (behaviour 2b.5, 3.15).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }
    public func applicationDidBecomeActive(_ application: UIApplication) { Trace.defaultImplementationRan(self) }
    public func applicationWillResignActive(_ application: UIApplication) { Trace.defaultImplementationRan(self) }
    public func applicationDidEnterBackground(_ application: UIApplication) { Trace.defaultImplementationRan(self) }
    public func applicationWillEnterForeground(_ application: UIApplication) { Trace.defaultImplementationRan(self) }
    public func applicationWillTerminate(_ application: UIApplication) { Trace.defaultImplementationRan(self) }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        Trace.defaultImplementationRan(self)
    }

    /// Not implemented by the app: UIKit then uses the session's configuration from Info.plist.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        Trace.defaultImplementationRan(self)
        return connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Trace.defaultImplementationRan(self)
    }
}

extension UIApplicationDelegate {
    /// The entry point `@main` gives an app delegate class, as in Xcode's template: the same as
    /// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))`
    /// (behaviour 1.14–1.16).
    public static func main() {
        // The same module-qualified name NSStringFromClass returns for a top-level class, without
        // the ~5 ms corelibs Foundation spends building its class-name map on first use.
        let qualified = _typeName(Self.self, qualified: true)
        let name = qualified.contains("(") ? NSStringFromClass(Self.self) : qualified
        // The class is at hand, so it is not looked up by that name (the runtime would scan every
        // type record of the executable for it, ~0.5 M instructions at launch).
        runApplicationMain(principalClassName: nil, delegateClassName: name, delegateClass: Self.self)
    }
}

/// The object that hears one scene's life-cycle events (behaviour 4.3).
///
/// Every requirement has a default that does nothing, as UIKit's optional methods (and is left out
/// of the trace, `Trace.defaultImplementationRan`).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app; set up its window here when not using a storyboard.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (its window was closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events (focus moved away, or it is going to the background).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground (its window is being mapped).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (its windows were iconified or unmapped).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        Trace.defaultImplementationRan(self)
    }
    public func sceneDidDisconnect(_ scene: UIScene) { Trace.defaultImplementationRan(self) }
    public func sceneDidBecomeActive(_ scene: UIScene) { Trace.defaultImplementationRan(self) }
    public func sceneWillResignActive(_ scene: UIScene) { Trace.defaultImplementationRan(self) }
    public func sceneWillEnterForeground(_ scene: UIScene) { Trace.defaultImplementationRan(self) }
    public func sceneDidEnterBackground(_ scene: UIScene) { Trace.defaultImplementationRan(self) }
}

/// A scene delegate for a `UIWindowScene`, holding the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; keep it here so it stays alive.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

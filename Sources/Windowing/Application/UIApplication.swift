public import Foundation

/// The one application object: it owns the connection to the window system, the scene sessions
/// and the run loop, and routes what the window system reports to scenes, windows and views.
///
/// `UIApplicationMain` (or `@main` on the app delegate) creates it; `UIApplication.shared`
/// returns it. Its launch, lifecycle, event and run-loop machinery lives in the
/// `UIApplication+<Concern>.swift` files.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application's state as seen by app-level callbacks (behaviour 4.16).
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The application object, once it exists.
    static var current: UIApplication?

    // MARK: - State kept by the toolkit

    // The application is the façade: the state of each concern is kept by a type of its own that
    // the application owns (scenes and windows, input, the commit queue, the debug switches),
    // and the debug tools watch through one hook (`ApplicationDebugObserver`).

    var backend: PlatformBackend?
    var screen: UIScreen?
    var infoPlist: InfoPlist?
    var registry = TypeRegistry(moduleName: "main")
    /// Info.plist's scene class names as `registry` resolved them (`UIApplication.lookupClass(named:)`).
    var manifestClassLookups: [String: TypeRegistry.Lookup] = [:]
    /// The launch-created delegate, held strongly here because `delegate` does not retain (behaviour 1.13).
    var ownedDelegate: AnyObject?
    var usesScenes = false
    /// The scene sessions and scenes, the windows on the window system and the key window.
    var sceneRegistry = SceneRegistry()
    /// Turns pointer and key events into touches and presses, and knows what is down.
    let inputRouter = InputRouter()
    /// The work waiting for the next commit pass, at most one pass a run-loop turn.
    var frameScheduler = FrameScheduler()
    /// What the debug tools show: the overlay, and whether the inspector opens at launch.
    var debugSwitches = DebugSwitches()
    /// The debug tools' one hook into the event, commit and render paths.
    var debugObserver: (any ApplicationDebugObserver)?
    /// Set while focus moves from one scene to another, so the app does not flicker inactive.
    var holdsApplicationState = false
    var isRunning = false
    var isTerminating = false
    var state = State.inactive
    var runLoopSources: [any DispatchSourceProtocol] = []
    /// The SIGTERM and SIGINT sources `UIApplicationMain` installs before launching.
    static var signalSources: [any DispatchSourceProtocol] = []
    /// Ends the process; tests replace it to observe termination instead.
    var terminationHandler: (Int32) -> Void = { status in exit(status) }

    /// Creates the application object; UIKit's `UIApplicationMain` does this exactly once.
    public override init() {
        precondition(
            UIApplication.current == nil,
            "UIApplication.init(): there is already an application object; use UIApplication.shared")
        super.init()
        inputRouter.application = self
        UIApplication.current = self
    }

    /// The application object (behaviour 1.10).
    public class var shared: UIApplication {
        guard let current else {
            preconditionFailure("UIApplication.shared: UIApplicationMain has not created the application object yet")
        }
        return current
    }

    /// The app delegate; not retained (behaviour 1.12).
    open weak var delegate: (any UIApplicationDelegate)?

    /// The scenes connected now (behaviour 4.11).
    open var connectedScenes: Set<UIScene> { Set(sceneRegistry.scenes) }
    /// The sessions whose scenes are connected or archived.
    open var openSessions: Set<UISceneSession> { Set(sceneRegistry.sessions) }
    /// Whether the app may show several scenes: `UIApplicationSupportsMultipleScenes` (behaviour 3.3).
    open var supportsMultipleScenes: Bool { infoPlist?.sceneManifest?.supportsMultipleScenes ?? false }

    /// Active if a scene is active, inactive if one is in the foreground, else background.
    open var applicationState: State { state }

    /// The window that most recently became key.
    ///
    /// - Note: Differs from UIKit: not deprecated, since X11 apps commonly have one key window.
    open var keyWindow: UIWindow? { sceneRegistry.keyWindow }

    /// Dispatches `event` to its windows; subclasses that override it must call super (behaviour 1.21).
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// Sends `action` to `target`, or when `target` is nil to the first object in the responder
    /// chain (from the key window's first responder, else from `sender`) that can perform it;
    /// true if some object performed it (behaviour 1.22).
    @discardableResult
    open func sendAction(_ action: ActionMessage, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool
    {
        performAction(action, to: target, from: sender, for: event)
    }

    /// The app delegate when it is a responder other than the app itself, a view or a controller (behaviour 1.19).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
            !(responder is UIView), !(responder is UIViewController)
        else { return nil }
        return responder
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory.
    /// - Note: Differs from UIKit: never posted (see `UIViewController.didReceiveMemoryWarning()`).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

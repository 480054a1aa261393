public import Foundation

/// The one application object: it owns the connection to the window system, the scene sessions
/// and the run loop, and routes what the window system reports to scenes, windows and views.
///
/// `UIApplicationMain` (or `@main` on the app delegate) creates it; `UIApplication.shared`
/// returns it. Its launch, lifecycle, event and run-loop machinery lives in the
/// `UIApplication+<Concern>.swift` files.
@MainActor
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

    var backend: PlatformBackend?
    var screen: UIScreen?
    var infoPlist: InfoPlist?
    var registry = TypeRegistry(moduleName: "main")
    /// The launch-created delegate, held strongly here because `delegate` does not retain (behaviour 1.13).
    var ownedDelegate: AnyObject?
    var usesScenes = false
    var sessions: [UISceneSession] = []
    var scenes: [UIScene] = []
    var windowsByPlatformID: [PlatformWindowID: WeakWindow] = [:]
    var windowsAwaitingAppearance: [UIWindow] = []
    var windowsNeedingCommit: [UIWindow] = []
    /// Scene activation and destruction requests, carried out at the start of the next turn.
    var pendingSceneRequests: [@MainActor (UIApplication) -> Void] = []
    var isCommitScheduled = false
    /// Set while focus moves from one scene to another, so the app does not flicker inactive.
    var holdsApplicationState = false
    var isRunning = false
    var isTerminating = false
    var hasPresentedFirstFrame = false
    var state = State.inactive
    weak var sceneLessKeyWindow: UIWindow?
    weak var lastKeyWindow: UIWindow?
    var runLoopSources: [any DispatchSourceProtocol] = []
    /// The SIGTERM and SIGINT sources `UIApplicationMain` installs before launching.
    static var signalSources: [any DispatchSourceProtocol] = []
    /// The pointer's touch between button down and up (the pointer is one finger, behaviour 8.12).
    var activeTouch: UITouch?
    /// Where and when the last button press was, for `tapCount`.
    var lastPress: (time: Double, location: CGPoint, count: Int)?
    /// Keys that are down, by HID usage, with the press they began.
    var activePresses: [Int: UIPress] = [:]
    /// Keys whose down ran a key command: their releases are swallowed too.
    var keysConsumedByCommands: Set<Int> = []
    /// Whether windows draw the view debugger overlay (`WINDOWING_DEBUG_OVERLAY`, toggled by Ctrl+Alt+D).
    var showsDebugOverlay = false
    /// Ends the process; tests replace it to observe termination instead.
    var terminationHandler: (Int32) -> Void = { status in exit(status) }

    /// Creates the application object; UIKit's `UIApplicationMain` does this exactly once.
    public required init() {
        precondition(UIApplication.current == nil,
                     "UIApplication.init(): there is already an application object; use UIApplication.shared")
        super.init()
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
    open var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions whose scenes are connected or archived.
    open var openSessions: Set<UISceneSession> { Set(sessions) }
    /// Whether the app may show several scenes: `UIApplicationSupportsMultipleScenes` (behaviour 3.3).
    open var supportsMultipleScenes: Bool { infoPlist?.sceneManifest?.supportsMultipleScenes ?? false }

    /// Active if a scene is active, inactive if one is in the foreground, else background.
    open var applicationState: State { state }

    /// The window that most recently became key.
    ///
    /// - Note: Differs from UIKit: not deprecated, since X11 apps commonly have one key window.
    open var keyWindow: UIWindow? { lastKeyWindow }

    /// Dispatches `event` to its windows; subclasses that override it must call super (behaviour 1.21).
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// Sends `action` to `target`, or when `target` is nil to the first object in the responder
    /// chain (from the key window's first responder, else from `sender`) that can perform it;
    /// true if some object performed it (behaviour 1.22).
    @discardableResult
    open func sendAction(_ action: ActionMessage, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        performAction(action, to: target, from: sender, for: event)
    }

    /// The app delegate when it is a responder other than the app itself, a view or a controller (behaviour 1.19).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

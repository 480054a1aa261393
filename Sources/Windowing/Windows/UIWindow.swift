public import Foundation

/// The backdrop of an app's interface: each `UIWindow` is its own top-level X window, hidden
/// until `makeKeyAndVisible()` or `isHidden = false` (behaviour 5.1–5.17).
///
/// Showing a window loads its root view controller's view and installs it as the window's sole
/// subview at once, inside `makeKeyAndVisible()` (behaviour 5.8); `viewWillAppear(_:)` comes once
/// the current launch step or run-loop turn returned, `viewIsAppearing(_:)` when the X window is
/// first mapped, and `viewDidAppear(_:)` after the first presented frame.
///
/// - Note: Differs from UIKit: since `viewWillAppear(_:)` keeps its place after the launch step,
///   a window's root view is already in the window when its controller hears `viewWillAppear(_:)`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    enum AppearancePhase {
        /// Hidden, or shown before an app exists.
        case offscreen
        /// Shown; `viewWillAppear` comes at the end of the current launch step or run-loop turn.
        case pendingAppearance
        /// `viewWillAppear` done and the X window asked to map; waiting for the server.
        case waitingForMap
        /// Mapped and drawn at least once.
        case onscreen
    }

    var platformWindow: PlatformWindowID?
    /// Whether the server reports the X window viewable (mapped and not iconified).
    var isMappedOnServer = false
    var appearancePhase = AppearancePhase.offscreen
    var damage: [CGRect] = []
    var needsFullDisplay = true
    /// Scrolls whose pixels move before the next draw (UIWindow+ScrollCopy).
    var scrollCopies: [WindowScrollCopy] = []
    /// The scroll view whose bounds origin is being set while its pixels move: it damages nothing.
    var movingScrollView: ObjectIdentifier?
    /// Controllers whose `viewDidAppear(_:)` waits for the next presented frame.
    var pendingDidAppear: [UIViewController] = []
    /// Set while a size reported by the window system is applied, so it is not requested back.
    var isApplyingPlatformSize = false
    /// Whether the labels' text was laid out while this showing's map was on its way.
    var hasPreparedTextForMap = false
    var rootViewControllerStorage: UIViewController?
    /// The menu open over the window, if any (`MenuPresentation`).
    var menuPresentation: MenuPresentation?
    private weak var storedWindowScene: UIWindowScene?

    /// Creates a window in `windowScene`, sized to the scene's bounds (behaviour 5.11).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.coordinateSpace.bounds)
        storedHidden = true
        self.windowScene = windowScene
    }

    /// Creates a window the size of the main screen, attached to no scene, as UIKit's `UIWindow()`
    /// does (behaviour 5.18): `UIWindow(frame: UIScreen.main.bounds)`.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window with `frame`, attached to no scene (the pre-iOS-13 pattern, behaviour 2d.1).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedHidden = true
    }

    @MainActor deinit {
        if let platformWindow { UIApplication.current?.releasePlatformWindow(platformWindow) }
    }

    // MARK: - Root view controller

    /// The controller whose view fills the window; setting it replaces the previous root view.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { replaceRootViewController(with: newValue) }
    }

    // MARK: - Scene

    /// The scene the window belongs to; setting it moves the window to that scene's `windows`.
    open var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set {
            guard newValue !== storedWindowScene else { return }
            storedWindowScene?.detach(self)
            storedWindowScene = newValue
            newValue?.attach(self)
            UIApplication.inspectorGraphMayHaveChanged()
        }
    }

    /// The screen the window is on.
    open var screen: UIScreen { windowScene?.screen ?? .main }

    // MARK: - Key window

    /// Whether this is the key window of its scene (of the app, for a window without a scene).
    open var isKeyWindow: Bool { keyWindowScope === self }

    /// Whether the window can become key; true by default.
    open var canBecomeKey: Bool { true }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        Trace.call(self, "makeKeyAndVisible()") {
            isHidden = false
            makeKey()
        }
    }

    /// Makes the window key without changing its visibility; the previous key window resigns.
    open func makeKey() { becomeKeyWindow() }

    /// Called when the window became key; the default does nothing.
    open func becomeKey() {}

    /// Called when the window stopped being key; the default does nothing.
    open func resignKey() {}

    // MARK: - Events

    /// Delivers `event` to the views it concerns: touches to the view each began in, presses to
    /// the first responder (or the window), as `UIApplication.sendEvent(_:)` hands them over.
    open func sendEvent(_ event: UIEvent) { deliver(event) }

    /// The window's first responder.
    weak var firstResponderStorage: UIResponder?
    private lazy var windowUndoManager = UndoManager()
    /// The window's own undo manager, where the responder chain's requests end.
    open override var undoManager: UndoManager? { windowUndoManager }

    // MARK: - Responder

    /// The application object (behaviour 5.12).
    open override var next: UIResponder? { UIApplication.current }

    // MARK: - Toolkit hooks

    override func hiddenDidChange() {
        storedHidden ? windowWasHidden() : windowWasShown()
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        windowSizeDidChange(from: oldSize)
    }

    /// Posted after a window became key.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted after a window resigned key status.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

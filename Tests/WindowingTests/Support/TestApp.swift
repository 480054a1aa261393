import Foundation
import Testing

@testable import Windowing

/// Every test that creates the application object (a process-wide singleton), shows a window or
/// sets `Trace.sink` is nested in this suite, so they run one at a time.
@Suite(.serialized)
@MainActor
struct AppTests {}

/// Launches test apps on a `HeadlessBackend` and finds their windows.
@MainActor
struct TestApp {
    let app: UIApplication
    let backend: HeadlessBackend
    let log: CallLog

    /// Launches an app (after resetting the singleton, the shared log and `SceneSetup`) and, with
    /// `drawFirstFrame`, runs until the first frame is presented.
    static func launch(
        principal: UIApplication.Type = UIApplication.self,
        delegate: UIResponder.Type? = ManifestAppDelegate.self,
        infoPlist: InfoPlist? = nil,
        root: @escaping () -> UIViewController = { RecordingViewController() },
        buildsWindow: Bool = true,
        drawFirstFrame: Bool = true,
        backend: HeadlessBackend? = nil,
        terminationHandler: @escaping (Int32) -> Void = { _ in }
    ) -> TestApp {
        UIApplication.resetForTesting()
        let log = CallLog.start()
        SceneSetup.reset()
        SceneSetup.makeRootViewController = root
        SceneSetup.buildsWindow = buildsWindow
        let backend = backend ?? HeadlessBackend()
        let app = UIApplication.launchForTesting(
            principal: principal, delegate: delegate, infoPlist: infoPlist, backend: backend,
            moduleName: "WindowingTests", terminationHandler: terminationHandler)
        if drawFirstFrame { app.runUntilIdle() }
        return TestApp(app: app, backend: backend, log: log)
    }

    /// A scene app whose Info.plist manifest names `RecordingSceneDelegate`.
    static func launchSceneApp(
        delegate: UIResponder.Type = ManifestAppDelegate.self,
        root: @escaping () -> UIViewController = { RecordingViewController() },
        drawFirstFrame: Bool = true,
        backend: HeadlessBackend? = nil,
        terminationHandler: @escaping (Int32) -> Void = { _ in }
    ) throws -> TestApp {
        launch(
            delegate: delegate, infoPlist: try TestPlist.manifest(), root: root, drawFirstFrame: drawFirstFrame,
            backend: backend, terminationHandler: terminationHandler)
    }

    /// A pre-scene app whose delegate builds a window with `UIWindow(frame:)` in didFinishLaunching.
    static func launchPreSceneApp(
        root: @escaping () -> UIViewController = { RecordingViewController() },
        terminationHandler: @escaping (Int32) -> Void = { _ in }
    ) -> TestApp {
        launch(delegate: PreSceneAppDelegate.self, root: root, terminationHandler: terminationHandler)
    }

    var scene: UIWindowScene? { app.connectedScenes.first as? UIWindowScene }
    var sceneDelegate: RecordingSceneDelegate? { scene?.delegate as? RecordingSceneDelegate }

    /// The scene delegate's window, or the app delegate's in a pre-scene app.
    var window: UIWindow? { sceneDelegate?.window ?? app.delegate?.window }
    var rootViewController: RecordingViewController? { window?.rootViewController as? RecordingViewController }
    var windowID: PlatformWindowID? { window?.platformWindow }

    /// Queues a window-system event for the main window and handles it.
    func send(_ event: (PlatformWindowID) -> PlatformEvent) {
        guard let id = windowID else {
            Issue.record("the app has no window on the window system")
            return
        }
        backend.inject(event(id))
        app.runUntilIdle()
    }

    /// The presented pixel at (x, y) of `window` (default: the main window), in device pixels.
    func pixel(_ x: Int, _ y: Int, of window: UIWindow? = nil) -> UInt32? {
        guard let id = (window ?? self.window)?.platformWindow, let surface = backend.capture(id) else { return nil }
        return surface.pixel(x: x, y: y)
    }

    /// Shows a second window with a `RecordingViewController` in the app's scene and draws it.
    func showSecondWindow() -> UIWindow? {
        guard let scene else { return nil }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = OtherViewController()
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return window
    }
}

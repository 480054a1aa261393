import Foundation
import Windowing

/// An app launched inside a test: a bare view controller in a window of its own, or a whole app
/// from its delegate and Info.plist, on the in-memory backend or on a private Xvfb.
///
/// It launches the way `UIApplicationMain` does (the same callbacks in the same order) but
/// returns instead of running the loop for ever, so the test turns the loop: every input method
/// returns once the event has been handled and the frame it caused has been drawn, and
/// `waitUntil(timeout:_:)` serves timers, main-queue blocks and X events until a condition
/// holds, with no fixed sleeps.
///
/// ```swift
/// @MainActor @Test func loginButtonLogsIn() async throws {
///     let controller = LoginViewController()
///     let app = try TestApplication.launch(controller)
///     defer { app.terminate() }
///     app.tap(controller.loginButton)
///     try await app.waitUntil { controller.isLoggedIn }
///     #expect(app.pixel(at: CGPoint(x: 10, y: 10)) == 0xFFFFFF)
/// }
/// ```
///
/// Only one application object exists in a process, as in UIKit: launching another ends the
/// previous one, so tests that launch apps must run serialized (`@Suite(.serialized)`).
@preconcurrency @MainActor
public final class TestApplication {
    /// Where the app's windows are shown.
    public enum Display: Sendable {
        /// In memory, with a screen of this size in points and this scale: fast, needs no X server.
        case headless(screenSize: CGSize = CGSize(width: 1024, height: 768), scale: CGFloat = 1)
        /// A private Xvfb that this object starts and stops by its PID; input goes through XTEST
        /// and pixels are read back from the server with XGetImage.
        case xvfb(screenSize: CGSize = CGSize(width: 1024, height: 768))

        /// The in-memory display with a 1024×768 screen at scale 1.
        public static let headless = Display.headless()
        /// A private 1024×768 Xvfb.
        public static let xvfb = Display.xvfb()
    }

    /// Why an app could not be launched in a test.
    public struct LaunchError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Why ``waitUntil(timeout:_:)`` gave up.
    public struct TimeoutError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The launched application object (`UIApplication.shared`).
    public let application: UIApplication
    let bridge: TestHostBridge
    let server: XvfbServer?
    let client: XTestClient?
    private(set) var isTerminated = false

    private init(bridge: TestHostBridge, server: XvfbServer?, client: XTestClient?) {
        self.bridge = bridge
        self.server = server
        self.client = client
        application = bridge.application
    }

    /// Shows `rootViewController` as the root of a key window of `windowSize` points in a scene
    /// of its own, and returns once its first frame is drawn (after `viewDidAppear(_:)`).
    ///
    /// - Throws: ``LaunchError`` if Xvfb or the X connection cannot be started.
    public static func launch(
        _ rootViewController: UIViewController, windowSize: CGSize = CGSize(width: 390, height: 844),
        on display: Display = .headless
    ) throws -> TestApplication {
        HostedScene.pending = (rootViewController, windowSize)
        defer { HostedScene.pending = nil }
        return try launch(delegate: HostedAppDelegate.self, infoPlist: nil, moduleName: "WindowingTesting", on: display)
    }

    /// Launches a whole app: `principal` (or `UIApplication`) and `delegate`, reading `infoPlist`
    /// as the app's Info.plist (its scene manifest, storyboard names and so on); returns once the
    /// first frame of every window shown at launch is drawn.
    ///
    /// - Parameter moduleName: what `$(PRODUCT_MODULE_NAME)` and unqualified class names in
    ///   `infoPlist` resolve against; by default the module that declares `delegate`.
    /// - Throws: ``LaunchError`` if Xvfb, the X connection or `infoPlist` is unusable.
    public static func launch(
        principal: UIApplication.Type = UIApplication.self, delegate: UIResponder.Type?,
        infoPlist: [String: Any]? = nil, moduleName: String? = nil, on display: Display = .headless
    ) throws -> TestApplication {
        let module =
            moduleName ?? delegate.map { String(reflecting: $0).split(separator: ".").first.map(String.init) ?? "" }
            ?? ""
        var server: XvfbServer?
        var client: XTestClient?
        let platformDisplay: TestHostBridge.Display
        switch display {
        case .headless(let size, let scale):
            platformDisplay = .headless(
                width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                scale: Double(scale))
        case .xvfb(let size):
            do {
                let started = try XvfbServer(width: Int(size.width), height: Int(size.height))
                server = started
                client = try XTestClient(displayName: started.displayName)
                platformDisplay = .x11(started.displayName)
            } catch {
                client?.close()
                server?.stop()
                throw LaunchError(description: "WindowingTesting: cannot start a private Xvfb: \(error)")
            }
        }
        do {
            let bridge = try TestHostBridge(
                principal: principal, delegate: delegate, infoPlist: infoPlist, moduleName: module,
                display: platformDisplay)
            let app = TestApplication(bridge: bridge, server: server, client: client)
            try app.waitUntil(timeout: 10) {
                app.visibleWindows.allSatisfy { $0.rootViewController?.viewIfLoaded?.window != nil }
            }
            app.runUntilIdle()
            return app
        } catch let error as TimeoutError {
            throw LaunchError(description: "WindowingTesting: the app's first frame did not come: \(error)")
        } catch {
            client?.close()
            server?.stop()
            throw LaunchError(description: "WindowingTesting: cannot launch the app: \(error)")
        }
    }

    /// The windows on screen, in the order the app made them.
    public var visibleWindows: [UIWindow] { bridge.windows.filter { !$0.isHidden } }

    /// The key window, or the first visible one.
    public var window: UIWindow? { visibleWindows.first { $0.isKeyWindow } ?? visibleWindows.first }

    /// The key window's root view controller.
    public var rootViewController: UIViewController? { window?.rootViewController }

    /// The private Xvfb's display name (such as ":3"); nil on the in-memory display.
    public var displayName: String? { server?.displayName }

    /// Handles what the window system reported and commits layout and drawing until idle.
    public func runUntilIdle() { bridge.runUntilIdle() }

    /// Serves the app (window-system events, timers, main-queue blocks and tasks, layout and
    /// drawing) until `condition` holds, checking after each thing served.
    ///
    /// Between turns it yields, so blocks the app dispatched to the main queue and main-actor
    /// tasks run too: a test runner may itself be running inside a main-queue block.
    ///
    /// - Throws: ``TimeoutError`` when `timeout` seconds pass first.
    public func waitUntil(timeout: TimeInterval = 5, _ condition: () throws -> Bool) async throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        bridge.runUntilIdle()
        while try !condition() {
            try Self.check(deadline, timeout)
            bridge.turnRunLoop(upTo: min(deadline.timeIntervalSinceNow, 0.02))
            await Task.yield()
        }
    }

    /// Serves the app as the asynchronous ``waitUntil(timeout:_:)-(_,_)`` does, without yielding:
    /// for synchronous tests. Main-queue blocks the app dispatches are served only when the test
    /// runs on the main thread outside a main-queue block (as XCTest runs tests).
    ///
    /// - Throws: ``TimeoutError`` when `timeout` seconds pass first.
    public func waitUntil(timeout: TimeInterval = 5, _ condition: () throws -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        bridge.runUntilIdle()
        while try !condition() {
            try Self.check(deadline, timeout)
            bridge.turnRunLoop(upTo: min(deadline.timeIntervalSinceNow, 0.02))
        }
    }

    private static func check(_ deadline: Date, _ timeout: TimeInterval) throws {
        guard deadline.timeIntervalSinceNow > 0 else {
            throw TimeoutError(description: "WindowingTesting: the condition did not hold within \(timeout) s")
        }
    }

    /// Ends the app as the tests of this package do (no process exit; `sceneDidDisconnect` is not
    /// called) and stops the private Xvfb, if any. Launching another app does this too.
    public func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        bridge.shutDown()
        client?.close()
        server?.stop()
    }

    @MainActor deinit {
        if !isTerminated {
            client?.close()
            server?.stop()
        }
    }
}

/// The app delegate of ``TestApplication/launch(_:windowSize:on:)``: one scene, hosted below.
final class HostedAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "WindowingTesting", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = HostedScene.self
        return configuration
    }
}

/// The scene delegate that shows the view controller under test in a window of the asked size.
final class HostedScene: UIResponder, UIWindowSceneDelegate {
    static var pending: (controller: UIViewController, size: CGSize)?
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene, let (controller, size) = Self.pending else { return }
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(origin: .zero, size: size)
        window.rootViewController = controller
        self.window = window
        window.makeKeyAndVisible()
    }
}

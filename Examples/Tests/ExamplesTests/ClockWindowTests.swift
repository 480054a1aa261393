import Foundation
import Testing
import WindowingTesting

/// ClockWindow, the pre-scene sample, run on a private Xvfb: its run loop serves
/// Dispatch, Swift concurrency, timers and `RunLoop.perform` while X events keep arriving, and
/// X's minimise, focus and close reach the app delegate (behaviour 2c.4–2c.6, 2d.3).
@Suite(.serialized)
struct ClockWindowTests {
    let executable = AppProcess.builtProduct(named: "ClockWindow")

    private func start() throws -> (XvfbServer, XTestClient, AppProcess, UInt) {
        let server = try XvfbServer(width: 640, height: 480)
        let client = try XTestClient(displayName: server.displayName)
        let app = try AppProcess(executable: executable, environment: ["DISPLAY": server.displayName])
        var window: UInt?
        _ = waitUntil(timeout: 20) {
            window = client.topLevelWindows().first { client.string("_NET_WM_NAME", of: $0) == "ClockWindow" }
            return (window != nil && app.standardOutput.contains("run loop: Timer fired")) || !app.isRunning
        }
        let found = try #require(window, "no ClockWindow window; stderr: \(app.standardError)")
        return (server, client, app, found)
    }

    @Test func runLoopServesEveryMainThreadMechanism() throws {
        let (server, client, app, window) = try start()
        defer { server.stop() }
        defer { client.close() }
        // Without scenes the window is the size of the screen (UIWindow(frame: UIScreen.main.bounds)).
        #expect(client.geometry(of: window) == XTestClient.Geometry(width: 640, height: 480, isViewable: true))
        let output = app.standardOutput
        for line in [
            "run loop: DispatchQueue.main.async ran", "run loop: Task { @MainActor in } ran",
            "run loop: RunLoop.main.perform ran", "run loop: Timer fired",
        ] {
            #expect(output.contains(line), "missing '\(line)' in:\n\(output)")
        }
        // The timer's setNeedsDisplay reaches the screen: the bar's cells fill and empty again.
        var seen = Set<UInt32>()
        _ = waitUntil(timeout: 5) {
            if let pixel = client.pixel(of: window, x: 60, y: 60) { seen.insert(pixel & 0xFF_FFFF) }
            return seen.count >= 2
        }
        #expect(seen == [0x34C759, 0xE5E5EA], "cell 0 should alternate between green and the gray track: \(seen)")
        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0)
    }

    @Test func minimiseRestoreFocusAndCloseReachTheAppDelegate() throws {
        let (server, client, app, window) = try start()
        defer { server.stop() }
        defer { client.close() }
        let before = app.standardOutput.split(separator: "\n").count
        #expect(client.setNetWMState(["_NET_WM_STATE_HIDDEN"], of: window))
        _ = waitUntil(timeout: 5) { app.standardOutput.contains("applicationDidEnterBackground") }
        #expect(client.setNetWMState(nil, of: window))
        _ = waitUntil(timeout: 5) { app.standardOutput.hasSuffix("AppDelegate::applicationDidBecomeActive(_:)\n") }
        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0)
        let lines = app.standardOutput.split(separator: "\n").dropFirst(before).filter { $0.hasPrefix("AppDelegate::") }
        #expect(
            Array(lines) == [
                "AppDelegate::applicationWillResignActive(_:)",
                "AppDelegate::applicationDidEnterBackground(_:)",
                "AppDelegate::applicationWillEnterForeground(_:)",
                "AppDelegate::applicationDidBecomeActive(_:)",
                "AppDelegate::applicationWillResignActive(_:)",
                "AppDelegate::applicationDidEnterBackground(_:)",
                "AppDelegate::applicationWillTerminate(_:)",
            ])
        // Behaviour 2c.5: no applicationWillEnterForeground at a cold launch.
        let launch = app.standardOutput.split(separator: "\n").prefix(before)
        #expect(!launch.contains("AppDelegate::applicationWillEnterForeground(_:)"))
    }
}

import Foundation
import Testing

@testable import Windowing

/// Records what the application tells its debug hook, and claims the events `claims` picks.
@MainActor
final class RecordingDebugObserver: ApplicationDebugObserver {
    var calls: [String] = []
    var claims: (PlatformEvent) -> Bool = { _ in false }
    var decoration = WindowDebugDecoration()
    /// How many windows the app still had on the window system when it said it was terminating.
    var windowsAtTermination: Int?

    func application(
        _ application: UIApplication, claims event: PlatformEvent, later: ArraySlice<PlatformEvent>
    ) -> Bool {
        calls.append("event")
        return claims(event)
    }

    func applicationGraphMayHaveChanged(_ application: UIApplication) { calls.append("graph") }

    func application(_ application: UIApplication, labelDidChangeOf view: UIView) {
        calls.append("label \(view.accessibilityIdentifier ?? "")")
    }

    func applicationDidCommit(_ application: UIApplication) { calls.append("commit") }

    var hasPendingWork: Bool { false }

    func application(_ application: UIApplication, decorationFor window: UIWindow) -> WindowDebugDecoration {
        calls.append("decoration")
        return decoration
    }

    func applicationWillTerminate(_ application: UIApplication) {
        calls.append("terminate")
        windowsAtTermination = application.sceneRegistry.windows.count
    }
}

extension AppTests {
    /// The debug tools' one hook: what the application tells it, and where it may step in.
    @Suite @MainActor struct DebugHook {
        static func launch() throws -> (TestApp, RecordingDebugObserver) {
            let test = try TestApp.launchSceneApp()
            #expect(test.app.debugObserver is DebugTools, "the launch installs the toolkit's tools")
            let observer = RecordingDebugObserver()
            test.app.debugObserver = observer
            return (test, observer)
        }

        @Test func eachEventIsOfferedFirstAndAClaimedOneStopsThere() throws {
            let controller = TouchTestViewController()
            let test = try TestApp.launchSceneApp(root: { controller })
            let observer = RecordingDebugObserver()
            test.app.debugObserver = observer
            controller.left.acceptsFirstResponder = true
            controller.left.handlesPresses = true
            #expect(controller.left.becomeFirstResponder())
            observer.claims = { if case .key = $0 { true } else { false } }
            test.send { .key(true, usage: 4, "a", "a", in: $0) }
            test.send { .pointer(.buttonDown(1), x: 50, y: 50, in: $0) }
            test.send { .key(false, usage: 4, "a", "a", in: $0) }
            #expect(observer.calls.filter { $0 == "event" }.count == 3)
            #expect(controller.left.calls == ["began"], "the keys were the observer's")
            #expect(test.app.inputRouter.activePresses.isEmpty)
        }

        @Test func theGraphAndLabelsAreReportedAndEveryPassEndsWithIt() throws {
            let (test, observer) = try Self.launch()
            let window = try #require(test.window)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.rootViewController?.view.addSubview(view)
            view.accessibilityIdentifier = "badge"
            test.app.runUntilIdle()
            #expect(observer.calls.prefix(2) == ["graph", "label badge"])
            #expect(observer.calls.last == "commit")
            observer.calls.removeAll()
            view.removeFromSuperview()
            test.app.runUntilIdle()
            #expect(observer.calls.first == "graph")
        }

        @Test func aDecorationThatAsksForTheWholeWindowGetsIt() throws {
            let (test, observer) = try Self.launch()
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            let small = CGRect(x: 10, y: 10, width: 4, height: 4)
            window.setNeedsDisplay(small)
            test.app.runUntilIdle()
            let whole = try #require(test.backend.windows[id]).size
            #expect(observer.calls.contains("decoration"))
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 10, y: 10, width: 4, height: 4)])
            observer.decoration.needsFullDisplay = true
            window.setNeedsDisplay(small)
            test.app.runUntilIdle()
            let everything = PlatformRect(x: 0, y: 0, width: whole.width, height: whole.height)
            #expect(test.backend.presentations.last?.rects == [everything])
        }

        @Test func theToolsHearOfTheEndBeforeTheWindowsGo() throws {
            let (test, observer) = try Self.launch()
            test.app.terminate(status: 0)
            #expect(observer.calls.last == "terminate")
            #expect(observer.windowsAtTermination == 1)
            #expect(test.app.sceneRegistry.windows.isEmpty)
        }

        @Test func withoutAnObserverTheAppRunsAsUsual() throws {
            let controller = TouchTestViewController()
            let test = try TestApp.launchSceneApp(root: { controller })
            test.app.debugObserver = nil
            test.send { .pointer(.buttonDown(1), x: 50, y: 50, in: $0) }
            test.send { .pointer(.buttonUp(1), x: 50, y: 50, in: $0) }
            #expect(controller.left.calls == ["began", "ended"])
            #expect(test.app.debugDecoration(for: try #require(test.window)).needsFullDisplay == false)
        }
    }
}

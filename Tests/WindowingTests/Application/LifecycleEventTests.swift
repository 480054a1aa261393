import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Window-system events mapped onto scene and app life cycles (behaviour 4.3–4.8 and its mapping
    /// note, 2c.4–2c.6, 6.18, 5.7).
    @Suite @MainActor struct LifecycleEvents {
        // behaviour 4.3, 4.4 (mapping: FocusOut → willResignActive, FocusIn → didBecomeActive)
        @Test func focusOutAndInResignAndReactivateTheScene() throws {
            let test = try TestApp.launchSceneApp()
            test.log.removeAll()
            test.send { .focusOut($0) }
            #expect(test.log.entries == ["RecordingSceneDelegate::sceneWillResignActive(_:)"])
            #expect(test.log.observations == ["sceneWillResignActive(_:): foregroundActive"])
            #expect(test.scene?.activationState == .foregroundInactive)
            #expect(test.app.applicationState == .inactive)
            test.log.removeAll()
            test.send { .focusIn($0) }
            #expect(test.log.entries == ["RecordingSceneDelegate::sceneDidBecomeActive(_:)"])
            #expect(test.scene?.activationState == .foregroundActive)
            #expect(test.app.applicationState == .active)
        }

        // behaviour 4.6, 4.7, 4.4, 4.5
        @Test func unmapGoesToTheBackgroundWithoutDisconnecting() throws {
            let test = try TestApp.launchSceneApp()
            test.log.removeAll()
            test.send { .unmapped($0) }
            #expect(
                test.log.entries == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                ])
            #expect(
                test.log.observations == [
                    "sceneWillResignActive(_:): foregroundActive", "sceneDidEnterBackground(_:): background",
                ])
            #expect(test.scene?.activationState == .background)
            #expect(test.app.applicationState == .background)
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.app.openSessions.count == 1)
        }

        // behaviour 4.5, 2.0.7 (mapping: Map → willEnterForeground + didBecomeActive)
        @Test func mapAfterUnmapReturnsToTheForeground() throws {
            let test = try TestApp.launchSceneApp()
            test.send { .unmapped($0) }
            test.log.removeAll()
            test.send { .mapped($0) }
            #expect(
                test.log.entries == [
                    "RecordingSceneDelegate::sceneWillEnterForeground(_:)",
                    "RecordingSceneDelegate::sceneDidBecomeActive(_:)",
                ])
            #expect(
                test.log.observations == [
                    "sceneWillEnterForeground(_:): background", "sceneDidBecomeActive(_:): foregroundActive",
                ])
            #expect(test.app.applicationState == .active)
        }

        // behaviour 4.6–4.8, 4.11 (mapping: WM_DELETE_WINDOW → didDisconnect, session discarded)
        @Test func closeRequestDisconnectsDiscardsAndTerminates() throws {
            var statuses: [Int32] = []
            let test = try TestApp.launchSceneApp(terminationHandler: { statuses.append($0) })
            test.log.removeAll()
            test.send { .closeRequested($0) }
            let lifecycle = test.log.entries.filter { !$0.hasPrefix("RecordingViewController") }
            #expect(
                lifecycle == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                    "ManifestAppDelegate::applicationWillTerminate(_:)",
                ])
            #expect(test.log.observations.contains("sceneDidDisconnect(_:): unattached"))
            #expect(test.log.observations.contains("discarded 1 session(s)"))
            #expect(statuses == [0])
            #expect(test.app.connectedScenes.isEmpty)
            #expect(test.app.openSessions.isEmpty)
            #expect(test.backend.windows.isEmpty)
        }

        // behaviour 4.7: ended by SIGTERM/SIGINT, scenes resign and disconnect, then the app terminates.
        @Test func terminationSignalEndsScenesThenTheApp() throws {
            var statuses: [Int32] = []
            let test = try TestApp.launchSceneApp(terminationHandler: { statuses.append($0) })
            test.log.removeAll()
            test.app.terminateFromSignal()
            #expect(
                test.log.entries.filter { !$0.hasPrefix("RecordingViewController") } == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::applicationWillTerminate(_:)",
                ])
            #expect(statuses == [0])
        }

        // behaviour 2c.4–2c.6, 2.0.5: apps without scenes hear the same events through the app delegate.
        @Test func preSceneAppHearsFocusAndVisibilityThroughItsDelegate() throws {
            let test = TestApp.launchPreSceneApp()
            #expect(test.app.applicationState == .active)
            test.log.removeAll()
            test.send { .focusOut($0) }
            #expect(test.log.entries == ["PreSceneAppDelegate::applicationWillResignActive(_:)"])
            #expect(test.app.applicationState == .inactive)
            test.log.removeAll()
            test.send { .focusIn($0) }
            #expect(test.log.entries == ["PreSceneAppDelegate::applicationDidBecomeActive(_:)"])
            test.log.removeAll()
            test.send { .unmapped($0) }
            #expect(
                test.log.entries == [
                    "PreSceneAppDelegate::applicationWillResignActive(_:)",
                    "PreSceneAppDelegate::applicationDidEnterBackground(_:)",
                ])
            #expect(test.app.applicationState == .background)
            test.log.removeAll()
            test.send { .mapped($0) }
            #expect(
                test.log.entries == [
                    "PreSceneAppDelegate::applicationWillEnterForeground(_:)",
                    "PreSceneAppDelegate::applicationDidBecomeActive(_:)",
                ])
            #expect(test.app.applicationState == .active)
        }

        // behaviour 2c.6, mapping note: closing a pre-scene app's window ends the app.
        @Test func preSceneCloseRequestTerminates() throws {
            var statuses: [Int32] = []
            let test = TestApp.launchPreSceneApp(terminationHandler: { statuses.append($0) })
            test.log.removeAll()
            test.send { .closeRequested($0) }
            #expect(
                test.log.entries(containing: "PreSceneAppDelegate") == [
                    "PreSceneAppDelegate::applicationWillResignActive(_:)",
                    "PreSceneAppDelegate::applicationDidEnterBackground(_:)",
                    "PreSceneAppDelegate::applicationWillTerminate(_:)",
                ])
            #expect(statuses == [0])
        }

        // behaviour 6.18, 5.7, 7.35
        @Test func resizeTellsTheRootControllerFirstThenTheRootViewFollows() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let controller = try #require(test.rootViewController)
            let oldSize = window.bounds.size
            test.log.removeAll()
            test.send { .resized($0, PlatformSize(width: 500, height: 300)) }
            let newSize = CGSize(width: 500, height: 300)
            #expect(controller.transitions.count == 1)
            #expect(controller.transitions.first?.to == newSize)
            #expect(controller.transitions.first?.boundsBefore == oldSize)
            #expect(window.bounds == CGRect(origin: .zero, size: newSize))
            #expect(controller.view.frame == window.bounds)
            #expect(test.scene?.coordinateSpace.bounds.size == newSize)
            // The transition comes before the relayout it causes, which runs once.
            #expect(test.log.entries.first == "RecordingViewController::viewWillTransition(to:with:)")
            #expect(test.log.count(of: "RecordingViewController::viewWillLayoutSubviews()") == 1)
            #expect(test.log.count(of: "root::layoutSubviews()") == 1)
            #expect(test.log.count(of: "RecordingViewController::viewDidLayoutSubviews()") == 1)
            // The same size again is no transition.
            test.send { .resized($0, PlatformSize(width: 500, height: 300)) }
            #expect(controller.transitions.count == 1)
        }

        // behaviour 6.18: the size change is forwarded to child controllers.
        @Test func resizeIsForwardedToChildControllers() throws {
            let child = OtherViewController()
            let test = try TestApp.launchSceneApp(root: {
                let root = RecordingViewController()
                root.addChild(child)
                return root
            })
            test.send { .resized($0, PlatformSize(width: 320, height: 200)) }
            #expect(child.transitions.map(\.to) == [CGSize(width: 320, height: 200)])
        }

        // behaviour 5.7: after a resize the presented frame covers the new size with the root view.
        @Test func resizePresentsTheNewSize() throws {
            let test = try TestApp.launchSceneApp()
            test.send { .resized($0, PlatformSize(width: 700, height: 500)) }
            let id = try #require(test.windowID)
            let surface = try #require(test.backend.capture(id))
            #expect(surface.width == 700 && surface.height == 500)
            #expect(test.pixel(690, 490) == 0xFFFF_FFFF)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 0, y: 0, width: 700, height: 500)])
        }
    }
}

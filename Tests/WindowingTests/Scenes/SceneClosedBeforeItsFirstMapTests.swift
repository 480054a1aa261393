import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A scene that is closed after `scene(_:willConnectTo:options:)` but before the window system
    /// mapped its window is still unattached. UIKit disconnects only scenes it connected, moving a
    /// dismissed one to the background first (behaviour 4.5: unattached → background → unattached),
    /// so such a scene hears `sceneDidEnterBackground` before `sceneDidDisconnect` and never
    /// `sceneWillEnterForeground`. A slow window manager (a loaded machine) opens this gap in
    /// MultiWindow's soak.
    @Suite @MainActor struct SceneClosedBeforeItsFirstMap {
        /// Asks for a second scene and turns the loop once without reading the window system, so
        /// the scene is connected and its map requested but not yet reported.
        static func connectWithoutMapping(in test: TestApp) throws -> UIWindowScene {
            test.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            test.app.commitIfNeeded()
            let scene = try #require(SceneSetup.delegates.last?.window?.windowScene)
            try #require(SceneSetup.delegates.count == 2)
            #expect(scene.activationState == .unattached)
            #expect(scene.windows.first?.appearancePhase == .waitingForMap)
            return scene
        }

        static func sceneEntries(_ test: TestApp) -> [String] {
            test.log.entries.filter { !$0.hasPrefix("RecordingViewController") }
        }

        // behaviour 4.5, 4.8, 4.12: a destruction request answered before the first map
        @Test func destructionBeforeTheFirstMapGoesThroughTheBackground() throws {
            let test = try MultipleScenes.launch()
            let scene = try Self.connectWithoutMapping(in: test)
            let session = scene.session
            test.log.removeAll()
            test.app.requestSceneSessionDestruction(session, options: nil)
            test.app.commitIfNeeded()
            #expect(
                Self.sceneEntries(test) == [
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                ])
            #expect(
                test.log.observations == [
                    "sceneDidEnterBackground(_:): background", "sceneDidDisconnect(_:): unattached",
                    "discarded 1 session(s)",
                ])
            // The map the window system reports late is for a window that is gone: nothing happens.
            test.log.removeAll()
            test.app.runUntilIdle()
            #expect(Self.sceneEntries(test).isEmpty)
            #expect(scene.activationState == .unattached)
            #expect(test.app.connectedScenes.count == 1)
            #expect(!test.app.openSessions.contains(session))
            #expect(test.backend.windows.count == 1)
            #expect(MultipleScenes.launchScene(of: test)?.activationState == .foregroundActive)
            #expect(test.app.applicationState == .active)
        }

        // behaviour 4.5, 4.7: SIGTERM while a scene waits for its first map
        @Test func terminationBeforeTheFirstMapGoesThroughTheBackground() throws {
            var statuses: [Int32] = []
            let test = try MultipleScenes.launch(terminationHandler: { statuses.append($0) })
            _ = try Self.connectWithoutMapping(in: test)
            test.log.removeAll()
            test.app.terminateFromSignal()
            #expect(
                test.log.observations == [
                    "sceneWillResignActive(_:): foregroundActive", "sceneDidDisconnect(_:): unattached",
                    "sceneDidEnterBackground(_:): background", "sceneDidDisconnect(_:): unattached",
                ])
            #expect(Self.sceneEntries(test).last == "ManifestAppDelegate::applicationWillTerminate(_:)")
            #expect(statuses == [0])
        }
    }
}

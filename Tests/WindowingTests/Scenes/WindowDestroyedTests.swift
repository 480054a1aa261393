import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A window another client destroyed (X11 DestroyNotify) is handled as a closed one (§4's
    /// mapping note): the scene disconnects in UIKit's order and the app ends with its last scene.
    @Suite @MainActor struct WindowDestroyed {
        @Test func destroyedWindowDisconnectsItsSceneAndEndsTheApp() throws {
            var statuses: [Int32] = []
            let test = try TestApp.launchSceneApp(terminationHandler: { statuses.append($0) })
            let window = try #require(test.window)
            test.log.removeAll()
            test.send { .destroyed($0) }
            #expect(window.platformWindow == nil)
            #expect(
                test.log.entries == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                    "RecordingViewController::viewWillDisappear(_:)",
                    "RecordingViewController::viewDidDisappear(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                    "ManifestAppDelegate::applicationWillTerminate(_:)",
                ])
            #expect(statuses == [0])
        }

        @Test func destroyedWindowOfAnAppWithoutScenesEndsIt() throws {
            var statuses: [Int32] = []
            let test = TestApp.launchPreSceneApp(terminationHandler: { statuses.append($0) })
            test.send { .destroyed($0) }
            #expect(statuses == [0])
        }
    }
}

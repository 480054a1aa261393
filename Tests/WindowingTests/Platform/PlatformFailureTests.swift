import Foundation
import Testing

@testable import Windowing

/// A window system that refuses to create windows, as an X server out of resources would.
@MainActor
final class RefusingBackend: PlatformBackend {
    let name = "refusing"
    let screen = PlatformScreen(size: PlatformSize(width: 800, height: 600), scale: 1)
    private(set) var attempts = 0

    func createWindow(_ spec: PlatformWindowSpec) throws(PlatformError) -> PlatformWindowID {
        attempts += 1
        throw .requestFailed(request: "XCreateWindow", code: 11, text: "BadAlloc")
    }

    func destroyWindow(_ id: PlatformWindowID) {}
    func setTitle(_ title: String, of id: PlatformWindowID) {}
    func setVisible(_ visible: Bool, of id: PlatformWindowID) {}
    func requestSize(_ size: PlatformSize, of id: PlatformWindowID) {}
    func backBuffer(of id: PlatformWindowID) -> Bitmap? { nil }
    func present(_ rects: [PlatformRect], of id: PlatformWindowID) {}
    func capture(_ id: PlatformWindowID) -> Bitmap? { nil }
    var eventFileDescriptor: Int32? { nil }
    func drainEvents() -> [PlatformEvent] { [] }
    func flush() -> Bool { false }
    func shutdown() {}
}

extension AppTests {
    /// What the app does when the window system fails (PlatformError, behaviour 2c.7's "do not crash").
    @Suite @MainActor struct PlatformFailure {
        @Test func windowTheServerRefusesIsNotShownAndNothingCrashes() throws {
            UIApplication.resetForTesting()
            let log = CallLog.start()
            SceneSetup.reset()
            let backend = RefusingBackend()
            let app = UIApplication.launchForTesting(
                delegate: ManifestAppDelegate.self, infoPlist: try TestPlist.manifest(), backend: backend)
            app.runUntilIdle()
            #expect(backend.attempts == 1)
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 800, height: 600))
            let window = try #require((app.connectedScenes.first?.delegate as? RecordingSceneDelegate)?.window)
            #expect(window.platformWindow == nil)
            #expect(log.count(of: "RecordingViewController::viewDidLoad()") == 1)
            #expect(log.entries(containing: "viewWillAppear").isEmpty)
            #expect(log.entries(containing: "viewDidAppear").isEmpty)
        }

        // behaviour 4.7: a lost connection ends the app with status 1, its scenes resigning and
        // disconnecting first, as they do when the app ends by a signal.
        @Test func lostConnectionTerminatesWithStatusOne() throws {
            var statuses: [Int32] = []
            let test = try TestApp.launchSceneApp(terminationHandler: { statuses.append($0) })
            test.log.removeAll()
            test.backend.inject(.connectionLost("X11: connection to ':0' lost"))
            test.app.runUntilIdle()
            #expect(statuses == [1])
            #expect(test.log.entries.last == "ManifestAppDelegate::applicationWillTerminate(_:)")
            #expect(test.app.backend == nil)
            #expect(
                test.log.entries == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::applicationWillTerminate(_:)",
                ])
        }
    }
}

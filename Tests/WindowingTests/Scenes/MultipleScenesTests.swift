import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Several scenes at once (behaviour 3.3, 4.5–4.13, 4.16, 5.5): each its own session, delegate and
    /// window; requests answered on the next turn; closing one scene leaves the others alone.
    @Suite @MainActor struct MultipleScenes {
        static func launch(
            supportsMultipleScenes: Bool = true, terminationHandler: @escaping (Int32) -> Void = { _ in }
        )
            throws -> TestApp
        {
            let values = TestPlist.sceneManifest(
                delegateClassNames: ["$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"],
                supportsMultipleScenes: supportsMultipleScenes)
            return TestApp.launch(
                infoPlist: try InfoPlist(values: values, file: "Info.plist"), terminationHandler: terminationHandler)
        }

        /// Opens one more scene through the public request and runs until it is drawn.
        @discardableResult
        static func openScene(in test: TestApp) -> UIWindowScene? {
            var failure: (any Error)?
            test.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failure = $0 }
            test.app.runUntilIdle()
            #expect(failure == nil, "unexpected refusal: \(String(describing: failure))")
            return SceneSetup.delegates.last?.window?.windowScene
        }

        /// Queues `event` for `window` (default: the launch scene's window) and handles it.
        static func send(_ test: TestApp, to window: UIWindow? = nil, _ event: (PlatformWindowID) -> PlatformEvent) {
            guard let id = (window ?? SceneSetup.delegates.first?.window)?.platformWindow else {
                Issue.record("no window on the window system")
                return
            }
            test.backend.inject(event(id))
            test.app.runUntilIdle()
        }

        /// The scene connected at launch (`connectedScenes` is a set, so it cannot tell).
        static func launchScene(of test: TestApp) -> UIWindowScene? { scenes(of: test).first }

        static func scenes(of test: TestApp) -> [UIWindowScene] {
            SceneSetup.delegates.compactMap { $0.window?.windowScene }
        }

        // behaviour 4.12, 4.13, 4.9, 4.11: a nil session makes a second scene, delegate, willConnectTo and window
        @Test func activationWithANilSessionConnectsASecondScene() throws {
            let test = try Self.launch()
            test.log.removeAll()
            let second = try #require(Self.openScene(in: test))
            let first = try #require(Self.launchScene(of: test))
            #expect(first !== second)
            #expect(test.log.count(of: "RecordingSceneDelegate::init()") == 1)
            #expect(test.log.count(of: "RecordingSceneDelegate::willConnectTo:begin") == 1)
            #expect(SceneSetup.delegates.count == 2)
            #expect(first.delegate !== second.delegate)
            #expect(test.app.connectedScenes.count == 2)
            #expect(test.app.openSessions.count == 2)
            #expect(first.session.persistentIdentifier != second.session.persistentIdentifier)
            #expect(second.session.role == .windowApplication)
            #expect(second.session.configuration.name == "Default Configuration")
            #expect(second.session.scene === second)
            #expect(second.activationState == .foregroundActive)
            #expect(test.backend.windows.count == 2)
            #expect(second.windows.first?.rootViewController?.isViewLoaded == true)
        }

        // behaviour 4.12, 3.3: with the key false the error handler hears multipleScenesNotSupported
        @Test func activationIsRefusedWithoutMultipleSceneSupport() throws {
            let test = try Self.launch(supportsMultipleScenes: false)
            #expect(test.app.supportsMultipleScenes == false)
            var errors: [any Error] = []
            test.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
            // Like UIKit, the answer comes on a later turn, not inside the call.
            #expect(errors.isEmpty)
            test.app.runUntilIdle()
            let error = try #require(errors.first as? UISceneError)
            #expect(error.code == .multipleScenesNotSupported)
            let nsError = error as NSError
            #expect(nsError.domain == "UISceneErrorDomain")
            #expect(nsError.code == 0)
            #expect(error.reason.contains("UIApplicationSupportsMultipleScenes is false"))
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.backend.windows.count == 1)
        }

        // behaviour 4.12: an existing session is activated, not duplicated; a discarded one is refused
        @Test func activationOfAnExistingSessionCreatesNothing() throws {
            let test = try Self.launch()
            let session = try #require(Self.launchScene(of: test)?.session)
            var errors: [any Error] = []
            test.app.requestSceneSessionActivation(session, userActivity: nil, options: nil) { errors.append($0) }
            test.app.runUntilIdle()
            #expect(errors.isEmpty)
            #expect(test.app.connectedScenes.count == 1)
            let second = try #require(Self.openScene(in: test))
            let discarded = second.session
            test.app.requestSceneSessionDestruction(discarded, options: nil)
            test.app.runUntilIdle()
            test.app.requestSceneSessionActivation(discarded, userActivity: nil, options: nil) { errors.append($0) }
            test.app.runUntilIdle()
            #expect((errors.first as? UISceneError)?.code == .requestDenied)
            #expect((errors.first as? UISceneError)?.reason.contains(discarded.persistentIdentifier) == true)
        }

        // behaviour 4.6–4.8, 4.10, 4.11: closing one window disconnects only its scene and discards its session
        @Test func closingOneWindowDisconnectsOnlyItsScene() throws {
            var statuses: [Int32] = []
            let test = try Self.launch(terminationHandler: { statuses.append($0) })
            let second = try #require(Self.openScene(in: test))
            let secondSession = second.session
            nonisolated(unsafe) var disconnected: [ObjectIdentifier] = []
            let observer = NotificationCenter.default.addObserver(
                forName: UIScene.didDisconnectNotification, object: nil, queue: nil
            ) { note in
                if let scene = note.object as? UIScene { disconnected.append(ObjectIdentifier(scene)) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            test.log.removeAll()
            let id = try #require(second.windows.first?.platformWindow)
            test.backend.inject(.closeRequested(id))
            test.app.runUntilIdle()
            #expect(
                test.log.entries.filter { !$0.hasPrefix("RecordingViewController") } == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                ])
            #expect(disconnected == [ObjectIdentifier(second)])
            #expect(statuses.isEmpty)
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.app.openSessions.count == 1)
            #expect(!test.app.openSessions.contains(secondSession))
            #expect(secondSession.scene == nil)
            #expect(test.backend.windows.count == 1)
            #expect(Self.launchScene(of: test)?.activationState == .foregroundActive)
            // behaviour 5.9: the closed scene's window no longer is the app's key window.
            #expect(test.app.keyWindow === Self.launchScene(of: test)?.keyWindow)
            // The last scene ends the app.
            test.log.removeAll()
            Self.send(test) { .closeRequested($0) }
            #expect(test.log.entries.last == "ManifestAppDelegate::applicationWillTerminate(_:)")
            #expect(statuses == [0])
        }

        // behaviour 4.12, 4.8: destruction by request is a close; the app ends with its last scene
        @Test func destructionRequestsCloseScenesInAnyOrder() throws {
            var statuses: [Int32] = []
            let test = try Self.launch(terminationHandler: { statuses.append($0) })
            Self.openScene(in: test)
            Self.openScene(in: test)
            let scenes = Self.scenes(of: test)
            #expect(scenes.count == 3)
            for (index, scene) in [scenes[1], scenes[0], scenes[2]].enumerated() {
                test.log.removeAll()
                test.app.requestSceneSessionDestruction(scene.session, options: nil)
                test.app.runUntilIdle()
                #expect(test.log.count(of: "RecordingSceneDelegate::sceneDidDisconnect(_:)") == 1)
                #expect(test.log.count(of: "ManifestAppDelegate::application(_:didDiscardSceneSessions:)") == 1)
                #expect(test.app.connectedScenes.count == 2 - index)
                #expect(scene.activationState == .unattached)
            }
            #expect(statuses == [0])
            #expect(test.log.entries.last == "ManifestAppDelegate::applicationWillTerminate(_:)")
        }

        // behaviour 4.12: destroying a session that is already gone goes to the error handler
        @Test func destroyingADiscardedSessionIsRefused() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            let session = second.session
            test.app.requestSceneSessionDestruction(session, options: nil)
            var errors: [any Error] = []
            test.app.requestSceneSessionDestruction(session, options: nil) { errors.append($0) }
            test.app.runUntilIdle()
            #expect((errors.first as? UISceneError)?.code == .requestDenied)
            #expect(test.app.connectedScenes.count == 1)
        }

        // behaviour 4.3, 2.0.5: each transition's notification, per scene, in order; the app's too
        @Test func notificationsComeInUIKitsOrder() throws {
            let test = try Self.launch()
            nonisolated(unsafe) var raw: [(String, ObjectIdentifier?)] = []
            var order = Self.launchScene(of: test).map { [ObjectIdentifier($0)] } ?? []
            var posted: [String] {
                raw.map { label, scene in
                    guard let scene else { return label }
                    let index = order.firstIndex(of: scene)
                    return "\(label) \(index.map { "\($0 + 1)" } ?? "new")"
                }
            }
            let names: [(Notification.Name, String)] = [
                (UIScene.willConnectNotification, "willConnect"),
                (UIScene.willEnterForegroundNotification, "willEnterForeground"),
                (UIScene.didActivateNotification, "didActivate"),
                (UIScene.willDeactivateNotification, "willDeactivate"),
                (UIScene.didEnterBackgroundNotification, "didEnterBackground"),
                (UIScene.didDisconnectNotification, "didDisconnect"),
                (UIApplication.didBecomeActiveNotification, "app.didBecomeActive"),
                (UIApplication.willResignActiveNotification, "app.willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "app.didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "app.willEnterForeground"),
                (UIApplication.willTerminateNotification, "app.willTerminate"),
            ]
            let observers = names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    raw.append((label, (note.object as? UIScene).map { ObjectIdentifier($0) }))
                }
            }
            defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
            let second = try #require(Self.openScene(in: test))
            order.append(ObjectIdentifier(second))
            #expect(posted == ["willConnect 2", "willEnterForeground 2", "didActivate 2"])
            raw.removeAll()
            // Both scenes go to the background: the app follows only when the last one does (4.16).
            Self.send(test) { .unmapped($0) }
            #expect(posted == ["willDeactivate 1", "didEnterBackground 1"])
            raw.removeAll()
            let secondID = try #require(second.windows.first?.platformWindow)
            test.backend.inject(.unmapped(secondID))
            test.app.runUntilIdle()
            #expect(
                posted == [
                    "willDeactivate 2", "app.willResignActive", "didEnterBackground 2", "app.didEnterBackground",
                ])
            #expect(test.app.applicationState == .background)
            raw.removeAll()
            Self.send(test) { .mapped($0) }
            #expect(
                posted == [
                    "willEnterForeground 1", "app.willEnterForeground", "didActivate 1", "app.didBecomeActive",
                ])
            raw.removeAll()
            test.backend.inject(.closeRequested(secondID))
            test.app.runUntilIdle()
            #expect(posted == ["didDisconnect 2"])
            raw.removeAll()
            Self.send(test) { .closeRequested($0) }
            #expect(
                posted == [
                    "willDeactivate 1", "app.willResignActive", "didEnterBackground 1", "app.didEnterBackground",
                    "didDisconnect 1", "app.willTerminate",
                ])
        }

        // behaviour 4.16, 5.5, 5.9 (mapping: FocusOut/FocusIn): focus moving between scenes' windows
        @Test func focusMovesBetweenScenesAndTheKeyWindowFollows() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            let first = try #require(Self.launchScene(of: test))
            let firstWindow = try #require(first.windows.first)
            let secondWindow = try #require(second.windows.first)
            nonisolated(unsafe) var appNotifications = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
            ) { _ in appNotifications += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            test.log.removeAll()
            let firstID = try #require(firstWindow.platformWindow)
            let secondID = try #require(secondWindow.platformWindow)
            // What the server sends when focus moves from the first window to the second.
            test.backend.inject(.focusOut(firstID))
            test.backend.inject(.focusIn(secondID))
            test.app.runUntilIdle()
            #expect(first.activationState == .foregroundInactive)
            #expect(second.activationState == .foregroundActive)
            #expect(test.app.keyWindow === secondWindow)
            #expect(secondWindow.isKeyWindow)
            // The app stays active: one scene hands over to another.
            #expect(appNotifications == 0)
            #expect(test.app.applicationState == .active)
            test.backend.inject(.focusOut(secondID))
            test.backend.inject(.focusIn(firstID))
            test.app.runUntilIdle()
            #expect(first.activationState == .foregroundActive)
            #expect(second.activationState == .foregroundInactive)
            #expect(test.app.keyWindow === firstWindow)
            // Focus leaving the app altogether makes it inactive.
            Self.send(test) { .focusOut($0) }
            #expect(appNotifications == 1)
            #expect(test.app.applicationState == .inactive)
        }

        // behaviour 4.6, 4.5: minimising one scene's window sends only that scene to the background
        @Test func iconifyingOneSceneLeavesTheOtherInTheForeground() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            test.log.removeAll()
            Self.send(test) { .unmapped($0) }
            #expect(Self.launchScene(of: test)?.activationState == .background)
            #expect(second.activationState == .foregroundActive)
            #expect(test.app.applicationState == .active)
            #expect(test.log.count(of: "RecordingSceneDelegate::sceneDidDisconnect(_:)") == 0)
            Self.send(test) { .mapped($0) }
            #expect(Self.launchScene(of: test)?.activationState == .foregroundActive)
        }

        // behaviour 4.1 (UIScene.title → the window's title)
        @Test func sceneTitleBecomesEachWindowsTitle() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            second.title = "Second scene"
            let id = try #require(second.windows.first?.platformWindow)
            #expect(test.backend.windows[id]?.spec.title == "Second scene")
            let firstID = try #require(Self.launchScene(of: test)?.windows.first?.platformWindow)
            #expect(test.backend.windows[firstID]?.spec.title != "Second scene")
        }

        // behaviour 4.7: SIGTERM resigns and disconnects every scene, then applicationWillTerminate
        @Test func sigtermDisconnectsEveryScene() throws {
            var statuses: [Int32] = []
            let test = try Self.launch(terminationHandler: { statuses.append($0) })
            Self.openScene(in: test)
            test.log.removeAll()
            test.app.terminateFromSignal()
            #expect(test.log.count(of: "RecordingSceneDelegate::sceneWillResignActive(_:)") == 2)
            #expect(test.log.count(of: "RecordingSceneDelegate::sceneDidDisconnect(_:)") == 2)
            #expect(test.log.entries.last == "ManifestAppDelegate::applicationWillTerminate(_:)")
            #expect(statuses == [0])
            #expect(test.backend.windows.isEmpty)
        }

        // behaviour 4.5 (background → unattached), 4.6, 4.8: a minimised scene closes without passing the foreground
        @Test func closingABackgroundSceneOnlyDisconnectsIt() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            let window = try #require(second.windows.first)
            Self.send(test, to: window) { .unmapped($0) }
            #expect(second.activationState == .background)
            test.log.removeAll()
            Self.send(test, to: window) { .closeRequested($0) }
            #expect(
                test.log.entries.filter { !$0.hasPrefix("RecordingViewController") } == [
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                ])
            #expect(test.log.observations.contains("sceneDidDisconnect(_:): unattached"))
        }

        // behaviour 4.5 (foregroundInactive → background → unattached), 4.7: an inactive scene closes
        @Test func closingAnInactiveSceneGoesThroughTheBackground() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            let window = try #require(second.windows.first)
            Self.send(test, to: window) { .focusOut($0) }
            #expect(second.activationState == .foregroundInactive)
            test.log.removeAll()
            Self.send(test, to: window) { .closeRequested($0) }
            #expect(
                test.log.entries.filter { !$0.hasPrefix("RecordingViewController") } == [
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                    "RecordingSceneDelegate::sceneDidDisconnect(_:)",
                    "ManifestAppDelegate::application(_:didDiscardSceneSessions:)",
                ])
            #expect(
                test.log.observations == [
                    "sceneDidEnterBackground(_:): background", "sceneDidDisconnect(_:): unattached",
                    "discarded 1 session(s)",
                ])
        }

        // behaviour 4.12, 5.4, 5.5: activating a connected session shows its window again and makes it key
        @Test func activatingAMinimisedSessionBringsItBack() throws {
            let test = try Self.launch()
            let second = try #require(Self.openScene(in: test))
            let window = try #require(second.windows.first)
            let firstWindow = try #require(Self.launchScene(of: test)?.windows.first)
            Self.send(test, to: firstWindow) { .focusIn($0) }
            #expect(test.app.keyWindow === firstWindow)
            let id = try #require(window.platformWindow)
            test.backend.setVisible(false, of: id)
            test.app.runUntilIdle()
            #expect(second.activationState == .background)
            test.app.requestSceneSessionActivation(second.session, userActivity: nil, options: nil)
            test.app.runUntilIdle()
            #expect(test.backend.windows[id]?.isVisible == true)
            #expect(second.activationState == .foregroundActive)
            #expect(test.app.keyWindow === window)
        }
    }
}

import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Hiding, showing and resizing windows in code, and scenes with two windows (behaviour 5.3–5.8,
    /// 5.11, 6.9, 6.10 and §4's mapping note).
    @Suite @MainActor struct WindowVisibility {
        // behaviour 6.9, 6.10: every appearance and disappearance calls each callback once.
        @Test func hidingAndShowingAWindowRunsTheAppearanceCallbacksAgain() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            test.log.removeAll()
            window.isHidden = true
            test.app.runUntilIdle()
            #expect(
                test.log.entries(containing: "RecordingViewController::view") == [
                    "RecordingViewController::viewWillDisappear(_:)", "RecordingViewController::viewDidDisappear(_:)",
                ])
            #expect(test.backend.windows[id]?.isVisible == false)
            // Hiding a window is not the scene going to the background.
            #expect(test.scene?.activationState == .foregroundActive)
            test.log.removeAll()
            window.isHidden = false
            test.app.runUntilIdle()
            #expect(
                test.log.entries(containing: "RecordingViewController::view").filter { !$0.contains("Layout") } == [
                    "RecordingViewController::viewWillAppear(_:)",
                    "RecordingViewController::viewIsAppearing(_:)",
                    "RecordingViewController::viewDidAppear(_:)",
                ])
            #expect(test.backend.windows[id]?.isVisible == true)
            #expect(window.platformWindow == id)
            #expect(test.pixel(30, 30) == 0xFFFF_0000)
            #expect(test.rootViewController?.badge?.drawCount == 1)
        }

        // behaviour 5.7, 5.11: a window resized in code resizes its X window, its root view and its scene.
        @Test func resizingTheWindowInCodeResizesEverythingThatFollowsIt() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            #expect(window.rootViewController?.view.frame == window.bounds)
            test.app.runUntilIdle()
            #expect(test.backend.windows[id]?.size == PlatformSize(width: 300, height: 200))
            let surface = try #require(test.backend.capture(id))
            #expect(surface.width == 300 && surface.height == 200)
            #expect(test.pixel(299, 199) == 0xFFFF_FFFF)
            #expect(test.scene?.coordinateSpace.bounds.size == CGSize(width: 300, height: 200))
        }

        // Mapping note (§4): focus moving between two windows of one scene keeps the scene active.
        @Test func focusMovingBetweenWindowsOfOneSceneKeepsItActive() throws {
            let test = try TestApp.launchSceneApp()
            let first = try #require(test.window)
            let second = try #require(test.showSecondWindow())
            #expect(second.isKeyWindow && !first.isKeyWindow)
            test.log.removeAll()
            test.backend.inject(.focusOut(try #require(second.platformWindow)))
            test.backend.inject(.focusIn(try #require(first.platformWindow)))
            test.app.runUntilIdle()
            #expect(test.log.entries(containing: "RecordingSceneDelegate").isEmpty)
            #expect(first.isKeyWindow && !second.isKeyWindow)
            #expect(test.scene?.activationState == .foregroundActive)
            test.send { .focusOut($0) }
            #expect(test.log.entries == ["RecordingSceneDelegate::sceneWillResignActive(_:)"])
        }

        // behaviour 4.6, mapping note: a scene goes to the background only when none of its windows is mapped.
        @Test func sceneGoesToTheBackgroundWhenItsLastWindowIsUnmapped() throws {
            let test = try TestApp.launchSceneApp()
            let second = try #require(test.showSecondWindow())
            test.log.removeAll()
            test.backend.inject(.unmapped(try #require(second.platformWindow)))
            test.app.runUntilIdle()
            #expect(test.log.entries.isEmpty)
            #expect(test.scene?.activationState == .foregroundActive)
            test.send { .unmapped($0) }
            #expect(
                test.log.entries == [
                    "RecordingSceneDelegate::sceneWillResignActive(_:)",
                    "RecordingSceneDelegate::sceneDidEnterBackground(_:)",
                ])
        }

        // behaviour 5.3: a second window of the scene gets its own X window only once shown.
        @Test func secondWindowGetsItsOwnPlatformWindow() throws {
            let test = try TestApp.launchSceneApp()
            #expect(test.backend.windows.count == 1)
            let second = try #require(test.showSecondWindow())
            #expect(test.backend.windows.count == 2)
            #expect(second.platformWindow != test.windowID)
            #expect(test.scene?.windows.count == 2)
            #expect(test.log.count(of: "OtherViewController::viewDidAppear(_:)") == 1)
            #expect(test.pixel(30, 30, of: second) == 0xFFFF_0000)
        }

        // behaviour 2.0.5, 4.3: app and scene notifications are posted in a scene app too.
        @Test func notificationsArePostedInASceneApp() throws {
            nonisolated(unsafe) var names: [Notification.Name] = []
            let watched: [Notification.Name] = [
                UIApplication.didBecomeActiveNotification, UIScene.willConnectNotification,
                UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                UIWindow.didBecomeKeyNotification,
            ]
            let observers = watched.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { names.append($0.name) }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            _ = try TestApp.launchSceneApp()
            #expect(
                names == [
                    UIScene.willConnectNotification, UIWindow.didBecomeKeyNotification,
                    UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                    UIApplication.didBecomeActiveNotification,
                ])
        }
    }
}

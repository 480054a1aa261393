import Foundation
import Testing

@testable import Windowing

/// A window that logs `becomeKey()`/`resignKey()` (behaviour 5.5, 5.6).
final class KeyRecordingWindow: UIWindow {
    var label = "window"

    override func becomeKey() { CallLog.shared.record(label, #function) }
    override func resignKey() { CallLog.shared.record(label, #function) }
}

extension AppTests {
    /// UIWindow (behaviour §5, 2b.6).
    @Suite @MainActor struct Window {
        // behaviour 5.1, 5.3, 5.7
        @Test func newWindowsAreHiddenViewsWithNoRootViewController() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect((window as Any) is UIView)
            #expect(window.isHidden)
            #expect(window.rootViewController == nil)
            #expect(window.windowScene == nil)
        }

        // behaviour 5.3, 5.11, 4.15
        @Test func initWithWindowSceneAttachesAHiddenWindowSizedToTheScene() throws {
            let test = try TestApp.launchSceneApp()
            let scene = try #require(test.scene)
            let window = UIWindow(windowScene: scene)
            #expect(window.isHidden)
            #expect(window.windowScene === scene)
            #expect(scene.windows.contains { $0 === window })
            #expect(window.frame == scene.coordinateSpace.bounds)
            // Behaviour 5.3: no window-system window until it is shown.
            #expect(window.platformWindow == nil)
            #expect(test.backend.windows.count == 1)
            // Behaviour 4.15: setting windowScene to nil removes it from the scene.
            window.windowScene = nil
            #expect(!scene.windows.contains { $0 === window })
        }

        // behaviour 5.4, 5.9
        @Test func makeKeyAndVisibleShowsAndMakesKey() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            #expect(!window.isHidden)
            #expect(window.isKeyWindow)
            #expect(test.scene?.keyWindow === window)
            #expect(window.canBecomeKey)
            let id = try #require(window.platformWindow)
            #expect(test.backend.windows[id]?.isVisible == true)
        }

        // behaviour 5.5, 5.6, 4.15
        @Test func makeKeyMovesKeyStatusBetweenTheScenesWindows() throws {
            let test = try TestApp.launchSceneApp()
            let scene = try #require(test.scene)
            let first = KeyRecordingWindow(windowScene: scene)
            first.label = "A"
            let second = KeyRecordingWindow(windowScene: scene)
            second.label = "B"
            first.makeKeyAndVisible()
            test.app.runUntilIdle()
            test.log.removeAll()
            second.makeKey()
            #expect(!first.isKeyWindow)
            #expect(second.isKeyWindow)
            #expect(second.isHidden)  // makeKey does not change visibility
            #expect(scene.keyWindow === second)
            #expect(test.log.entries == ["A::resignKey()", "B::becomeKey()"])
            #expect(test.window?.isKeyWindow == false)
        }

        // behaviour 5.7, 5.8, 2e.7, 10.17
        @Test func rootViewIsInstalledAsTheSoleSubviewSizedToTheWindow() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let controller = try #require(test.rootViewController)
            #expect(window.subviews.count == 1)
            #expect(window.subviews.first === controller.view)
            #expect(controller.view.superview === window)
            #expect(controller.view.frame == window.bounds)
        }

        // behaviour 5.7, 5.8: a second root controller on a visible window replaces the first at once.
        @Test func replacingTheRootControllerOfAVisibleWindow() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let first = try #require(test.rootViewController)
            let second = OtherViewController()
            test.log.removeAll()
            window.rootViewController = second
            #expect(second.isViewLoaded)
            #expect(first.view.superview == nil)
            #expect(window.subviews.count == 1 && window.subviews.first === second.view)
            #expect(second.view.frame == window.bounds)
            test.app.runUntilIdle()
            #expect(
                test.log.entries(containing: "OtherViewController::view") == [
                    "OtherViewController::viewDidLoad()",
                    "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewWillLayoutSubviews()",
                    "OtherViewController::viewDidLayoutSubviews()",
                    "OtherViewController::viewDidAppear(_:)",
                ])
            #expect(
                test.log.entries(containing: "RecordingViewController::viewWill") == [
                    "RecordingViewController::viewWillDisappear(_:)"
                ])
            #expect(test.log.count(of: "RecordingViewController::viewDidDisappear(_:)") == 1)
        }

        // behaviour 5.8: on a hidden window the root view is not loaded; the window retains its root controller.
        @Test func rootControllerOfAHiddenWindowIsNotLoadedButRetained() {
            UIApplication.resetForTesting()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            weak var weakController: UIViewController?
            do {
                let controller = CountingViewController()
                weakController = controller
                window.rootViewController = controller
                #expect(!controller.isViewLoaded)
                #expect(controller.calls.isEmpty)
            }
            #expect(weakController != nil)
            #expect(window.subviews.isEmpty)
        }

        // Not in the spec: an X window is titled with Info.plist's display name until the scene has a title.
        @Test func platformWindowIsTitledWithTheAppName() throws {
            let plist = try InfoPlist(values: ["CFBundleName": "Fixture"], file: "Info.plist")
            let test = TestApp.launch(delegate: PreSceneAppDelegate.self, infoPlist: plist)
            let id = try #require(test.windowID)
            #expect(test.backend.windows[id]?.spec.title == "Fixture")
            #expect(test.backend.windows[id]?.spec.className == "Fixture")
        }

        // behaviour 5.12, 6.17
        @Test func windowAndRootControllerResponderLinks() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            #expect(window.next === UIApplication.shared)
            #expect(window.rootViewController?.next === window)
        }

        // behaviour 5.13, 7.19, 10.18
        @Test func viewWindowFollowsTheHierarchy() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let view = UIView()
            #expect(view.window == nil)
            test.rootViewController?.view.addSubview(view)
            #expect(view.window === window)
            view.removeFromSuperview()
            #expect(view.window == nil)
            #expect(view.superview == nil)
        }

        // behaviour 2b.6, 3.15: a window without a scene in a scene app is never shown.
        @Test func scenelessWindowInASceneAppWithAManifestIsNeverShown() throws {
            let test = try TestApp.launchSceneApp(delegate: StrayWindowAppDelegate.self)
            let stray = try #require(test.app.delegate?.window)
            #expect(stray.windowScene == nil)
            #expect(stray.platformWindow == nil)
            #expect(test.backend.windows.count == 1)
            #expect(test.log.entries(containing: "OtherViewController::viewWillAppear").isEmpty)
            #expect(test.log.entries(containing: "OtherViewController::viewDidAppear").isEmpty)
        }

        // behaviour 2b.6, 3.15: the same for a scene app configured in code.
        @Test func scenelessWindowInACodeConfiguredSceneAppIsNeverShown() throws {
            UIApplication.resetForTesting()
            let log = CallLog.start()
            SceneSetup.reset()
            let backend = HeadlessBackend()
            let app = UIApplication.launchForTesting(delegate: StrayCodeConfiguredAppDelegate.self, backend: backend)
            app.runUntilIdle()
            let stray = try #require(app.delegate?.window)
            #expect(app.connectedScenes.count == 1)
            #expect(stray.platformWindow == nil)
            #expect(backend.windows.count == 1)
            #expect(log.entries(containing: "OtherViewController::viewWillAppear").isEmpty)
        }

        // behaviour 2b.6: a scene-less window made inside willConnectTo is not shown either.
        @Test func scenelessWindowMadeWhileConnectingIsNotShown() throws {
            let test = try TestApp.launchSceneApp()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.makeKeyAndVisible()
            test.app.runUntilIdle()
            #expect(window.platformWindow == nil)
            #expect(test.backend.windows.count == 1)
        }
    }
}

/// A code-configured scene app that also builds a scene-less window in didFinishLaunching (behaviour 2b.6).
final class StrayCodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = OtherViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }
}

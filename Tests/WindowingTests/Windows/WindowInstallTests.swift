import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A window's size when made without one, and its root view installed inside the call that
    /// shows it (behaviour 5.8, 5.11, 5.18).
    @Suite @MainActor struct WindowInstall {
        // behaviour 5.18: UIWindow() is UIWindow(frame: UIScreen.main.bounds); before any app that is 1024×768.
        @Test func windowWithoutArgumentsTakesTheMainScreensBounds() {
            UIApplication.resetForTesting()
            #expect(UIWindow().frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
            #expect(UIWindow().frame == UIScreen.main.bounds)
            #expect(UIWindow().isHidden)
            let frame = CGRect(x: 10, y: 20, width: 300, height: 200)
            #expect(UIWindow(frame: frame).frame == frame)
            #expect(UIWindow(frame: .zero).frame == .zero)
        }

        // behaviour 5.18: with an app, the screen is the window system's, and so is UIWindow()'s X window.
        @Test func windowWithoutArgumentsIsTheScreensSizeOnTheWindowSystem() throws {
            let screen = PlatformScreen(size: PlatformSize(width: 800, height: 600), scale: 1)
            let test = TestApp.launch(delegate: PreSceneAppDelegate.self, backend: HeadlessBackend(screen: screen))
            let window = UIWindow()
            #expect(window.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
            window.rootViewController = OtherViewController()
            window.makeKeyAndVisible()
            test.app.runUntilIdle()
            let id = try #require(window.platformWindow)
            #expect(test.backend.windows[id]?.size == PlatformSize(width: 800, height: 600))
        }

        // behaviour 5.11: init(windowScene:) takes the scene's bounds.
        @Test func windowSceneInitializerTakesTheScenesBounds() throws {
            let test = try TestApp.launchSceneApp()
            let scene = try #require(test.scene)
            #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
            #expect(UIWindow(windowScene: scene).frame == scene.coordinateSpace.bounds)
        }

        // behaviour 5.8, 2e.7: when makeKeyAndVisible() returns, the root view is the window's only
        // subview, sized to it; the appearance callbacks come after the run-loop turn.
        @Test func makeKeyAndVisibleInstallsTheRootViewBeforeItReturns() throws {
            let test = try TestApp.launchSceneApp()
            let scene = try #require(test.scene)
            let window = UIWindow(windowScene: scene)
            let stray = UIView()
            window.addSubview(stray)
            let controller = OtherViewController()
            window.rootViewController = controller
            #expect(!controller.isViewLoaded)
            test.log.removeAll()
            window.makeKeyAndVisible()
            #expect(controller.view.window === window)
            #expect(window.subviews.count == 1 && window.subviews.first === controller.view)
            #expect(controller.view.frame == window.bounds)
            #expect(stray.superview == nil)
            #expect(appearance(test, of: "OtherViewController") == [])
            test.app.runUntilIdle()
            #expect(
                appearance(test, of: "OtherViewController") == [
                    "OtherViewController::viewWillAppear(_:)", "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidAppear(_:)",
                ])
        }

        // behaviour 5.8: the pre-scene pattern installs the view inside didFinishLaunching.
        @Test func preSceneAppsRootViewIsInstalledBeforeDidFinishLaunchingReturns() throws {
            let test = TestApp.launch(delegate: PreSceneAppDelegate.self, drawFirstFrame: false)
            let window = try #require(test.window)
            let controller = try #require(test.rootViewController)
            #expect(window.subviews.count == 1 && window.subviews.first === controller.view)
            #expect(controller.view.window === window)
        }

        // behaviour 5.8: a new root on a window that is shown but not yet mapped is installed at once
        // and hears each appearance callback once; the old root view leaves the window.
        @Test func newRootOnAWindowWaitingForItsMapIsInstalledAtOnce() throws {
            let test = try TestApp.launchSceneApp(drawFirstFrame: false)
            let window = try #require(test.window)
            let old = try #require(test.rootViewController)
            #expect(window.appearancePhase == .waitingForMap)
            test.log.removeAll()
            let controller = OtherViewController()
            window.rootViewController = controller
            #expect(window.subviews.count == 1 && window.subviews.first === controller.view)
            #expect(controller.view.window === window)
            #expect(old.view.superview == nil)
            test.app.runUntilIdle()
            #expect(
                appearance(test, of: "OtherViewController") == [
                    "OtherViewController::viewWillAppear(_:)", "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidAppear(_:)",
                ])
        }

        // behaviour 5.8: on a window already on screen, a new root is installed inside the setter.
        @Test func newRootOnAVisibleWindowIsInstalledInsideTheSetter() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let controller = OtherViewController()
            window.rootViewController = controller
            #expect(window.subviews.count == 1 && window.subviews.first === controller.view)
            #expect(controller.view.window === window)
        }

        private func appearance(_ test: TestApp, of name: String) -> [String] {
            test.log.entries(containing: "\(name)::view").filter { $0.contains("Appear") }
        }
    }
}

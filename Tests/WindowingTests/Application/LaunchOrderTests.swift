import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The exact launch order of each app architecture (behaviour §2).
    @Suite @MainActor struct LaunchOrder {
        /// Behaviour 2b.4: the part of the order that follows `scene(_:willConnectTo:options:)`.
        static let sceneAppearance = [
            "RecordingViewController::viewWillAppear(_:)",
            "RecordingSceneDelegate::sceneWillEnterForeground(_:)",
            "RecordingSceneDelegate::sceneDidBecomeActive(_:)",
            "RecordingViewController::viewIsAppearing(_:)",
            "RecordingViewController::viewWillLayoutSubviews()",
            "root::layoutSubviews()",
            "RecordingViewController::viewDidLayoutSubviews()",
            "badge::layoutSubviews()",
            "root::draw(_:)",
            "badge::draw(_:)",
            "RecordingViewController::viewDidAppear(_:)",
        ]

        /// Behaviour 2b.4: willConnectTo { makeKeyAndVisible { loadView, viewDidLoad } }.
        static let willConnect = [
            "RecordingSceneDelegate::init()",
            "RecordingSceneDelegate::willConnectTo:begin",
            "RecordingSceneDelegate::makeKeyAndVisible:begin",
            "RecordingViewController::loadView()",
            "RecordingViewController::viewDidLoad()",
            "RecordingSceneDelegate::makeKeyAndVisible:end",
            "RecordingSceneDelegate::willConnectTo:end",
        ]

        // behaviour 2b.4, 2a.3, 3.4, 3.6, 3.12, 2.0.1, 2.0.2, 2.0.5, 2.0.7
        @Test func sceneAppWithManifestFollowsTheCanonicalOrder() throws {
            let test = try TestApp.launchSceneApp()
            let expected =
                [
                    "ManifestAppDelegate::init()",
                    "ManifestAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                    "ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)",
                ] + Self.willConnect + Self.sceneAppearance
            #expect(test.log.entries == expected)
            // Behaviour 2.0.5: no app-level active/foreground calls in a scene app.
            #expect(test.log.entries(containing: "ManifestAppDelegate::application").count == 2)
            #expect(test.log.entries(containing: "applicationDidBecomeActive").isEmpty)
        }

        // behaviour 4.11, 4.13, 3.6, 3.12
        @Test func sceneAppConnectsOneSceneWhoseDelegateIsTheManifestClass() throws {
            let test = try TestApp.launchSceneApp()
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.app.openSessions.count == 1)
            let scene = try #require(test.scene)
            #expect(scene.delegate is RecordingSceneDelegate)
            #expect(scene.session.scene === scene)
            #expect(test.app.openSessions.first === scene.session)
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(scene.activationState == .foregroundActive)
            #expect(test.app.applicationState == .active)
            #expect(SceneSetup.delegates.count == 1)
        }

        // behaviour 4.4, 2b.1
        @Test func sceneStatesReadInsideEachCallback() throws {
            let test = try TestApp.launchSceneApp()
            #expect(
                test.log.observations.filter { $0.hasPrefix("willConnectTo") || $0.hasPrefix("scene") } == [
                    "willConnectTo: unattached",
                    "willConnectTo: window nil on entry true, session matches true",
                    "sceneWillEnterForeground(_:): unattached",
                    "sceneDidBecomeActive(_:): foregroundActive",
                ])
        }

        // behaviour 2b.5, 3.10, 3.15: a scene app configured in code
        @Test func sceneAppConfiguredInCodeWithoutAManifest() throws {
            let test = TestApp.launch(delegate: CodeConfiguredAppDelegate.self, infoPlist: nil)
            let expected =
                [
                    "CodeConfiguredAppDelegate::init()",
                    "CodeConfiguredAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                    "CodeConfiguredAppDelegate::application(_:didFinishLaunchingWithOptions:)",
                    "CodeConfiguredAppDelegate::application(_:configurationForConnecting:options:)",
                ] + Self.willConnect + Self.sceneAppearance
            #expect(test.log.entries == expected)
            let scene = try #require(test.scene)
            #expect(scene.session.configuration.name == "Default")
            #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.app.openSessions.count == 1)
        }

        // behaviour 2d.1–2d.3, 2c.5, 2.0.10
        @Test func preSceneAppBuildsItsWindowInDidFinishLaunching() throws {
            let test = TestApp.launchPreSceneApp()
            let entries = test.log.entries.filter { !$0.contains("applicationDidBecomeActive") }
            #expect(
                entries == [
                    "PreSceneAppDelegate::init()",
                    "PreSceneAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                    "PreSceneAppDelegate::didFinishLaunching:begin",
                    "RecordingViewController::loadView()",
                    "RecordingViewController::viewDidLoad()",
                    "PreSceneAppDelegate::didFinishLaunching:end",
                    "RecordingViewController::viewWillAppear(_:)",
                    "RecordingViewController::viewIsAppearing(_:)",
                    "RecordingViewController::viewWillLayoutSubviews()",
                    "root::layoutSubviews()",
                    "RecordingViewController::viewDidLayoutSubviews()",
                    "badge::layoutSubviews()",
                    "root::draw(_:)",
                    "badge::draw(_:)",
                    "RecordingViewController::viewDidAppear(_:)",
                ])
            // Behaviour 2d.3: active after the first layout; 2c.4: not pinned against viewDidAppear.
            #expect(test.log.count(of: "PreSceneAppDelegate::applicationDidBecomeActive(_:)") == 1)
            let active = try #require(test.log.index(of: "PreSceneAppDelegate::applicationDidBecomeActive(_:)"))
            let laidOut = try #require(test.log.index(of: "RecordingViewController::viewDidLayoutSubviews()"))
            #expect(active > laidOut)
            // Behaviour 2c.5: no applicationWillEnterForeground at a cold launch.
            #expect(test.log.entries(containing: "applicationWillEnterForeground").isEmpty)
            #expect(test.log.observations.contains("didFinish: window nil on entry true"))
            #expect(test.app.connectedScenes.isEmpty)
            #expect(test.app.applicationState == .active)
            let window = try #require(test.window)
            #expect(window.frame == UIScreen.main.bounds)
            #expect(window.windowScene == nil)
            #expect(!window.isHidden && window.isKeyWindow)
            #expect(test.app.keyWindow === window)
        }

        // behaviour 1.18, 1.19, 10.5: the application that is its own delegate
        @Test func applicationSubclassThatIsItsOwnDelegate() throws {
            SelfDelegatingApplication.instances = 0
            let test = TestApp.launch(
                principal: SelfDelegatingApplication.self, delegate: SelfDelegatingApplication.self)
            #expect(SelfDelegatingApplication.instances == 1)
            #expect(
                test.log.entries == [
                    "SelfDelegatingApplication::init()",
                    "SelfDelegatingApplication::application(_:didFinishLaunchingWithOptions:)",
                ])
            #expect(test.log.observations == ["didFinish: application is self true"])
            let shared = UIApplication.shared
            #expect(shared is SelfDelegatingApplication)
            #expect(shared.delegate === shared)
            #expect(shared.next == nil)
        }

        // behaviour 2b.3: the trace shows loadView and viewDidLoad nested in makeKeyAndVisible, inside willConnectTo.
        @Test func traceNestsViewLoadingInsideMakeKeyAndVisible() throws {
            var test: TestApp?
            let lines = collectTrace { test = try? TestApp.launchSceneApp() }
            #expect(test != nil)
            func line(_ method: String) -> String? { lines.first { $0.hasSuffix(method) } }
            #expect(
                line("RecordingSceneDelegate::scene(_:willConnectTo:options:)")
                    == "[trace] RecordingSceneDelegate::scene(_:willConnectTo:options:)")
            #expect(line("UIWindow::makeKeyAndVisible()") == "[trace]   UIWindow::makeKeyAndVisible()")
            #expect(line("RecordingViewController::loadView()") == "[trace]     RecordingViewController::loadView()")
            #expect(
                line("RecordingViewController::viewDidLoad()") == "[trace]     RecordingViewController::viewDidLoad()")
            #expect(lines.contains("[trace] · UIApplicationMain creates the application object (UIApplication)"))
            #expect(lines.contains("[trace] · UIApplicationMain creates the app delegate (ManifestAppDelegate)"))
            #expect(lines.contains("[trace] · UIApplication creates the scene delegate (RecordingSceneDelegate)"))
            let order = [
                "ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)",
                "RecordingSceneDelegate::scene(_:willConnectTo:options:)",
                "RecordingViewController::viewWillAppear(_:)",
                "RecordingSceneDelegate::sceneWillEnterForeground(_:)",
                "RecordingSceneDelegate::sceneDidBecomeActive(_:)",
                "RecordingViewController::viewIsAppearing(_:)",
                "RecordingView::draw(_:)",
                "RecordingViewController::viewDidAppear(_:)",
            ].map { method in lines.firstIndex { $0.hasSuffix(method) } }
            #expect(order.allSatisfy { $0 != nil })
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        }

        // The trace names the toolkit's own steps: the architecture chosen and the window-system events.
        @Test func traceRecordsTheToolkitsSteps() throws {
            let preScene = collectTrace { _ = TestApp.launchPreSceneApp() }
            #expect(
                preScene.contains(
                    "[trace] · no scene manifest and no configurationForConnecting: "
                        + "the app delegate's window is used"))
            #expect(preScene.contains("[trace] · headless: window 0x1 mapped"))
            #expect(!preScene.contains { $0.contains("configurationForConnecting:options:)") })
            let inCode = collectTrace { _ = TestApp.launch(delegate: CodeConfiguredAppDelegate.self) }
            #expect(
                inCode.contains(
                    "[trace] CodeConfiguredAppDelegate::application(_:configurationForConnecting:options:)"))
            #expect(
                inCode.contains(
                    "[trace] · UIApplication creates a UISceneSession and a UIWindowScene (configuration 'Default')"))
            let manifest = collectTrace { _ = try? TestApp.launchSceneApp() }
            #expect(!manifest.contains { $0.contains("configurationForConnecting:options:)") })
        }
    }
}

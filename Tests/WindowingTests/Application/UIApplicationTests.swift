import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The application object and its delegate (behaviour §1).
    @Suite @MainActor struct Application {
        /// A plan resolved the way `UIApplicationMain` resolves its arguments, with no Info.plist.
        static func plan(principal: String?, delegate: String?) throws -> LaunchPlan {
            let executable = try makeTemporaryDirectory().appendingPathComponent("WindowingTests")
            defer { removeTemporaryFolder(of: executable) }
            return try LaunchPlan(
                principalClassName: principal, delegateClassName: delegate, executable: executable.path,
                environment: [:])
        }

        // behaviour 1.3, 10.1
        @Test func nilPrincipalClassNameMeansUIApplication() throws {
            #expect(try Self.plan(principal: nil, delegate: nil).principalClass == UIApplication.self)
            #expect(
                try Self.plan(principal: NSStringFromClass(UIApplication.self), delegate: nil).principalClass
                    == UIApplication.self)
            let test = TestApp.launch(delegate: ManifestAppDelegate.self, infoPlist: nil)
            #expect(type(of: UIApplication.shared) == UIApplication.self)
            #expect(test.app === UIApplication.shared)
        }

        // behaviour 1.4, 1.10, 10.1, 10.3
        @Test func principalSubclassIsTheOneSharedInstance() throws {
            let plan = try Self.plan(principal: "WindowingTests.CountingApplication", delegate: nil)
            #expect(plan.principalClass == CountingApplication.self)
            CountingApplication.instances = 0
            let test = TestApp.launch(principal: plan.principalClass, delegate: ManifestAppDelegate.self)
            #expect(UIApplication.shared is CountingApplication)
            #expect(UIApplication.shared === UIApplication.shared)
            #expect(UIApplication.shared === test.app)
            #expect(CountingApplication.instances == 1)
        }

        // behaviour 1.5, 1.7, 10.2
        @Test func delegateIsCreatedFromItsClassNameAfterTheApplication() throws {
            let plan = try Self.plan(principal: nil, delegate: NSStringFromClass(ManifestAppDelegate.self))
            #expect(plan.delegateClass == ManifestAppDelegate.self)
            let test = TestApp.launch(delegate: plan.delegateClass)
            #expect(UIApplication.shared.delegate is ManifestAppDelegate)
            #expect(test.log.count(of: "ManifestAppDelegate::init()") == 1)
            #expect(test.log.observations.contains("init: application exists true"))
            // Behaviour 2.0.3: launchOptions is nil for a scene-based app (and we have no launch options).
            #expect(test.log.observations.contains("willFinish: delegate set true, options nil true"))
        }

        // behaviour 1.5: module-less and $(PRODUCT_MODULE_NAME) spellings resolve too (3.12).
        @Test func delegateClassNameSpellings() throws {
            let names = [
                "ManifestAppDelegate", "$(PRODUCT_MODULE_NAME).ManifestAppDelegate",
                "WindowingTests.ManifestAppDelegate",
            ]
            for name in names {
                let plan = try Self.plan(principal: nil, delegate: name)
                #expect(plan.delegateClass == ManifestAppDelegate.self, "\(name)")
            }
        }

        // behaviour 1.14: `@main` hands its class over with the name, and the class is not looked up
        // by that name; it is checked as a looked-up class is, with the same message.
        @Test func mainsDelegateClassIsCheckedWithoutANameLookup() throws {
            let executable = try makeTemporaryDirectory().appendingPathComponent("WindowingTests")
            defer { removeTemporaryFolder(of: executable) }
            let plan = try LaunchPlan(
                principalClassName: nil, delegateClassName: "NotAModule.NotAClass",
                delegateClass: ManifestAppDelegate.self, executable: executable.path, environment: [:])
            #expect(plan.delegateClass == ManifestAppDelegate.self)
            #expect(plan.delegateConformance == ManifestAppDelegate.self)
            // Launched from that plan, the delegate is made from the class and set with its conformance.
            UIApplication.resetForTesting()
            let log = CallLog.start()
            SceneSetup.reset()
            let app = try UIApplication.launch(plan, backend: HeadlessBackend())
            #expect(app.delegate is ManifestAppDelegate)
            #expect(log.count(of: "ManifestAppDelegate::init()") == 1)
            let name = NSStringFromClass(ControllerAppDelegate.self)
            #expect(
                throws: LaunchError.wrongKind(
                    role: "application delegate", name: name,
                    requirement: "a UIResponder subclass adopting UIApplicationDelegate")
            ) {
                try LaunchPlan(
                    principalClassName: nil, delegateClassName: name, delegateClass: ControllerAppDelegate.self,
                    executable: executable.path, environment: [:])
            }
        }

        // behaviour 1.6
        @Test func nilDelegateClassNameMeansNoDelegate() throws {
            #expect(try Self.plan(principal: nil, delegate: nil).delegateClass == nil)
            let test = TestApp.launch(delegate: nil)
            #expect(test.app.delegate == nil)
            #expect(test.app.next == nil)
            #expect(test.app.connectedScenes.isEmpty)
            #expect(test.backend.windows.isEmpty)
        }

        // behaviour 1.12, 1.13
        @Test func launchCreatedDelegateStaysAliveThoughThePropertyDoesNotRetain() throws {
            weak var delegate: AnyObject?
            do {
                let test = try TestApp.launchSceneApp()
                delegate = test.app.delegate
            }
            #expect(delegate != nil)
            #expect(delegate === UIApplication.shared.delegate)
            // A delegate assigned by the app itself is not retained by `delegate` (unowned in UIKit).
            do {
                let replacement = ManifestAppDelegate()
                UIApplication.shared.delegate = replacement
                #expect(UIApplication.shared.delegate === replacement)
            }
            #expect(UIApplication.shared.delegate == nil)
            #expect(delegate != nil)
        }

        // behaviour 2a.4, 2.0.1, 10.6: each launch callback exactly once.
        @Test func eachLaunchCallbackRunsOnce() throws {
            let test = try TestApp.launchSceneApp()
            test.app.runUntilIdle()
            for entry in [
                "ManifestAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                "ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)",
                "RecordingSceneDelegate::willConnectTo:begin",
                "RecordingSceneDelegate::sceneWillEnterForeground(_:)",
                "RecordingSceneDelegate::sceneDidBecomeActive(_:)",
            ] {
                #expect(test.log.count(of: entry) == 1, "\(entry)")
            }
        }

        // behaviour 2.0.4: returning false from didFinishLaunching does not abort the launch.
        @Test func didFinishLaunchingReturningFalseStillLaunches() throws {
            let test = try TestApp.launchSceneApp(delegate: RefusingAppDelegate.self)
            #expect(test.app.connectedScenes.count == 1)
            #expect(test.log.count(of: "RecordingViewController::viewDidAppear(_:)") == 1)
        }

        // behaviour 1.19, 1.20, 5.12, 6.17, 8.17: the chain from a subview to the app delegate.
        @Test func responderChainFromASubviewToTheAppDelegate() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let controller = try #require(test.rootViewController)
            let badge = try #require(controller.badge)
            #expect(badge.next === controller.view)
            #expect(controller.view.next === controller)
            #expect(controller.next === window)
            #expect(window.next === test.app)
            #expect(test.app.next === test.app.delegate)
            #expect(test.app.delegate is ManifestAppDelegate)
            #expect((test.app.delegate as? UIResponder)?.next == nil)
        }

        // behaviour 1.19: a view controller cannot be the app's next responder.
        @Test func applicationNextSkipsAControllerDelegate() throws {
            let test = TestApp.launch(delegate: nil)
            let controller = ControllerAppDelegate()
            test.app.delegate = controller
            #expect(test.app.next == nil)
        }

        // behaviour 2.0.4: didFinishLaunchingNotification is posted after didFinishLaunching.
        @Test func didFinishLaunchingNotificationIsPosted() throws {
            nonisolated(unsafe) var posted = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil
            ) { _ in posted += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            _ = try TestApp.launchSceneApp()
            #expect(posted == 1)
        }
    }
}

/// An app delegate whose launch methods return false (behaviour 2.0.4).
final class RefusingAppDelegate: RecordingAppDelegate {
    override func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool { false }

    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool { false }
}

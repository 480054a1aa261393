import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Launching from `UISceneStoryboardFile` and `UIMainStoryboardFile` in UIKit's order (behaviour §2(a), §2(c)).
    @Suite @MainActor struct StoryboardLaunch {
        static let plistFile = StoryboardFixtures.folder.appendingPathComponent("Info.plist").path

        static func scenePlist(storyboard: String = "Launch") throws -> InfoPlist {
            let entry: [String: Any] = [
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).StoryboardSceneDelegate",
                "UISceneStoryboardFile": storyboard,
            ]
            let values: [String: Any] = [
                "UIApplicationSceneManifest": [
                    "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [entry]]
                ],
                // Behaviour 3.18: a scene app ignores UIMainStoryboardFile.
                "UIMainStoryboardFile": "Missing",
            ]
            return try InfoPlist(values: values, file: plistFile)
        }

        static func launch(delegate: UIResponder.Type, plist: InfoPlist?, status: StatusBox = StatusBox()) -> TestApp {
            IBFileLoader.forgetCachedFiles()
            StoryboardSceneDelegate.pick = nil
            return TestApp.launch(
                delegate: delegate, infoPlist: plist, buildsWindow: false, terminationHandler: { status.value = $0 })
        }

        /// The window UIKit made from the storyboard: the scene delegate's, else the app delegate's.
        func storyboardWindow(_ test: TestApp) -> UIWindow? {
            (test.scene?.delegate as? StoryboardSceneDelegate)?.window ?? test.app.delegate?.window
        }

        final class StatusBox: @unchecked Sendable { var value: Int32? }

        // behaviour 2a.1, 2a.2, 2a.3, 9.2, 9.25
        @Test func sceneAppFromStoryboardFollowsTheCanonicalOrder() throws {
            let test = Self.launch(delegate: ManifestAppDelegate.self, plist: try Self.scenePlist())
            #expect(
                test.log.entries == [
                    "ManifestAppDelegate::init()",  // 2a.3 step 1
                    "ManifestAppDelegate::application(_:willFinishLaunchingWithOptions:)",  // 2
                    "ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)",  // 3
                    "StoryboardSceneDelegate::init()",  // 5
                    "StoryboardRootController::init(coder:)",  // 6
                    "StoryboardRootController::awakeFromNib()",
                    "StoryboardSceneDelegate::willConnectTo:begin",  // 7
                    "StoryboardSceneDelegate::willConnectTo:end",
                    "StoryboardRootController::loadView()",  // 8
                    "StoryboardRootController::viewDidLoad()",
                    "StoryboardRootController::viewWillAppear(_:)",  // 9
                    "StoryboardSceneDelegate::sceneWillEnterForeground(_:)",  // 10
                    "StoryboardSceneDelegate::sceneDidBecomeActive(_:)",  // 11
                    "StoryboardRootController::viewIsAppearing(_:)",  // 12
                    "StoryboardRootController::viewWillLayoutSubviews()",
                    "StoryboardRootController::viewDidLayoutSubviews()",
                    "StoryboardRootController::viewDidAppear(_:)",  // 13
                ])
            // Behaviour 2a.1, 2a.2: UIKit made the window and root before willConnectTo; it is not shown or loaded yet.
            #expect(
                test.log.observations.contains(
                    "willConnectTo: window true, scene true, root StoryboardRootController, hidden true, key false, "
                        + "loaded false"
                ))
            let window = try #require((test.scene?.delegate as? StoryboardSceneDelegate)?.window)
            #expect(window.isKeyWindow && !window.isHidden)
            #expect(window.windowScene === test.scene)
            // Behaviour 2e.7, 9.13: the root view fills the window; the storyboard's frame is replaced.
            let root = try #require(window.rootViewController?.view)
            #expect(window.subviews.count == 1 && window.subviews.first === root)
            #expect(root.frame == window.bounds)
            #expect(root.subviews.first?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(test.pixel(15, 25, of: storyboardWindow(test)) == 0xFFFF_0000)
            #expect(test.pixel(100, 100, of: storyboardWindow(test)) == 0xFF00_00FF)
        }

        // behaviour 2c.1, 2c.2, 2c.4, 2d.3
        @Test func preSceneAppFromMainStoryboardFollowsTheCanonicalOrder() throws {
            let plist = try InfoPlist(values: ["UIMainStoryboardFile": "Launch"], file: Self.plistFile)
            let test = Self.launch(delegate: StoryboardAppDelegate.self, plist: plist)
            let entries = test.log.entries.filter { !$0.contains("Layout") }
            #expect(
                Array(entries.prefix(8)) == [
                    "StoryboardAppDelegate::init()",  // 2c.2 step 1
                    "StoryboardRootController::init(coder:)",  // 2c.1 steps 2–4
                    "StoryboardRootController::awakeFromNib()",
                    "StoryboardAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                    "StoryboardAppDelegate::application(_:didFinishLaunchingWithOptions:)",  // 2c.2 step 7
                    "StoryboardRootController::loadView()",  // step 8: makeKeyAndVisible
                    "StoryboardRootController::viewDidLoad()",
                    "StoryboardRootController::viewWillAppear(_:)",
                ])
            // Behaviour 2c.4: applicationDidBecomeActive and viewDidAppear are not pinned against each other.
            #expect(
                Set(entries.dropFirst(8)) == [
                    "StoryboardRootController::viewIsAppearing(_:)",
                    "StoryboardAppDelegate::applicationDidBecomeActive(_:)",
                    "StoryboardRootController::viewDidAppear(_:)",
                ])
            #expect(
                test.log.observations.contains(
                    "willFinish: window true, root StoryboardRootController, loaded false, hidden true"))
            let window = try #require(test.app.delegate?.window)
            #expect(window.isKeyWindow && window.windowScene == nil)
            #expect(test.pixel(15, 25, of: storyboardWindow(test)) == 0xFFFF_0000)
        }

        // The launch-time choice of screen: the scene delegate picks the screen by identifier in willConnectTo
        @Test func sceneDelegateChoosesTheInitialScreenByIdentifier() throws {
            IBFileLoader.forgetCachedFiles()
            StoryboardSceneDelegate.pick = "UserHasLoggedIn"
            let test = TestApp.launch(
                delegate: ManifestAppDelegate.self, infoPlist: try Self.scenePlist(), buildsWindow: false)
            StoryboardSceneDelegate.pick = nil
            #expect(test.log.count(of: "StoryboardRootController::init(coder:)") == 2)
            #expect(test.log.count(of: "StoryboardRootController::viewDidLoad()") == 1)
            #expect(test.pixel(100, 100, of: storyboardWindow(test)) == 0xFF00_FF00)
        }

        // UISceneConfiguration.storyboard set in code (behaviour 3.8, 3.10)
        @Test func configurationStoryboardSetInCode() throws {
            let test = Self.launch(delegate: CodeStoryboardAppDelegate.self, plist: nil)
            #expect(
                test.log.index(of: "StoryboardRootController::awakeFromNib()")! < test.log.index(
                    of: "StoryboardSceneDelegate::willConnectTo:begin")!)
            #expect(test.pixel(15, 25, of: storyboardWindow(test)) == 0xFFFF_0000)
        }

        // behaviour 3.16: a missing storyboard ends the launch with status 1 and no scene delegate call
        @Test func missingSceneStoryboardEndsTheLaunch() throws {
            let status = StatusBox()
            let test = Self.launch(
                delegate: ManifestAppDelegate.self, plist: try Self.scenePlist(storyboard: "Nowhere"), status: status)
            #expect(status.value == 1)
            #expect(test.log.entries(containing: "willConnectTo").isEmpty)
        }

        // behaviour 2c.7: no initial view controller: logged, the window has no root and nothing is shown
        @Test func storyboardWithoutEntryPointShowsNothing() throws {
            let plist = try InfoPlist(values: ["UIMainStoryboardFile": "NoEntry"], file: Self.plistFile)
            let status = StatusBox()
            let test = Self.launch(delegate: StoryboardAppDelegate.self, plist: plist, status: status)
            #expect(test.log.observations.contains("willFinish: window true, root nil, loaded false, hidden true"))
            #expect(test.log.entries(containing: "StoryboardRootController").isEmpty)
            #expect(test.backend.windows.isEmpty)
            #expect(status.value == nil)
        }

        // behaviour 2c.8
        @Test func preSceneDelegateWithoutWindowPropertyShowsNothing() throws {
            let plist = try InfoPlist(values: ["UIMainStoryboardFile": "Launch"], file: Self.plistFile)
            let test = Self.launch(delegate: WindowlessAppDelegate.self, plist: plist)
            #expect(test.log.entries(containing: "StoryboardRootController").isEmpty)
            #expect(test.backend.windows.isEmpty)
        }
    }
}

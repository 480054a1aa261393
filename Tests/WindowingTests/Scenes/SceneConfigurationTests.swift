import Foundation
import Testing

@testable import Windowing

/// A second scene delegate class, to tell which configuration a scene was created from.
final class SecondSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() {
        super.init()
        CallLog.shared.record(self, "init()")
    }
}

/// A scene class of the app's own (behaviour 3.7).
final class TestWindowScene: UIWindowScene {}

/// An app delegate that picks a manifest configuration by name, as HelloWindow does (behaviour 3.5, 3.10).
final class NamedConfigurationAppDelegate: UIResponder, UIApplicationDelegate {
    static var name = "Two"

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        CallLog.shared.observe("offered configuration \(connectingSceneSession.configuration.name ?? "nil")")
        return UISceneConfiguration(name: Self.name, sessionRole: connectingSceneSession.role)
    }
}

extension AppTests {
    /// Choosing the scene configuration and creating the scene and its delegate (behaviour 3.4–3.15, 4.9–4.14).
    @Suite @MainActor struct SceneConfiguration {
        static func twoConfigurations(sceneClass: String? = nil) throws -> InfoPlist {
            var values = TestPlist.sceneManifest(
                delegateClassNames: ["WindowingTests.RecordingSceneDelegate", "WindowingTests.SecondSceneDelegate"],
                names: ["One", "Two"])
            if let sceneClass {
                var manifest = values["UIApplicationSceneManifest"] as! [String: Any]
                var roles = manifest["UISceneConfigurations"] as! [String: Any]
                var entries = roles["UIWindowSceneSessionRoleApplication"] as! [[String: Any]]
                entries[0]["UISceneClassName"] = sceneClass
                roles["UIWindowSceneSessionRoleApplication"] = entries
                manifest["UISceneConfigurations"] = roles
                values["UIApplicationSceneManifest"] = manifest
            }
            return try InfoPlist(values: values, file: "Info.plist")
        }

        // behaviour 3.4, 10.13: without configurationForConnecting the first entry is used.
        @Test func firstManifestEntryIsTheDefault() throws {
            let test = TestApp.launch(delegate: ManifestAppDelegate.self, infoPlist: try Self.twoConfigurations())
            let scene = try #require(test.scene)
            #expect(scene.delegate is RecordingSceneDelegate)
            #expect(scene.session.configuration.name == "One")
            #expect(scene.session.role == .windowApplication)
            #expect(!scene.session.persistentIdentifier.isEmpty)
            #expect(test.log.count(of: "SecondSceneDelegate::init()") == 0)
        }

        // behaviour 3.5, 3.10, 4.9: a configuration returned by name takes its classes from the manifest.
        @Test func configurationReturnedByNameUsesThatManifestEntry() throws {
            NamedConfigurationAppDelegate.name = "Two"
            let plist = try Self.twoConfigurations()
            let test = TestApp.launch(delegate: NamedConfigurationAppDelegate.self, infoPlist: plist)
            let scene = try #require(test.scene)
            #expect(scene.delegate is SecondSceneDelegate)
            #expect(scene.session.configuration.name == "Two")
            #expect(scene.session.configuration.delegateClass == SecondSceneDelegate.self)
            #expect(test.log.observations == ["offered configuration One"])
        }

        // behaviour 3.14: a name missing from the manifest is logged, and the returned object is still used.
        @Test func configurationNameMissingFromTheManifestIsStillUsed() throws {
            NamedConfigurationAppDelegate.name = "Missing"
            let plist = try Self.twoConfigurations()
            let test = TestApp.launch(delegate: NamedConfigurationAppDelegate.self, infoPlist: plist)
            let scene = try #require(test.scene)
            #expect(scene.session.configuration.name == "Missing")
            #expect(scene.delegate == nil)
            #expect(test.app.connectedScenes.count == 1)
        }

        // behaviour 3.13, 10.15, 3.21: an unresolvable scene delegate leaves a scene with no delegate
        // and no window; with nothing to show, the app ends with status 1.
        @Test func unresolvableSceneDelegateLeavesTheSceneWithoutADelegate() throws {
            var statuses: [Int32] = []
            let test = TestApp.launch(
                infoPlist: try TestPlist.manifest("$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate"),
                terminationHandler: { statuses.append($0) })
            #expect(statuses == [1])
            let scene = try #require(test.scene)
            #expect(scene.delegate == nil)
            #expect(scene.windows.isEmpty)
            #expect(scene.session.configuration.delegateClass == nil)
            #expect(test.backend.windows.isEmpty)
            #expect(test.app.connectedScenes.count == 1)
            #expect(
                test.log.entries == [
                    "ManifestAppDelegate::init()",
                    "ManifestAppDelegate::application(_:willFinishLaunchingWithOptions:)",
                    "ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)",
                    "ManifestAppDelegate::applicationWillTerminate(_:)",
                ])
        }

        // behaviour 3.6: a class that does not adopt UIWindowSceneDelegate is refused.
        @Test func classThatIsNotASceneDelegateIsRefused() throws {
            for name in ["WindowingTests.NotADelegate", "WindowingTests.ManifestAppDelegate"] {
                let test = TestApp.launch(infoPlist: try TestPlist.manifest(name))
                let scene = try #require(test.scene)
                #expect(scene.delegate == nil, "\(name)")
                #expect(test.log.count(of: "ManifestAppDelegate::init()") == 1, "\(name)")
            }
        }

        // behaviour 3.7, 4.14
        @Test func sceneClassComesFromTheManifest() throws {
            let custom = TestApp.launch(
                infoPlist: try Self.twoConfigurations(sceneClass: "$(PRODUCT_MODULE_NAME).TestWindowScene"))
            #expect(custom.scene is TestWindowScene)
            #expect(custom.sceneDelegate != nil)
            let plain = TestApp.launch(infoPlist: try Self.twoConfigurations(sceneClass: "UIWindowScene"))
            #expect(plain.scene.map { type(of: $0) == UIWindowScene.self } == true)
            let unknown = TestApp.launch(infoPlist: try Self.twoConfigurations(sceneClass: "NoSuchScene"))
            #expect(unknown.scene.map { type(of: $0) == UIWindowScene.self } == true)
            let notAScene = TestApp.launch(
                infoPlist: try Self.twoConfigurations(sceneClass: "WindowingTests.NotADelegate"))
            #expect(notAScene.scene.map { type(of: $0) == UIWindowScene.self } == true)
        }

        // behaviour 3.3
        @Test func supportsMultipleScenesFollowsTheManifest() throws {
            let single = try TestApp.launchSceneApp()
            #expect(!single.app.supportsMultipleScenes)
            let url = try writeTemporaryFile("Info.plist", TestPlist.templateXML())
            defer { removeTemporaryFolder(of: url) }
            let multiple = TestApp.launch(infoPlist: try InfoPlist(contentsOf: url))
            #expect(multiple.app.supportsMultipleScenes)
            #expect(multiple.sceneDelegate != nil)
        }

        // behaviour 4.13: the scene holds its delegate strongly.
        @Test func sceneKeepsItsDelegateAlive() throws {
            weak var delegate: RecordingSceneDelegate?
            do {
                let test = try TestApp.launchSceneApp()
                delegate = test.sceneDelegate
                SceneSetup.delegates.removeAll()
            }
            #expect(delegate != nil)
            #expect((UIApplication.shared.connectedScenes.first?.delegate as AnyObject?) === delegate)
        }

        // behaviour 2.0.7, 10.7: a connected scene comes to the foreground even if its delegate shows no window.
        @Test func sceneWithoutAWindowStillEntersTheForeground() throws {
            let test = TestApp.launch(infoPlist: try TestPlist.manifest(), buildsWindow: false)
            #expect(test.backend.windows.isEmpty)
            #expect(test.log.count(of: "RecordingSceneDelegate::willConnectTo:end") == 1)
            // Deviation: foreground/active are driven only by an X window being mapped, so a scene
            // with no window stays `.unattached` and never hears these calls.
            #expect(test.log.count(of: "RecordingSceneDelegate::sceneWillEnterForeground(_:)") == 1)
            #expect(test.log.count(of: "RecordingSceneDelegate::sceneDidBecomeActive(_:)") == 1)
            #expect(test.scene?.activationState == .foregroundActive)
        }

        // behaviour 4.11, 4.15: the scene knows its window; the window knows its scene.
        @Test func sceneAndWindowReferEachOther() throws {
            let test = try TestApp.launchSceneApp()
            let scene = try #require(test.scene)
            let window = try #require(test.window)
            #expect(window.windowScene === scene)
            #expect(scene.windows.count == 1 && scene.windows.first === window)
            #expect(scene.keyWindow === window)
            #expect(window.frame == scene.coordinateSpace.bounds)
        }
    }
}

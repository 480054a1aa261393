import Foundation
import Testing

@testable import Windowing

/// Every error the toolkit reports, with its exact text (behaviour 3.13, 3.16).
@MainActor
struct ErrorMessageTests {
    /// The description of what `body` throws, or nil when it throws nothing.
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private func manifest(entry: [String: Any]) -> [String: Any] {
        ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [entry]]]]
    }

    // MARK: - InfoPlistError

    @Test func missingSceneDelegateClassName() {
        let values = manifest(entry: ["UISceneConfigurationName": "Default Configuration"])
        let key = """
            UIApplicationSceneManifest › UISceneConfigurations › UIWindowSceneSessionRoleApplication › item 0 \
            › UISceneDelegateClassName
            """
        let hint = "add the scene delegate's class name, e.g. $(PRODUCT_MODULE_NAME).SceneDelegate"
        #expect(throws: InfoPlistError.missingKey(file: "Info.plist", key: key, hint: hint)) {
            try InfoPlist(values: values, file: "Info.plist")
        }
        #expect(
            message { _ = try InfoPlist(values: values, file: "Info.plist") } == """
                Info.plist: 'Info.plist' is missing '\(key)'; add the scene delegate's class name, \
                e.g. $(PRODUCT_MODULE_NAME).SceneDelegate
                """)
    }

    @Test func supportsMultipleScenesMustBeABoolean() {
        let key = "UIApplicationSceneManifest › UIApplicationSupportsMultipleScenes"
        for (value, kind) in [("YES", "a string"), (1, "a number")] as [(Any, String)] {
            let values = TestPlist.sceneManifest(delegateClassNames: ["SceneDelegate"], supportsMultipleScenes: value)
            #expect(
                message { _ = try InfoPlist(values: values, file: "Info.plist") }
                    == "Info.plist: '\(key)' in 'Info.plist' must be a boolean, not \(kind)")
        }
    }

    @Test func nestedValuesOfTheWrongType() {
        let root = "UIApplicationSceneManifest"
        let roles = "\(root) › UISceneConfigurations"
        let item = "\(roles) › UIWindowSceneSessionRoleApplication › item 0"
        let cases: [([String: Any], String)] = [
            ([root: "scenes"], "'\(root)' in 'Info.plist' must be a dictionary, not a string"),
            ([root: ["UISceneConfigurations": ["a"]]], "'\(roles)' in 'Info.plist' must be a dictionary, not an array"),
            (
                [root: ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": ["x": 1]]]],
                "'\(roles) › UIWindowSceneSessionRoleApplication' in 'Info.plist' must be an array, not a dictionary"
            ),
            (
                [root: ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": ["entry"]]]],
                "'\(item)' in 'Info.plist' must be a dictionary, not a string"
            ),
            (
                manifest(entry: ["UISceneDelegateClassName": 7]),
                "'\(item) › UISceneDelegateClassName' in 'Info.plist' must be a string, not a number"
            ),
            (
                manifest(entry: ["UISceneDelegateClassName": "A", "UISceneConfigurationName": true]),
                "'\(item) › UISceneConfigurationName' in 'Info.plist' must be a string, not a boolean"
            ),
        ]
        for (values, text) in cases {
            #expect(message { _ = try InfoPlist(values: values, file: "Info.plist") } == "Info.plist: " + text)
        }
    }

    @Test func fileThatIsNotAPropertyList() throws {
        let url = try writeTemporaryFile("Info.plist", "<plist version=\"1.0\"><dict><key>A</key>")
        defer { removeTemporaryFolder(of: url) }
        let text = try #require(message { _ = try InfoPlist(contentsOf: url) })
        #expect(text.hasPrefix("Info.plist: '\(url.path)' is not a property list ("), "\(text)")
        #expect(text.hasSuffix(")"))
        #expect(throws: InfoPlistError.self) { try InfoPlist(contentsOf: url) }
    }

    @Test func rootThatIsNotADictionary() throws {
        let url = try writeTemporaryFile(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><string>a</string></array></plist>
            """)
        defer { removeTemporaryFolder(of: url) }
        let expected = InfoPlistError.wrongType(
            file: url.path, key: "<root>", expected: "a dictionary", found: "an array")
        #expect(throws: expected) { try InfoPlist(contentsOf: url) }
        #expect(
            message { _ = try InfoPlist(contentsOf: url) }
                == "Info.plist: '<root>' in '\(url.path)' must be a dictionary, not an array")
    }

    @Test func unreadableFile() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("Missing.plist")
        defer { removeTemporaryFolder(of: url) }
        let text = try #require(message { _ = try InfoPlist(contentsOf: url) })
        #expect(text.hasPrefix("Info.plist: cannot read '\(url.path)' ("), "\(text)")
        #expect(text.hasSuffix("); set WINDOWING_RESOURCES to the folder holding Info.plist"))
    }

    @Test func resourcesFolderWithoutInfoPlist() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let executable = folder.appendingPathComponent("App")
        #expect(
            message {
                _ = try LaunchPlan(
                    principalClassName: nil, delegateClassName: nil, executable: executable.path,
                    environment: ["WINDOWING_RESOURCES": folder.path])
            } == """
                Info.plist: cannot read '\(folder.path)/Info.plist' \
                (WINDOWING_RESOURCES is '\(folder.path)' but it holds no Info.plist); \
                set WINDOWING_RESOURCES to the folder holding Info.plist
                """)
    }

    // MARK: - LaunchError

    private func plan(_ principal: String?, _ delegate: String?) throws -> LaunchPlan {
        let executable = try makeTemporaryDirectory().appendingPathComponent("WindowingTests")
        defer { removeTemporaryFolder(of: executable) }
        return try LaunchPlan(
            principalClassName: principal, delegateClassName: delegate, executable: executable.path, environment: [:])
    }

    @Test func unknownDelegateClassListsEveryNameTried() {
        #expect(
            throws: LaunchError.unknownClass(
                role: "application delegate", name: "NoSuchDelegate",
                tried: "'WindowingTests.NoSuchDelegate', 'Windowing.NoSuchDelegate', 'NoSuchDelegate'"
            )
        ) { try plan(nil, "NoSuchDelegate") }
        #expect(
            message { _ = try plan(nil, "NoSuchDelegate") } == """
                UIApplicationMain: no class named 'NoSuchDelegate' for the application delegate; tried \
                'WindowingTests.NoSuchDelegate', 'Windowing.NoSuchDelegate', 'NoSuchDelegate'; \
                pass NSStringFromClass(TheClass.self)
                """)
    }

    @Test func unknownPrincipalClass() {
        #expect(
            message { _ = try plan("MyApp.Nope", nil) } == """
                UIApplicationMain: no class named 'MyApp.Nope' for the principal class; \
                tried 'MyApp.Nope'; pass NSStringFromClass(TheClass.self)
                """)
    }

    @Test func delegateThatIsNotAnApplicationDelegateIsRefused() {
        let names = [
            "WindowingTests.NotADelegate", "WindowingTests.ControllerAppDelegate", "WindowingTests.CountingApplication",
        ]
        for name in names {
            #expect(
                message { _ = try plan(nil, name) } == """
                    UIApplicationMain: class '\(name)' cannot be the application delegate: \
                    it must be a UIResponder subclass adopting UIApplicationDelegate
                    """)
        }
    }

    @Test func principalClassThatIsNotAnApplicationIsRefused() {
        #expect(
            throws: LaunchError.wrongKind(
                role: "principal class", name: "WindowingTests.ManifestAppDelegate",
                requirement: "a subclass of UIApplication"
            )
        ) { try plan("WindowingTests.ManifestAppDelegate", nil) }
        #expect(
            message { _ = try plan("WindowingTests.ManifestAppDelegate", nil) }
                == """
                UIApplicationMain: class 'WindowingTests.ManifestAppDelegate' cannot be the principal class: \
                it must be a subclass of UIApplication
                """)
    }

    @Test func delegateWhoseInitCoderReturnsNil() {
        #expect(
            LaunchError.initializerFailed(role: "application delegate", name: "MyApp.AppDelegate").description
                == """
                UIApplicationMain: init(coder:) of 'MyApp.AppDelegate' returned nil, so there is no application \
                delegate; Windowing creates the application delegate from its class name with init?(coder:), \
                so return an instance from it
                """)
    }

    // MARK: - PlatformError

    @Test func platformErrorDescriptions() {
        let cases: [(PlatformError, String)] = [
            (.displayNotSet, "X11: DISPLAY is not set; run under an X session, or use xvfb-run"),
            (
                .cannotOpenDisplay(":42"),
                "X11: cannot open display ':42'; is an X server running and does it accept this user?"
            ),
            (
                .unsupportedVisual(depth: 16, bitsPerPixel: 16),
                "X11: the default visual has depth 16 at 16 bits per pixel; Windowing needs 24-bit TrueColor"
            ),
            (
                .requestFailed(request: "XCreateWindow", code: 8, text: "BadMatch"),
                "X11: XCreateWindow failed with error 8 (BadMatch)"
            ),
            (
                .unknownBackend("wayland"),
                "Platform: unknown backend 'wayland' in WINDOWING_BACKEND; use 'x11' or 'headless'"
            ),
        ]
        for (error, text) in cases { #expect(error.description == text) }
    }

    @Test func unknownBackendIsRefusedByName() {
        #expect(throws: PlatformError.unknownBackend("wayland")) {
            _ = try BackendSelection.makeBackend(environment: ["WINDOWING_BACKEND": "wayland"])
        }
        #expect((try? BackendSelection.makeBackend(environment: ["WINDOWING_BACKEND": "headless"]))?.name == "headless")
    }
}

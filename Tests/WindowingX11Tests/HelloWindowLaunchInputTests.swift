import Foundation
import Testing
import WindowingTesting

/// HelloWindow launched with Info.plists Xcode would have expanded or refused, and its window
/// destroyed by another X client (behaviour 3.13, 3.19–3.21 and §4's mapping note).
@Suite(.serialized)
struct HelloWindowLaunchInputTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    /// A folder holding an Info.plist with a scene manifest naming `delegate`, plus `extra` keys.
    private func resources(delegate: String, extra: String = "") throws -> String {
        let folder = NSTemporaryDirectory() + "launch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(extra)<key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>\(delegate)</string>
            </dict></array></dict></dict></dict></plist>
            """
        try plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        return folder
    }

    private func headless(_ folder: String, extra: [String: String] = [:]) throws -> AppProcess {
        var environment = [
            "WINDOWING_RESOURCES": folder, "WINDOWING_BACKEND": "headless", "PATH": "/usr/bin:/bin",
        ]
        environment.merge(extra) { $1 }
        return try AppProcess(executable: executable, environment: environment)
    }

    private static let key = "UIWindowSceneSessionRoleApplication"

    // behaviour 3.13, 3.21: an unknown scene delegate class leaves a scene without a delegate, so
    // no window; the app says so, naming the key and the class, and ends with status 1.
    @Test func aSceneDelegateInAnotherModuleEndsTheLaunch() throws {
        let folder = try resources(delegate: "WrongModule.SceneDelegate")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try headless(folder)
        #expect(app.wait(timeout: 20) == 1)
        #expect(
            app.standardError == """
                Windowing: [SceneConfiguration] Info.plist configuration "Default Configuration" for \(Self.key) \
                contained UISceneDelegateClassName key, but could not load class with name \
                "WrongModule.SceneDelegate"; tried 'WrongModule.SceneDelegate'; the app's module is 'HelloWindow', \
                which has 'HelloWindow.SceneDelegate'; write $(PRODUCT_MODULE_NAME).SceneDelegate
                UIApplicationMain: scene configuration "Default Configuration" has no scene delegate \
                (UISceneDelegateClassName "WrongModule.SceneDelegate" could not be used) and no window is shown; \
                with nothing to show, the app ends with exit status 1

                """)
        #expect(!app.standardOutput.contains("SceneDelegate::"))
        #expect(app.standardOutput.contains("AppDelegate::applicationWillTerminate(_:)"))
    }

    // behaviour 3.19, 3.20: an unterminated reference is no class name; it is named, not resolved.
    @Test func anUnterminatedSettingIsNamedAndNotResolved() throws {
        let folder = try resources(delegate: "$(PRODUCT_MODULE_NAME.SceneDelegate")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try headless(folder)
        #expect(app.wait(timeout: 20) == 1)
        let item = "UIApplicationSceneManifest › UISceneConfigurations › \(Self.key) › item 0"
        #expect(
            app.standardError.hasPrefix(
                """
                Windowing: Info.plist: '\(item) › UISceneDelegateClassName' has \
                '$(PRODUCT_MODULE_NAME.SceneDelegate', a build setting reference without its closing ')'; \
                it is kept as written
                Windowing: [SceneConfiguration] Info.plist configuration "Default Configuration" for \(Self.key) \
                contained UISceneDelegateClassName key, but could not load class with name \
                "$(PRODUCT_MODULE_NAME.SceneDelegate"; tried nothing; '$(PRODUCT_MODULE_NAME.SceneDelegate' is not \
                a class name: a Swift class is named Module.Class, or $(PRODUCT_MODULE_NAME).Class in Info.plist

                """), "\(app.standardError)")
        #expect(!app.standardOutput.contains("SceneDelegate::"))
    }

    // behaviour 3.19: $(TARGET_NAME) is the executable's target, as in Xcode, and the title's
    // $(PRODUCT_NAME) its product name.
    @Test func buildSettingsExpandForTheExecutable() throws {
        let extra = "<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>"
        let folder = try resources(delegate: "$(TARGET_NAME).SceneDelegate", extra: extra)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try headless(folder, extra: ["WINDOWING_TRACE": "1", "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1"])
        #expect(app.wait(timeout: 20) == 0, "\(app.standardError)")
        // The folder holds no WindowIcon.png, which is HelloWindow's own warning.
        #expect(!app.standardError.contains("Info.plist"), "\(app.standardError)")
        #expect(!app.standardError.contains("SceneConfiguration"), "\(app.standardError)")
        #expect(app.standardOutput.contains("[trace] · headless: created window 0x1 640×480 'HelloWindow'\n"))
        #expect(app.standardOutput.contains("SceneDelegate::scene(_:willConnectTo:options:)"))
    }

    // Mapping note (§4): a window another client destroys is closed: the scene leaves the
    // foreground, its controller disappears, the scene disconnects and the app ends with it.
    @Test func aWindowDestroyedByAnotherClientClosesItsScene() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        let id = try #require(
            client.awaitWindow(named: "Hello, Window", of: app, printing: "ViewController::viewDidAppear(_:)"),
            "no window; stderr: \(app.standardError)")
        #expect(client.destroy(id))
        #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        let lines = app.standardOutput.split(separator: "\n").map(String.init)
        let afterAppearing = Array(lines.drop { $0 != "ViewController::viewDidAppear(_:)" }.dropFirst())
        #expect(
            afterAppearing == [
                "SceneDelegate::sceneWillResignActive(_:)",
                "SceneDelegate::sceneDidEnterBackground(_:)",
                "ViewController::viewWillDisappear(_:)",
                "ViewController::viewDidDisappear(_:)",
                "SceneDelegate::sceneDidDisconnect(_:)",
                "AppDelegate::application(_:didDiscardSceneSessions:)",
                "AppDelegate::applicationWillTerminate(_:)",
            ], "\(lines.joined(separator: "\n"))")
        #expect(app.standardError == "")
    }
}

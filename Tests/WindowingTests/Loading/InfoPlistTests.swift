import Foundation
import Testing

@testable import Windowing

/// Reading Info.plist and its scene manifest (behaviour 3.1–3.12).
@MainActor
struct InfoPlistTests {
    // behaviour 3.11: Xcode's template manifest as an XML file.
    @Test func templateManifestFromAnXMLFile() throws {
        let url = try writeTemporaryFile("Info.plist", TestPlist.templateXML())
        defer { removeTemporaryFolder(of: url) }
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist.file == url.path)
        #expect(plist.displayName == "Fixture")
        let manifest = try #require(plist.sceneManifest)
        #expect(manifest.supportsMultipleScenes)
        let entries = try #require(manifest.configurations["UIWindowSceneSessionRoleApplication"])
        #expect(entries.count == 1)
        #expect(entries.first?.name == "Default Configuration")
        #expect(entries.first?.delegateClassName == "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate")
        #expect(entries.first?.sceneClassName == "UIWindowScene")
        #expect(entries.first?.storyboardName == nil)
    }

    // behaviour 3.2, 3.3: optional keys default to a single-scene manifest without configurations.
    @Test func emptyManifestMeansOneSceneAndNoConfigurations() throws {
        let plist = try InfoPlist(values: ["UIApplicationSceneManifest": [String: Any]()], file: "Info.plist")
        let manifest = try #require(plist.sceneManifest)
        #expect(!manifest.supportsMultipleScenes)
        #expect(manifest.configurations.isEmpty)
    }

    // behaviour 3.1: no manifest key, no manifest.
    @Test func noManifestKey() throws {
        let plist = try InfoPlist(values: ["CFBundleName": "App"], file: "Info.plist")
        #expect(plist.sceneManifest == nil)
        #expect(plist.displayName == "App")
    }

    // CFBundleDisplayName wins over CFBundleName.
    @Test func displayNamePrefersCFBundleDisplayName() throws {
        let plist = try InfoPlist(values: ["CFBundleName": "App", "CFBundleDisplayName": "My App"], file: "Info.plist")
        #expect(plist.displayName == "My App")
    }

    // behaviour 3.4: entries keep their file order; the first is the default.
    @Test func configurationsKeepFileOrder() throws {
        let values = TestPlist.sceneManifest(delegateClassNames: ["First", "Second"], names: ["One", "Two"])
        let plist = try InfoPlist(values: values, file: "Info.plist")
        let entries = try #require(plist.sceneManifest?.configurations["UIWindowSceneSessionRoleApplication"])
        #expect(entries.map(\.name) == ["One", "Two"])
        #expect(entries.map(\.delegateClassName) == ["First", "Second"])
    }

    // behaviour 3.3: <false/> in an XML file reads as the boolean false.
    @Test func booleanFromAnXMLFileIsABoolean() throws {
        let xml = TestPlist.templateXML().replacingOccurrences(of: "<true/>", with: "<false/>")
        let url = try writeTemporaryFile("Info.plist", xml)
        defer { removeTemporaryFolder(of: url) }
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist.sceneManifest?.supportsMultipleScenes == false)
    }

    // The resources folder named by WINDOWING_RESOURCES is where a launch finds Info.plist.
    @Test func launchPlanReadsInfoPlistFromTheResourcesFolder() throws {
        let url = try writeTemporaryFile("Info.plist", TestPlist.templateXML())
        defer { removeTemporaryFolder(of: url) }
        let folder = url.deletingLastPathComponent()
        let plan = try LaunchPlan(
            principalClassName: nil, delegateClassName: "WindowingTests.ManifestAppDelegate",
            executable: folder.appendingPathComponent("App").path, environment: ["WINDOWING_RESOURCES": folder.path])
        #expect(plan.infoPlist?.file == url.path)
        #expect(plan.infoPlist?.sceneManifest != nil)
        #expect(plan.registry.moduleName == "WindowingTests")
    }

    // SwiftPM's resource bundle beside the executable is found without WINDOWING_RESOURCES.
    @Test func launchPlanFindsTheBundledInfoPlist() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let resources = folder.appendingPathComponent("Pkg_App.resources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data(TestPlist.templateXML().utf8).write(to: resources.appendingPathComponent("Info.plist"))
        let location = try AppResources.infoPlist(
            executable: folder.appendingPathComponent("App").path, environment: [:])
        #expect(location == .file(resources.appendingPathComponent("Info.plist").path))
        let none = try AppResources.infoPlist(
            executable: folder.appendingPathComponent("Other").path, environment: [:])
        #expect(none == .none)
    }
}

/// Class-name resolution (behaviour 3.12, 1.15).
@MainActor
struct TypeRegistryTests {
    let registry = TypeRegistry(moduleName: "App")

    // behaviour 3.12: $(PRODUCT_MODULE_NAME) expands to the app's module.
    @Test func productModuleNameExpands() {
        #expect(registry.candidates(for: "$(PRODUCT_MODULE_NAME).SceneDelegate") == ["App.SceneDelegate"])
        #expect(registry.candidates(for: "${PRODUCT_MODULE_NAME}.SceneDelegate") == ["App.SceneDelegate"])
    }

    // behaviour 3.20: a qualified name is tried as written only; an unqualified one in the app's
    // module, then Windowing's; what is no class name is not tried at all.
    @Test func unqualifiedAndForeignNames() {
        #expect(
            registry.candidates(for: "SceneDelegate")
                == ["App.SceneDelegate", "Windowing.SceneDelegate", "SceneDelegate"])
        #expect(registry.candidates(for: "Other.SceneDelegate") == ["Other.SceneDelegate"])
        #expect(registry.candidates(for: " App.SceneDelegate ") == ["App.SceneDelegate"])
        #expect(registry.candidates(for: "App.Screens.Detail") == ["App.Screens.Detail"])
        for name in [
            "$(TARGET_NAME).SceneDelegate", "$(PRODUCT_MODULE_NAME.SceneDelegate", "App..SceneDelegate",
            ".SceneDelegate", "App.", "App.1Scene", "Scene Delegate", "",
        ] {
            #expect(registry.candidates(for: name).isEmpty, "\(name)")
        }
    }

    @Test func lookupFindsTestClassesAndToolkitClasses() {
        let tests = TypeRegistry(moduleName: "WindowingTests")
        #expect(tests.lookup("$(PRODUCT_MODULE_NAME).RecordingSceneDelegate").type == RecordingSceneDelegate.self)
        #expect(tests.lookup("WindowingTests.RecordingSceneDelegate").type == RecordingSceneDelegate.self)
        #expect(tests.lookup("RecordingSceneDelegate").type == RecordingSceneDelegate.self)
        #expect(tests.lookup("UIWindowScene").type == UIWindowScene.self)
        #expect(tests.lookup("Windowing.UIViewController").type == UIViewController.self)
        let missing = tests.lookup("Missing")
        #expect(missing.type == nil)
        #expect(missing.triedList == "'WindowingTests.Missing', 'Windowing.Missing', 'Missing'")
        #expect(missing.explanation == missing.triedList)
    }

    // behaviour 3.20: no silent fallback from a wrong module or a malformed name to the app's class.
    @Test func wrongModulesAndMalformedNamesDoNotFallBack() {
        let tests = TypeRegistry(moduleName: "WindowingTests")
        let foreign = tests.lookup("WrongModule.RecordingSceneDelegate")
        #expect(foreign.type == nil)
        #expect(
            foreign.explanation
                == "'WrongModule.RecordingSceneDelegate'; the app's module is 'WindowingTests', which has "
                + "'WindowingTests.RecordingSceneDelegate'; write $(PRODUCT_MODULE_NAME).RecordingSceneDelegate")
        #expect(tests.lookup("WrongModule.Missing").explanation == "'WrongModule.Missing'")
        let target = tests.lookup("$(TARGET_NAME).RecordingSceneDelegate")
        #expect(target.type == nil)
        #expect(
            target.explanation
                == "nothing; '$(TARGET_NAME).RecordingSceneDelegate' is not a class name: a Swift class is named "
                + "Module.Class, or $(PRODUCT_MODULE_NAME).Class in Info.plist")
        #expect(tests.lookup("$(PRODUCT_MODULE_NAME.RecordingSceneDelegate").type == nil)
    }

    // behaviour 3.19, 3.20: in Info.plist $(TARGET_NAME) is expanded first, so it finds the class
    // exactly when the target's name is the module's, as in Xcode.
    @Test func targetNameInInfoPlistResolvesOnlyWhenItIsTheModule() throws {
        let tests = TypeRegistry(moduleName: "WindowingTests")
        for (product, found) in [("WindowingTests", true), ("Windowing-Tests", false)] {
            let values = TestPlist.sceneManifest(delegateClassNames: ["$(TARGET_NAME).RecordingSceneDelegate"])
            let plist = try InfoPlist(
                values: values, file: "Info.plist",
                expandingFor: InfoPlist.Product(name: product, moduleName: "WindowingTests"))
            let name = try #require(plist.sceneManifest?.configurations.values.first?.first?.delegateClassName)
            #expect((tests.lookup(name).type == RecordingSceneDelegate.self) == found, "\(product)")
        }
    }

    // behaviour 3.12, 9.24: invalid identifier characters become underscores.
    @Test func moduleNamesOfExecutablesAndQualifiedNames() {
        #expect(TypeRegistry.moduleName(forExecutable: "Tap-me") == "Tap_me")
        #expect(TypeRegistry.moduleName(forExecutable: "HelloWindow") == "HelloWindow")
        #expect(TypeRegistry.moduleName(forExecutable: "1app") == "_1app")
        #expect(TypeRegistry.moduleName(ofQualifiedName: "MyApp.AppDelegate") == "MyApp")
        #expect(TypeRegistry.moduleName(ofQualifiedName: "AppDelegate") == nil)
        #expect(TypeRegistry.moduleName(ofQualifiedName: "$(PRODUCT_MODULE_NAME).AppDelegate") == nil)
        #expect(TypeRegistry.moduleName(ofQualifiedName: ".AppDelegate") == nil)
    }
}

/// Info.plist is read only when it is a regular file.
struct InfoPlistFileKindTests {
    // A FIFO named Info.plist (in WINDOWING_RESOURCES, say) would block the launch on its open.
    @Test func aFIFONamedInfoPlistIsRefusedWithoutBlocking() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: InfoPlistError.unreadable(file: path, reason: "not a regular file (it is a FIFO)")) {
            try InfoPlist(contentsOfFile: path)
        }
    }

    @Test func anInfoPlistOverTheLimitIsRefusedUnread() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, off_t(InfoPlist.maximumBytes + 1)) == 0)
        let reason = "the file is 8388609 bytes, more than the 8388608 read for one Info.plist"
        #expect(throws: InfoPlistError.unreadable(file: path, reason: reason)) { try InfoPlist(contentsOfFile: path) }
    }

    @Test func aFolderNamedInfoPlistIsRefused() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: InfoPlistError.unreadable(file: path, reason: "it is a folder")) {
            try InfoPlist(contentsOfFile: path)
        }
    }
}

import Foundation
import Testing

@testable import Windowing

/// Reading Info.plist and its scene manifest (behaviour 3.1–3.12).
@MainActor
struct InfoPlistTests {
    // behaviour 3.11: Xcode's template manifest as an XML file.
    @Test func templateManifestFromAnXMLFile() throws {
        let url = try writeTemporaryFile("Info.plist", TestPlist.templateXML())
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
        let plist = try InfoPlist(contentsOf: try writeTemporaryFile("Info.plist", xml))
        #expect(plist.sceneManifest?.supportsMultipleScenes == false)
    }

    // The resources folder named by WINDOWING_RESOURCES is where a launch finds Info.plist.
    @Test func launchPlanReadsInfoPlistFromTheResourcesFolder() throws {
        let url = try writeTemporaryFile("Info.plist", TestPlist.templateXML())
        let folder = url.deletingLastPathComponent()
        let plan = try LaunchPlan(
            principalClassName: nil, delegateClassName: "WindowingTests.ManifestAppDelegate",
            executable: folder.appendingPathComponent("App"), environment: ["WINDOWING_RESOURCES": folder.path])
        #expect(plan.infoPlist?.file == url.path)
        #expect(plan.infoPlist?.sceneManifest != nil)
        #expect(plan.registry.moduleName == "WindowingTests")
    }

    // SwiftPM's resource bundle beside the executable is found without WINDOWING_RESOURCES.
    @Test func launchPlanFindsTheBundledInfoPlist() throws {
        let folder = try makeTemporaryDirectory()
        let resources = folder.appendingPathComponent("Pkg_App.resources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data(TestPlist.templateXML().utf8).write(to: resources.appendingPathComponent("Info.plist"))
        let location = try AppResources.infoPlist(executable: folder.appendingPathComponent("App"), environment: [:])
        #expect(location == .file(resources.appendingPathComponent("Info.plist")))
        let none = try AppResources.infoPlist(executable: folder.appendingPathComponent("Other"), environment: [:])
        #expect(none == .none)
    }
}

/// Class-name resolution (behaviour 3.12, 1.15).
@MainActor
struct TypeRegistryTests {
    let registry = TypeRegistry(moduleName: "App")

    // behaviour 3.12: $(PRODUCT_MODULE_NAME) expands to the app's module.
    @Test func productModuleNameExpands() {
        let expected = ["App.SceneDelegate", "Windowing.SceneDelegate"]
        #expect(registry.candidates(for: "$(PRODUCT_MODULE_NAME).SceneDelegate") == expected)
        #expect(registry.candidates(for: "${PRODUCT_MODULE_NAME}.SceneDelegate") == expected)
    }

    @Test func unqualifiedAndForeignNames() {
        #expect(
            registry.candidates(for: "SceneDelegate")
                == ["App.SceneDelegate", "Windowing.SceneDelegate", "SceneDelegate"])
        #expect(
            registry.candidates(for: "Other.SceneDelegate")
                == ["Other.SceneDelegate", "App.SceneDelegate", "Windowing.SceneDelegate"])
        #expect(registry.candidates(for: " App.SceneDelegate ") == ["App.SceneDelegate", "Windowing.SceneDelegate"])
    }

    @Test func lookupFindsTestClassesAndToolkitClasses() {
        let tests = TypeRegistry(moduleName: "WindowingTests")
        #expect(tests.lookup("$(PRODUCT_MODULE_NAME).RecordingSceneDelegate").type == RecordingSceneDelegate.self)
        #expect(tests.lookup("RecordingSceneDelegate").type == RecordingSceneDelegate.self)
        #expect(tests.lookup("UIWindowScene").type == UIWindowScene.self)
        let missing = tests.lookup("Missing")
        #expect(missing.type == nil)
        #expect(missing.triedList == "'WindowingTests.Missing', 'Windowing.Missing', 'Missing'")
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

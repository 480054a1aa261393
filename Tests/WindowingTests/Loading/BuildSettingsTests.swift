import Foundation
import Testing

@testable import Windowing

/// Xcode build settings in Info.plist, expanded as Xcode would for the executable (behaviour 3.19).
@MainActor
struct BuildSettingsTests {
    let settings = BuildSettings(productName: "Tap me", moduleName: "Tap_me")

    private func expand(_ text: String, _ settings: BuildSettings? = nil) -> (String, [String]) {
        var warnings: [String] = []
        let value = (settings ?? self.settings).expand(text, key: "K") { warnings.append($0) }
        return (value, warnings)
    }

    @Test func eachSettingInBothForms() {
        let cases = [
            ("$(PRODUCT_NAME)", "Tap me"), ("${PRODUCT_NAME}", "Tap me"), ("$(EXECUTABLE_NAME)", "Tap me"),
            ("$(TARGET_NAME)", "Tap me"), ("$(PRODUCT_MODULE_NAME).SceneDelegate", "Tap_me.SceneDelegate"),
            ("${PRODUCT_MODULE_NAME}.SceneDelegate", "Tap_me.SceneDelegate"),
            ("$(PRODUCT_BUNDLE_IDENTIFIER)", "local.Tap-me"), ("$(DEVELOPMENT_LANGUAGE)", "en"),
            ("$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "APPL"),
            ("$(MARKETING_VERSION) ($(CURRENT_PROJECT_VERSION))", "1.0 (1)"),
            ("no settings", "no settings"), ("costs $5", "costs $5"), ("a $ b", "a $ b"), ("", ""),
        ]
        for (text, expected) in cases {
            let (value, warnings) = expand(text)
            #expect(value == expected, "\(text)")
            #expect(warnings.isEmpty, "\(text)")
        }
    }

    @Test func modifiers() {
        let cases = [
            ("$(PRODUCT_NAME:rfc1034identifier)", "Tap-me"), ("$(PRODUCT_NAME:c99extidentifier)", "Tap_me"),
            ("$(PRODUCT_NAME:identifier)", "Tap_me"), ("$(PRODUCT_NAME:lower)", "tap me"),
            ("$(PRODUCT_NAME:upper)", "TAP ME"), ("$(PRODUCT_NAME:lower:rfc1034identifier)", "tap-me"),
            ("com.example.${PRODUCT_NAME:rfc1034identifier}", "com.example.Tap-me"),
        ]
        for (text, expected) in cases {
            let (value, warnings) = expand(text)
            #expect(value == expected, "\(text)")
            #expect(warnings.isEmpty, "\(text)")
        }
        #expect(BuildSettings.c99ExtendedIdentifier("1 Été-app") == "_1_Été_app")
        #expect(BuildSettings.asciiIdentifier("Été") == "_t_")
        #expect(BuildSettings.rfc1034Identifier("My_App 2") == "My-App-2")
    }

    @Test func aDefaultStandsInForAnUnknownSettingWithoutAWarning() {
        #expect(expand("$(APP_TITLE:default=Tap: the game)") == ("Tap: the game", []))
        #expect(expand("$(PRODUCT_NAME:default=other)") == ("Tap me", []))
    }

    @Test func literalIdentifierAndRegionFromInfoPlistStandInForTheirSettings() {
        let fromPlist = BuildSettings(
            productName: "App", moduleName: "App",
            infoPlistValues: ["CFBundleIdentifier": "org.example.app", "CFBundleDevelopmentRegion": "de"])
        #expect(expand("$(PRODUCT_BUNDLE_IDENTIFIER) $(DEVELOPMENT_LANGUAGE)", fromPlist) == ("org.example.app de", []))
        let templated = BuildSettings(
            productName: "App", moduleName: "App",
            infoPlistValues: ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"])
        #expect(expand("$(PRODUCT_BUNDLE_IDENTIFIER)", templated) == ("local.App", []))
    }

    @Test func anUnknownSettingExpandsToNothingWithAWarningNamingTheKey() {
        let known = """
            CURRENT_PROJECT_VERSION, DEVELOPMENT_LANGUAGE, EXECUTABLE_NAME, MARKETING_VERSION, \
            PRODUCT_BUNDLE_IDENTIFIER, PRODUCT_BUNDLE_PACKAGE_TYPE, PRODUCT_MODULE_NAME, PRODUCT_NAME, TARGET_NAME
            """
        #expect(
            expand("$(SWIFT_MODULE).SceneDelegate") == (
                ".SceneDelegate",
                [
                    "Info.plist: 'K' uses $(SWIFT_MODULE), but Windowing defines no build setting SWIFT_MODULE; it "
                        + "expands to nothing, as in Xcode (known: \(known))"
                ]
            ))
    }

    @Test func anUnterminatedReferenceIsKeptWithAWarning() {
        #expect(
            expand("$(PRODUCT_MODULE_NAME.SceneDelegate") == (
                "$(PRODUCT_MODULE_NAME.SceneDelegate",
                [
                    "Info.plist: 'K' has '$(PRODUCT_MODULE_NAME.SceneDelegate', a build setting reference without "
                        + "its closing ')'; it is kept as written"
                ]
            ))
        #expect(expand("${PRODUCT_NAME) x").0 == "${PRODUCT_NAME) x")
    }

    @Test func anUnknownModifierIsIgnoredWithAWarning() {
        #expect(
            expand("$(PRODUCT_NAME:base64)") == (
                "Tap me",
                [
                    "Info.plist: 'K' uses $(PRODUCT_NAME:base64) with the unknown modifier ':base64'; it is ignored "
                        + "(known: c99extidentifier, default=, identifier, lower, rfc1034identifier, upper)"
                ]
            ))
    }

    // behaviour 3.19: every string of the file is expanded, nested ones too; warnings name the key path.
    @Test func infoPlistExpandsEveryStringAndNamesKeyPaths() throws {
        let values: [String: Any] = [
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "$(CONFIGURATION)",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                        ]
                    ]
                ],
            ],
        ]
        let plist = try InfoPlist(
            values: values, file: "Info.plist", expandingFor: InfoPlist.Product(name: "Tap-me", moduleName: "Tap_me"))
        #expect(plist.displayName == "Tap-me")
        #expect(plist.values["CFBundleIdentifier"] == .string("local.Tap-me"))
        #expect(plist.sceneManifest?.supportsMultipleScenes == true)
        let entry = try #require(plist.sceneManifest?.configurations["UIWindowSceneSessionRoleApplication"]?.first)
        #expect(entry.delegateClassName == "Tap_me.SceneDelegate")
        #expect(entry.name == "")
        #expect(plist.warnings.count == 1)
        #expect(
            plist.warnings.first?.hasPrefix(
                "Info.plist: 'UIApplicationSceneManifest › UISceneConfigurations › UIWindowSceneSessionRoleApplication "
                    + "› item 0 › UISceneConfigurationName' uses $(CONFIGURATION), but Windowing defines no build "
                    + "setting CONFIGURATION;") == true)
        // Without a product the strings are kept as written.
        let kept = try InfoPlist(values: values, file: "Info.plist")
        #expect(kept.displayName == "$(PRODUCT_NAME)")
        #expect(kept.warnings.isEmpty)
    }
}

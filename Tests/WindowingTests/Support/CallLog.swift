import Foundation

@testable import Windowing

/// The order of calls the test classes saw, as `"<who>::<method>"` lines.
///
/// Delegates are created by the toolkit from their class, so they cannot be handed a log; they
/// write to `CallLog.shared`, which every app test replaces with `CallLog.start()`. Views made by
/// a test can be given a log of their own.
@MainActor
final class CallLog {
    static var shared = CallLog()

    private(set) var entries: [String] = []
    /// Facts a callback saw (states, identities), kept apart from the call order.
    private(set) var observations: [String] = []

    /// A fresh shared log for the test that is starting.
    static func start() -> CallLog {
        shared = CallLog()
        return shared
    }

    func record(_ who: String, _ method: String) {
        entries.append("\(who)::\(method)")
    }

    func record(_ object: AnyObject, _ method: String) {
        record(String(describing: type(of: object)), method)
    }

    func observe(_ fact: String) {
        observations.append(fact)
    }

    func removeAll() {
        entries.removeAll()
        observations.removeAll()
    }

    /// The entries whose text contains `fragment`.
    func entries(containing fragment: String) -> [String] {
        entries.filter { $0.contains(fragment) }
    }

    func count(of entry: String) -> Int { entries.filter { $0 == entry }.count }

    /// The position of the first entry equal to `entry`, or nil.
    func index(of entry: String) -> Int? { entries.firstIndex(of: entry) }
}

/// The launch options dictionary of the UIApplicationDelegate launch methods.
typealias LaunchOptions = [UIApplication.LaunchOptionsKey: Any]

/// Collects the toolkit's trace lines (`Trace.sink`) while `body` runs.
@MainActor
func collectTrace(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    Trace.sink = { lines.append($0) }
    defer { Trace.sink = nil }
    body()
    return lines
}

/// The prefix of the folders `makeTemporaryDirectory()` makes.
private let temporaryFolderPrefix = "WindowingTests-"

/// A folder of its own under the temporary directory, for plist fixtures written by a test, which
/// removes it with `removeTemporaryFolder(of:)` when done.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent(temporaryFolderPrefix + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Removes the `makeTemporaryDirectory()` folder that is `url` or holds it, with all it holds, so
/// that test runs leave nothing behind in the temporary directory.
func removeTemporaryFolder(of url: URL) {
    var folder = url.standardizedFileURL
    while !folder.lastPathComponent.hasPrefix(temporaryFolderPrefix) {
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else { return }
        folder = parent
    }
    try? FileManager.default.removeItem(at: folder)
}

/// Writes `text` to `name` in a fresh temporary folder and returns the file's URL.
func writeTemporaryFile(_ name: String, _ text: String) throws -> URL {
    let url = try makeTemporaryDirectory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
}

/// Info.plist values and files used by the launch tests.
enum TestPlist {
    /// One `UIWindowSceneSessionRoleApplication` configuration per delegate class name, in order.
    static func sceneManifest(
        delegateClassNames: [String], names: [String]? = nil, supportsMultipleScenes: Any = false
    ) -> [String: Any] {
        let entries: [[String: Any]] = delegateClassNames.enumerated().map { index, className in
            [
                "UISceneConfigurationName": names?[index] ?? "Default Configuration",
                "UISceneDelegateClassName": className,
            ]
        }
        return [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": supportsMultipleScenes,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": entries],
            ] as [String: Any]
        ]
    }

    /// A parsed Info.plist whose manifest names `delegateClassName` (Xcode's template spelling by default).
    static func manifest(_ delegateClassName: String = "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate") throws
        -> InfoPlist
    {
        try InfoPlist(values: sceneManifest(delegateClassNames: [delegateClassName]), file: "Info.plist")
    }

    /// Xcode's template manifest as an XML property list (behaviour 3.11), without the storyboard keys.
    static func templateXML(delegateClassName: String = "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>CFBundleName</key><string>Fixture</string>
          <key>UIApplicationSceneManifest</key>
          <dict>
            <key>UIApplicationSupportsMultipleScenes</key><true/>
            <key>UISceneConfigurations</key>
            <dict>
              <key>UIWindowSceneSessionRoleApplication</key>
              <array>
                <dict>
                  <key>UISceneConfigurationName</key><string>Default Configuration</string>
                  <key>UISceneDelegateClassName</key><string>\(delegateClassName)</string>
                  <key>UISceneClassName</key><string>UIWindowScene</string>
                </dict>
              </array>
            </dict>
          </dict>
        </dict>
        </plist>
        """
    }
}

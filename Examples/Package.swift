// swift-tools-version: 6.0
import PackageDescription

// The samples besides HelloWindow, and the lessons: one small app per way an iOS app can launch
// (docs/lessons). A package of its own, so that building the library never builds them; it
// depends on the library by path, as an app of yours would. Run one with
// `bash scripts/run-sample.sh NAME` from the repository's root.
let package = Package(
    name: "WindowingExamples",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ClockWindow", targets: ["ClockWindow"]),
        .executable(name: "MultiWindow", targets: ["MultiWindow"]),
        .executable(name: "StoryboardWindow", targets: ["StoryboardWindow"]),
        .executable(name: "SceneInCode", targets: ["SceneInCode"]),
        .executable(name: "MainStoryboardApp", targets: ["MainStoryboardApp"]),
        .executable(name: "SelfDelegateApp", targets: ["SelfDelegateApp"]),
        .executable(name: "TraceDiagram", targets: ["TraceDiagram"]),
        .executable(name: "IOSStyleApp", targets: ["IOSStyleApp"]),
        .executable(name: "MainSwiftApp", targets: ["MainSwiftApp"]),
    ],
    dependencies: [
        .package(name: "Windowing", path: "..")
    ],
    targets: [
        // The pre-scene architecture: a window on the app delegate, animated by a Timer.
        .executableTarget(name: "ClockWindow", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        // Several scenes at once (UIApplicationSupportsMultipleScenes), one window each.
        .executableTarget(
            name: "MultiWindow", dependencies: [.product(name: "UIKit", package: "Windowing")],
            resources: [.copy("../../Resources/MultiWindow")]),
        // A scene app launched from Resources/StoryboardWindow/Main.storyboard.
        .executableTarget(
            name: "StoryboardWindow", dependencies: [.product(name: "UIKit", package: "Windowing")],
            resources: [.copy("../../Resources/StoryboardWindow")]),
        // A scene app configured in code, with no Info.plist, so it has no resources.
        .executableTarget(name: "SceneInCode", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        // An app without scenes launched from UIMainStoryboardFile.
        .executableTarget(
            name: "MainStoryboardApp", dependencies: [.product(name: "UIKit", package: "Windowing")],
            resources: [.copy("../../Resources/MainStoryboardApp")]),
        // A UIApplication subclass that is its own delegate, started from main.swift.
        .executableTarget(name: "SelfDelegateApp", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        // Source compatibility, in the Swift 5 language mode as most iOS apps are: `@UIApplicationMain`,
        // a scene delegate from Info.plist, a controller and a view with initializers of their own.
        .executableTarget(
            name: "IOSStyleApp", dependencies: [.product(name: "UIKit", package: "Windowing")],
            resources: [.copy("../../Resources/IOSStyleApp")], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The same, with top-level code in main.swift calling UIApplicationMain with a principal class.
        .executableTarget(
            name: "MainSwiftApp", dependencies: [.product(name: "UIKit", package: "Windowing")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A launch trace (WINDOWING_TRACE_FILE) drawn as a sequence diagram with Windowing; the
        // model and renderer are a library so the golden test can use them.
        .target(name: "LaunchDiagram", dependencies: [.product(name: "Windowing", package: "Windowing")]),
        .executableTarget(
            name: "TraceDiagram",
            dependencies: ["LaunchDiagram", .product(name: "Windowing", package: "Windowing")]),
        // The lesson pages (docs/lessons): reading their trace blocks and running their lessons.
        .target(
            name: "LessonPages",
            dependencies: [.product(name: "WindowingTesting", package: "Windowing")]),
        // Rewrites docs/lessons' trace blocks from the real lessons (scripts/update-lessons.sh).
        .executableTarget(
            name: "UpdateLessons",
            dependencies: ["LessonPages", .product(name: "WindowingTesting", package: "Windowing")]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "LaunchDiagram", "LessonPages",
                .product(name: "Windowing", package: "Windowing"),
                .product(name: "WindowingTesting", package: "Windowing"),
                "ClockWindow", "MultiWindow", "StoryboardWindow", "SceneInCode", "MainStoryboardApp",
                "SelfDelegateApp", "TraceDiagram", "IOSStyleApp", "MainSwiftApp",
                // The lesson of a scene app with a manifest runs the root package's sample.
                .product(name: "HelloWindow", package: "Windowing"),
            ]),
    ]
)

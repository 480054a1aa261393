// swift-tools-version: 6.0
import PackageDescription

#if canImport(Glibc)
import Foundation
import Glibc
#endif

/// How the samples' release builds are linked on Linux, for a faster first frame in less memory
/// (Benchmarks/README.md, "Linking the samples"): with lld, the functions that run before the
/// first frame laid out together (`Linking/launch-order.txt`, made by
/// `scripts/make-launch-order.sh`) in a position-dependent executable (no ASLR for the
/// executable's own pages; libraries, heap and stack stay randomised), and the C++ library the
/// Swift runtime needs linked in statically when its archive is installed
/// (`Linking/static-libstdc++`). Debug builds and the library products are linked as usual.
let sampleReleaseLinking: [LinkerSetting] = {
    #if canImport(Glibc)
    let root = String(#filePath.dropLast("Package.swift".count))
    let files = FileManager.default
    var flags: [String] = []
    // Swift's Linux toolchains ship ld.lld beside swift; the ordering file needs it.
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let hasLLD = path.split(separator: ":").contains { files.isExecutableFile(atPath: "\($0)/ld.lld") }
    if hasLLD {
        flags += [
            "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(root)Linking/launch-order.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
            // A position-dependent executable: the ~940 KB of Swift metadata and vtables in the
            // binary's data need no relocating at start, which otherwise copies ~190 pages.
            "-Xlinker", "--no-pie",
        ]
    }
    // GCC's own folders hold libstdc++.a (Debian's libstdc++-N-dev, which Swift's toolchain needs).
    let gcc = "/usr/lib/gcc"
    let hasStaticLibstdcxx = ((try? files.contentsOfDirectory(atPath: gcc)) ?? []).contains { triple in
        ((try? files.contentsOfDirectory(atPath: "\(gcc)/\(triple)")) ?? []).contains { version in
            files.fileExists(atPath: "\(gcc)/\(triple)/\(version)/libstdc++.a")
        }
    }
    if hasStaticLibstdcxx {
        flags += ["-L\(root)Linking/static-libstdc++"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
    #else
    return []
    #endif
}()

let package = Package(
    name: "Windowing",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Windowing", targets: ["Windowing"]),
        // `import UIKit` for iOS sources that use only what Windowing implements.
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "HelloWindow", targets: ["HelloWindow"]),
        .executable(name: "ClockWindow", targets: ["ClockWindow"]),
        .executable(name: "MultiWindow", targets: ["MultiWindow"]),
        .executable(name: "StoryboardWindow", targets: ["StoryboardWindow"]),
        .executable(name: "TraceDiagram", targets: ["TraceDiagram"]),
        .executable(name: "SceneInCode", targets: ["SceneInCode"]),
        .executable(name: "MainStoryboardApp", targets: ["MainStoryboardApp"]),
        .executable(name: "SelfDelegateApp", targets: ["SelfDelegateApp"]),
    ],
    dependencies: [
        // Build-time only: `swift package generate-documentation` for the DocC catalog
        // (scripts/docs.sh). A command plugin, so it is never linked into a product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xi",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // Text shaping, line breaking and font fallback (UILabel, UIFont, string drawing).
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // JPEG decoding and encoding for UIImage (libjpeg-turbo).
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        // The XML parser storyboards and nibs are read with; fontconfig already loads it into every process.
        .systemLibrary(
            name: "CExpat", pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"])]),
        .target(
            name: "Windowing", dependencies: ["CX11", "CCairo", "CPango", "CJPEG", "CExpat"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "UIKit", dependencies: ["Windowing"]),
        .executableTarget(
            name: "HelloWindow", dependencies: ["UIKit"],
            resources: [.copy("../../Resources/HelloWindow")], linkerSettings: sampleReleaseLinking),
        // A second sample: the pre-scene architecture (seed 002), animated by a Timer.
        .executableTarget(name: "ClockWindow", dependencies: ["UIKit"], linkerSettings: sampleReleaseLinking),
        // A third sample: several scenes at once (UIApplicationSupportsMultipleScenes), one window each.
        .executableTarget(
            name: "MultiWindow", dependencies: ["UIKit"],
            resources: [.copy("../../Resources/MultiWindow")], linkerSettings: sampleReleaseLinking),
        // A fourth sample: a scene app launched from Resources/StoryboardWindow/Main.storyboard.
        .executableTarget(
            name: "StoryboardWindow", dependencies: ["UIKit"],
            resources: [.copy("../../Resources/StoryboardWindow")], linkerSettings: sampleReleaseLinking),
        // Lessons (docs/lessons): the seed scenarios no other sample shows. Seed 001: a scene app
        // configured in code, with no Info.plist, so it has no resources.
        .executableTarget(name: "SceneInCode", dependencies: ["UIKit"], linkerSettings: sampleReleaseLinking),
        // Seed 002 with a storyboard: an app without scenes launched from UIMainStoryboardFile.
        .executableTarget(
            name: "MainStoryboardApp", dependencies: ["UIKit"],
            resources: [.copy("../../Resources/MainStoryboardApp")], linkerSettings: sampleReleaseLinking),
        // Seed 004: a UIApplication subclass that is its own delegate, started from main.swift.
        .executableTarget(name: "SelfDelegateApp", dependencies: ["UIKit"], linkerSettings: sampleReleaseLinking),
        // A launch trace (WINDOWING_TRACE_FILE) as a sequence diagram, drawn with Windowing; the
        // command is TraceDiagram, the model and renderer a library so the golden test can use them.
        .target(name: "LaunchDiagram", dependencies: ["Windowing"]),
        .executableTarget(name: "TraceDiagram", dependencies: ["LaunchDiagram", "Windowing"]),
        // Test-only X helpers (XTEST input, XGetImage read-back, a private Xvfb).
        .systemLibrary(
            name: "CXTest", path: "Tests/CXTest", pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev"])]),
        .target(
            name: "WindowingTestSupport", dependencies: ["Windowing", "CX11", "CXTest", "CCairo"],
            path: "Tests/WindowingTestSupport"),
        .testTarget(name: "WindowingTests", dependencies: ["Windowing", "UIKit", "WindowingTestSupport", "LaunchDiagram"]),
        // The app the input benchmark and fuzz test run (Benchmarks/README.md, "Input").
        .executableTarget(name: "InputLab", dependencies: ["UIKit"], path: "Tests/InputLab"),
        // The storyboard fuzz run (scripts/fuzz-storyboard.sh): mutants of the project's storyboards.
        .executableTarget(name: "StoryboardFuzz", dependencies: ["WindowingTestSupport"], path: "Tests/StoryboardFuzz"),
        // Rewrites docs/lessons' trace blocks from the real lessons (scripts/update-lessons.sh); the
        // drift test compares them with the same code, in WindowingTestSupport.
        .executableTarget(name: "UpdateLessons", dependencies: ["WindowingTestSupport"], path: "Tests/UpdateLessons"),
        // The text benchmark: 1,000 labels redisplayed offscreen (Benchmarks/README.md, "Text").
        .executableTarget(name: "TextBench", dependencies: ["Windowing"], path: "Benchmarks/TextBench"),
        // The storyboard benchmark: a controller with 1,000 views from a storyboard (Benchmarks/README.md).
        .executableTarget(name: "StoryboardBench", dependencies: ["Windowing"], path: "Benchmarks/StoryboardBench"),
        // HelloWindow with its view tree in a storyboard, for the first-paint benchmark (issue 4:
        // launching from a storyboard stays within HelloWindow's target); linked like the samples.
        .executableTarget(
            name: "HelloStoryboard", dependencies: ["UIKit"], path: "Benchmarks/HelloStoryboard",
            resources: [.copy("../../Resources/HelloStoryboard")], linkerSettings: sampleReleaseLinking),
        // The toolkit's side of the redraw benchmark (Benchmarks/redrawbench.py), next to InputLab.
        .executableTarget(name: "RedrawLab", dependencies: ["UIKit"], path: "Tests/RedrawLab"),
        .testTarget(
            name: "WindowingX11Tests",
            dependencies: ["Windowing", "WindowingTestSupport", "CX11", "HelloWindow", "ClockWindow", "MultiWindow", "InputLab", "StoryboardWindow",
                           "SceneInCode", "MainStoryboardApp", "SelfDelegateApp"]),
    ]
)

// MARK: - windowing-port (issue 15): the porting command, a separate block to carry into the new manifest.
// `swift run windowing-port IOS-APP-FOLDER OUT-FOLDER` rewrites an iOS app's sources for Windowing
// with swift-syntax. Only the command and its tests depend on swift-syntax and swift-argument-parser;
// the `Windowing` and `UIKit` libraries never do.
package.dependencies += [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
]
package.products += [.executable(name: "windowing-port", targets: ["windowing-port"])]
package.targets += [
    // The rewriting and carrying-over logic, as a library so the tests can drive it.
    .target(
        name: "WindowingPort",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ],
        swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
        name: "windowing-port",
        dependencies: ["WindowingPort", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
        name: "WindowingPortTests",
        dependencies: ["WindowingPort", .product(name: "SwiftParser", package: "swift-syntax")],
        exclude: ["Goldens"],
        swiftSettings: [.swiftLanguageMode(.v6)]),
]
// MARK: - end of windowing-port

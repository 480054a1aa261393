// swift-tools-version: 6.0
import PackageDescription

// The library, its sample and the tools users run with `swift run`. The other samples and the
// lessons are the package in Examples/; the labs, fuzzers and benchmarks are the one in
// Benchmarks/. Both depend on this one by path, so `swift build` here builds only what a user gets.
let package = Package(
    name: "Windowing",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Windowing", targets: ["Windowing"]),
        // `import UIKit` for iOS sources that use only what Windowing implements. Windowing is
        // listed too, and the targets below that import through UIKit or WindowingTesting also
        // depend on it: SwiftPM recompiles a module when one of its direct dependencies' modules
        // changes. UIKit's own module does not change when Windowing's classes gain a stored
        // property or a method, so an app depending on UIKit alone kept code compiled against
        // the old class layout and crashed ("Call of deleted method") after an update.
        // `import QuartzCore` and `import CoreGraphics` re-export Windowing too, for files that
        // import them beside UIKit.
        .library(name: "UIKit", targets: ["UIKit", "Windowing", "QuartzCore", "CoreGraphics"]),
        // Tests of users' own controllers: launch on the headless backend or a private Xvfb,
        // send input, wait for callbacks, read pixels and compare snapshots.
        .library(name: "WindowingTesting", targets: ["WindowingTesting", "Windowing"]),
        .executable(name: "HelloWindow", targets: ["HelloWindow"]),
        // "Does my storyboard load?", answered by the real loader: `swift run check-storyboards`.
        .executable(name: "check-storyboards", targets: ["check-storyboards"]),
        // `swift run windowing-port IOS-APP-FOLDER OUT-FOLDER`: an iOS app's sources rewritten
        // for Windowing (docs/windowing-port.md).
        .executable(name: "windowing-port", targets: ["windowing-port"]),
    ],
    dependencies: [
        // Build-time only: `swift package generate-documentation` for the DocC catalog
        // (scripts/docs.sh). A command plugin, so it is never linked into a product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // windowing-port reads and rewrites Swift sources with the compiler's own parser, and
        // parses its command line with ArgumentParser. The libraries never depend on them.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // XInput 2 and Present by their headers only: libXi and libXpresent are opened on first
        // use (Sources/CX11/first_use.h), so pkg-config is not asked for their link flags.
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xrender",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrender-dev", "libxpresent-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // Text shaping, line breaking and font fallback (UILabel, UIFont, string drawing).
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // JPEG decoding and encoding for UIImage (libjpeg-turbo). Its headers only: the library
        // is opened the first time a JPEG is read or written (Sources/CJPEG/shim.h), so
        // pkg-config is not asked for its link flags (scripts/setup.sh installs libjpeg-dev).
        .systemLibrary(name: "CJPEG"),
        // The XML parser storyboards and nibs are read with; fontconfig already loads it into
        // every process.
        .systemLibrary(
            name: "CExpat", pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"])]),
        // XTEST, the X extension that synthesises input as if a user had typed or clicked; only
        // WindowingTesting uses it.
        .systemLibrary(
            name: "CXTest", pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev"])]),
        .target(
            name: "Windowing", dependencies: ["CX11", "CCairo", "CPango", "CJPEG", "CExpat"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "UIKit", dependencies: ["Windowing", "CUIKitMain", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "QuartzCore", dependencies: ["Windowing"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "CoreGraphics", dependencies: ["Windowing", "_Testing_CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The module the compiler loads when a file imports both Testing and CoreGraphics.
        .target(name: "_Testing_CoreGraphics", swiftSettings: [.swiftLanguageMode(.v6)]),
        // A Clang module named UIKit declaring the C UIApplicationMain, which the compiler's
        // expansion of `@UIApplicationMain` calls (Sources/UIKit/ApplicationMainAttribute.swift).
        .target(name: "CUIKitMain"),
        // The module the compiler loads when a file imports both Testing and UIKit.
        .target(name: "_Testing_UIKit", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "WindowingTesting", dependencies: ["Windowing", "CX11", "CXTest", "CCairo"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "HelloWindow", dependencies: ["UIKit", "Windowing"],
            resources: [.copy("../../Resources/HelloWindow")]),
        .executableTarget(
            name: "check-storyboards", dependencies: ["Windowing"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The porting command's rewriting and carrying over, as a library the tests drive.
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
            name: "WindowingTests", dependencies: ["Windowing", "UIKit", "WindowingTesting"]),
        // The test kit used as an app's tests use it: public API only.
        .testTarget(
            name: "WindowingTestingTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "WindowingTesting", "Windowing"]),
        .testTarget(
            name: "WindowingX11Tests",
            dependencies: ["Windowing", "WindowingTesting", "CX11", "HelloWindow"]),
        .testTarget(
            name: "WindowingPortTests",
            dependencies: ["WindowingPort", .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

// swift-tools-version: 6.0
// firstpaint-swift: firstpaint.c's scene in Swift with Xlib, Cairo and Pango directly, no toolkit.
// A package of its own so the benchmark's "Swift floor" shares nothing with Windowing's build.
// Build (firstpaint.py does this):
//   swift build -c release --static-swift-stdlib --package-path Benchmarks/FirstPaintSwift
import PackageDescription

let package = Package(
    name: "FirstPaintSwift",
    products: [.executable(name: "firstpaint-swift", targets: ["firstpaint-swift"])],
    targets: [
        .systemLibrary(name: "CXlib", pkgConfig: "x11 xext", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        .systemLibrary(name: "CCairoFP", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoFP", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .executableTarget(
            name: "firstpaint-swift", dependencies: ["CXlib", "CCairoFP", "CPangoFP"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

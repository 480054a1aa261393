// swift-tools-version: 6.0
import PackageDescription

// The labs, fuzzers and benchmark programs (README.md beside this file). A package of its own,
// depending on the library by path, so that no user build ever contains them. The C floors and
// the Python drivers sit beside this manifest; FirstPaintSwift/ is a package of its own that
// shares nothing with Windowing.
let package = Package(
    name: "WindowingBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "InputLab", targets: ["InputLab"]),
        .executable(name: "RedrawLab", targets: ["RedrawLab"]),
        .executable(name: "AnimationLab", targets: ["AnimationLab"]),
        .executable(name: "StoryboardFuzz", targets: ["StoryboardFuzz"]),
        .executable(name: "TextBench", targets: ["TextBench"]),
        .executable(name: "StoryboardBench", targets: ["StoryboardBench"]),
        .executable(name: "HelloStoryboard", targets: ["HelloStoryboard"]),
        .executable(name: "SolverBench", targets: ["SolverBench"]),
        .executable(name: "ResponderBench", targets: ["ResponderBench"]),
        .executable(name: "LayoutBench", targets: ["LayoutBench"]),
        .executable(name: "TableLab", targets: ["TableLab"]),
    ],
    dependencies: [
        .package(name: "Windowing", path: "..")
    ],
    targets: [
        // The app the input benchmark and the input fuzz test run ("Input").
        .executableTarget(name: "InputLab", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        // The toolkit's side of the redraw benchmark (redrawbench.py).
        .executableTarget(name: "RedrawLab", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        .executableTarget(name: "AnimationLab", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        // Mutants of the project's storyboards through the loader (scripts/fuzz-storyboard.sh).
        .target(
            name: "StoryboardFuzzing",
            dependencies: [
                .product(name: "Windowing", package: "Windowing"),
                .product(name: "WindowingTesting", package: "Windowing"),
            ]),
        .executableTarget(name: "StoryboardFuzz", dependencies: ["StoryboardFuzzing"]),
        // 1,000 labels redisplayed offscreen ("Text").
        .executableTarget(
            name: "TextBench",
            dependencies: [
                .product(name: "Windowing", package: "Windowing"),
                .product(name: "WindowingTesting", package: "Windowing"),
            ]),
        // A controller with 1,000 views from a storyboard ("Storyboards").
        .executableTarget(
            name: "StoryboardBench", dependencies: [.product(name: "Windowing", package: "Windowing")]),
        // HelloWindow with its view tree in a storyboard, for the first-paint benchmark.
        .executableTarget(
            name: "HelloStoryboard", dependencies: [.product(name: "UIKit", package: "Windowing")],
            resources: [.copy("../../Resources/HelloStoryboard")]),
        // The layout solver against kiwisolver ("Solver", solverbench.py). It reaches the solver
        // through its SPI (`@_spi(LayoutSolver) import Windowing`), which apps never import.
        .executableTarget(
            name: "SolverBench", dependencies: [.product(name: "Windowing", package: "Windowing")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // What UIResponder being an NSObject costs: a view's size and creation time, HelloWindow's
        // launch (Benchmarks/README.md, "Responders as NSObjects").
        .executableTarget(
            name: "ResponderBench", dependencies: [.product(name: "Windowing", package: "Windowing")]),
        // Auto Layout through UIKit's API in a headless window, kiwisolver beside it ("Layout",
        // layoutbench.py). The SPI only writes out the engine's system for kiwisolver.
        .executableTarget(
            name: "LayoutBench",
            dependencies: [
                .product(name: "Windowing", package: "Windowing"),
                .product(name: "WindowingTesting", package: "Windowing"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The toolkit's side of the table-scrolling benchmark (tablebench.py): 100,000 rows.
        .executableTarget(name: "TableLab", dependencies: [.product(name: "UIKit", package: "Windowing")]),
        .testTarget(
            name: "BenchmarksTests",
            dependencies: [
                "StoryboardFuzzing", "InputLab", "HelloStoryboard",
                // HelloStoryboard's frame is compared with the root package's sample.
                .product(name: "HelloWindow", package: "Windowing"),
                .product(name: "Windowing", package: "Windowing"),
                .product(name: "WindowingTesting", package: "Windowing"),
            ]),
    ]
)

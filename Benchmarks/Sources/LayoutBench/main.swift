// The layout benchmark (Benchmarks/README.md, "Layout"): Auto Layout timed as an app sees it,
// through UIKit's API in a window on the headless backend. Run by `python3 Benchmarks/layoutbench.py`,
// which times kiwisolver beside it on the systems the engine held (`--write-systems`).
//   LayoutBench [--runs N] [--write-systems FOLDER] [--first-layout-only]
// `--first-layout-only` stops after the first layouts, for profiling them alone.
import Foundation
@_spi(LayoutSolver) import Windowing
import WindowingTesting

@MainActor
enum LayoutBench {
    static let windowSize = CGSize(width: 1200, height: 1000)
    /// 1,012 views: 111 stack views, 900 leaves and a badge.
    static let largeFanOut = [10, 10, 9]
    /// 127 views, about 500 constraints in the engine.
    static let mediumFanOut = [5, 4, 5]

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func summary(_ name: String, _ samples: [Duration]) -> String {
        let sorted = samples.map(microseconds).sorted()
        return String(
            format: "%@ median_us=%.2f p90_us=%.2f runs=%d", name, sorted[sorted.count / 2],
            sorted[sorted.count * 9 / 10], sorted.count)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("LayoutBench: \(message)\n".utf8))
        exit(1)
    }

    static func run(runs: Int, folder: URL?, firstLayoutOnly: Bool = false) throws {
        let controller = UIViewController()
        let app = try TestApplication.launch(controller, windowSize: windowSize, on: .headless)
        defer { app.terminate() }
        guard let window = app.window else { fail("no window") }
        let root = controller.view!
        let clock = ContinuousClock()

        // First layout: a new tree each run, laid out once. "build" is making the views and
        // activating the app's constraints; "layout" is the `layoutIfNeeded()` after it (the stack
        // views make their constraints in it, as UIKit's do in `updateConstraints`).
        var builds: [Duration] = []
        var layouts: [Duration] = []
        var tree: StackTree?
        var pins: [NSLayoutConstraint] = []
        for _ in 0..<runs {
            tree?.stack.removeFromSuperview()
            app.runUntilIdle()
            let start = clock.now
            let made = StackTree(fanOut: largeFanOut)
            root.addSubview(made.stack)
            pins = made.pins(to: root)
            NSLayoutConstraint.activate(pins)
            let built = clock.now
            root.layoutIfNeeded()
            layouts.append(clock.now - built)
            builds.append(built - start)
            guard made.isLaidOut(in: root) else { fail("the large tree is not where its constraints say") }
            tree = made
        }
        guard let large = tree, let badgeLeading = large.badgeLeading else { fail("no tree") }
        app.runUntilIdle()
        let largeSystem = root.exportedLayoutSystem(marking: [pins[0], badgeLeading]) ?? ""
        print("large views=\(large.viewCount) \(counts(largeSystem))")
        print(summary("first-layout-large", layouts))
        print(summary("build-and-first-layout-large", zip(builds, layouts).map { $0 + $1 }))
        if firstLayoutOnly { return }

        // One constant, then layout: the badge's leading edge (one frame moves), and the outer
        // stack's leading edge (every frame in the tree moves).
        for (name, constraint, count) in [
            ("constant-inner-large", badgeLeading, 2_000), ("constant-outer-large", pins[0], 200),
        ] {
            var changes: [Duration] = []
            for step in 0..<count {
                let constant = CGFloat(1 + step % 3)
                changes.append(
                    clock.measure {
                        constraint.constant = constant
                        root.layoutIfNeeded()
                    })
            }
            let inset = constraint === pins[0] ? constraint.constant : 0
            guard large.isLaidOut(in: root, leadingInset: inset) else { fail("\(name): the layout is wrong") }
            print(summary(name, changes))
            constraint.constant = constraint === pins[0] ? 0 : 1
        }

        // A window resize with about 500 constraints: a new frame for the window, then layout.
        large.stack.removeFromSuperview()
        let medium = StackTree(fanOut: mediumFanOut)
        root.addSubview(medium.stack)
        NSLayoutConstraint.activate(medium.pins(to: root))
        app.runUntilIdle()
        let mediumSystem = root.exportedLayoutSystem() ?? ""
        print("medium views=\(medium.viewCount) \(counts(mediumSystem))")
        var resizes: [Duration] = []
        var generator = SystemRandomNumberGenerator()
        for step in 0..<2_000 {
            let size = CGSize(
                width: CGFloat(Int.random(in: 600...1400, using: &generator)), height: CGFloat(700 + step % 100))
            resizes.append(
                clock.measure {
                    window.frame = CGRect(origin: window.frame.origin, size: size)
                    window.layoutIfNeeded()
                })
            guard root.bounds.size == size, medium.isLaidOut(in: root) else { fail("resize: the layout is wrong") }
        }
        print(summary("resize-medium", resizes))

        if let folder {
            try Data(largeSystem.utf8).write(to: folder.appendingPathComponent("large.txt"))
            try Data(mediumSystem.utf8).write(to: folder.appendingPathComponent("medium.txt"))
        }
    }

    /// How many constraints and variables an exported system has.
    static func counts(_ system: String) -> String {
        let lines = system.split(separator: "\n")
        let constraints = lines.filter { $0.hasPrefix("add ") }.count
        let variables = lines.first.map { $0.split(separator: " ").last.map(String.init) ?? "?" } ?? "?"
        return "constraints=\(constraints) variables=\(variables)"
    }
}

let arguments = CommandLine.arguments
var runs = 15
var folder: URL?
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = max(1, value)
}
if let index = arguments.firstIndex(of: "--write-systems"), index + 1 < arguments.count {
    folder = URL(fileURLWithPath: arguments[index + 1])
}
let firstLayoutOnly = arguments.contains("--first-layout-only")
try MainActor.assumeIsolated { try LayoutBench.run(runs: runs, folder: folder, firstLayoutOnly: firstLayoutOnly) }

import Foundation
import StoryboardFuzzing
import WindowingTesting

// The storyboard fuzz run: `scripts/fuzz-storyboard.sh [count] [seed]`. Mutants of the project's
// storyboards and nibs go through the reader, the checks and instantiation; any crash ends the
// process, and its random seed and count replay it exactly.
let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let start = Date()
print(
    "storyboard fuzz: \(count) inputs from seed \(seed), corpus \(StoryboardFuzzRunner.corpus(root: root).count) files")
let tally = StoryboardFuzzRunner.fuzz(count: count, seed: seed, root: root, registry: "StoryboardFuzzing") { tally in
    print("  \(tally.inputs) inputs: \(tally.loaded) loaded, \(tally.refused) refused with an error")
}
let seconds = Date().timeIntervalSince(start)
let reasons = tally.reasons.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
print("storyboard fuzz: refusals by kind: \(reasons)")
print(
    "storyboard fuzz: \(tally.inputs) inputs, 0 crashes: \(tally.loaded) loaded (\(tally.views) views instantiated), "
        + "\(tally.refused) refused with an error, in \(String(format: "%.1f", seconds)) s"
)

import Foundation
import StoryboardFuzzing
import Testing
import WindowingTesting

/// The short version of `scripts/fuzz-storyboard.sh`: mutants of the project's storyboards and nibs
/// read, checked and instantiated; the test passes when the process survives them all.
@MainActor
struct StoryboardFuzzTests {
    /// The repository's root, where the corpus (the project's storyboards and nibs) is found.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func threeThousandMutantsNeverCrash() {
        #expect(StoryboardFuzzRunner.corpus(root: Self.root).count == 4)
        let tally = StoryboardFuzzRunner.fuzz(
            count: 3_000, seed: 20_261_123, root: Self.root, registry: "StoryboardFuzzing")
        #expect(tally.inputs == 3_000)
        #expect(tally.loaded + tally.refused == 3_000)
        // Enough mutants get through the checks to exercise instantiation, and enough are refused
        // (a mutated element or attribute name is refused as outside Xcode's vocabulary: 293 load).
        #expect(tally.loaded > 250 && tally.refused > 300, "\(tally.loaded) loaded, \(tally.refused) refused")
    }

    @Test func theMutatorIsReproducibleFromItsSeed() {
        var first = StoryboardMutator(seed: 7)
        var second = StoryboardMutator(seed: 7)
        let input = Array("<document type=\"x\"><scenes/></document>".utf8)
        for _ in 0..<50 { #expect(first.mutate(input, other: input) == second.mutate(input, other: input)) }
    }
}

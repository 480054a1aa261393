import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The golden-image checker itself: recording fails, mismatches leave artefacts, tolerance holds.
@MainActor
struct GoldenStoreTests {
    private func store(recording: Bool = false) throws -> (GoldenStore, URL) {
        let folder = try TestImages.temporaryFolder()
        return (
            GoldenStore(
                goldensFolder: folder.appendingPathComponent("Goldens"),
                failuresFolder: folder.appendingPathComponent("failures"), recording: recording), folder
        )
    }

    private func png(_ words: [UInt32], width: Int = 2) -> Data {
        PNGPixels(width: width, height: words.count / width, words: words).pngData()
    }

    @Test func goldensAreFoundFromTheTestFile() {
        let store = GoldenStore(filePath: "/repo/Tests/WindowingTests/Images/Some.swift", environment: [:])
        #expect(store.goldensFolder.path == "/repo/Tests/Goldens")
        #expect(!store.recording)
        #expect(GoldenStore(filePath: "/r/Tests/X.swift", environment: ["WINDOWING_RECORD_GOLDENS": "1"]).recording)
        #expect(GoldenStore(filePath: #filePath).goldensFolder.lastPathComponent == "Goldens")
    }

    @Test func aMissingGoldenIsRecordedAndReportedAsAFailure() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = png([0xFFFF_0000, 0xFF00_FF00])
        let outcome = store.check(png: data, named: "sub/first", tolerance: .exact)
        let path = store.goldensFolder.appendingPathComponent("sub/first.png").path
        #expect(outcome == .recorded(path: path))
        #expect(FileManager.default.contents(atPath: path) == data)
        #expect(store.check(png: data, named: "sub/first", tolerance: .exact) == .matched)
    }

    @Test func recordingModeRewritesAndStillFails() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store.check(png: png([0xFFFF_0000, 0xFF00_FF00]), named: "g", tolerance: .exact)
        let recorder = GoldenStore(
            goldensFolder: store.goldensFolder, failuresFolder: store.failuresFolder, recording: true)
        let newer = png([0xFF00_0000, 0xFF00_0000])
        #expect(
            recorder.check(png: newer, named: "g", tolerance: .exact)
                == .recorded(path: store.goldensFolder.appendingPathComponent("g.png").path))
        #expect(store.check(png: newer, named: "g", tolerance: .exact) == .matched)
    }

    @Test func artefactsAreWrittenMode0600AndNeverThroughASymbolicLink() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store.check(png: png([0xFFFF_0000, 0xFF00_FF00]), named: "s", tolerance: .exact)
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: store.failuresFolder, withIntermediateDirectories: true)
        let planted = store.failuresFolder.appendingPathComponent("s-actual.png")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
        #expect(store.check(png: png([0xFF00_0000, 0xFF00_0000]), named: "s", tolerance: .exact) != .matched)
        #expect(FileManager.default.contents(atPath: victim.path) == Data("keep".utf8))
        let diff = store.failuresFolder.appendingPathComponent("s-diff.png").path
        let mode = try FileManager.default.attributesOfItem(atPath: diff)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func mismatchesNameTheActualAndDiffImages() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store.check(
            png: png([0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]), named: "a/b", tolerance: .exact)
        let changed = png([0xFFFF_0000, 0xFF00_F000, 0xFF00_00FF, 0xFF00_0000])
        let actual = store.failuresFolder.appendingPathComponent("a_b-actual.png").path
        let diff = store.failuresFolder.appendingPathComponent("a_b-diff.png").path
        #expect(
            store.check(png: changed, named: "a/b", tolerance: .exact)
                == .mismatch(
                    message:
                        "golden 'a/b': 2 of 4 pixels (50.000%) differ by more than 0 per channel (largest difference "
                        + "255, first at (1, 0)); actual: \(actual), diff: \(diff)"))
        #expect(FileManager.default.contents(atPath: actual) == changed)
        let diffPixels = try #require(FileManager.default.contents(atPath: diff).flatMap { PNGPixels(png: $0) })
        #expect(diffPixels[1, 0] == 0xFFFF_0000 && diffPixels[1, 1] == 0xFFFF_0000)
        #expect(diffPixels[0, 0] != 0xFFFF_0000)
    }

    @Test func toleranceAllowsSmallAndRareDifferences() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = [UInt32](repeating: 0xFF80_8080, count: 1000)
        _ = store.check(png: png(base, width: 100), named: "t", tolerance: .exact)
        var nudged = base
        nudged[5] = 0xFF83_8080
        #expect(store.check(png: png(nudged, width: 100), named: "t", tolerance: .standard) == .matched)
        nudged[6] = 0xFF00_0000
        nudged[7] = 0xFF00_0000
        #expect(
            store.check(png: png(nudged, width: 100), named: "t", tolerance: .standard) == .matched, "2 of 1000 is 0.2%"
        )
        nudged[8] = 0xFF00_0000
        if case .mismatch = store.check(png: png(nudged, width: 100), named: "t", tolerance: .standard) {
        } else {
            Issue.record("3 of 1000 pixels is over 0.2%")
        }
    }

    @Test func sizeMismatchAndUnreadableInputFail() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = store.check(png: png([0xFF00_0000, 0xFF00_0000]), named: "s", tolerance: .exact)
        let outcome = store.check(png: png([0xFF00_0000, 0xFF00_0000], width: 1), named: "s", tolerance: .exact)
        let actual = store.failuresFolder.appendingPathComponent("s-actual.png").path
        #expect(
            outcome
                == .mismatch(
                    message: "golden 's': the rendering is 1×2 pixels, the golden 2×1; actual: \(actual)"))
        #expect(
            store.check(png: Data([1, 2, 3]), named: "s", tolerance: .exact)
                == .mismatch(message: "golden 's': the rendering is not a readable PNG"))
    }
}

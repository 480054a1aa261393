import Foundation
import Testing
import Windowing

#if canImport(Glibc)
import Glibc
#endif

/// How far a rendering may stray from its golden: a pixel differs when any channel (A, R, G, B,
/// premultiplied) is off by more than `channel`; the check fails when more than `differingShare`
/// of the pixels differ (or any, when it is 0).
public struct GoldenTolerance: Sendable, Equatable {
    public var channel: Int
    public var differingShare: Double

    public init(channel: Int, differingShare: Double) {
        self.channel = channel
        self.differingShare = differingShare
    }

    /// Pixel for pixel.
    public static let exact = GoldenTolerance(channel: 0, differingShare: 0)
    /// Small anti-aliasing drift between Cairo/pixman builds: ±3 per channel, 0.2% of pixels beyond.
    public static let standard = GoldenTolerance(channel: 3, differingShare: 0.002)
}

/// Golden-image checks: a rendering is compared with `Tests/Goldens/<name>.png`.
///
/// - The goldens folder is found from the calling test file (`#filePath`): the nearest ancestor
///   folder named `Tests`, then `Goldens`, so it works from any checkout and working directory.
/// - On a mismatch the actual image and a diff (differing pixels red, the rest a faint grey copy)
///   are written to `$TMPDIR/windowing-goldens-UID/` (files mode 0600, never through a symbolic
///   link) and named in the failure.
/// - Recording: when the golden is missing, or `WINDOWING_RECORD_GOLDENS=1` is set, the rendering
///   is written as the golden AND the test fails, so a golden is never re-recorded silently:
///   look at the new PNG, commit it, and run again.
public struct GoldenStore {
    public enum Outcome: Equatable {
        case matched
        /// The golden was (re)written at this path; the check counts as a failure.
        case recorded(path: String)
        case mismatch(message: String)
    }

    public let goldensFolder: URL
    public let failuresFolder: URL
    public let recording: Bool

    public init(goldensFolder: URL, failuresFolder: URL, recording: Bool) {
        self.goldensFolder = goldensFolder
        self.failuresFolder = failuresFolder
        self.recording = recording
    }

    /// The store for the test file at `filePath`, recording as `WINDOWING_RECORD_GOLDENS` says.
    public init(filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.lastPathComponent != "Tests" && folder.path != "/" { folder.deleteLastPathComponent() }
        self.init(
            goldensFolder: folder.appendingPathComponent("Goldens"),
            failuresFolder: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "windowing-goldens-\(getuid())"),
            recording: environment["WINDOWING_RECORD_GOLDENS"] == "1")
    }

    /// Compares PNG bytes with the golden `name`, recording or writing failure artefacts as described.
    public func check(png: Data, named name: String, tolerance: GoldenTolerance) -> Outcome {
        let golden = goldensFolder.appendingPathComponent(name + ".png")
        guard let actual = PNGPixels(png: png) else {
            return .mismatch(message: "golden '\(name)': the rendering is not a readable PNG")
        }
        if recording || !FileManager.default.fileExists(atPath: golden.path) {
            do {
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.writeNoFollow(png, to: golden)
            } catch {
                return .mismatch(message: "golden '\(name)': cannot record \(golden.path): \(error)")
            }
            return .recorded(path: golden.path)
        }
        guard let data = try? Data(contentsOf: golden), let expected = PNGPixels(png: data) else {
            return .mismatch(message: "golden '\(name)': \(golden.path) is not a readable PNG")
        }
        let (actualPath, diffPath) = (artefact(name, "actual"), artefact(name, "diff"))
        guard expected.width == actual.width, expected.height == actual.height else {
            write(png, to: actualPath)
            return .mismatch(
                message: "golden '\(name)': the rendering is \(actual.width)×\(actual.height) pixels, "
                    + "the golden \(expected.width)×\(expected.height); actual: \(actualPath.path)")
        }
        let comparison = Self.compare(actual, expected, channel: tolerance.channel)
        let share = Double(comparison.differing) / Double(max(1, actual.words.count))
        let allowed = comparison.differing == 0 || (tolerance.differingShare > 0 && share <= tolerance.differingShare)
        if allowed { return .matched }
        write(png, to: actualPath)
        write(comparison.diff.pngData(), to: diffPath)
        let percent = String(format: "%.3f", share * 100)
        return .mismatch(
            message: "golden '\(name)': \(comparison.differing) of \(actual.words.count) pixels (\(percent)%) "
                + "differ by more than \(tolerance.channel) per channel (largest difference \(comparison.largest), "
                + "first at \(comparison.first.map { "(\($0.x), \($0.y))" } ?? "-")); "
                + "actual: \(actualPath.path), diff: \(diffPath.path)"
        )
    }

    /// Differing pixels, the largest channel difference, the first differing pixel and a diff image.
    public static func compare(_ actual: PNGPixels, _ expected: PNGPixels, channel: Int)
        -> (differing: Int, largest: Int, first: (x: Int, y: Int)?, diff: PNGPixels)
    {
        var differing = 0
        var largest = 0
        var first: (x: Int, y: Int)?
        var diff = [UInt32](repeating: 0, count: actual.words.count)
        for index in actual.words.indices {
            let a = actual.words[index]
            let e = expected.words[index]
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((e >> UInt32(shift)) & 0xFF)))
            }
            largest = max(largest, worst)
            if worst > channel {
                differing += 1
                if first == nil { first = (index % actual.width, index / actual.width) }
                diff[index] = 0xFFFF_0000
            } else {
                let grey = UInt32(0xC0 + ((a >> 8) & 0xFF) / 4)
                diff[index] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        return (differing, largest, first, PNGPixels(width: actual.width, height: actual.height, words: diff))
    }

    private func artefact(_ name: String, _ kind: String) -> URL {
        failuresFolder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_") + "-\(kind).png")
    }

    private func write(_ data: Data, to url: URL) {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try? Self.writeNoFollow(data, to: url)
    }

    /// Writes `data` to `url` with mode 0600 through the toolkit's one safe writer: the failures
    /// folder is in the shared temporary directory, where a link may be planted at the name.
    static func writeNoFollow(_ data: Data, to url: URL) throws {
        try PrivateFile.write(data, to: url.path)
    }
}

/// Fails the current test unless `png` matches the golden `name` (see `GoldenStore`).
public func assertGolden(
    png: Data, named name: String, tolerance: GoldenTolerance = .standard,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    switch GoldenStore(filePath: filePath).check(png: png, named: name, tolerance: tolerance) {
    case .matched:
        break
    case .recorded(let path):
        Issue.record(
            "golden '\(name)' recorded at \(path); check the image, commit it and run the test again",
            sourceLocation: sourceLocation)
    case .mismatch(let message):
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Fails the current test unless `image` (its pixels, at its scale) matches the golden `name`.
@preconcurrency @MainActor
public func assertGolden(
    _ image: UIImage, named name: String, tolerance: GoldenTolerance = .standard,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let png = image.pngData() else {
        Issue.record("golden '\(name)': the image could not be encoded as PNG", sourceLocation: sourceLocation)
        return
    }
    assertGolden(png: png, named: name, tolerance: tolerance, filePath: filePath, sourceLocation: sourceLocation)
}

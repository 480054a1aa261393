import Foundation
import Windowing

// Memory of the loader (issue 21). `StoryboardBench dense [N]` loads a storyboard of N elements
// (99,980 by default, just under the reader's limit) made as densely as Xcode's format allows: one
// scene whose root view holds N `<view id="…"/>` subviews, 20 bytes each. It prints the input's
// size and the peak resident memory (VmHWM) before and after loading and instantiating it; with
// `--warm`, after a one-view storyboard was loaded first (what any first storyboard costs).
// `StoryboardBench refuse FILE` loads one file the way an app does and prints how it was refused,
// for `Benchmarks/hardening.py`, which measures each refusal's time and peak memory.
extension StoryboardBench {
    /// Writes the dense storyboard to `url` (a thousand views at a time, so that the text never
    /// counts in the peak measured after it) and returns its size in bytes.
    static func writeDenseStoryboard(count: Int, to url: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var bytes = 0
        func write(_ text: String) throws {
            bytes += text.utf8.count
            try handle.write(contentsOf: Data(text.utf8))
        }
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root"><subviews>\n
            """)
        for start in stride(from: 0, to: count, by: 1000) {
            try write((start..<min(start + 1000, count)).map { "<view id=\"v\($0)\"/>\n" }.joined())
        }
        try write("</subviews></view></viewController></objects></scene></scenes></document>\n")
        return bytes
    }

    /// Peak resident memory of this process so far, in KiB (VmHWM).
    static func peakResidentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }

    /// With `warm`, a one-view storyboard is loaded and instantiated first, so that the code and
    /// runtime data that any first storyboard pages in (some 3 MB, whatever its size) are not
    /// counted as the dense file's.
    static func dense(count: Int, warm: Bool = false) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardBench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try writeDenseStoryboard(count: count, to: folder.appendingPathComponent("Dense.storyboard"))
        let bundle = Bundle(path: folder.path)
        if warm {
            _ = try writeDenseStoryboard(count: 1, to: folder.appendingPathComponent("One.storyboard"))
            let before = peakResidentKiB()
            try? UIStoryboard.load(name: "One", bundle: bundle).instantiateInitialViewController()?.loadViewIfNeeded()
            print("dense storyboard: a one-view storyboard loaded first added \(peakResidentKiB() - before) KiB")
        }
        let before = peakResidentKiB()
        var views = 0
        var afterLoad = 0
        let milliseconds = milliseconds {
            let storyboard = try? UIStoryboard.load(name: "Dense", bundle: bundle)
            afterLoad = peakResidentKiB()
            let controller = storyboard?.instantiateInitialViewController()
            controller?.loadViewIfNeeded()
            views = controller?.view.subviews.count ?? -1
        }
        let after = peakResidentKiB()
        let added = Double(after - before) * 1024 / Double(bytes)
        print(
            "dense storyboard: \(count + 1) views, \(bytes) bytes; loaded and instantiated in "
                + String(format: "%.0f ms", milliseconds) + "; peak RSS \(before) KiB before, \(after) KiB after: "
                + String(format: "%.1f× the input added", added))
        // Which of the two steps sets the peak: reading and checking the file (the element tree, the
        // specs and the compiler's id table) or making the views (the specs and the views).
        print(
            "dense storyboard: peak RSS added by reading and checking "
                + String(format: "%.1f×", Double(afterLoad - before) * 1024 / Double(bytes))
                + ", by instantiating after that "
                + String(format: "%.1f×", Double(after - before) * 1024 / Double(bytes)))
        if views != count { print("dense storyboard: expected \(count) subviews, found \(views)") }
    }

    /// Loads `path` as an app loads its storyboard; prints the milliseconds that took and
    /// `refused: <message>` or `loaded`.
    static func refuse(_ path: String) {
        let url = URL(fileURLWithPath: path)
        let bundle = Bundle(path: url.deletingLastPathComponent().path)
        let name = url.deletingPathExtension().lastPathComponent
        var outcome = ""
        let time = milliseconds {
            do {
                let storyboard = try UIStoryboard.load(name: name, bundle: bundle)
                storyboard.instantiateInitialViewController()?.loadViewIfNeeded()
                outcome = "loaded"
            } catch {
                outcome = "refused: \(error)"
            }
        }
        print(String(format: "%.2f ms ", time) + outcome)
    }
}

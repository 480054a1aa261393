// The text benchmark (Benchmarks/README.md, "Text"): 1,000 labels rendered offscreen, timing
// frames that redisplay them unchanged (their text must not be shaped again), frames that change
// every label's text, and frames that only composite the cached contents.
import Foundation
import Windowing
import WindowingTesting

@MainActor
struct TextBench {
    static let labelCount = 1000
    static let columns = 10
    static let labelSize = CGSize(width: 160, height: 12)

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1600, height: 1200))
    var labels: [UILabel] = []
    let renderer = OffscreenRenderer(width: 1600, height: 1200)

    init() {
        let font = UIFont.systemFont(ofSize: 10)
        for index in 0..<Self.labelCount {
            let frame = CGRect(
                x: CGFloat(index % Self.columns) * Self.labelSize.width,
                y: CGFloat(index / Self.columns) * Self.labelSize.height,
                width: Self.labelSize.width, height: Self.labelSize.height)
            let label = UILabel(frame: frame)
            label.font = font
            label.text = "Label \(index): the quick brown fox"
            root.addSubview(label)
            labels.append(label)
        }
    }

    /// Runs `frames` frames of `prepare` then a render; returns the median and minimum ms per
    /// frame and the layouts built per frame.
    func measure(frames: Int, _ prepare: (Int) -> Void) -> (median: Double, minimum: Double, builds: Double) {
        var times: [Double] = []
        let builtBefore = OffscreenRenderer.textLayoutsBuilt
        for frame in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            prepare(frame)
            renderer.render(root)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let builds = Double(OffscreenRenderer.textLayoutsBuilt - builtBefore) / Double(frames)
        times.sort()
        return (times[times.count / 2], times[0], builds)
    }

    func run(frames: Int) {
        renderer.render(root)  // first frame: shapes and draws every label
        let rows: [(String, (Int) -> Void)] = [
            ("composite only (nothing marked)", { _ in }),
            ("redisplay 1,000 unchanged labels", { _ in labels.forEach { $0.setNeedsDisplay() } }),
            (
                "change 1,000 labels' text",
                { frame in
                    for (index, label) in labels.enumerated() { label.text = "Label \(index): frame \(frame)" }
                }
            ),
        ]
        print("Text benchmark: \(Self.labelCount) labels, \(frames) frames each, 1600x1200 offscreen xRGB surface")
        for (name, prepare) in rows {
            let result = measure(frames: frames, prepare)
            let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
            print(
                padded
                    + String(
                        format: " median %7.2f ms/frame  min %7.2f ms  layouts built/frame %5.0f",
                        result.median, result.minimum, result.builds))
        }
    }
}

/// `TextBench lines [N]`: one label (`numberOfLines = 0`, 10 pt) holding N short lines ("line 1",
/// "line 2", …; 20,000 by default), measured with `sizeThatFits` and drawn offscreen once (issue 21:
/// Pango's work grew with lines × bytes until long texts were laid out as one paragraph).
@MainActor
func measureManyLines(count: Int) {
    let text = (1...count).map { "line \($0)" }.joined(separator: "\n")
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    label.font = UIFont.systemFont(ofSize: 10)
    label.numberOfLines = 0
    let renderer = OffscreenRenderer(width: 400, height: 300)
    let start = DispatchTime.now().uptimeNanoseconds
    label.text = text
    let size = label.sizeThatFits(CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude))
    renderer.render(label)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
        "Text benchmark: a label of \(count) lines (\(text.utf8.count) bytes): measured and drawn in "
            + String(format: "%.3f s; its size %.0f × %.0f points", seconds, size.width, size.height))
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "lines" {
    let count = arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
    MainActor.assumeIsolated { measureManyLines(count: max(1, count)) }
} else {
    let frames = arguments.first.flatMap(Int.init) ?? 30
    MainActor.assumeIsolated { TextBench().run(frames: max(1, frames)) }
}

import Foundation

/// A lesson's real trace, made deterministic so a page can hold it, and compared with the page.
///
/// The trace is everything the lesson writes to standard output with `WINDOWING_TRACE=1` and
/// `WINDOWING_EXIT_AFTER_FIRST_FRAME=1`: the toolkit's `[trace]` lines and the app's own `print`
/// lines, in the order they were written. Two things vary from run to run and are replaced:
/// - X window ids (`0x200001`), which depend on the server and its clients, become `#1`, `#2`, …
///   by first appearance, as the trace file numbers objects;
/// - the clock reading of `first-frame <ns>` becomes `first-frame <ns>`.
public enum LessonTrace {
    public static func normalise(_ output: String) -> [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var windows: [String: Int] = [:]
        return lines.map { line in
            if line.hasPrefix("first-frame ") { return "first-frame <ns>" }
            guard line.hasPrefix("[trace] ") else { return line }
            return replacingHexIdentifiers(in: line) { id in
                if let number = windows[id] { return "#\(number)" }
                windows[id] = windows.count + 1
                return "#\(windows.count)"
            }
        }
    }

    /// The first line where `page` and `real` differ (1-based), with both sides (nil past an end);
    /// nil when they are equal.
    public static func firstDifference(page: [String], real: [String]) -> (line: Int, page: String?, real: String?)? {
        for index in 0..<max(page.count, real.count) {
            let left = index < page.count ? page[index] : nil
            let right = index < real.count ? real[index] : nil
            if left != right { return (index + 1, left, right) }
        }
        return nil
    }

    /// The first scenario step not found, in order, among the trace's `[trace]` lines, with the
    /// 1-based trace line after which it was looked for (0 for the start); nil when all are found.
    public static func firstMissingStep(
        _ steps: [LessonPage.ScenarioStep], in trace: [String]
    ) -> (step: LessonPage.ScenarioStep, index: Int, after: Int)? {
        var position = 0
        for (index, step) in steps.enumerated() {
            guard let found = trace[position...].firstIndex(where: { matches(step.text, $0) }) else {
                return (step, index + 1, position)
            }
            position = found + 1
        }
        return nil
    }

    /// Whether a trace line is the step: the toolkit's line without `[trace] ` and its indentation
    /// equals it, or starts with it when the step ends in `…`.
    public static func matches(_ step: String, _ line: String) -> Bool {
        guard line.hasPrefix("[trace] ") else { return false }
        let call = line.dropFirst("[trace] ".count).drop { $0 == " " }
        if step.hasSuffix("…") { return call.hasPrefix(step.dropLast()) }
        return call == step
    }

    private static func replacingHexIdentifiers(in line: String, _ replacement: (String) -> String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.range(of: "0x") {
            let digits = rest[start.upperBound...].prefix { $0.isHexDigit }
            let precededByWordCharacter = rest[..<start.lowerBound].last.map { $0.isLetter || $0.isNumber } ?? false
            result += rest[..<start.lowerBound]
            if digits.isEmpty || precededByWordCharacter {
                result += "0x"
            } else {
                result += replacement("0x" + digits)
            }
            rest = rest[start.upperBound...].dropFirst(precededByWordCharacter ? 0 : digits.count)
        }
        return result + rest
    }
}

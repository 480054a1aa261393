import Foundation

/// A lesson page of `docs/lessons`, read for the parts a test can check against the real launch.
///
/// Two things on a page are machine-readable, and both render as ordinary Markdown:
/// - **trace blocks**: a fenced block whose info string is `trace` followed by the lesson's
///   executable and arguments (```` ```trace StoryboardWindow --logged-in ````). It holds the
///   lesson's normalised `WINDOWING_TRACE=1` output up to its first frame (`LessonTrace`);
/// - **scenario steps**: the Markdown table after a `<!-- scenario-steps -->` line, the described sequence
///   next to the trace. The last cell of every row holds one code span, the step as it appears in
///   the trace: `Class::method` exactly, or a prefix ending in `…` (for a toolkit note). The steps
///   must appear in this order in the page's first trace block.
public struct LessonPage: Sendable {
    /// How a lesson is run: a built product and its arguments.
    public struct Run: Equatable, Sendable, CustomStringConvertible {
        public let executable: String
        public let arguments: [String]

        public init(executable: String, arguments: [String] = []) {
            self.executable = executable
            self.arguments = arguments
        }

        /// The command a user types to run the lesson (`scripts/run-sample.sh` builds it and turns tracing on).
        public var sampleCommand: String {
            (["bash scripts/run-sample.sh", executable] + arguments).joined(separator: " ")
        }
        public var description: String { ([executable] + arguments).joined(separator: " ") }
    }

    /// A fenced trace block: what runs, and the lines the page shows.
    public struct TraceBlock: Sendable {
        public let run: Run
        public let lines: [String]
        /// The 1-based line number of the opening fence in the page.
        public let fenceLine: Int
    }

    /// One row of the scenario-steps table.
    public struct ScenarioStep: Equatable, Sendable {
        public let text: String
        /// The 1-based line number of its row in the page.
        public let line: Int

        public init(text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }

    public static let traceFence = "```trace"
    public static let stepsMarker = "<!-- scenario-steps -->"

    /// The page's path as messages name it (relative to the repository, e.g. `docs/lessons/x.md`).
    public let path: String
    public let traces: [TraceBlock]
    public let scenarioSteps: [ScenarioStep]
    private let lines: [String]

    public init(path: String, text: String) throws(LessonPageError) {
        self.path = path
        lines = text.components(separatedBy: "\n")
        var traces: [TraceBlock] = []
        var steps: [ScenarioStep]?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(Self.traceFence) {
                let block = try Self.traceBlock(in: lines, at: index, path: path)
                traces.append(block)
                index += block.lines.count + 2
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == Self.stepsMarker {
                guard steps == nil else {
                    throw LessonPageError(path: path, line: index + 1, "a second \(Self.stepsMarker) table")
                }
                steps = try Self.scenarioSteps(in: lines, after: index, path: path)
            }
            index += 1
        }
        guard !traces.isEmpty else {
            throw LessonPageError(
                path: path, line: nil,
                "no trace block; add a fenced block opened with '\(Self.traceFence) <Executable> [arguments]'")
        }
        guard let steps else {
            throw LessonPageError(
                path: path, line: nil, "no scenario steps; add a table after a '\(Self.stepsMarker)' line")
        }
        self.traces = traces
        scenarioSteps = steps
    }

    /// The page with each trace block's lines replaced by `replacements` (in block order); the rest
    /// of the text is kept byte for byte.
    public func replacingTraces(with replacements: [[String]]) -> String {
        precondition(
            replacements.count == traces.count,
            "LessonPage: \(replacements.count) traces for \(traces.count) trace blocks in \(path)")
        var result: [String] = []
        var next = 0
        for (block, replacement) in zip(traces, replacements) {
            let open = block.fenceLine - 1
            result += lines[next...open]
            result += replacement
            next = open + 1 + block.lines.count
        }
        result += lines[next...]
        return result.joined(separator: "\n")
    }

    private static func traceBlock(in lines: [String], at open: Int, path: String) throws(LessonPageError) -> TraceBlock
    {
        let words = lines[open].dropFirst(traceFence.count).split(separator: " ").map(String.init)
        guard lines[open].dropFirst(traceFence.count).first == " ", let executable = words.first else {
            throw LessonPageError(
                path: path, line: open + 1,
                "a trace block must name its lesson: '\(traceFence) <Executable> [arguments]'")
        }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" }) else {
            throw LessonPageError(path: path, line: open + 1, "the trace block is not closed by a '```' line")
        }
        return TraceBlock(
            run: Run(executable: executable, arguments: Array(words.dropFirst())),
            lines: Array(lines[(open + 1)..<close]), fenceLine: open + 1)
    }

    private static func scenarioSteps(in lines: [String], after marker: Int, path: String) throws(LessonPageError)
        -> [ScenarioStep]
    {
        let table = lines.indices.dropFirst(marker + 1).prefix { lines[$0].hasPrefix("|") }
        guard table.count >= 3 else {
            throw LessonPageError(
                path: path, line: marker + 1,
                "the scenario-steps marker must be followed by a table with a header and at least one row")
        }
        // The first two lines are the header and the |---| line.
        return try table.dropFirst(2).map { index throws(LessonPageError) in
            let cells = lines[index].split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            let spans = cells.last.map { codeSpans(in: String($0)) } ?? []
            guard spans.count == 1, let step = spans.first, !step.isEmpty else {
                throw LessonPageError(
                    path: path, line: index + 1,
                    "the last cell of a scenario-steps row must hold exactly one `step` (found \(spans.count))")
            }
            return ScenarioStep(text: step, line: index + 1)
        }
    }

    private static func codeSpans(in cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return parts.count % 2 == 1 ? stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) } : []
    }
}

/// A lesson page that cannot be read, with the page, the line and what to write instead.
public struct LessonPageError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(path: String, line: Int?, _ reason: String) {
        description = "lesson page \(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}

import Foundation
import WindowingTesting

/// Runs lessons as a user would: the built executable, on an X server, with the trace on and an
/// exit after the first frame. The drift test and `scripts/update-lessons.sh` both run them here,
/// so what a page holds and what the test compares are made the same way.
public enum LessonRunner {
    /// The screen the lessons run on, as `scripts/run-sample.sh`'s private Xvfb: an app without
    /// scenes sizes its window to it, so it shows in the trace.
    public static let screenWidth = 1024
    public static let screenHeight = 768

    /// What one run wrote.
    public struct Output {
        public let status: Int32?
        public let standardOutput: String
        public let standardError: String

        /// Why the run cannot be compared with a page, or nil when it exited with status 0.
        public var failure: String? {
            switch status {
            case 0: nil
            case nil: "did not exit within 30 s; stderr: \(standardError)"
            case let status?: "exited with status \(status); stderr: \(standardError)"
            }
        }
    }

    /// Runs `run` on `display` and waits for it to exit after its first frame.
    public static func run(_ run: LessonPage.Run, display: String) throws -> Output {
        let app = try AppProcess(
            executable: AppProcess.builtProduct(named: run.executable), arguments: run.arguments,
            environment: ["DISPLAY": display, "WINDOWING_TRACE": "1", "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1"])
        let status = app.wait(timeout: 30)
        return Output(status: status, standardOutput: app.standardOutput, standardError: app.standardError)
    }

    /// The repository holding the calling file: the nearest ancestor with a Package.swift and the
    /// lesson pages (the Examples package's own folder has only the first).
    public static func repositoryRoot(filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let files = FileManager.default
        while folder.pathComponents.count > 1,
            !files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
                || !files.fileExists(atPath: folder.appendingPathComponent("docs/lessons").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Every page of `docs/lessons` under `root` (the repository), sorted by name, with its
    /// repository-relative path.
    public static func pages(root: URL) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("docs/lessons")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .sorted()
            .map { name in
                ("docs/lessons/" + name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
    }

    /// What is wrong with `page` given the real, normalised traces of its blocks (in block order):
    /// one message per problem, naming the page, the first differing line and how to regenerate.
    public static func problems(of page: LessonPage, realTraces: [[String]]) -> [String] {
        var problems: [String] = []
        for (block, real) in zip(page.traces, realTraces) {
            guard let difference = LessonTrace.firstDifference(page: block.lines, real: real) else { continue }
            problems.append(
                """
                \(page.path): the trace block of `\(block.run)` (line \(block.fenceLine)) differs from the real trace \
                at its line \(difference.line) (page line \(block.fenceLine + difference.line)):
                  page: \(difference.page ?? "(the block ends here)")
                  real: \(difference.real ?? "(the real trace ends here)")
                Run `bash scripts/update-lessons.sh` to rewrite the trace blocks, then reread the page's \
                explanation of the steps that changed.
                """)
        }
        if let first = realTraces.first, let missing = LessonTrace.firstMissingStep(page.scenarioSteps, in: first) {
            problems.append(
                """
                \(page.path):\(missing.step.line): scenario step \(missing.index), `\(missing.step.text)`, is not in \
                the real trace of `\(page.traces[0].run)` after its line \(missing.after); the launch no longer \
                follows the described sequence as the page's table says. Fix the code, or the table and its explanation.
                """)
        }
        return problems
    }
}

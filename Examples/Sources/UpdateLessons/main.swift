import Foundation
import LessonPages
import WindowingTesting

// Rewrites the trace blocks of docs/lessons/*.md with each lesson's real, normalised trace, run on
// a private Xvfb exactly as the drift test (Tests/WindowingX11Tests/LessonPageTests.swift) runs it.
// Run through scripts/update-lessons.sh, which builds the lessons first. Exits 1 if a lesson
// fails or a page's scenario steps no longer appear in its trace (those need a person, not a rewrite).

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
var failed = false
do {
    let server = try XvfbServer(width: LessonRunner.screenWidth, height: LessonRunner.screenHeight)
    defer { server.stop() }
    for (path, text) in try LessonRunner.pages(root: root) {
        let page = try LessonPage(path: path, text: text)
        var traces: [[String]] = []
        for block in page.traces {
            let output = try LessonRunner.run(block.run, display: server.displayName)
            if let failure = output.failure {
                print("update-lessons: \(path): `\(block.run)` \(failure)")
                failed = true
            }
            traces.append(LessonTrace.normalise(output.standardOutput))
        }
        let updated = page.replacingTraces(with: traces)
        if updated != text {
            try updated.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            print("update-lessons: \(path): trace rewritten")
        } else {
            print("update-lessons: \(path): unchanged")
        }
        for problem in LessonRunner.problems(of: try LessonPage(path: path, text: updated), realTraces: traces) {
            print("update-lessons: " + problem)
            failed = true
        }
    }
} catch {
    print("update-lessons: \(error)")
    failed = true
}
exit(failed ? 1 : 0)

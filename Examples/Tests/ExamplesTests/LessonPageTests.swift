import Foundation
import LessonPages
import Testing
import WindowingTesting

/// Docs that cannot drift: every lesson page of `docs/lessons` is checked against its lesson run as
/// a user runs it, the built executable on a private Xvfb with `WINDOWING_TRACE=1` and
/// `WINDOWING_EXIT_AFTER_FIRST_FRAME=1`. Each trace block must equal the real trace exactly (after
/// `LessonTrace.normalise`), and the scenario's steps in the page's table must appear in that order in
/// the real trace. The test never rewrites a page: `scripts/update-lessons.sh` does, on request.
@Suite(.serialized)
struct LessonPageTests {
    static let root = LessonRunner.repositoryRoot()
    static let pagePaths: [String] = ((try? LessonRunner.pages(root: root)) ?? []).map(\.path)

    @Test func everyScenarioHasAPage() {
        // Seven scenarios: manifest, in code, Main.storyboard scene, pre-scene without and with a
        // storyboard, own-delegate application, launch-time choice between two screens.
        // Also keeps the parameterized test below from passing with no cases if the folder is not found.
        #expect(Self.pagePaths.count == 7, "\(Self.pagePaths)")
    }

    @Test(arguments: pagePaths)
    func pageMatchesTheRealLaunch(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let page = try LessonPage(path: path, text: text)
        let server = try XvfbServer(width: LessonRunner.screenWidth, height: LessonRunner.screenHeight)
        defer { server.stop() }
        var traces: [[String]] = []
        for block in page.traces {
            let output = try LessonRunner.run(block.run, display: server.displayName)
            #expect(output.failure == nil, "\(path): `\(block.run)` \(output.failure ?? "")")
            traces.append(LessonTrace.normalise(output.standardOutput))
        }
        for problem in LessonRunner.problems(of: page, realTraces: traces) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}

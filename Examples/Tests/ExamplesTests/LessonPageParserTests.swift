import Foundation
import LessonPages
import Testing
import WindowingTesting

/// The lesson pages' parser and the trace normaliser the drift test (`LessonPageTests`, on Xvfb)
/// and `scripts/update-lessons.sh` share, and the pages of `docs/lessons` as files: each parses,
/// shows its own run command, and is listed in README's "Lessons" table.
@Suite struct LessonPageParserTests {
    static let page = """
        # Lesson

        Run `bash scripts/run-sample.sh Demo --flag`.

        <!-- scenario-steps -->
        | the scenario says | in the trace |
        |---|---|
        | `UIApplicationMain` makes the app | `· UIApplicationMain creates…` |
        | did finish | `AppDelegate::application(_:didFinishLaunchingWithOptions:)` |

        ```trace Demo --flag
        [trace] · UIApplicationMain creates the application object (UIApplication)
        AppDelegate::application(_:didFinishLaunchingWithOptions:)
        ```

        Between.

        ```trace Other
        old
        ```
        End.
        """

    @Test func readsTraceBlocksAndScenarioSteps() throws {
        let page = try LessonPage(path: "docs/lessons/demo.md", text: Self.page)
        #expect(
            page.traces.map(\.run) == [
                LessonPage.Run(executable: "Demo", arguments: ["--flag"]), LessonPage.Run(executable: "Other"),
            ])
        #expect(page.traces[0].fenceLine == 11)
        #expect(
            page.traces[0].lines == [
                "[trace] · UIApplicationMain creates the application object (UIApplication)",
                "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            ])
        #expect(page.traces[1].lines == ["old"])
        #expect(
            page.scenarioSteps == [
                LessonPage.ScenarioStep(text: "· UIApplicationMain creates…", line: 8),
                LessonPage.ScenarioStep(text: "AppDelegate::application(_:didFinishLaunchingWithOptions:)", line: 9),
            ])
        #expect(page.traces[0].run.sampleCommand == "bash scripts/run-sample.sh Demo --flag")
    }

    @Test func replacingTracesKeepsTheRestByteForByte() throws {
        let page = try LessonPage(path: "demo.md", text: Self.page)
        let replaced = page.replacingTraces(with: [["a", "b", "c"], []])
        let expected = Self.page
            .replacingOccurrences(
                of: """
                    [trace] · UIApplicationMain creates the application object (UIApplication)
                    AppDelegate::application(_:didFinishLaunchingWithOptions:)
                    """, with: "a\nb\nc"
            )
            .replacingOccurrences(of: "```trace Other\nold\n", with: "```trace Other\n")
        #expect(replaced == expected)
        let reread = try LessonPage(path: "demo.md", text: replaced)
        #expect(reread.traces.map(\.lines) == [["a", "b", "c"], []])
        #expect(reread.replacingTraces(with: page.traces.map(\.lines)) == Self.page)
    }

    @Test func malformedPagesAreRefusedWithThePageAndLine() {
        func error(_ text: String) -> String {
            do {
                _ = try LessonPage(path: "p.md", text: text)
                return "parsed"
            } catch {
                return error.description
            }
        }
        let steps = "<!-- scenario-steps -->\n| a | b |\n|---|---|\n| x | `A::b()` |\n"
        #expect(
            error(steps)
                == "lesson page p.md: no trace block; add a fenced block opened with '```trace <Executable> "
                + "[arguments]'"
        )
        #expect(
            error("```trace Demo\nx\n```\n")
                == "lesson page p.md: no scenario steps; add a table after a '<!-- scenario-steps -->' line")
        #expect(
            error(steps + "```trace\nx\n```")
                == "lesson page p.md:5: a trace block must name its lesson: '```trace <Executable> [arguments]'")
        #expect(
            error(steps + "```trace Demo\nx\n") == "lesson page p.md:5: the trace block is not closed by a '```' line")
        #expect(
            error("<!-- scenario-steps -->\n| a | b |\n|---|---|\n| x | `A::b()` and `C::d()` |\n```trace D\n```")
                == "lesson page p.md:4: the last cell of a scenario-steps row must hold exactly one `step` (found 2)")
        #expect(
            error("<!-- scenario-steps -->\n| a | b |\n|---|---|\n\n```trace D\n```")
                == "lesson page p.md:1: the scenario-steps marker must be followed by a table with a header and at "
                + "least one row"
        )
        #expect(
            error(steps + steps + "```trace D\n```")
                == "lesson page p.md:5: a second <!-- scenario-steps --> table")
    }

    @Test func normaliseNumbersWindowIdsAndDropsTheClock() {
        let output = """
            [trace] · x11: created window 0x200001 640×480 'A'
            [trace] · x11: created window 0x400003 320×240 'B'
            [trace] · x11: window 0x200001 mapped
            print 0x200001 stays
            [trace] · word0x12 and 0x are kept
            first-frame 9557304194543

            """
        #expect(
            LessonTrace.normalise(output) == [
                "[trace] · x11: created window #1 640×480 'A'",
                "[trace] · x11: created window #2 320×240 'B'",
                "[trace] · x11: window #1 mapped",
                "print 0x200001 stays",
                "[trace] · word0x12 and 0x are kept",
                "first-frame <ns>",
            ])
    }

    @Test func differencesAndMissingStepsAreLocated() throws {
        #expect(LessonTrace.firstDifference(page: ["a", "b"], real: ["a", "b"]) == nil)
        let changed = try #require(LessonTrace.firstDifference(page: ["a", "b"], real: ["a", "c"]))
        #expect(changed.line == 2 && changed.page == "b" && changed.real == "c")
        let longer = try #require(LessonTrace.firstDifference(page: ["a"], real: ["a", "c"]))
        #expect(longer.line == 2 && longer.page == nil && longer.real == "c")

        let trace = [
            "[trace] · UIApplicationMain creates the application object (UIApplication)",
            "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            "[trace] AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            "[trace]   UIWindow::makeKeyAndVisible()",
        ]
        func steps(_ texts: String...) -> [LessonPage.ScenarioStep] {
            texts.enumerated().map { .init(text: $1, line: $0 + 10) }
        }
        #expect(
            LessonTrace.firstMissingStep(
                steps(
                    "· UIApplicationMain creates…", "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
                    "UIWindow::makeKeyAndVisible()"),
                in: trace) == nil)
        // Out of order.
        let missing = try #require(
            LessonTrace.firstMissingStep(
                steps("UIWindow::makeKeyAndVisible()", "AppDelegate::application(_:didFinishLaunchingWithOptions:)"),
                in: trace))
        #expect(missing.index == 2 && missing.after == 4 && missing.step.line == 11)
        // A prefix only counts with "…"; the app's own print lines never count.
        #expect(LessonTrace.firstMissingStep(steps("· UIApplicationMain creates"), in: trace)?.index == 1)
        #expect(!LessonTrace.matches("AppDelegate::application(_:didFinishLaunchingWithOptions:)", trace[1]))
    }

    @Test func problemsNameThePageTheLineAndTheFix() throws {
        let page = try LessonPage(path: "docs/lessons/demo.md", text: Self.page)
        let real = [
            "[trace] · UIApplicationMain creates the application object (UIApplication)",
            "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            "[trace] AppDelegate::application(_:didFinishLaunchingWithOptions:)",
        ]
        #expect(
            LessonRunner.problems(of: page, realTraces: [real, ["old"]]) == [
                """
                docs/lessons/demo.md: the trace block of `Demo --flag` (line 11) differs from the real trace at its \
                line 3 (page line 14):
                  page: (the block ends here)
                  real: [trace] AppDelegate::application(_:didFinishLaunchingWithOptions:)
                Run `bash scripts/update-lessons.sh` to rewrite the trace blocks, then reread the page's explanation \
                of the steps that changed.
                """
            ])
        let problems = LessonRunner.problems(of: page, realTraces: [Array(real.prefix(2)), ["old"]])
        #expect(
            problems == [
                """
                docs/lessons/demo.md:9: scenario step 2, `AppDelegate::application(_:didFinishLaunchingWithOptions:)`, \
                is not in the real trace of `Demo --flag` after its line 1; the launch no longer follows the described \
                sequence as the page's table says. Fix the code, or the table and its explanation.
                """
            ])
    }

    @Test func everyLessonPageParsesShowsItsCommandAndIsInTheReadme() throws {
        let root = LessonRunner.repositoryRoot()
        let pages = try LessonRunner.pages(root: root)
        #expect(pages.count == 7)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for (path, text) in pages {
            let page = try LessonPage(path: path, text: text)
            let command = page.traces[0].run.sampleCommand
            #expect(text.contains("```sh\n\(command)\n```"), "\(path) does not show `\(command)` in its own block")
            for block in page.traces {
                #expect(
                    block.lines.last == "first-frame <ns>", "\(path): `\(block.run)` does not end at the first frame")
            }
            #expect(page.scenarioSteps.count >= 3, "\(path)")
            #expect(readme.contains("(\(path))"), "README's Lessons table does not link \(path)")
            #expect(readme.contains("`\(command)`"), "README's Lessons table does not show `\(command)`")
        }
    }
}

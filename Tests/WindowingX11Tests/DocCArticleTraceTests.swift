import Foundation
import Testing
import WindowingTesting

/// The traces quoted in the DocC articles (Sources/Windowing/Windowing.docc) are HelloWindow's
/// real ones: each test runs HelloWindow with `WINDOWING_TRACE=1` on a private Xvfb and compares
/// the article's `[trace]` block with what it printed, so the docs fail CI when behaviour changes.
@Suite(.serialized)
struct DocCArticleTraceTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    /// HelloWindow's trace lines, from launch until SIGTERM, after `actions` ran on its window.
    private func helloWindowTrace(_ actions: (XTestClient, AppProcess) throws -> Void = { _, _ in }) throws -> [String]
    {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "WINDOWING_TRACE": "1"])
        let appeared = waitUntil(timeout: 20) {
            app.standardOutput.contains("[trace] ViewController::viewDidAppear(_:)") || !app.isRunning
        }
        #expect(appeared, "HelloWindow did not appear; stderr: \(app.standardError)")
        try actions(client, app)
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0)
        return app.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("[trace]") }
    }

    @Test func launchArticleQuotesTheWholeLaunch() throws {
        let block = try ArticleTrace.block(in: "HowAWindowingAppLaunches.md")
        let trace = try helloWindowTrace()
        let launch = Array(trace.prefix { !$0.contains("termination signal received") })
        #expect(
            ArticleTrace.match(block, launch[...]) == launch.endIndex,
            "the article's trace is not HelloWindow's launch:\n\(launch.joined(separator: "\n"))")
    }

    @Test func x11ArticleQuotesAnExcerptOfTheLaunch() throws {
        let block = try ArticleTrace.block(in: "ScenesAndWindowsOnX11.md")
        let trace = try helloWindowTrace()
        let found = trace.indices.contains { ArticleTrace.match(block, trace[$0...]) != nil }
        #expect(found, "the article's excerpt is not in HelloWindow's trace:\n\(trace.joined(separator: "\n"))")
    }

    /// A click on the "Recolour" button and the right arrow key. Redraws may fall between the
    /// touches depending on how the server batches the events, so the quoted lines must appear in
    /// order, not back to back.
    @Test func inputArticleQuotesAClickAndAKey() throws {
        let block = try ArticleTrace.block(in: "FromAnXEventToTouchesBegan.md")
        let trace = try helloWindowTrace { client, app in
            #expect(client.click(atX: 100, y: 150))
            #expect(waitUntil(timeout: 5) { app.standardOutput.contains("ViewController::didTapButton") })
            #expect(client.key(client.keysym(named: "Right")))
            #expect(
                waitUntil(timeout: 5) { app.standardOutput.contains("[trace] ViewController::pressesEnded(_:with:)") })
        }
        let afterLaunch = trace.drop { !$0.contains("ViewController::viewDidAppear(_:)") }.dropFirst()
        var remaining = block[...]
        for line in afterLaunch where remaining.first.map({ ArticleTrace.normalized(line) == $0.text }) == true {
            remaining.removeFirst()
        }
        #expect(
            remaining.isEmpty,
            "not in the trace in this order: \(remaining.map(\.text))\n\(afterLaunch.joined(separator: "\n"))")
    }
}

/// The `[trace]` block of an article, and the rule for comparing it with a real trace: a line
/// ending in a `(… …)` remark stands for one or more lines of the same method at that indentation.
enum ArticleTrace {
    struct Line: Equatable {
        var text: String
        var isRun: Bool
    }

    static let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Windowing/Windowing.docc")

    struct MissingBlock: Error, CustomStringConvertible {
        var article: String
        var description: String { "\(article): no ``` block of [trace] lines" }
    }

    /// The article's first fenced block whose lines all start with `[trace]`.
    static func block(in article: String) throws -> [Line] {
        let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
        let fences = text.components(separatedBy: "```")
        for (index, body) in fences.enumerated() where index % 2 == 1 {
            let lines = body.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            guard !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix("[trace]") }) else { continue }
            return lines.map { line in
                guard let remark = line.range(of: "(…") else { return Line(text: normalized(line), isRun: false) }
                let text = line[..<remark.lowerBound].replacingOccurrences(
                    of: "\\s+$", with: "", options: .regularExpression)
                return Line(text: normalized(text), isRun: true)
            }
        }
        throw MissingBlock(article: article)
    }

    /// X window ids differ from run to run.
    static func normalized(_ line: String) -> String {
        line.replacingOccurrences(of: "window 0x[0-9a-f]+", with: "window 0x…", options: .regularExpression)
    }

    /// Where the match of `block` against the start of `trace` ends, or nil if it does not match.
    static func match(_ block: [Line], _ trace: ArraySlice<String>) -> Int? {
        var position = trace.startIndex
        for line in block {
            guard position < trace.endIndex else { return nil }
            if line.isRun {
                // "[trace]   UIView::layoutSubviews()" → the prefix up to the class, and "::layoutSubviews()".
                guard let separator = line.text.range(of: "::") else { return nil }
                let method = line.text[separator.lowerBound...]
                let depth = leadingSpaces(line.text)
                var count = 0
                while position < trace.endIndex, normalized(trace[position]).hasSuffix(method),
                    leadingSpaces(trace[position]) == depth
                {
                    position += 1
                    count += 1
                }
                if count == 0 { return nil }
            } else {
                guard normalized(trace[position]) == line.text else { return nil }
                position += 1
            }
        }
        return position
    }

    /// Spaces after `[trace] `: the nesting depth.
    private static func leadingSpaces(_ line: String) -> Int {
        line.dropFirst("[trace] ".count).prefix { $0 == " " }.count
    }
}

import Foundation
import Testing
import WindowingTesting

/// `WINDOWING_TRACE_FILE` in a real process: the file is complete after each way the app exits.
@Suite(.serialized)
struct HelloWindowTraceFileTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    private func launch(on server: XvfbServer, _ extra: [String: String]) throws -> AppProcess {
        var environment = ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        environment.merge(extra) { $1 }
        return try AppProcess(executable: executable, environment: environment)
    }

    private func temporaryPath(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "WindowingTraceFile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    /// Removes the folder `temporaryPath(_:)` made for `path`, with what the app wrote in it.
    private func removeFolder(of path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// Each signal that ends the app in order (behaviour 4.7) leaves a complete Chrome trace that
    /// ends with applicationWillTerminate: SIGHUP used to kill it mid-file (issue 21).
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func chromeTraceIsCompleteAfterATerminationSignal(_ signal: Int32) throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let path = try temporaryPath("launch.json")
        defer { removeFolder(of: path) }
        let app = try launch(on: server, ["WINDOWING_TRACE_FILE": path, "HOME": NSTemporaryDirectory()])
        #expect(
            waitUntil(timeout: 20) {
                app.standardOutput.contains("ViewController::viewDidAppear(_:)") || !app.isRunning
            })
        app.send(signal)
        #expect(app.wait(timeout: 10) == 0)
        #expect(app.standardOutput.contains("AppDelegate::applicationWillTerminate(_:)"))
        let data = try #require(FileManager.default.contents(atPath: path))
        let root = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let names = events.filter { $0["ph"] as? String == "B" }.compactMap { $0["name"] as? String }
        #expect(names.first == "AppDelegate::application(_:willFinishLaunchingWithOptions:)")
        #expect(names.last == "AppDelegate::applicationWillTerminate(_:)")
        #expect(
            events.filter { $0["ph"] as? String == "B" }.count == events.filter { $0["ph"] as? String == "E" }.count)
    }

    /// The JSON Lines trace after SIGHUP: every line parses, the last is the end of applicationWillTerminate.
    @Test func jsonLinesAreCompleteAfterSIGHUP() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let path = try temporaryPath("launch.jsonl")
        defer { removeFolder(of: path) }
        let app = try launch(on: server, ["WINDOWING_TRACE_FILE": path])
        #expect(
            waitUntil(timeout: 20) {
                app.standardOutput.contains("ViewController::viewDidAppear(_:)") || !app.isRunning
            })
        app.send(SIGHUP)
        #expect(app.wait(timeout: 10) == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let events = try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not JSON: \($0)")
        }
        let last = try #require(events.last { $0["event"] as? String == "end" })
        #expect(last["method"] as? String == "applicationWillTerminate(_:)")
        #expect(text.hasSuffix("}\n"))
    }

    /// A screenshot named where a link was planted replaces the link with a new file of mode 0600
    /// and leaves the link's target as it was (issue 21).
    @Test func aScreenshotReplacesALinkAtItsNameAndNeverWritesThroughIt() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let path = try temporaryPath("shot.png")
        defer { removeFolder(of: path) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let victim = folder.appendingPathComponent("victim").path
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
        let app = try launch(on: server, ["WINDOWING_SCREENSHOT": path, "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1"])
        #expect(app.wait(timeout: 20) == 0, "stderr: \(app.standardError)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let png = try #require(FileManager.default.contents(atPath: path))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["shot.png", "victim"])
    }

    @Test func jsonLinesAreCompleteAfterExitingAtTheFirstFrame() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let path = try temporaryPath("launch.jsonl")
        defer { removeFolder(of: path) }
        let app = try launch(on: server, ["WINDOWING_TRACE_FILE": path, "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1"])
        #expect(app.wait(timeout: 20) == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let events = try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not JSON: \($0)")
        }
        let begun = events.filter { $0["event"] as? String == "begin" }.compactMap {
            "\($0["class"] ?? "")::\($0["method"] ?? "")"
        }
        #expect(begun.contains("SceneDelegate::scene(_:willConnectTo:options:)"))
        #expect(begun.contains("ViewController::viewDidLoad()"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func anUnwritablePathWarnsAndTheAppRunsOn() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try launch(
            on: server,
            ["WINDOWING_TRACE_FILE": "/nonexistent-windowing/t.json", "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1"])
        #expect(app.wait(timeout: 20) == 0)
        #expect(
            app.standardError
                == "Windowing: WINDOWING_TRACE_FILE: cannot write the trace to '/nonexistent-windowing/t.json' "
                + "(No such file or directory); tracing to a file is off. Hint: name a file in an existing, "
                + "writable folder, e.g. /tmp/trace.jsonl or /tmp/trace.json\n")
        #expect(app.standardOutput.contains("first-frame "))
    }
}

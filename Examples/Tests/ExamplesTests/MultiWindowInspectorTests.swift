import Foundation
import Testing
import WindowingTesting

/// The live inspector in MultiWindow on a private Xvfb (issue 7): `WINDOWING_INSPECTOR=1` opens it
/// beside the app; clicking a view's row through XTEST highlights that view in the app's window
/// and clicking it again restores the pixels; the graph follows a second window opened and closed
/// (checked in the `WINDOWING_INSPECTOR_DUMP` lines printed at each redraw and in the inspector's
/// pixels); closing the inspector leaves the app running, Ctrl+Alt+I opens it again, and SIGTERM
/// still ends the app normally with it open.
@Suite(.serialized)
struct MultiWindowInspectorTests {
    let executable = AppProcess.builtProduct(named: "MultiWindow")
    static let inspectorTitle = "Windowing Inspector — MultiWindow"
    /// The highlight's outline (UIWindow.inspectorHighlightColor) and the selected row's background.
    static let highlight: UInt32 = 0x0099FF
    static let selectedRow: UInt32 = 0xCCE6FF
    static let indigo: UInt32 = 0x5856D6

    /// The rows of the newest graph the inspector printed: (y in its window, text without indent).
    static func lastGraph(in output: String) -> [(y: Int, text: String)] {
        let lines = output.split(separator: "\n").map(String.init)
        guard let start = lines.lastIndex(where: { $0.hasPrefix("[inspector] graph ") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("[inspector] row ") }.compactMap { line in
            // "[inspector] row 3 y 80     scene NoteScene #7 (…)"
            let words = line.split(separator: " ", maxSplits: 5)
            guard words.count == 6, let y = Int(words[4]) else { return nil }
            return (y, words[5].trimmingCharacters(in: .whitespaces))
        }
    }

    static func count(_ prefix: String, in graph: [(y: Int, text: String)]) -> Int {
        graph.filter { $0.text.hasPrefix(prefix) }.count
    }

    private func pixel(_ client: XTestClient, _ window: UInt, _ x: Int, _ y: Int) -> UInt32? {
        client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF }
    }

    @Test func inspectorHighlightsAClickedViewAndFollowsASecondWindow() throws {
        let server = try XvfbServer(width: 1500, height: 800)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: [
                "DISPLAY": server.displayName, "WINDOWING_SCENE_SIZE": "320x240", "WINDOWING_INSPECTOR": "1",
                "WINDOWING_INSPECTOR_DUMP": "1",
            ])
        defer { app.send(SIGKILL) }
        var first: UInt?
        var inspector: UInt?
        _ = waitUntil(timeout: 20) {
            first = client.windows(named: "MultiWindow 1").first
            inspector = client.windows(named: Self.inspectorTitle).first
            return
                (first != nil && inspector != nil
                && app.standardOutput.contains("NoteViewController[1]::viewDidAppear(_:)"))
                || !app.isRunning
        }
        let window = try #require(first, "no app window; stderr: \(app.standardError)")
        let inspectorWindow = try #require(inspector, "no inspector window; stderr: \(app.standardError)")
        #expect(client.windowClass(of: inspectorWindow)?.className == "WindowingInspector")
        // Placed at the screen's right edge (860 points wide at scale 1), clear of the app window.
        #expect(client.move(inspectorWindow, toX: 640, y: 0))

        // The launch's graph: one of each, the note's views under its window.
        #expect(
            waitUntil(timeout: 5) {
                Self.lastGraph(in: app.standardOutput).contains { $0.text.contains("foregroundActive") }
            })
        let launchGraph = Self.lastGraph(in: app.standardOutput)
        for prefix in [
            "application UIApplication", "app delegate AppDelegate", "session UISceneSession", "scene NoteScene",
            "scene delegate SceneDelegate", "window CountedWindow", "root view controller NoteViewController",
        ] {
            #expect(Self.count(prefix, in: launchGraph) == 1, "\(prefix) in \(launchGraph)")
        }
        #expect(Self.count("view UIButton", in: launchGraph) == 2)
        // The call log (right pane) and the graph (left) are drawn: text pixels, not only background.
        let image = try #require(client.image(of: inspectorWindow))
        #expect((0..<image.width).contains { image[x: $0, y: launchGraph[0].y] != 0xFFFFFF }, "the first row is drawn")
        #expect(
            (440..<image.width).contains { x in (30..<60).contains { image[x: x, y: $0] & 0xFF_FFFF != 0xFFFFFF } },
            "the call log has lines")

        // Clicking the "New Window" button's row highlights the button (16, 80, 144, 44) in its window.
        let buttonRow = try #require(launchGraph.first { $0.text.hasPrefix("view UIButton") })
        #expect(pixel(client, window, 16, 100) == Self.indigo)
        #expect(client.click(atX: 640 + 100, y: buttonRow.y))
        #expect(waitUntil(timeout: 5) { pixel(client, window, 16, 100) == Self.highlight }, "left edge outlined")
        #expect(pixel(client, window, 159, 100) == Self.highlight, "right edge outlined")
        #expect(pixel(client, window, 60, 90) != Self.indigo, "tinted inside")
        #expect(
            waitUntil(timeout: 5) { pixel(client, inspectorWindow, 2, buttonRow.y) == Self.selectedRow },
            "its row is selected")
        if let path = ProcessInfo.processInfo.environment["INSPECTOR_SCREENSHOT"],
            let screen = client.image(of: client.root)
        {
            let picture = PNGPixels(
                width: 1500, height: 560, words: screen.pixels.prefix(1500 * 560).map { $0 | 0xFF00_0000 })
            try picture.pngData().write(to: URL(fileURLWithPath: path))
        }
        #expect(client.click(atX: 640 + 100, y: buttonRow.y))
        #expect(
            waitUntil(timeout: 5) { pixel(client, window, 16, 100) == Self.indigo },
            "deselected: the button's own pixels")
        #expect(pixel(client, window, 60, 90) == Self.indigo)
        #expect(waitUntil(timeout: 5) { pixel(client, inspectorWindow, 2, buttonRow.y) == 0xFFFFFF })

        // A second window joins the graph, then leaves it.
        let lastRowY = launchGraph.last.map { $0.y + 48 } ?? 0
        #expect(
            (0..<300).allSatisfy { pixel(client, inspectorWindow, $0, lastRowY) == 0xFFFFFF }, "nothing below the graph"
        )
        #expect(client.click(atX: 60, y: 100))
        var second: UInt?
        _ = waitUntil(timeout: 10) {
            second = client.windows(named: "MultiWindow 2").first
            return second != nil && Self.count("scene NoteScene", in: Self.lastGraph(in: app.standardOutput)) == 2
        }
        let secondWindow = try #require(second, "no second window; stderr: \(app.standardError)")
        #expect(
            waitUntil(timeout: 5) {
                Self.lastGraph(in: app.standardOutput).filter { $0.text.contains("foregroundActive") }.count == 2
            })
        let twoGraph = Self.lastGraph(in: app.standardOutput)
        for prefix in [
            "session UISceneSession", "scene NoteScene", "scene delegate SceneDelegate", "window CountedWindow",
            "root view controller NoteViewController",
        ] {
            #expect(Self.count(prefix, in: twoGraph) == 2, "\(prefix) twice in \(twoGraph)")
        }
        #expect(Self.count("view ", in: twoGraph) == 2 * Self.count("view ", in: launchGraph))
        #expect(
            waitUntil(timeout: 5) { (0..<300).contains { pixel(client, inspectorWindow, $0, lastRowY) != 0xFFFFFF } },
            "the longer graph is drawn")
        #expect(client.sendDeleteWindow(to: secondWindow))
        #expect(
            waitUntil(timeout: 10) { Self.count("scene NoteScene", in: Self.lastGraph(in: app.standardOutput)) == 1 })
        let afterGraph = Self.lastGraph(in: app.standardOutput)
        #expect(afterGraph.map(\.text) == launchGraph.map(\.text), "the graph is the launch's again")
        #expect(
            waitUntil(timeout: 5) { (0..<300).allSatisfy { pixel(client, inspectorWindow, $0, lastRowY) == 0xFFFFFF } })

        // Closing the inspector leaves the app; Ctrl+Alt+I in the app's window opens it again.
        #expect(client.sendDeleteWindow(to: inspectorWindow))
        #expect(waitUntil(timeout: 5) { client.windows(named: Self.inspectorTitle).isEmpty })
        #expect(app.isRunning)
        #expect(client.windows(named: "MultiWindow 1") == [window])
        #expect(client.focus(window))
        #expect(
            client.key(
                client.keysym(named: "i"), holding: [client.keysym(named: "Control_L"), client.keysym(named: "Alt_L")]))
        #expect(waitUntil(timeout: 5) { !client.windows(named: Self.inspectorTitle).isEmpty }, "reopened by the key")

        // The app still ends normally with the inspector open.
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0)
        #expect(app.standardOutput.contains("AppDelegate::applicationWillTerminate(_:)"))
        #expect(app.standardError.isEmpty, "stderr: \(app.standardError)")
    }
}

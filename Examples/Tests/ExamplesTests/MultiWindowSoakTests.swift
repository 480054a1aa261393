import Foundation
import Testing
import WindowingTesting

/// A bounded soak: MultiWindow in `MULTIWINDOW_SOAK` mode keeps one to four scenes open, opening
/// and closing them from a timer and from its buttons, while 20,000 random XTEST events (moves,
/// clicks, drags, buttons, wheel, keys) arrive. The app checks behaviour 4.4–4.7 (each scene callback a
/// legal next step, reading the right state) and 8.14/8.29 (every touch and press that begins ends
/// or is cancelled once) as it runs; SIGTERM then ends it cleanly.
///
/// `SOAK_SEED=<seed>` replays a run; `SOAK_EVENTS=<n>` changes the number of events.
@Suite(.serialized)
struct MultiWindowSoakTests {
    let executable = AppProcess.builtProduct(named: "MultiWindow")

    @Test func fourWindowsOpeningAndClosingUnderRandomInput() throws {
        let server = try XvfbServer(width: InputFuzzer.screen.width, height: InputFuzzer.screen.height)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: ["DISPLAY": server.displayName, "MULTIWINDOW_SOAK": "1", "WINDOWING_SCENE_SIZE": "400x300"])
        _ = waitUntil(timeout: 20) { !client.windows(named: "MultiWindow 1").isEmpty || !app.isRunning }
        try #require(app.isRunning, "MultiWindow did not start; stderr: \(app.standardError)")

        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SOAK_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        let total = environment["SOAK_EVENTS"].flatMap { Int($0) } ?? 20_000
        print("MultiWindowSoakTests: seed \(seed) (replay with SOAK_SEED=\(seed)), \(total) events")
        let keycodes = InputFuzzer.keyNames.compactMap { client.keycode(for: client.keysym(named: $0)) }
        try #require(keycodes.count == InputFuzzer.keyNames.count)
        // Every scene's window appears at (0, 0); its buttons are in the top-left corner.
        var fuzzer = InputFuzzer(seed: seed, keycodes: keycodes, windows: [(0, 0, 400, 300), (0, 0, 180, 130)])
        var sent = 0
        var windowCounts = Set<Int>()
        while sent < total {
            var batch: [FakeInput] = []
            while batch.count < 500 && sent + batch.count < total { batch += fuzzer.nextAction() }
            try #require(client.send(batch), "the server refused a batch; seed \(seed)")
            sent += batch.count
            try #require(
                app.isRunning, "MultiWindow died after \(sent) events; seed \(seed); stderr: \(app.standardError)")
            windowCounts.insert(client.topLevelWindows().count)
            // A user's pace, not a flood: the timers get turns between batches.
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(client.send(fuzzer.releaseEverything()))
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0, "seed \(seed); stderr: \(app.standardError)")
        #expect(app.standardError.isEmpty, "seed \(seed): \(app.standardError)")
        let line = try #require(
            app.standardOutput.split(separator: "\n").first { $0.hasPrefix("soak: ") }, "no summary")
        print("MultiWindowSoakTests: \(line); window counts seen \(windowCounts.sorted())")
        let words = line.split(separator: " ").map(String.init)
        func value(after word: String, occurrence: Int = 0) -> Int? {
            let indices = words.indices.filter { words[$0] == word }
            guard occurrence < indices.count, indices[occurrence] + 1 < words.count else { return nil }
            return Int(words[indices[occurrence] + 1])
        }
        #expect(value(after: "open") == 0, "a touch stayed open; seed \(seed)")
        #expect(value(after: "open", occurrence: 1) == 0, "a press stayed open; seed \(seed)")
        #expect(value(after: "violations") == 0)
        #expect((value(after: "touches") ?? 0) > 0, "the input reached no view")
        #expect((value(after: "opened") ?? 0) >= 4, "fewer than four scenes were opened")
        #expect((value(after: "closed") ?? 0) >= 4, "scenes did not close along the way")
        #expect((value(after: "timer-fires") ?? 0) > 0)
        #expect(windowCounts.contains { $0 >= 3 }, "never more than two windows at once: \(windowCounts.sorted())")
        #expect(windowCounts.allSatisfy { $0 <= 4 }, "more X windows than scenes: \(windowCounts.sorted())")
    }
}

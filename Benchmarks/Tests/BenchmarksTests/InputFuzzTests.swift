import Foundation
import Testing
import WindowingTesting

/// Bad input against a running app: InputLab's `fuzz` mode (two windows of buttons, draggable and
/// nested views, a first responder for keys) on a private Xvfb, driven through XTEST.
///
/// The app checks UIKit's input rules as events arrive and reports breaks on standard error. F12
/// makes it print `synced leaked <open touches> highlighted <highlighted controls>`, and at exit
/// it prints that and `touches <began> presses <began>`. With every button released, both
/// numbers must be 0 (behaviour 8.14, 8.29).
///
/// Random runs print their seed: `INPUTFUZZ_SEED=<seed>` replays one, `INPUTFUZZ_EVENTS=<n>`
/// changes the number of events (100,000 by default).
@Suite(.serialized)
struct InputFuzzTests {
    let executable = AppProcess.builtProduct(named: "InputLab")

    @Test func randomInputLeavesNoTouchOpenAndNoControlHighlighted() throws {
        let lab = try RunningLab(executable: executable)
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["INPUTFUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        let total = environment["INPUTFUZZ_EVENTS"].flatMap { Int($0) } ?? 100_000
        print("InputFuzzTests: seed \(seed) (replay with INPUTFUZZ_SEED=\(seed)), \(total) events")
        var fuzzer = InputFuzzer(
            seed: seed, keycodes: try lab.keycodes(InputFuzzer.keyNames), windows: RunningLab.windowRects)

        let started = Date()
        var sent = 0
        var batches = 0
        var syntheticClicks = 0
        var checkpoints = 0
        /// With every button released, no touch may be open and no control highlighted.
        func checkpoint() throws {
            #expect(lab.client.send(fuzzer.releaseButtons()))
            let state = try lab.checkpoint()
            checkpoints += 1
            #expect(state == .clean, "after \(sent) events; seed \(seed)")
        }

        while sent < total {
            // One round trip per ~500 events keeps the server from falling behind without bound.
            var batch: [FakeInput] = []
            while batch.count < 500 && sent + batch.count < total { batch += fuzzer.nextAction() }
            try #require(lab.client.send(batch), "the server refused a batch; seed \(seed)")
            sent += batch.count
            batches += 1
            // Synthetic input (XSendEvent) must be ignored (X11EventTranslation's documented rule).
            if let (window, x, y) = fuzzer.syntheticClick() {
                #expect(lab.client.sendSyntheticClick(to: lab.windows[window], x: x, y: y))
                syntheticClicks += 1
            }
            try #require(
                lab.app.isRunning, "InputLab died after \(sent) events; seed \(seed); stderr: \(lab.app.standardError)")
            if batches % 4 == 0 { try checkpoint() }
        }
        #expect(lab.client.send(fuzzer.releaseEverything()))
        try checkpoint()
        let seconds = Date().timeIntervalSince(started)
        print(
            "InputFuzzTests: \(sent) XTEST events, \(syntheticClicks) synthetic clicks, \(checkpoints) checkpoints in "
                + "\(String(format: "%.1f", seconds)) s"
        )

        let summary = try lab.terminate()
        print("InputFuzzTests: \(summary), the small window hidden mid-touch \(lab.windowsHiddenMidTouch) times")
        #expect(summary.touches > 0 && summary.presses > 0, "the fuzz reached no view; seed \(seed)")
        #expect(lab.app.standardError.isEmpty, "seed \(seed): \(lab.app.standardError)")
    }

    /// How the app is told to end in `eventsKeepArrivingWhileTheAppEnds`.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        /// SIGTERM: the scene disconnects, then applicationWillTerminate.
        case terminationSignal
        /// WM_DELETE_WINDOW for the small window: the scene closes with both its windows (their X
        /// windows are destroyed while events for them are still arriving), and the app ends with it.
        case closeRequest

        var testDescription: String { rawValue }
    }

    /// The app is told to end while a drag is in progress and events keep coming: it still exits 0.
    @Test(arguments: Ending.allCases)
    func eventsKeepArrivingWhileTheAppEnds(_ ending: Ending) throws {
        let lab = try RunningLab(executable: executable)
        // Press on the large window's red button and drag: the touch is open, the button highlighted.
        #expect(lab.client.send([.motion(x: 100, y: 60), .button(1, isDown: true), .motion(x: 110, y: 64)]))
        #expect(try lab.checkpoint(pointerAt: (110, 64)) == RunningLab.Checkpoint(leaked: 1, highlighted: 1))
        switch ending {
        case .terminationSignal: lab.app.send(SIGTERM)
        case .closeRequest: #expect(lab.client.sendDeleteWindow(to: lab.windows[1]))
        }
        // Drags keep coming until the app is gone; the button is released only after that.
        let drag = (0..<250).flatMap { step -> [FakeInput] in
            [.motion(x: 100 + step % 60, y: 40 + step % 30), .motion(x: 500 - step, y: 60)]
        }
        let deadline = Date().addingTimeInterval(10)
        while lab.app.isRunning && Date() < deadline {
            _ = lab.client.send(drag + [.button(3, isDown: true), .button(3, isDown: false)])
        }
        #expect(lab.app.wait(timeout: 10) == 0, "stderr: \(lab.app.standardError)")
        _ = lab.client.send([.button(1, isDown: false)])
        let summary = try #require(RunningLab.summary(in: lab.app.standardOutput), "\(lab.app.standardOutput)")
        #expect(summary.touches == 1)
        #expect(lab.app.standardError.isEmpty, "\(lab.app.standardError)")
        // Behaviour 8.14: becoming inactive interrupts touches, so ending the app cancels the drag.
        #expect(summary.state == .clean)
    }

    /// A touch in the small window when Escape hides that window: the touch ends or is cancelled
    /// and its button does not stay highlighted.
    @Test func aTouchInAWindowThatIsHiddenEnds() throws {
        let lab = try RunningLab(executable: executable)
        // The small window's red button covers (12, 12, 80, 36) in its own coordinates.
        let small = RunningLab.windowRects[1]
        let (x, y) = (small.x + 40, small.y + 30)
        #expect(lab.client.send([.motion(x: x, y: y), .button(1, isDown: true), .motion(x: x + 2, y: y)]))
        #expect(try lab.checkpoint(pointerAt: (x + 2, y)) == RunningLab.Checkpoint(leaked: 1, highlighted: 1))
        let escape = try lab.keycodes(["Escape"])[0]
        #expect(lab.client.send([.key(escape, isDown: true), .key(escape, isDown: false)]))
        #expect(lab.client.send([.motion(x: x + 4, y: y), .button(1, isDown: false)]))
        let state = try lab.checkpoint()
        #expect(lab.windowsHiddenMidTouch == 1)
        #expect(state == .clean)
        let summary = try lab.terminate()
        #expect(summary.touches == 1)
    }

    /// Without a window manager focus is PointerRoot: a key released while the pointer is outside
    /// both windows goes to the root window, so its press must be cancelled when the pointer
    /// takes the focus away (behaviour 8.23) or it stays open.
    @Test func aKeyReleasedOutsideTheWindowsUnderPointerRootFocus() throws {
        let lab = try RunningLab(executable: executable, focusLargeWindow: false)
        let a = try lab.keycodes(["a"])[0]
        #expect(lab.client.send([.motion(x: 10, y: 400), .key(a, isDown: true)]))
        _ = try lab.checkpoint()
        #expect(lab.client.send([.motion(x: 790, y: 590), .key(a, isDown: false)]))
        _ = try lab.checkpoint()
        let summary = try lab.terminate()
        #expect(summary.presses == 3)
        #expect(lab.app.standardError.isEmpty, "\(lab.app.standardError)")
    }
}

/// InputLab in fuzz mode on its own Xvfb, with its small window moved to (400, 300) so that the
/// two windows overlap in part and leave screen with neither; stopped by PID when released.
final class RunningLab {
    /// What F12 reports: open touches and highlighted controls.
    struct Checkpoint: Equatable {
        var leaked, highlighted: Int
        static let clean = Checkpoint(leaked: 0, highlighted: 0)
    }

    /// The summary line printed at exit.
    struct Summary: Equatable {
        var state: Checkpoint
        var touches, presses: Int
    }

    typealias Rect = (x: Int, y: Int, width: Int, height: Int)
    /// Root rectangles of the large window and of the small one once moved.
    static let windowRects: [Rect] = [(0, 0, 640, 480), (400, 300, 320, 240)]

    let server: XvfbServer
    let client: XTestClient
    let app: AppProcess
    /// The large window and the small one.
    let windows: [UInt]
    private var checkpoints = 0

    init(executable: String, focusLargeWindow: Bool = true) throws {
        // Each piece stops itself (by PID) when released, also when this initializer throws.
        let server = try XvfbServer(width: 800, height: 600)
        let client = try XTestClient(displayName: server.displayName)
        let app = try AppProcess(
            executable: executable, environment: ["DISPLAY": server.displayName, "INPUTLAB_MODE": "fuzz"])
        (self.server, self.client, self.app) = (server, client, app)
        _ = waitUntil(timeout: 20) { app.standardOutput.contains("ready\n") || !app.isRunning }
        let found = client.windows(named: "InputLab").compactMap { id in client.geometry(of: id).map { (id, $0.width) }
        }
        guard let large = found.first(where: { $0.1 == 640 })?.0, let small = found.first(where: { $0.1 == 320 })?.0
        else {
            throw RunningLabError(description: "InputLab showed no two windows; stderr: \(app.standardError)")
        }
        windows = [large, small]
        client.move(small, toX: Self.windowRects[1].x, y: Self.windowRects[1].y)
        // As a window manager would, give the large window the keyboard focus: under bare Xvfb's
        // PointerRoot focus a key released with the pointer outside both windows never reaches
        // the app (see `aKeyReleasedOutsideTheWindowsUnderPointerRootFocus`).
        if focusLargeWindow { client.focus(large) }
    }

    deinit {
        client.close()
        server.stop()
    }

    struct RunningLabError: Error, CustomStringConvertible {
        let description: String
    }

    /// Keycodes for keysym names, in order; throws if the server maps one to no key.
    func keycodes(_ names: [String]) throws -> [UInt32] {
        try names.map { name in
            guard let keycode = client.keycode(for: client.keysym(named: name)) else {
                throw RunningLabError(description: "no keycode for \(name)")
            }
            return keycode
        }
    }

    /// Taps F12 with the pointer over the large window (so the key reaches the app even under
    /// PointerRoot focus) and waits for the app's `synced` line: X delivers events in order, so
    /// everything sent before has been handled.
    func checkpoint(pointerAt pointer: (Int, Int) = (10, 400)) throws -> Checkpoint {
        let f12 = try keycodes(["F12"])[0]
        checkpoints += 1
        #expect(client.send([.motion(x: pointer.0, y: pointer.1), .key(f12, isDown: true), .key(f12, isDown: false)]))
        let app = self.app
        let expected = checkpoints
        var lines: [Substring] = []
        _ = waitUntil(timeout: 60, step: 0.002) {
            lines = app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("synced ") }
            return lines.count >= expected || !app.isRunning
        }
        guard lines.count >= expected, let state = Self.checkpoint(in: lines[expected - 1].dropFirst("synced ".count))
        else {
            throw RunningLabError(description: "InputLab did not answer F12; stderr: \(app.standardError)")
        }
        return state
    }

    /// How often the app reported hiding the small window while a touch in it was open.
    var windowsHiddenMidTouch: Int {
        app.standardOutput.split(separator: "\n").filter { $0 == "hidden mid-touch" }.count
    }

    /// SIGTERM, the exit status (must be 0) and the summary line.
    func terminate() throws -> Summary {
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        return try #require(Self.summary(in: app.standardOutput), "no summary line in: \(app.standardOutput)")
    }

    /// `leaked <n> highlighted <n> touches <n> presses <n>`.
    static func summary(in output: String) -> Summary? {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count == 8, words[4] == "touches", words[6] == "presses",
                let state = checkpoint(in: line), let touches = Int(words[5]), let presses = Int(words[7])
            else { continue }
            return Summary(state: state, touches: touches, presses: presses)
        }
        return nil
    }

    /// `leaked <n> highlighted <n>` at the start of `text`.
    static func checkpoint(in text: Substring) -> Checkpoint? {
        let words = text.split(separator: " ")
        guard words.count >= 4, words[0] == "leaked", words[2] == "highlighted",
            let leaked = Int(words[1]), let highlighted = Int(words[3])
        else { return nil }
        return Checkpoint(leaked: leaked, highlighted: highlighted)
    }
}

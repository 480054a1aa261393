import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Chinese input through a real input method server: Debian's uim-xim with its pinyin engine,
/// started on a private Xvfb after the app, typed into with XTEST. The app switches from Xlib's
/// built-in input method to the server when it appears, and shows the server's preedit in the
/// field as marked text (on-the-spot).
///
/// The locale is process-wide, so the test sets `zh_CN.UTF-8` (compiled with `localedef` into a
/// temporary folder, named by LOCPATH) only while it runs, as the other Xvfb suites are serialized.
@MainActor
@Suite(.serialized, .enabled(if: UIMXIM.isInstalled, Comment(rawValue: UIMXIM.missing)))
struct InputMethodServerX11Tests {
    @Test func pinyinComposesInTheFieldAndCommitsOnReturn() throws {
        let locales = try UIMXIM.compileChineseLocale()
        defer { try? FileManager.default.removeItem(atPath: locales) }
        let saved = UIMXIM.useChineseLocale(in: locales)
        defer { UIMXIM.restore(saved) }

        let controller = FieldController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        defer { app.terminate() }
        let display = try #require(app.displayName)
        let client = try XTestClient(displayName: display)
        let backend = try #require(app.application.backend as? X11Backend)
        let id = try #require(app.window?.platformWindow)
        let recorder = FieldChangeRecorder()
        controller.field.delegate = recorder
        app.tap(controller.field)
        let window = try #require(client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
        #expect(client.focus(window))
        backend.prepareKeyboardForTesting()
        app.runUntilIdle()
        #expect(backend.hasInputContextForTesting(id) && !backend.hasOnTheSpotContextForTesting(id))
        // XTEST's keyboard becomes the server's key source at its first key, and every client then
        // fetches the keyboard map again; a Shift tap now keeps that from racing the toggle below.
        let shiftKey = try #require(client.keycode(for: UInt(XK_Shift_L)))
        #expect(client.tap(keycode: shiftKey))
        app.runUntilIdle()

        // The window closes (at `terminate`) right after the server stops, as it may at any time.
        let server = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(server) }
        try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }

        func tap(_ keysym: Int32, shifted: Bool = false) throws {
            let keycode = try #require(client.keycode(for: UInt(keysym)))
            let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
            if shifted { #expect(client.keyDown(keycode: shift)) }
            #expect(client.tap(keycode: keycode))
            if shifted { #expect(client.keyUp(keycode: shift)) }
            app.runUntilIdle()
        }
        /// Serves the app until the field holds `text`; on a timeout, says what the app had.
        func serve(until text: String) throws {
            do {
                try UIMXIM.serve(app, timeout: 10) { controller.field.text == text }
            } catch {
                let state =
                    "text \(controller.field.text ?? "nil"), first responder \(controller.field.isFirstResponder), "
                    + "current app \(UIApplication.current === app.application), "
                    + "key window \(app.window?.isKeyWindow == true), changes \(recorder.changes)"
                Issue.record("\(error): \(state)")
                throw error
            }
        }
        // Shift+Space turns the pinyin engine on; "ni" composes 你, shown as marked text. Each key
        // waits for the server's answer to the one before, as a person's typing does.
        try tap(XK_space, shifted: true)
        try tap(XK_n)
        try serve(until: "\u{55EF}")
        try tap(XK_i)
        try serve(until: "\u{4F60}")
        #expect(controller.field.markedTextRange?.range == 0..<1)
        #expect(controller.field.selectedTextRange?.range == 0..<1, "the converted part is selected")
        // The preedit is drawn in the field, read back from the server: dark glyph pixels where
        // the empty field had none.
        let image = try #require(app.image())
        let text = controller.field.convert(controller.field.textRect(forBounds: controller.field.bounds), to: nil)
        let dark = UIMXIM.darkPixels(
            in: image, columns: Int(text.minX)..<Int(text.minX) + 24, rows: Int(text.minY)..<Int(text.maxY))
        #expect(dark > 10, "the composed character is drawn")
        // Return commits it: the field keeps the text, unmarked, and Return itself does nothing more.
        try tap(XK_Return)
        try UIMXIM.serve(app, timeout: 5) {
            controller.field.markedTextRange == nil && controller.field.text == "\u{4F60}"
        }
        #expect(
            recorder.changes == ["0,0 \"\u{55EF}\"", "0,1 \"\u{4F60}\"", "0,1 \"\"", "0,0 \"\u{4F60}\""],
            "the preedit as it grows, then the committed text")
        #expect(controller.field.isFirstResponder)
    }
}

extension InputMethodServerX11Tests {
    /// A window closed while the input method server cannot answer (it just exited and the X
    /// server has not noticed yet; stopped here, which looks the same to every X request) does
    /// not wait for the server: `XDestroyIC` would wait for its answer with no time limit.
    @Test func closingAWindowDoesNotWaitForAServerThatCannotAnswer() throws {
        let locales = try UIMXIM.compileChineseLocale()
        defer { try? FileManager.default.removeItem(atPath: locales) }
        let saved = UIMXIM.useChineseLocale(in: locales)
        defer { UIMXIM.restore(saved) }

        let app = try TestApplication.launch(FieldController(), windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        defer { app.terminate() }
        let display = try #require(app.displayName)
        let backend = try #require(app.application.backend as? X11Backend)
        let id = try #require(app.window?.platformWindow)
        backend.prepareKeyboardForTesting()
        app.runUntilIdle()
        let server = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(server) }
        try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }

        server.send(SIGSTOP)
        // Before the fix the close waited for ever; the watchdog lets the server answer after a
        // while, so that the test fails instead of hanging.
        let watchdog = UIMXIM.Watchdog(resuming: server.pid, after: 20)
        backend.destroyWindow(id)
        let waited = watchdog.cancel()
        server.send(SIGCONT)
        #expect(!waited, "closing the window waited for the stopped server")
        #expect(!backend.hasInputContextForTesting(id))
    }
}

extension InputMethodServerX11Tests {
    /// An input method server stopped (SIGSTOP) in the middle of typing stops answering, and
    /// Xlib waits for its answers with no time limit: telling it where the caret went hung the
    /// app. The app gives up on the server instead, and goes on with plain keys.
    @Test func aStoppedServerDoesNotStopKeysCaretMovesOrRepaints() throws {
        let locales = try UIMXIM.compileChineseLocale()
        defer { try? FileManager.default.removeItem(atPath: locales) }
        let saved = UIMXIM.useChineseLocale(in: locales)
        defer { UIMXIM.restore(saved) }

        let controller = FieldController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        defer { app.terminate() }
        let display = try #require(app.displayName)
        let client = try XTestClient(displayName: display)
        let backend = try #require(app.application.backend as? X11Backend)
        let id = try #require(app.window?.platformWindow)
        app.tap(controller.field)
        let window = try #require(client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
        #expect(client.focus(window))
        backend.prepareKeyboardForTesting()
        app.runUntilIdle()
        let shiftKey = try #require(client.keycode(for: UInt(XK_Shift_L)))
        #expect(client.tap(keycode: shiftKey))
        app.runUntilIdle()
        let server = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(server) }
        try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }

        func tap(_ keysym: Int32) throws {
            let keycode = try #require(client.keycode(for: UInt(keysym)))
            #expect(client.tap(keycode: keycode))
            app.runUntilIdle()
        }
        func darkPixels() throws -> Int {
            let image = try #require(app.image())
            let text = controller.field.convert(controller.field.textRect(forBounds: controller.field.bounds), to: nil)
            return UIMXIM.darkPixels(
                in: image, columns: Int(text.minX)..<Int(text.maxX), rows: Int(text.minY)..<Int(text.maxY))
        }
        // The running server passes a plain letter back (pinyin is off), and the app tells it where
        // the caret went.
        try tap(XK_a)
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "a" }
        let before = try darkPixels()

        server.send(SIGSTOP)
        // Before the fix the app waited for ever; the watchdog lets the server answer after a
        // while, so that the test fails instead of hanging.
        let watchdog = UIMXIM.Watchdog(resuming: server.pid, after: 20)
        try tap(XK_b)
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "ab" }
        try tap(XK_Left)
        try tap(XK_c)
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "acb" }
        #expect(controller.field.selectedTextRange?.range == 2..<2)
        let after = try darkPixels()
        let waited = watchdog.cancel()
        #expect(!waited, "the app waited for the stopped server")
        #expect(after > before, "the field is drawn again with the new letters (\(before) → \(after) dark pixels)")
        #expect(!backend.hasInputContextForTesting(id), "the server is given up")
        #expect(
            backend.keyboard.serverWarnings == [
                "X11: input method server uim did not answer within 1.0 s (stopped or hung); keys go on without "
                    + "it. Hint: restart the server; the app takes it up again when it starts"
            ])

        // Continued, the server is not taken up again: keys stay plain, and nothing waits for it.
        server.send(SIGCONT)
        try tap(XK_d)
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "acdb" }
        #expect(!backend.hasInputContextForTesting(id))
        #expect(backend.keyboard.serverWarnings.count == 1)

        // Restarted, it is taken up again, and serves the next key.
        UIMXIM.stop(server)
        let restarted = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(restarted) }
        try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }
        try tap(XK_e)
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "acdeb" }
        #expect(backend.keyboard.serverWarnings.count == 1)

        // Stopped again, it does not keep the app from quitting.
        restarted.send(SIGSTOP)
        let quitting = UIMXIM.Watchdog(resuming: restarted.pid, after: 20)
        app.terminate()
        let waitedToQuit = quitting.cancel()
        restarted.send(SIGCONT)
        #expect(!waitedToQuit, "quitting waited for the stopped server")
    }

    /// A window that loses and regains the keyboard focus tells the server, and Xlib first asks
    /// the server for a value and waits for it; a stopped server is given up instead.
    @Test func aFocusChangeDoesNotWaitForAStoppedServer() throws {
        let locales = try UIMXIM.compileChineseLocale()
        defer { try? FileManager.default.removeItem(atPath: locales) }
        let saved = UIMXIM.useChineseLocale(in: locales)
        defer { UIMXIM.restore(saved) }

        let controller = FieldController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        defer { app.terminate() }
        let display = try #require(app.displayName)
        let client = try XTestClient(displayName: display)
        let backend = try #require(app.application.backend as? X11Backend)
        let id = try #require(app.window?.platformWindow)
        app.tap(controller.field)
        let window = try #require(client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
        #expect(client.focus(window))
        backend.prepareKeyboardForTesting()
        app.runUntilIdle()
        let server = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(server) }
        try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }

        server.send(SIGSTOP)
        let watchdog = UIMXIM.Watchdog(resuming: server.pid, after: 20)
        #expect(client.focus(client.root))
        app.runUntilIdle()
        #expect(client.focus(window))
        app.runUntilIdle()
        let keycode = try #require(client.keycode(for: UInt(XK_a)))
        #expect(client.tap(keycode: keycode))
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "a" }
        let waited = watchdog.cancel()
        server.send(SIGCONT)
        #expect(!waited, "a focus change waited for the stopped server")
        #expect(!backend.hasInputContextForTesting(id))
        #expect(backend.keyboard.serverWarnings.count == 1)
    }

    /// The first key after launch opens the input method (`XOpenIM`), which first asks the
    /// server for its locales and waits for the answer with no time limit; a stopped server is
    /// asked with a time limit instead, and the keys go on without it.
    @Test func openingTheInputMethodDoesNotWaitForAStoppedServer() throws {
        let locales = try UIMXIM.compileChineseLocale()
        defer { try? FileManager.default.removeItem(atPath: locales) }
        let saved = UIMXIM.useChineseLocale(in: locales)
        defer { UIMXIM.restore(saved) }

        let controller = FieldController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        defer { app.terminate() }
        let display = try #require(app.displayName)
        let client = try XTestClient(displayName: display)
        let backend = try #require(app.application.backend as? X11Backend)
        let id = try #require(app.window?.platformWindow)
        app.tap(controller.field)
        let window = try #require(client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
        #expect(client.focus(window))
        let server = try UIMXIM.start(display: display, locales: locales)
        defer { UIMXIM.stop(server) }
        // The server is up once it owns its selection.
        let observer = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(observer) }
        let selection = XInternAtom(observer, "@server=uim", 0)
        try UIMXIM.serve(app, timeout: 10) { XGetSelectionOwner(observer, selection) != UInt(None) }

        server.send(SIGSTOP)
        let watchdog = UIMXIM.Watchdog(resuming: server.pid, after: 20)
        backend.prepareKeyboardForTesting()
        let keycode = try #require(client.keycode(for: UInt(XK_a)))
        #expect(client.tap(keycode: keycode))
        try UIMXIM.serve(app, timeout: 10) { controller.field.text == "a" }
        let waited = watchdog.cancel()
        server.send(SIGCONT)
        #expect(!waited, "opening the input method waited for the stopped server")
        #expect(!backend.hasOnTheSpotContextForTesting(id))
        #expect(backend.keyboard.serverWarnings.count == 1)
    }
}

/// Debian's uim-xim, the XIM bridge of the uim input method framework.
enum UIMXIM {
    static let path = "/usr/bin/uim-xim"
    static let localedef = "/usr/bin/localedef"
    static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: path) && FileManager.default.isExecutableFile(atPath: localedef)
            && FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/zh_CN")
    }
    static let missing =
        "uim-xim or the locale sources are not installed (apt-get install uim-xim locales; scripts/setup.sh installs them)"

    /// Compiles zh_CN.UTF-8 into a new temporary folder and returns the folder.
    static func compileChineseLocale() throws -> String {
        let folder = NSTemporaryDirectory() + "windowing-locales-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let compile = try AppProcess(
            executable: localedef, arguments: ["-i", "zh_CN", "-f", "UTF-8", folder + "/zh_CN.UTF-8"],
            environment: ["PATH": "/usr/bin:/bin"])
        let status = compile.wait(timeout: 60)
        try #require(status == 0, "localedef failed (\(String(describing: status))): \(compile.standardError)")
        return folder
    }

    /// What `useChineseLocale` changed, to put back.
    struct Saved {
        let locale: String
        let locpath: String?
        let modifiers: String?
    }

    /// The process takes zh_CN.UTF-8 and asks for the uim server, as a Chinese desktop's session would.
    static func useChineseLocale(in folder: String) -> Saved {
        let saved = Saved(
            locale: setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C",
            locpath: ProcessInfo.processInfo.environment["LOCPATH"],
            modifiers: ProcessInfo.processInfo.environment["XMODIFIERS"])
        setenv("LOCPATH", folder, 1)
        setenv("XMODIFIERS", "@im=uim", 1)
        _ = setlocale(LC_CTYPE, "zh_CN.UTF-8")
        return saved
    }

    static func restore(_ saved: Saved) {
        _ = setlocale(LC_CTYPE, saved.locale)
        if let locpath = saved.locpath { setenv("LOCPATH", locpath, 1) } else { unsetenv("LOCPATH") }
        if let modifiers = saved.modifiers { setenv("XMODIFIERS", modifiers, 1) } else { unsetenv("XMODIFIERS") }
    }

    /// Starts the server with its pinyin engine on `display`, with a home of its own.
    static func start(display: String, locales: String) throws -> AppProcess {
        try AppProcess(
            executable: path, arguments: ["--engine=py"],
            environment: [
                "DISPLAY": display, "LOCPATH": locales, "LANG": "zh_CN.UTF-8", "HOME": locales,
                "PATH": "/usr/bin:/bin",
            ])
    }

    /// Serves the app's X events until `condition` holds, without turning the run loop: on the
    /// main thread that would also run other suites' main-actor tests, which share the app
    /// singleton, in the middle of this one.
    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    static func serve(_ app: TestApplication, timeout: Double, until condition: () -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        app.runUntilIdle()
        while !condition() {
            guard deadline.timeIntervalSinceNow > 0 else {
                throw Timeout(description: "uim-xim test: the condition did not hold within \(timeout) s")
            }
            usleep(10_000)
            app.runUntilIdle()
        }
    }

    /// How many pixels in the rectangle are dark in all three channels.
    static func darkPixels(in image: PixelImage, columns: Range<Int>, rows: Range<Int>) -> Int {
        var count = 0
        for x in columns.clamped(to: 0..<image.width) {
            for y in rows.clamped(to: 0..<image.height) {
                let pixel = image[x: x, y: y]
                if pixel >> 16 & 0xFF < 128 && pixel >> 8 & 0xFF < 128 && pixel & 0xFF < 128 { count += 1 }
            }
        }
        return count
    }

    /// Sends SIGCONT to a stopped process after `seconds` unless cancelled first.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var state = (cancelled: false, fired: false)

        init(resuming pid: pid_t, after seconds: Double) {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.withLock {
                    guard !state.cancelled else { return }
                    state.fired = true
                    kill(pid, SIGCONT)
                }
            }
        }

        /// Stops the watchdog; true if it had fired.
        func cancel() -> Bool {
            lock.withLock {
                state.cancelled = true
                return state.fired
            }
        }
    }

    /// Stops the server this test started, by its PID.
    static func stop(_ server: AppProcess) {
        server.send(SIGTERM)
        _ = server.wait(timeout: 5)
    }
}

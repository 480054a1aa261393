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
        let session = try UIMXIM.Session()
        defer { session.end() }
        let (controller, app, backend, id) = (session.controller, session.app, session.backend, session.id)
        let recorder = FieldChangeRecorder()
        controller.field.delegate = recorder
        try session.prepareKeyboard()
        #expect(backend.hasInputContextForTesting(id) && !backend.hasOnTheSpotContextForTesting(id))

        // The window closes (at `end`) right after the server stops, as it may at any time.
        let server = try session.startServer()
        defer { UIMXIM.stop(server) }
        func tap(_ keysym: Int32, shifted: Bool = false) throws { try session.tap(keysym, shifted: shifted) }
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
        let session = try UIMXIM.Session()
        defer { session.end() }
        let (backend, id) = (session.backend, session.id)
        try session.prepareKeyboard()
        let server = try session.startServer()
        defer { UIMXIM.stop(server) }

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
        let session = try UIMXIM.Session()
        defer { session.end() }
        let (controller, app, backend, id) = (session.controller, session.app, session.backend, session.id)
        try session.prepareKeyboard()
        let server = try session.startServer()
        defer { UIMXIM.stop(server) }
        func tap(_ keysym: Int32) throws { try session.tap(keysym) }
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
        let restarted = try UIMXIM.start(display: session.display, locales: session.locales)
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
        let session = try UIMXIM.Session()
        defer { session.end() }
        let (controller, app, client, backend, id) = (
            session.controller, session.app, session.client, session.backend, session.id
        )
        let window = session.window
        try session.prepareKeyboard()
        let server = try session.startServer()
        defer { UIMXIM.stop(server) }

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
        let session = try UIMXIM.Session()
        defer { session.end() }
        let (controller, app, client, backend, id) = (
            session.controller, session.app, session.client, session.backend, session.id
        )
        let display = session.display
        // The keyboard is prepared only once the server has stopped, so that opening its input
        // method is what meets the stopped server.
        let server = try UIMXIM.start(display: display, locales: session.locales)
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

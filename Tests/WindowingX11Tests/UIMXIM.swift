import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

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

    @MainActor
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

extension UIMXIM {
    /// What the tests start from: the Chinese locale compiled into a temporary folder and in use,
    /// and a field in a window on a private Xvfb, the field first responder and the window given
    /// the X focus, as a person clicking into it would leave them. `end()` undoes it in reverse.
    @MainActor
    struct Session {
        let locales: String
        let saved: Saved
        let controller = FieldController()
        let app: TestApplication
        let display: String
        let client: XTestClient
        let backend: X11Backend
        let id: PlatformWindowID
        let window: UInt

        init() throws {
            locales = try UIMXIM.compileChineseLocale()
            saved = UIMXIM.useChineseLocale(in: locales)
            do {
                app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
            } catch {
                UIMXIM.restore(saved)
                try? FileManager.default.removeItem(atPath: locales)
                throw error
            }
            do {
                display = try #require(app.displayName)
                client = try XTestClient(displayName: display)
                backend = try #require(app.application.backend as? X11Backend)
                id = try #require(app.window?.platformWindow)
                app.tap(controller.field)
                let client = client
                window = try #require(
                    client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
                #expect(client.focus(window))
            } catch {
                app.terminate()
                UIMXIM.restore(saved)
                try? FileManager.default.removeItem(atPath: locales)
                throw error
            }
        }

        /// Prepares the keyboard and taps Shift: XTEST's keyboard becomes the server's key source
        /// at its first key, and every client then fetches the keyboard map again; a Shift tap
        /// first keeps that from racing the keys a test types.
        func prepareKeyboard() throws {
            backend.prepareKeyboardForTesting()
            app.runUntilIdle()
            let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
            #expect(client.tap(keycode: shift))
            app.runUntilIdle()
        }

        /// Starts uim-xim and serves the app until the field has an on-the-spot context with it.
        func startServer() throws -> AppProcess {
            let server = try UIMXIM.start(display: display, locales: locales)
            do {
                try UIMXIM.serve(app, timeout: 10) { backend.hasOnTheSpotContextForTesting(id) }
            } catch {
                UIMXIM.stop(server)
                throw error
            }
            return server
        }

        /// Types the key for `keysym`, with Shift held when `shifted`.
        func tap(_ keysym: Int32, shifted: Bool = false) throws {
            let keycode = try #require(client.keycode(for: UInt(keysym)))
            let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
            if shifted { #expect(client.keyDown(keycode: shift)) }
            #expect(client.tap(keycode: keycode))
            if shifted { #expect(client.keyUp(keycode: shift)) }
            app.runUntilIdle()
        }

        func end() {
            app.terminate()
            UIMXIM.restore(saved)
            try? FileManager.default.removeItem(atPath: locales)
        }
    }
}

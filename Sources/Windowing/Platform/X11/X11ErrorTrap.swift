internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Xlib's error handling for the backend: a process-wide handler that never exits, and scoped
/// traps for the requests whose failure we handle (GLFW's grab/release, dwm's `xerror`).
///
/// X protocol errors arrive asynchronously, when a later round trip reads them, so a trap
/// brackets its requests with `XSync`. Outside a trap an error is logged and ignored, with one
/// exception: BadWindow and BadDrawable naming a window we destroyed a moment ago are silent,
/// because the server may still have been answering an older request when the window went away
/// (dwm: "there's no way to check accesses to destroyed windows").
enum X11ErrorTrap {
    /// The first error caught by the active trap.
    private struct Caught {
        var code: Int
        var text: String
    }

    // Written from Xlib callbacks, which run synchronously inside main-thread Xlib calls.
    nonisolated(unsafe) private static var trappedDisplay: OpaquePointer?
    nonisolated(unsafe) private static var caught: Caught?
    nonisolated(unsafe) private static var reports = (count: 0, last: String?.none)
    nonisolated(unsafe) private static var held: [(display: OpaquePointer, resource: UInt, line: String)] = []

    /// How many protocol errors the global handler reported (not trapped, not silenced).
    static var reportedErrorCount: Int { reports.count }
    /// The most recent line the global handler reported.
    static var lastReport: String? { reports.last }

    /// Installs the protocol and IO error handlers; call before `XOpenDisplay`.
    ///
    /// The IO handler must be replaced even though the per-display exit handler does the real
    /// work: Xlib's default IO handler exits the process before the exit handler is reached.
    static func installHandlers() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            X11ErrorTrap.handle(event.pointee, on: display)
            return 0
        }
        XSetIOErrorHandler { _ in 0 }
    }

    /// Makes a lost server mark `connection` dead instead of letting Xlib exit the process.
    static func survivesConnectionLoss(_ connection: X11Connection) {
        XSetIOErrorExitHandler(
            connection.display,
            { display, _ in
                guard let display else { return }
                X11Connection.registered(display)?.markDead()
            }, nil)
    }

    /// Runs `body` with errors on `display` trapped, and throws the first one.
    ///
    /// - Parameters:
    ///   - request: The request's name for the error message, e.g. `"XCreateWindow"`.
    ///   - display: The connection the requests go to.
    /// - Throws: `PlatformError.requestFailed` with the server's text for the first error, or with
    ///   code 0 if the connection is lost.
    static func run<Result>(
        _ request: String, display: X11Connection, _ body: () -> Result
    ) throws(PlatformError) -> Result {
        guard display.isUsable else { throw lost(request) }
        // Earlier requests' errors must not be blamed on this one; but when the server has
        // answered the last request sent, their errors have arrived already, and a sync would
        // only cost a round trip (issue 20). Window creation, in the launch path, does without a
        // trap: a checked XCB request gets its own error back.
        if hasUnansweredRequests(
            nextRequest: UInt64(XNextRequest(display.display)),
            lastProcessed: UInt64(XLastKnownRequestProcessed(display.display)))
        {
            XSync(display.display, 0)
        }
        let outer = (trappedDisplay, caught)
        (trappedDisplay, caught) = (display.display, nil)
        defer { (trappedDisplay, caught) = outer }
        let result = body()
        if display.isUsable { XSync(display.display, 0) }
        guard display.isUsable else { throw lost(request) }
        if let caught { throw .requestFailed(request: request, code: caught.code, text: caught.text) }
        return result
    }

    /// True if a request before `nextRequest` may still be unanswered, so its error may be on
    /// the way. Sequence numbers are compared as Xlib keeps them, wrapping.
    static func hasUnansweredRequests(nextRequest: UInt64, lastProcessed: UInt64) -> Bool {
        nextRequest &- 1 != lastProcessed
    }

    /// The error a trap reports when the server vanished during it.
    private static func lost(_ request: String) -> PlatformError {
        .requestFailed(request: request, code: 0, text: "the connection to the X server is lost")
    }

    /// Routes one protocol error: to the active trap, to silence, or to a warning.
    private static func handle(_ error: XErrorEvent, on display: OpaquePointer) {
        let text = errorText(Int32(error.error_code), on: display)
        if trappedDisplay == display {
            if caught == nil { caught = Caught(code: Int(error.error_code), text: text) }
            return
        }
        if isDestroyedWindowRace(error, on: display) { return }
        let line =
            "X11: protocol error \(text) (request \(error.request_code).\(error.minor_code), "
            + "resource 0x\(String(error.resourceid, radix: 16))) ignored"
        if isAboutALiveWindow(error, on: display) {
            held.append((display, error.resourceid, line))
            return
        }
        report(line)
    }

    private static func report(_ line: String) {
        reports = (reports.count + 1, line)
        Diagnostics.warning(line)
    }

    /// Reports the errors held about windows that turned out not to be destroyed; call after the
    /// events read so far were translated (a DestroyNotify before them is then known).
    static func releaseHeldReports(of connection: X11Connection) {
        guard held.contains(where: { $0.display == connection.display }) else { return }
        let mine = held.filter { $0.display == connection.display }
        held.removeAll { $0.display == connection.display }
        for entry in mine where !connection.wasRecentlyDestroyed(entry.resource) { report(entry.line) }
    }

    /// BadWindow or BadDrawable about one of our windows that we did not destroy: another client
    /// may have destroyed it, and its DestroyNotify, already on the way, is not translated yet.
    /// Xlib forbids requests inside this handler, so the report waits for the drain.
    private static func isAboutALiveWindow(_ error: XErrorEvent, on display: OpaquePointer) -> Bool {
        let code = Int32(error.error_code)
        guard code == BadWindow || code == BadDrawable else { return false }
        return X11Connection.registered(display)?.liveWindows.contains(error.resourceid) ?? false
    }

    /// True for BadWindow/BadDrawable about a window this connection destroyed recently.
    private static func isDestroyedWindowRace(_ error: XErrorEvent, on display: OpaquePointer) -> Bool {
        let code = Int32(error.error_code)
        guard code == BadWindow || code == BadDrawable else { return false }
        return X11Connection.registered(display)?.wasRecentlyDestroyed(error.resourceid) ?? false
    }

    /// The server-independent text Xlib has for an error code, e.g. "BadWindow (invalid Window parameter)".
    static func errorText(_ code: Int32, on display: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, code, &buffer, Int32(buffer.count))
        return string(fromNulTerminated: buffer)
    }

    /// Decodes a NUL-terminated C buffer as UTF-8.
    static func string(fromNulTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

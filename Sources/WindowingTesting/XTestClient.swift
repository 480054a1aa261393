import CX11
import CXTest
import Foundation

/// A second X client for integration tests: it finds the toolkit's windows, reads their properties
/// and pixels, and plays the window manager and the user (client messages, resizes, XTEST input).
///
/// Every query runs under its own error trap and ends with `XSync`, so it sees what the server has
/// now and a failed request returns nil instead of reaching Xlib's default handler, which exits.
public final class XTestClient {
    /// What `XGetWindowAttributes` says about a window.
    public struct Geometry: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// `map_state == IsViewable`: mapped, and every ancestor mapped too.
        public var isViewable: Bool

        public init(width: Int, height: Int, isViewable: Bool) {
            (self.width, self.height, self.isViewable) = (width, height, isViewable)
        }
    }

    let display: OpaquePointer
    /// The root window of the default screen.
    public let root: UInt

    /// Connects to `displayName`; a server dying later makes queries fail instead of exiting the process.
    ///
    /// - Throws: `XTestClient.ConnectError` if the display cannot be opened.
    public init(displayName: String) throws {
        XSetIOErrorHandler { _ in 0 }
        guard let display = XOpenDisplay(displayName) else {
            throw ConnectError(description: "XTestClient: cannot open display '\(displayName)'")
        }
        // Xlib may hand out the address of a display closed earlier, which may be listed as dead.
        XTestClientState.deadDisplays.remove(display)
        XSetIOErrorExitHandler(
            display,
            { display, _ in
                if let display { XTestClientState.deadDisplays.insert(display) }
            }, nil)
        self.display = display
        root = XDefaultRootWindow(display)
    }

    /// Why the client could not connect.
    public struct ConnectError: Error, CustomStringConvertible {
        public let description: String
    }

    /// False once the server went away; every query then returns nil or does nothing.
    public var isConnected: Bool { !isClosed && !XTestClientState.deadDisplays.contains(display) }
    private var isClosed = false

    /// Runs `body` with protocol errors recorded instead of reported; nil if any request failed.
    ///
    /// Tests run on several threads while Xlib's error handler is one per process: trapped
    /// sections take a lock, and errors on any other connection (the toolkit's, in-process) are
    /// passed on to the handler that was installed before, so neither side loses the other's.
    func trapped<Result>(_ body: () -> Result?) -> Result? {
        XTestClientState.lock.lock()
        defer { XTestClientState.lock.unlock() }
        guard isConnected else { return nil }
        XSync(display, 0)
        XTestClientState.trappedDisplay = display
        XTestClientState.caughtError = nil
        let handler: XErrorHandler = { display, event in
            if let display, display == XTestClientState.trappedDisplay {
                if XTestClientState.caughtError == nil {
                    XTestClientState.caughtError = Int(event?.pointee.error_code ?? 0)
                }
                return 0
            }
            return XTestClientState.forwardedHandler?(display, event) ?? 0
        }
        XTestClientState.forwardedHandler = XSetErrorHandler(handler)
        defer {
            XSetErrorHandler(XTestClientState.forwardedHandler)
            XTestClientState.trappedDisplay = nil
        }
        let result = body()
        if isConnected { XSync(display, 0) }
        return isConnected && XTestClientState.caughtError == nil ? result : nil
    }

    /// Interns `name` (creating the atom if needed).
    public func atom(_ name: String) -> UInt {
        guard isConnected else { return 0 }
        return XInternAtom(display, name, 0)
    }

    /// Closes the connection; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
        // Closing a connection whose server is gone runs the IO-error exit handler, which lists it.
        XTestClientState.deadDisplays.remove(display)
    }

    deinit {
        close()
    }
}

/// State Xlib's C callbacks write; they run synchronously inside Xlib calls. `lock` guards the
/// trapped section's fields.
enum XTestClientState {
    nonisolated(unsafe) static var deadDisplays: Set<OpaquePointer> = []
    nonisolated(unsafe) static var caughtError: Int?
    nonisolated(unsafe) static var trappedDisplay: OpaquePointer?
    nonisolated(unsafe) static var forwardedHandler: XErrorHandler?
    static let lock = NSLock()
}

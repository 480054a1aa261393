internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a launch through the launch connection keeps (X11Backend+Launch): the connection, the
/// thread opening Xlib's display until it is taken, the window the connection made, and one
/// descriptor that is readable when either connection is.
@MainActor
final class X11LaunchState {
    let name: String
    let connection: X11LaunchConnection
    private var opener: X11DisplayOpener?
    /// An epoll descriptor holding the launch connection's socket, and Xlib's once it opened:
    /// `poll` reports it readable when either socket is. The launch socket alone if epoll failed.
    let eventDescriptor: Int32
    private let ownsEventDescriptor: Bool
    /// The first window has been made here; later ones are Xlib's.
    var madeWindow = false
    /// The windows this connection made and that still exist.
    private(set) var windows: Set<UInt32> = []
    /// Each window's pixels on the server as the launch presented them, which Xlib's presents
    /// then go on drawing into (`X11ServerMirror(adopting:)`), so the first frame is not sent again.
    private var mirrors: [UInt32: (pixmap: UInt32, gc: UInt32, size: PlatformSize)] = [:]
    /// `CreateWindow` checks, collected when Xlib takes over: by then a later event has come,
    /// so collecting costs no wait.
    private var creationChecks: [(xid: UInt32, cookie: xcb_void_cookie_t)] = []
    /// Windows focused before Xlib's connection took over, for its input contexts.
    var focusedWindows: Set<UInt> = []
    /// Events XCB read while waiting for a reply, taken out so `flush()` can tell they wait.
    private var queued: [UnsafeMutablePointer<xcb_generic_event_t>] = []
    /// Events found outside a drain (a refused window at the take-over), for the next one.
    var pendingEvents: [PlatformEvent] = []
    /// Windows this connection destroyed or saw destroyed; errors about them are races.
    private var forgotten: Set<UInt32> = []

    var isClosed: Bool { connection.isClosed }
    /// Tests: the opener's display is closed when taken, as if Xlib had failed to open it.
    var losesDisplayForTesting = false

    private init(name: String, connection: X11LaunchConnection, opener: X11DisplayOpener) {
        self.name = name
        self.connection = connection
        self.opener = opener
        let epoll = epoll_create1(Int32(O_CLOEXEC))
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = connection.fileDescriptor
        if epoll >= 0, epoll_ctl(epoll, EPOLL_CTL_ADD, connection.fileDescriptor, &event) == 0 {
            (eventDescriptor, ownsEventDescriptor) = (epoll, true)
        } else {
            if epoll >= 0 { _ = close(epoll) }
            (eventDescriptor, ownsEventDescriptor) = (connection.fileDescriptor, false)
        }
    }

    /// Starts Xlib's display opening on a thread, connects XCB's own, and waits for the one reply
    /// the screen needs, `RESOURCE_MANAGER` (`Xft.dpi`), asked for after the atoms, so the
    /// atoms' replies have come with it: two round trips in all.
    ///
    /// - Throws: `PlatformError.cannotOpenDisplay`, `.unsupportedVisual`, or `.requestFailed` if
    ///   the atoms cannot be had; the opener's display is closed first.
    static func start(_ name: String) throws(PlatformError) -> (
        state: X11LaunchState, atoms: X11Atoms, resources: String?
    ) {
        let opener = X11DisplayOpener(name: name)
        let connection: X11LaunchConnection
        do throws(PlatformError) {
            connection = try X11LaunchConnection.connect(name)
        } catch {
            if let display = opener.join().display { XCloseDisplay(display) }
            throw error
        }
        let state = X11LaunchState(name: name, connection: connection, opener: opener)
        do throws(PlatformError) {
            try connection.requireXRGBVisual()
        } catch {
            state.disconnect()
            throw error
        }
        let atomRequests = X11AtomRequests(sendingOn: connection.xcb)
        let resources = connection.collectResources(connection.requestResources())
        do throws(PlatformError) {
            let atoms = try atomRequests.collect()
            return (state, atoms, resources)
        } catch {
            state.disconnect()
            throw error
        }
    }

    /// Waits for the opener thread and hands its display over, once; nil if Xlib could not open it.
    func takeDisplay() -> (display: OpaquePointer?, defersXkb: Bool) {
        guard let opener else { return (nil, false) }
        self.opener = nil
        let opened = opener.join()
        if losesDisplayForTesting, let display = opened.display {
            XCloseDisplay(display)
            return (nil, false)
        }
        if let display = opened.display, ownsEventDescriptor {
            var event = epoll_event()
            event.events = EPOLLIN.rawValue
            event.data.fd = XConnectionNumber(display)
            _ = epoll_ctl(eventDescriptor, EPOLL_CTL_ADD, event.data.fd, &event)
        }
        return opened
    }

    /// Records a window made here and its creation's check.
    func adopt(_ xid: UInt32, check: xcb_void_cookie_t) {
        windows.insert(xid)
        creationChecks.append((xid, check))
    }

    /// The error codes of the windows whose creation the server refused; collected once.
    func takeRefusedWindows() -> [(xid: UInt32, code: Int32)] {
        let checks = creationChecks
        creationChecks = []
        return checks.map { ($0.xid, connection.isUsable ? connection.check($0.cookie) : 0) }.filter { $0.code != 0 }
    }

    /// The window's mirror pixmap and its GC at `size`, made on first use or anew for a new size.
    func mirror(of window: UInt32, size: PlatformSize) -> (pixmap: UInt32, gc: UInt32) {
        if let mirror = mirrors[window], mirror.size == size { return (mirror.pixmap, mirror.gc) }
        dropMirror(of: window, freeingPixmap: true)
        let made = connection.createMirror(for: window, size: size)
        mirrors[window] = (made.pixmap, made.gc, size)
        return made
    }

    private func dropMirror(of window: UInt32, freeingPixmap: Bool) {
        guard let mirror = mirrors.removeValue(forKey: window), connection.isUsable else { return }
        connection.freeGC(mirror.gc)
        if freeingPixmap { connection.freePixmap(mirror.pixmap) }
    }

    /// From now on Xlib's connection reads the window's events; this one is sent only what is
    /// addressed to the window's creator. Returns the window's mirror pixmap, which Xlib's
    /// connection adopts and frees, and its size; this connection keeps no GC.
    func yieldEvents(of window: UInt) -> (pixmap: UInt, size: PlatformSize)? {
        let xid = UInt32(truncatingIfNeeded: window)
        guard windows.contains(xid), connection.isUsable else { return nil }
        connection.selectEvents(0, on: xid)
        let mirror = mirrors[xid]
        dropMirror(of: xid, freeingPixmap: false)
        return mirror.map { (UInt($0.pixmap), $0.size) }
    }

    /// Destroys a window this connection made.
    func destroy(_ window: UInt) {
        let xid = UInt32(truncatingIfNeeded: window)
        forget(window)
        guard connection.isUsable else { return }
        connection.destroy(xid)
        connection.flush()
    }

    /// The window is gone (destroyed by Xlib's connection or another client).
    func forget(_ window: UInt) {
        let xid = UInt32(truncatingIfNeeded: window)
        guard windows.remove(xid) != nil else { return }
        forgotten.insert(xid)
        dropMirror(of: xid, freeingPixmap: true)
    }

    /// True if `resource` is a window of this connection that is gone.
    func wasForgotten(_ resource: UInt32) -> Bool { forgotten.contains(resource) }

    /// The next event: one taken out by `takeQueuedEvents()` first, then what XCB has or can read.
    func nextEvent() -> UnsafeMutablePointer<xcb_generic_event_t>? {
        if !queued.isEmpty { return queued.removeFirst() }
        return connection.nextEvent()
    }

    /// Takes out what XCB read while waiting for replies; true if an event or a pending event waits.
    func takeQueuedEvents() -> Bool {
        while let event = connection.nextQueuedEvent() { queued.append(event) }
        return !queued.isEmpty || !pendingEvents.isEmpty
    }

    /// Closes Xlib's display if it was never taken, then this connection, which destroys its windows.
    func disconnect() {
        if let display = takeDisplay().display { XCloseDisplay(display) }
        for event in queued { free(event) }
        queued = []
        guard !connection.isClosed else { return }
        connection.close()
        if ownsEventDescriptor { _ = close(eventDescriptor) }
    }
}

internal import CX11

/// One Xlib connection and the facts about it that C callbacks and late releases must see.
///
/// Xlib's error callbacks run outside the main actor's knowledge, and a back buffer's shared-memory
/// segment may be released after the backend shut down, so this state is a plain class looked up
/// by `Display*` rather than a field of the `@MainActor` backend.
final class X11Connection {
    /// Windows destroyed most recently; errors naming them are races, not bugs.
    private static let destroyedWindowMemory = 64

    let display: OpaquePointer
    /// The XCB connection under `display` (`xcb_connection_t`): the same socket and sequence
    /// numbers, for requests whose replies should be collected later instead of waited for.
    /// Xlib stays the owner of the event queue.
    let xcb: OpaquePointer
    /// XKB, which the display was opened without, switched on later (issue 20).
    let xkb: X11DeferredXkb
    /// The display name as opened, for messages.
    let name: String
    /// The server went away; from now on no Xlib call may use `display`, except `XCloseDisplay`.
    private(set) var isDead = false
    /// `XCloseDisplay` ran; `display` is freed memory.
    private(set) var isClosed = false
    /// Why the connection died, as the `.connectionLost` message.
    private(set) var lostMessage = ""
    private var recentlyDestroyed: [UInt] = []
    /// The top-level windows this connection created and has not destroyed.
    private(set) var liveWindows: Set<UInt> = []

    /// True while requests may still be sent.
    var isUsable: Bool { !isDead && !isClosed }

    /// Wraps an open display and makes it findable from Xlib's callbacks.
    init(display: OpaquePointer, xcb: OpaquePointer, name: String, defersXkb: Bool) {
        self.display = display
        self.xcb = xcb
        xkb = X11DeferredXkb(xcb: xcb, deferred: defersXkb)
        self.name = name
        X11Connection.open.append(self)
    }

    /// A connection that never opened: Xlib's display failed to open on the launch's opener thread
    /// after the launch connection had made the window (X11Backend+Launch). It is dead and closed
    /// from the start, so no Xlib call reaches its `display`, which points at no display, and
    /// the backend reports `message` as the connection's loss.
    init(failedToOpen name: String, message: String) {
        display = Self.unopened
        xcb = Self.unopened
        xkb = X11DeferredXkb(xcb: Self.unopened, deferred: false)
        self.name = name
        isDead = true
        isClosed = true
        lostMessage = message
    }

    /// What an unopened connection's `display` and `xcb` point at: memory of the process's own,
    /// never handed to Xlib or XCB.
    nonisolated(unsafe) private static let unopened = OpaquePointer(
        UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16))

    /// The connection Xlib hands a callback, if this process opened it through `X11Connection`.
    static func registered(_ display: OpaquePointer) -> X11Connection? {
        open.first { $0.display == display }
    }

    /// Remembers a window this connection created, whose errors wait for a DestroyNotify (X11ErrorTrap).
    func noteCreated(_ window: UInt) {
        liveWindows.insert(window)
    }

    /// Remembers a destroyed window so late errors about it stay quiet.
    func noteDestroyed(_ window: UInt) {
        liveWindows.remove(window)
        recentlyDestroyed.append(window)
        if recentlyDestroyed.count > Self.destroyedWindowMemory {
            recentlyDestroyed.removeFirst(recentlyDestroyed.count - Self.destroyedWindowMemory)
        }
    }

    /// True if `resource` is a window this connection destroyed recently.
    func wasRecentlyDestroyed(_ resource: UInt) -> Bool {
        recentlyDestroyed.contains(resource)
    }

    /// Records that the server is gone; called from Xlib's IO-error exit handler.
    func markDead() {
        guard !isDead else { return }
        isDead = true
        lostMessage = Self.lostMessage(name)
    }

    /// The `.connectionLost` message for the display `name`, for this and the launch's connection.
    static func lostMessage(_ name: String) -> String {
        "X11: lost the connection to display '\(name)'; the X server exited or closed it"
    }

    /// Closes the display (also safe after the server died) and forgets it.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        X11Connection.open.removeAll { $0 === self }
        XCloseDisplay(display)
    }

    // Written only on the main thread; read by Xlib callbacks, which run inside main-thread Xlib calls.
    // A list, not a dictionary keyed by `Display*`: a process has one or two connections, and the
    // dictionary's first use cost the launch a scan of every conformance record (OpaquePointer:
    // Hashable, ~0.35 M instructions).
    nonisolated(unsafe) private static var open: [X11Connection] = []
}

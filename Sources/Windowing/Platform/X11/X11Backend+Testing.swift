internal import CX11

/// Exported but non-public entry points that let the X11 integration tests look inside the backend.
extension X11Backend {
    /// Waits until the server handled every request sent so far; the events they caused are then queued.
    package func syncForTesting() {
        launch?.connection.sync()
        guard connection.isUsable else { return }
        XSync(display, 0)
    }

    /// Waits for the launch connection only, so Xlib's connection does not take over yet.
    package func syncLaunchForTesting() { launch?.connection.sync() }
    /// Whether this backend launched through a connection of XCB's own.
    package var usesLaunchConnectionForTesting: Bool { launch != nil }
    /// Has Xlib's display count as never opened when it takes over, as if `XOpenDisplay` failed.
    package func loseXlibDisplayForTesting() { launch?.losesDisplayForTesting = true }
    /// Whether Xlib's connection has taken the launch's windows over (or there was no launch).
    package var hasHandedOverForTesting: Bool { !isLaunching }

    /// Maps an arbitrary X id and waits for the answer, to provoke a protocol error on purpose.
    package func mapWindowForTesting(rawID: UInt64) {
        guard connection.isUsable else { return }
        XMapWindow(display, UInt(truncatingIfNeeded: rawID))
        XSync(display, 0)
    }

    /// Sets up XInput 2 now rather than after the first frame, as a backend that presented would.
    package func prepareXInputForTesting() { prepareXInput() }
    /// Whether pointer input comes through XInput 2 (the server has 2.1, it is not switched off,
    /// and it has been set up).
    package var usesXInput2ForTesting: Bool { xinput != nil }
    /// Whether the windows take pointer input through XI2 now (a device scrolls smoothly, or forced).
    package var selectsXInput2PointerForTesting: Bool { xinput?.selectsPointerEvents ?? false }

    /// Whether the window's current back buffer is an MIT-SHM segment; nil without a buffer.
    package func usesSharedMemoryForTesting(_ id: PlatformWindowID) -> Bool? {
        window(id)?.backBuffer?.usesSharedMemory
    }

    /// True once Xlib reported the connection lost.
    package var isConnectionLostForTesting: Bool { connection.isDead }

    /// How many protocol errors the process-wide handler reported as warnings so far.
    package static var reportedProtocolErrorsForTesting: Int { X11ErrorTrap.reportedErrorCount }

    /// The last protocol-error warning the process-wide handler wrote.
    package static var lastProtocolErrorReportForTesting: String? { X11ErrorTrap.lastReport }

    /// Whether the window has an input context (false without an input method, and until the
    /// keyboard is prepared).
    package func hasInputContextForTesting(_ id: PlatformWindowID) -> Bool {
        keyboard.context(for: id.xid) != nil
    }

    /// Readies the keyboard now, as the first frame or key would.
    package func prepareKeyboardForTesting() { prepareKeyboard() }

    /// Whether the window's input context hands its preedit to the toolkit (an input method
    /// server's on-the-spot input).
    package func hasOnTheSpotContextForTesting(_ id: PlatformWindowID) -> Bool {
        keyboard.onTheSpotWindows.contains(id.xid) && keyboard.context(for: id.xid) != nil
    }

    /// Whether the server reports auto-repeat as presses only (XKB detectable auto-repeat).
    package var detectsAutoRepeatForTesting: Bool { keyboard.detectsAutoRepeat }

    /// Turns detectable auto-repeat off, so the server repeats held keys as release+press pairs.
    package func disableDetectableAutoRepeatForTesting() {
        guard connection.isUsable else { return }
        prepareKeyboard()
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 0, &supported)
        keyboard.detectsAutoRepeat = false
    }

    /// The size of Xlib's `XEvent`, for tests that make events byte by byte.
    package static var eventSizeForTesting: Int { MemoryLayout<XEvent>.size }

    /// Translates `bytes`, an `XEvent`'s bytes, as if the server had sent them: the event goes to
    /// the head of Xlib's queue and is drained with whatever else is queued, through every check
    /// the real events pass. Its display is this backend's, and an XInput cookie carries no data,
    /// as Xlib guarantees for events from the wire (neither can a client set them).
    package func translateForTesting(eventBytes bytes: [UInt8]) -> [PlatformEvent] {
        guard connection.isUsable else { return [] }
        var event = XEvent()
        withUnsafeMutableBytes(of: &event) { $0.copyBytes(from: bytes.prefix($0.count)) }
        event.xany.display = display
        if event.type == GenericEvent { event.xcookie.data = nil }
        XPutBackEvent(display, &event)
        return drainEvents()
    }

    /// Puts `bytes`, an `XEvent`'s bytes, at the head of Xlib's queue as if the server had sent
    /// it, without draining: a test queues a flood this way and drains it as the run loop would.
    package func queueForTesting(eventBytes bytes: [UInt8]) {
        guard connection.isUsable else { return }
        var event = XEvent()
        withUnsafeMutableBytes(of: &event) { $0.copyBytes(from: bytes.prefix($0.count)) }
        event.xany.display = display
        if event.type == GenericEvent { event.xcookie.data = nil }
        XPutBackEvent(display, &event)
    }

    /// The most X events one `drainEvents()` translates.
    package static var maximumEventsPerDrainForTesting: Int { maximumEventsPerDrain }

    /// What the backend holds that input could make grow: its windows and the keys it thinks are down.
    package var heldStateForTesting: (windows: Int, pressedKeys: Int) { (windows.count, keyboard.pressed.count) }
}

extension X11Backend {
    /// Where the server's pixels are not known to match the last present (no MIT-SHM only); nil
    /// with MIT-SHM or without a buffer.
    func unknownPresentRectsForTesting(_ id: PlatformWindowID) -> [PlatformRect]? {
        window(id)?.backBuffer?.shadow?.unknown
    }

    var maximumRequestBytesForTesting: Int { maximumRequestBytes }
}

extension X11Backend {
    /// Runs the RENDER look-up that `flush()` runs after the first frame.
    func prepareRenderForTesting() { prepareRender() }

    /// How many rectangles the window's mirror holds saved; nil on MIT-SHM.
    func savedPresentRectsForTesting(_ id: PlatformWindowID) -> Int? {
        window(id)?.backBuffer?.shadow?.cache?.entries.count
    }

    /// Released slot pixmaps the window's server-side copy keeps for later saves of their size.
    func sparePixmapsForTesting(_ id: PlatformWindowID) -> Int? {
        window(id)?.backBuffer?.mirror?.spareCount
    }

    /// Whether presents of the window send two-colour rectangles as coverage masks.
    func presentsBlendsForTesting(_ id: PlatformWindowID) -> Bool {
        window(id)?.backBuffer?.shadow?.allowsBlends == true
    }
}

// The X11 backend: one Xlib connection, top-level windows with client-side back buffers, and the
// translation of X events into `PlatformEvent` values.
//
// Files: this one opens and closes the connection; X11Backend+Windows makes windows and sets their
// properties; X11BackBuffer and X11Backend+Presentation own the pixels (MIT-SHM or XPutImage);
// X11EventTranslation, with X11PointerTranslation, X11XInputTranslation and X11KeyTranslation for
// input, is the only reader of XEvent fields; X11XInput selects XInput 2 pointer events and keeps
// the devices' scroll axes, whose arithmetic is X11SmoothScroll; X11Keyboard owns the locale,
// input method and keys down, X11KeyCodes and X11KeySymbols are the key tables; X11Selection
// serves CLIPBOARD and PRIMARY and reads the selection events, which the drain hands it;
// X11PresentPacer paces frames by the Present extension's completion events; X11ErrorTrap keeps
// Xlib from exiting the process on protocol or connection errors; X11Atoms and X11DeferredXkb keep
// the launch from waiting for replies one at a time (issue 20), through XCB on Xlib's connection.
// Over a remote display the first window is made and drawn through a connection of XCB's own
// while Xlib's opens on a thread (Launch/, X11Backend+Launch), and Xlib takes it over after the
// first frame. Xlib is used from the main actor only, and stays the owner of its event queue.

internal import CX11

/// The `PlatformBackend` for X11 servers, over Xlib.
@MainActor
final class X11Backend: PlatformBackend {
    let name = "x11"
    let screen: PlatformScreen
    /// Xlib's connection; nil while the launch's opener thread is still opening it.
    var openedConnection: X11Connection?
    /// The launch through a connection of XCB's own over a remote display (X11Backend+Launch);
    /// nil for a local one. It stays for the app's life: the first window is its.
    var launch: X11LaunchState?
    /// The atoms' requests, sent when the display opened and collected by the first window.
    private var atomRequests: X11AtomRequests?
    private var collectedAtoms: X11Atoms?
    let root: UInt
    /// `WINDOWING_NO_XIM` is off: the keyboard opens an input method when prepared.
    private let usesInputMethod: Bool
    private var madeKeyboard: X11Keyboard?
    /// XInput ≥ 2.1, through which pointer input comes; nil without it, with `WINDOWING_NO_XI2`,
    /// or until it is set up after the first frame (`prepareXInput()`).
    private(set) var xinput: X11XInput?
    /// XInput 2's set-up is still to come: `WINDOWING_NO_XI2` is off and it has not run.
    private(set) var xinputPending: Bool
    /// `WINDOWING_XI2_POINTER`, kept for the deferred set-up.
    let forcesXInput2Pointer: Bool
    /// `WINDOWING_NO_SHM`, kept for a connection opened after the launch.
    let disablesSharedMemory: Bool
    /// Windows by X id; events for ids not in here are dropped.
    var windows: [UInt: X11Window] = [:]
    /// New back buffers try MIT-SHM; false once the server refused it, or when it is switched off.
    var triesSharedMemory: Bool
    /// `.connectionLost` was returned by `drainEvents()`; nothing follows it.
    var reportedConnectionLoss = false
    /// A frame has been presented; the keyboard and XInput 2 are readied after it (`flush()`).
    var hasPresented = false
    /// RENDER's formats for presenting without MIT-SHM, found after the first frame
    /// (`prepareRender()`); nil until then, or if the server has no RENDER.
    var renderFormats: X11RenderFormats?
    /// `prepareRender()` has yet to run.
    var renderPending = true
    /// Frame pacing by the Present extension (X11PresentPacer), looked up when frames are first wanted.
    var presentPacing = X11PresentPacing.unqueried
    /// CLIPBOARD and PRIMARY (X11Selection), made when the pasteboard first uses them.
    private(set) var selectionHandler: X11Selections?

    /// Xlib's connection. During a launch through the launch connection, the first use waits for
    /// the opener thread and hands the launch's windows over to Xlib (`handOver()`); the launch
    /// itself never asks for it before its first frame is on the server.
    var connection: X11Connection {
        if let openedConnection { return openedConnection }
        return handOver()
    }

    var display: OpaquePointer { connection.display }

    /// The default screen's visual, which every window uses.
    var visual: UnsafeMutablePointer<Visual> {
        let display = display
        return XDefaultVisual(display, XDefaultScreen(display))
    }

    /// The input method, input contexts and keys down; made with Xlib's connection.
    var keyboard: X11Keyboard {
        if let madeKeyboard { return madeKeyboard }
        let made = X11Keyboard(display: display, usesInputMethod: usesInputMethod)
        madeKeyboard = made
        return made
    }

    /// Opens `displayName`, or `DISPLAY` when it is nil, and checks the screen can show back buffers.
    ///
    /// - Parameters:
    ///   - displayName: An X display name such as `":1"`; nil reads `environment.display`.
    ///   - environment: `DISPLAY`, `WINDOWING_SCALE`, `WINDOWING_NO_SHM`, `WINDOWING_NO_XIM`,
    ///     `WINDOWING_NO_XI2`, `WINDOWING_NO_PRESENT` and `WINDOWING_LAUNCH_CONNECTION`, read
    ///     from the process by default.
    ///
    /// Opening also sets the process's LC_CTYPE from the environment if it is still "C" (see
    /// `X11Keyboard`), which is process-wide.
    /// - Throws: `PlatformError.displayNotSet`, `.cannotOpenDisplay` with the name Xlib tried,
    ///   or `.unsupportedVisual`.
    ///
    /// Over a local display nothing here waits for the server (issue 20): the atoms are asked for
    /// and collected by the first window, and everything else comes from the connection setup
    /// `XOpenDisplay` read. Over a remote one Xlib's display opens on a thread while the launch
    /// connection waits for its setup and for `RESOURCE_MANAGER` with the atoms (X11Backend+Launch).
    init(displayName: String?, environment: X11Environment = .current()) throws(PlatformError) {
        let name = try Self.resolveDisplayName(displayName, environment: environment)
        usesInputMethod = !environment.disablesInputMethod
        xinputPending = !environment.disablesXInput2
        forcesXInput2Pointer = environment.forcesXInput2Pointer
        disablesSharedMemory = environment.disablesSharedMemory
        if environment.disablesPresent { presentPacing = .switchedOff }
        if environment.usesLaunchConnection(for: name) {
            Self.prepareXlib()
            let started = try X11LaunchState.start(name)
            launch = started.state
            root = UInt(started.state.connection.root)
            collectedAtoms = started.atoms
            screen = PlatformScreen(
                size: started.state.connection.size,
                scale: X11Screen.scaleOverride(environment.scale)
                    ?? started.resources.flatMap { X11Screen.dpiScale(resources: $0) } ?? 1)
            triesSharedMemory = false
            X11Keyboard.adoptUserLocale()
            return
        }
        let connection = try Self.open(name)
        do throws(PlatformError) {
            try X11Screen.requireXRGBVisual(on: connection.display)
        } catch {
            connection.close()
            throw error
        }
        openedConnection = connection
        atomRequests = X11AtomRequests(sendingOn: connection.xcb)
        root = XRootWindow(connection.display, XDefaultScreen(connection.display))
        screen = X11Screen.describe(on: connection.display, environment: environment)
        triesSharedMemory = connection.offersSharedMemory(unless: environment.disablesSharedMemory)
        madeKeyboard = X11Keyboard(display: connection.display, usesInputMethod: usesInputMethod)
    }

    /// The backend's atoms, collected from their requests on first use (waiting for replies
    /// still on the way); `X11Atoms.unavailable` if they could not be had.
    var atoms: X11Atoms {
        (try? resolvedAtoms()) ?? .unavailable
    }

    /// The atoms, collected now if they are still requests.
    ///
    /// - Throws: `PlatformError.requestFailed` if the server did not answer every `InternAtom`.
    func resolvedAtoms() throws(PlatformError) -> X11Atoms {
        if let collectedAtoms { return collectedAtoms }
        guard let requests = atomRequests, openedConnection?.isUsable == true else {
            throw .requestFailed(request: "InternAtom", code: 0, text: "the connection to the X server is lost")
        }
        atomRequests = nil
        let atoms = try requests.collect()
        collectedAtoms = atoms
        return atoms
    }

    /// Sets up XInput 2 once, and has it follow every window made so far. It costs about seven
    /// round trips, so it waits until the first frame is on screen, as the keyboard does: until
    /// then pointer input comes as core events, which carry the same clicks, moves and wheel notches.
    func prepareXInput() {
        guard xinputPending, connection.isUsable else { return }
        xinputPending = false
        xinput = X11XInput(connection: connection, root: root, forcesPointerEvents: forcesXInput2Pointer)
        guard let xinput else { return }
        for xid in windows.keys.sorted() { xinput.selectPointerEvents(on: xid) }
    }

    /// The display to open: the caller's name, else `DISPLAY`.
    private static func resolveDisplayName(
        _ displayName: String?, environment: X11Environment
    ) throws(PlatformError) -> String {
        guard let name = displayName ?? environment.display, !name.isEmpty else { throw .displayNotSet }
        return name
    }

    /// Xlib's threads, resource manager and error handlers that never exit, once per process
    /// before a display opens (on any thread).
    static func prepareXlib() {
        XInitThreads()
        XrmInitialize()
        X11ErrorTrap.installHandlers()
    }

    /// Prepares Xlib for this process and opens `name` with error handlers that never exit.
    private static func open(_ name: String) throws(PlatformError) -> X11Connection {
        prepareXlib()
        let (opened, defersXkb) = X11DeferredXkb.openDisplay(name)
        guard let display = opened else {
            let tried = XDisplayName(name).map { String(cString: $0) } ?? name
            throw .cannotOpenDisplay(tried)
        }
        return try wrap(display, name: name, defersXkb: defersXkb)
    }

    /// Xlib's `display`, opened from `name`, as the backend's connection, surviving the server's loss.
    static func wrap(_ display: OpaquePointer, name: String, defersXkb: Bool) throws(PlatformError) -> X11Connection {
        // libX11 always runs over XCB; a nil here would be a libX11 without it.
        guard let xcb = XGetXCBConnection(display) else {
            XCloseDisplay(display)
            throw .cannotOpenDisplay(name)
        }
        let connection = X11Connection(display: display, xcb: xcb, name: name, defersXkb: defersXkb)
        X11ErrorTrap.survivesConnectionLoss(connection)
        return connection
    }

    /// The connection's socket, for `poll`; during a launch connection's life, a descriptor
    /// readable when either connection is (`X11LaunchState`); nil after `shutdown()`.
    var eventFileDescriptor: Int32? {
        if let launch { return launch.isClosed ? nil : launch.eventDescriptor }
        guard let openedConnection, !openedConnection.isClosed else { return nil }
        return XConnectionNumber(openedConnection.display)
    }

    /// Translates what both connections have; the launch connection's first (X11Backend+Launch).
    func drainEvents() -> [PlatformEvent] {
        var events = drainLaunchEvents()
        guard let openedConnection else { return events }
        if openedConnection.isClosed {
            // Xlib's display never opened after the launch made its window.
            if openedConnection.isDead && !reportedConnectionLoss && launch?.isClosed == false {
                reportedConnectionLoss = true
                events.append(.connectionLost(openedConnection.lostMessage))
            }
            return events
        }
        return events + drainXlibEvents()
    }

    /// Sends buffered requests; true if events wait in Xlib's queue or a `.connectionLost` is undelivered.
    ///
    /// This is the last call before the app sleeps, so the keyboard is readied here once a frame is
    /// on screen: the user sees the window first, and the input method is open before they type.
    /// The launch connection answers first, if it drew; Xlib's only if it is open: the report
    /// after a launch's first frame waits for the connection that drew it, and no longer.
    func synchronize() {
        launch?.connection.sync()
        if let openedConnection, openedConnection.isUsable { XSync(openedConnection.display, 0) }
    }

    func flush() -> Bool {
        // The launch's first frame is on its way: Xlib's connection takes over (X11Backend+Launch).
        if hasPresented, isLaunching { _ = handOver() }
        let launchHasEvents = flushLaunch()
        guard let openedConnection, !openedConnection.isClosed else {
            let undelivered = openedConnection?.isDead == true && !reportedConnectionLoss && launch?.isClosed == false
            return launchHasEvents || undelivered
        }
        if launchHasEvents { return true }
        if hasPresented {
            prepareKeyboard()
            prepareXInput()
            prepareRender()
        }
        if connection.isUsable {
            XFlush(display)
        }
        if connection.isUsable && XEventsQueued(display, QueuedAfterFlush) > 0 {
            return true
        }
        return connection.isDead && !reportedConnectionLoss
    }

    /// Destroys every window and closes the connection; after a lost connection only closes it.
    func shutdown() {
        guard openedConnection?.isClosed != true || launch?.isClosed == false else { return }
        selectionHandler?.close()
        selectionHandler = nil
        for window in Array(windows.values) {
            destroyWindow(window.id)
        }
        if let openedConnection {
            madeKeyboard?.close(connectionIsUsable: openedConnection.isUsable)
            atomRequests?.discard()
            atomRequests = nil
            openedConnection.close()
        }
        // Xlib's display, if it is still opening or never taken, then the window's own connection.
        launch?.disconnect()
    }

    // A backend dropped without `shutdown()` must not leak its connection and segments.
    @MainActor deinit {
        shutdown()
    }

    /// The selections, made on first use (an unmapped window and one round trip for atoms).
    var selections: PlatformSelections? {
        if selectionHandler == nil, connection.isUsable {
            selectionHandler = X11Selections(connection: connection, root: root)
        }
        return selectionHandler
    }

    /// The window with this id, if the backend made it and it still exists.
    func window(_ id: PlatformWindowID) -> X11Window? {
        windows[id.xid]
    }
}

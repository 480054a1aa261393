internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension X11Backend {
    /// What a top-level window listens to: structure, exposure, focus, properties and input.
    private static let eventMask =
        StructureNotifyMask | ExposureMask | FocusChangeMask | PropertyChangeMask | KeyPressMask
        | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask
        | LeaveWindowMask
    /// The core events a new window selects: all of `eventMask`. Where XInput 2 pointer events
    /// are selected too (`X11XInput.selectPointerEvents`), the server delivers those instead of
    /// the core button, motion and crossing events, by XI2's precedence rule.
    var coreEventMask: Int { Self.eventMask }

    /// Creates an unmapped top-level window with the ICCCM and EWMH properties a window manager expects.
    ///
    /// Each window waits one round trip, for the server's answer to `CreateWindow`, as the sync
    /// after it did before; for the first, the atoms' replies, asked for when the display opened,
    /// arrive during it, so they cost no wait of their own (issue 20).
    ///
    /// - Throws: `PlatformError.requestFailed` if the server refuses `CreateWindow`, or if the
    ///   atoms cannot be had.
    func createWindow(_ spec: PlatformWindowSpec) throws(PlatformError) -> PlatformWindowID {
        let size = PlatformSize(width: max(1, spec.size.width), height: max(1, spec.size.height))
        if let launch, isLaunching, !launch.madeWindow { return try createLaunchWindow(spec, size: size, on: launch) }
        let xid = try makeXWindow(size, x: spec.x, y: spec.y)
        let atoms: X11Atoms
        do throws(PlatformError) {
            atoms = try resolvedAtoms()
        } catch {
            if connection.isUsable { XDestroyWindow(display, xid) }
            throw error
        }
        // Before the window is mapped, so the key events it gets carry XKB's state.
        connection.xkb.announce()
        describe(xid, size: size, spec: spec, atoms: atoms)
        guard let gc = XCreateGC(display, xid, 0, nil) else {
            XDestroyWindow(display, xid)
            throw .requestFailed(request: "XCreateGC", code: 0, text: "Xlib could not allocate a GC")
        }
        let window = X11Window(xid: xid, gc: gc, size: size)
        windows[xid] = window
        connection.noteCreated(xid)
        xinput?.selectPointerEvents(on: xid)
        attachInputContext(to: xid)
        return window.id
    }

    /// The ICCCM and EWMH properties a window manager reads before it maps the window, on
    /// whichever connection sends them now (`changeProperty`).
    func describe(_ xid: UInt, size: PlatformSize, spec: PlatformWindowSpec, atoms: X11Atoms) {
        setProtocols(of: xid, atoms: atoms)
        setStandardProperties(of: xid, size: size, className: spec.className, atoms: atoms)
        setTitle(spec.title, ofXWindow: xid)
        setIdentity(of: xid)
    }

    /// `CreateWindow` with no background (our paint covers every pixel, so the server never clears
    /// to a colour first) and NorthWest bit gravity (a growing window keeps its old pixels).
    ///
    /// Sent as a checked XCB request: its error comes back to this call, not to Xlib's handler,
    /// so no `XSync` is needed before it to keep earlier requests' errors apart, and the check
    /// after it costs the one round trip the atoms' replies are waited for in anyway.
    ///
    /// - Throws: `PlatformError.requestFailed` with the server's error, or code 0 if the
    ///   connection is lost.
    private func makeXWindow(_ size: PlatformSize, x: Int, y: Int) throws(PlatformError) -> UInt {
        guard connection.isUsable else { throw Self.connectionLost("XCreateWindow") }
        let xid = xcb_generate_id(connection.xcb)
        let geometry = X11WindowGeometry(x: x, y: y, size: size)
        // Values in the order of their mask bits: back pixmap, border pixel, bit gravity, event mask.
        let mask = UInt32(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask)
        let values: [UInt32] = [UInt32(None), 0, UInt32(NorthWestGravity), UInt32(truncatingIfNeeded: coreEventMask)]
        let cookie = xcb_create_window_checked(
            connection.xcb, 24, xid, UInt32(truncatingIfNeeded: root), geometry.x, geometry.y, geometry.width,
            geometry.height, 0, UInt16(InputOutput), UInt32(truncatingIfNeeded: XVisualIDFromVisual(visual)), mask,
            values)
        if let error = xcb_request_check(connection.xcb, cookie) {
            let code = Int32(error.pointee.error_code)
            free(error)
            throw .requestFailed(
                request: "XCreateWindow", code: Int(code), text: X11ErrorTrap.errorText(code, on: display))
        }
        guard xcb_connection_has_error(connection.xcb) == 0 else { throw Self.connectionLost("XCreateWindow") }
        return UInt(xid)
    }

    /// The error a request reports when the server vanished before answering it.
    static func connectionLost(_ request: String) -> PlatformError {
        .requestFailed(request: request, code: 0, text: "the connection to the X server is lost")
    }

    /// Gives the window an input context, once the keyboard is prepared, and selects the events its
    /// input method needs if the window was not created with them.
    func attachInputContext(to xid: UInt) {
        let filterEvents = keyboard.makeContext(for: xid)
        if coreEventMask | filterEvents != coreEventMask {
            XSelectInput(display, xid, coreEventMask | filterEvents)
        }
    }

    /// Readies keyboard input (`X11Keyboard.prepare()`) and gives the windows made before it their
    /// input contexts; nothing after the first call.
    func prepareKeyboard() {
        guard connection.isUsable, !keyboard.isPrepared else { return }
        // XKB first: the keyboard's detectable auto-repeat and keyboard map are XKB's.
        connection.xkb.enable(on: display)
        guard keyboard.prepare() else { return }
        keyboard.inputMethodDidChange = { [unowned self] in
            guard connection.isUsable else { return }
            for xid in windows.keys.sorted() { attachInputContext(to: xid) }
        }
        for xid in windows.keys.sorted() { attachInputContext(to: xid) }
    }

    /// Asks the window manager to send close requests and pings instead of killing us.
    ///
    /// `XSetWMProtocols` would intern WM_PROTOCOLS itself, a round trip of its own (issue 20).
    private func setProtocols(of xid: UInt, atoms: X11Atoms) {
        let protocols = [Int(bitPattern: atoms.wmDeleteWindow), Int(bitPattern: atoms.netWMPing)]
        protocols.withUnsafeBytes { bytes in
            changeProperty(of: xid, atoms.wmProtocols, type: XA_ATOM, format: 32, bytes, count: 2)
        }
    }

    /// WM_NORMAL_HINTS, WM_HINTS, WM_CLASS, WM_CLIENT_MACHINE and WM_LOCALE_NAME, as
    /// `XSetWMProperties` writes them; that call interns WM_LOCALE_NAME itself, a round trip of
    /// its own (issue 20), so the properties are set one by one with the atom already known, in
    /// the layouts `XSetWMNormalHints`, `XSetWMHints` and `XSetClassHint` use, so that the launch
    /// connection, which has no Xlib, writes the same bytes.
    private func setStandardProperties(of xid: UInt, size: PlatformSize, className: String, atoms: X11Atoms) {
        // xPropSizeHints: flags, x, y, width, height, min width and height, then 11 unset fields.
        var sizeHints = [Int](repeating: 0, count: 18)
        (sizeHints[0], sizeHints[3], sizeHints[4]) = (PSize | PMinSize, size.width, size.height)
        (sizeHints[5], sizeHints[6]) = (1, 1)
        sizeHints.withUnsafeBytes {
            changeProperty(of: xid, XA_WM_NORMAL_HINTS, type: XA_WM_SIZE_HINTS, format: 32, $0, count: 18)
        }
        // xPropWMHints: flags, input, initial state, then 6 unset fields.
        var wmHints = [Int](repeating: 0, count: 9)
        (wmHints[0], wmHints[1], wmHints[2]) = (InputHint | StateHint, 1, Int(NormalState))
        wmHints.withUnsafeBytes { changeProperty(of: xid, XA_WM_HINTS, type: XA_WM_HINTS, format: 32, $0, count: 9) }
        // Instance and class, each with its terminating NUL.
        let classBytes = Array(className.utf8) + [0] + Array(className.utf8) + [0]
        classBytes.withUnsafeBytes {
            changeProperty(of: xid, XA_WM_CLASS, type: XA_STRING, format: 8, $0, count: classBytes.count)
        }
        setLatin1Text(X11Host.name, of: xid, XA_WM_CLIENT_MACHINE)
        if let locale = setlocale(LC_CTYPE, nil) {
            setLatin1Text(String(cString: locale), of: xid, atoms.wmLocaleName)
        }
    }

    /// A STRING property holding `text`'s bytes, as Xlib writes WM_CLIENT_MACHINE and WM_LOCALE_NAME.
    private func setLatin1Text(_ text: String, of xid: UInt, _ property: UInt) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            changeProperty(of: xid, property, type: XA_STRING, format: 8, buffer, count: bytes.count)
        }
    }

    /// `_NET_WM_PID` (format-32 data is C `long`, hence `Int`) and `_NET_WM_WINDOW_TYPE_NORMAL`.
    private func setIdentity(of xid: UInt) {
        var pid = Int(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            changeProperty(of: xid, atoms.netWMPID, type: XA_CARDINAL, format: 32, bytes, count: 1)
        }
        var type = Int(bitPattern: atoms.netWMWindowTypeNormal)
        withUnsafeBytes(of: &type) { bytes in
            changeProperty(of: xid, atoms.netWMWindowType, type: XA_ATOM, format: 32, bytes, count: 1)
        }
    }

    /// Replaces a property; `count` is in items of `format` bits (format 32 items are C longs).
    private func changeProperty(
        of xid: UInt, _ property: UInt, type: UInt, format: Int32, _ bytes: UnsafeRawBufferPointer, count: Int
    ) {
        if let launch, isLaunching {
            launch.connection.changeProperty(
                UInt32(truncatingIfNeeded: xid), property, type: type, format: format, bytes, count: count)
            return
        }
        let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        XChangeProperty(display, xid, property, type, format, PropModeReplace, data, Int32(count))
    }

    /// Replaces the window's title in every property a window manager or pager may read.
    func setTitle(_ title: String, of id: PlatformWindowID) {
        guard canSend, let window = window(id) else { return }
        setTitle(title, ofXWindow: window.xid)
    }

    /// Writes the title as UTF8_STRING to the ICCCM names and to their EWMH twins.
    ///
    /// UTF8_STRING in WM_NAME keeps the bytes as given; `Xutf8SetWMProperties` would re-encode any
    /// title beyond Latin-1 as COMPOUND_TEXT (verified on Xvfb), which every reader must decode again.
    private func setTitle(_ title: String, ofXWindow xid: UInt) {
        let bytes = Array(title.utf8)
        for property in [XA_WM_NAME, XA_WM_ICON_NAME, atoms.netWMName, atoms.netWMIconName] {
            bytes.withUnsafeBytes { buffer in
                changeProperty(of: xid, property, type: atoms.utf8String, format: 8, buffer, count: bytes.count)
            }
        }
    }

    /// Maps or unmaps the window; `.mapped`/`.unmapped` follow once the server did it.
    func setVisible(_ visible: Bool, of id: PlatformWindowID) {
        guard canSend, let window = window(id) else { return }
        if let launch, isLaunching {
            let xid = UInt32(truncatingIfNeeded: window.xid)
            if visible { launch.connection.map(xid) } else { launch.connection.unmap(xid) }
            launch.connection.flush()
            return
        }
        if visible {
            XMapWindow(display, window.xid)
        } else {
            XUnmapWindow(display, window.xid)
        }
    }

    /// Asks for a new size; a window manager may refuse or adjust it, so only `.resized` is the truth.
    func requestSize(_ size: PlatformSize, of id: PlatformWindowID) {
        guard canSend, let window = window(id) else { return }
        if let launch, isLaunching {
            launch.connection.resize(UInt32(truncatingIfNeeded: window.xid), to: size)
            return
        }
        XResizeWindow(display, window.xid, UInt32(max(1, size.width)), UInt32(max(1, size.height)))
    }

    /// Destroys the window, its input context, GC and back buffer; the buffer's segment goes when its
    /// surface does.
    func destroyWindow(_ id: PlatformWindowID) {
        guard let window = windows.removeValue(forKey: id.xid) else { return }
        if let launch, isLaunching {
            window.backBuffer = nil
            launch.destroy(window.xid)
            return
        }
        xinput?.windowWillBeDestroyed(window.xid)
        window.backBuffer = nil
        keyboard.windowWillBeDestroyed(id, connectionIsUsable: connection.isUsable)
        guard connection.isUsable else { return }
        connection.noteDestroyed(window.xid)
        if let gc = window.gc { XFreeGC(display, gc) }
        launch?.forget(window.xid)
        XDestroyWindow(display, window.xid)
    }

    // MARK: - Window manager state

    /// True if the window's `_NET_WM_STATE` lists `_NET_WM_STATE_HIDDEN` (it is minimised).
    func hasHiddenState(_ xid: UInt) -> Bool {
        longs(of: atoms.netWMState, type: XA_ATOM, on: xid).contains(atoms.netWMStateHidden)
    }

    /// True if the ICCCM `WM_STATE` a window manager keeps says IconicState (minimised).
    func isIconic(_ xid: UInt) -> Bool {
        longs(of: atoms.wmState, type: atoms.wmState, on: xid).first == UInt(IconicState)
    }

    /// A format-32 property's items (C longs), empty if it is absent or of another shape.
    private func longs(of property: UInt, type: UInt, on xid: UInt) -> [UInt] {
        X11Property.longs(property, on: xid, display: display, type: type, limit: 1024) ?? []
    }
}

/// The machine's name as Xlib's `XSetWMProperties` puts it in WM_CLIENT_MACHINE: `uname`'s node name.
private enum X11Host {
    static var name: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "" }
        return withUnsafeBytes(of: &info.nodename) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

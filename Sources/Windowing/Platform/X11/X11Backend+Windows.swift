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
    private var coreEventMask: Int { Self.eventMask }

    /// Creates an unmapped top-level window with the ICCCM and EWMH properties a window manager expects.
    ///
    /// - Throws: `PlatformError.requestFailed` if the server refuses `XCreateWindow`.
    func createWindow(_ spec: PlatformWindowSpec) throws(PlatformError) -> PlatformWindowID {
        let size = PlatformSize(width: max(1, spec.size.width), height: max(1, spec.size.height))
        let xid = try X11ErrorTrap.run("XCreateWindow", display: connection) { makeXWindow(size, x: spec.x, y: spec.y) }
        setProtocols(of: xid)
        setStandardProperties(of: xid, size: size, className: spec.className)
        setTitle(spec.title, ofXWindow: xid)
        setIdentity(of: xid)
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

    /// `XCreateWindow` with no background (our paint covers every pixel, so the server never clears
    /// to a colour first) and NorthWest bit gravity (a growing window keeps its old pixels).
    private func makeXWindow(_ size: PlatformSize, x: Int, y: Int) -> UInt {
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = UInt(None)
        attributes.border_pixel = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = coreEventMask
        let mask = UInt(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask)
        return XCreateWindow(
            display, root, Int32(x), Int32(y), UInt32(size.width), UInt32(size.height), 0, 24, UInt32(InputOutput),
            visual, mask, &attributes)
    }

    /// Gives the window an input context, once the keyboard is prepared, and selects the events its
    /// input method needs if the window was not created with them.
    private func attachInputContext(to xid: UInt) {
        let filterEvents = keyboard.makeContext(for: xid)
        if coreEventMask | filterEvents != coreEventMask {
            XSelectInput(display, xid, coreEventMask | filterEvents)
        }
    }

    /// Readies keyboard input (`X11Keyboard.prepare()`) and gives the windows made before it their
    /// input contexts; nothing after the first call.
    func prepareKeyboard() {
        guard connection.isUsable, keyboard.prepare() else { return }
        keyboard.inputMethodDidChange = { [unowned self] in
            guard connection.isUsable else { return }
            for xid in windows.keys.sorted() { attachInputContext(to: xid) }
        }
        for xid in windows.keys.sorted() { attachInputContext(to: xid) }
    }

    /// Asks the window manager to send close requests and pings instead of killing us.
    private func setProtocols(of xid: UInt) {
        var protocols = [atoms.wmDeleteWindow, atoms.netWMPing]
        XSetWMProtocols(display, xid, &protocols, Int32(protocols.count))
    }

    /// WM_NORMAL_HINTS, WM_HINTS, WM_CLASS, WM_CLIENT_MACHINE and WM_LOCALE_NAME in one Xlib call.
    private func setStandardProperties(of xid: UInt, size: PlatformSize, className: String) {
        guard let sizeHints = XAllocSizeHints(), let wmHints = XAllocWMHints(), let classHint = XAllocClassHint()
        else { return }
        defer {
            XFree(sizeHints)
            XFree(wmHints)
            XFree(classHint)
        }
        sizeHints.pointee.flags = PSize | PMinSize
        (sizeHints.pointee.width, sizeHints.pointee.height) = (Int32(size.width), Int32(size.height))
        (sizeHints.pointee.min_width, sizeHints.pointee.min_height) = (1, 1)
        wmHints.pointee.flags = InputHint | StateHint
        wmHints.pointee.input = 1
        wmHints.pointee.initial_state = NormalState
        // Xlib wants `char *` for the class names; the copies live across the call.
        let instance = strdup(className)
        let classValue = strdup(className)
        defer {
            free(instance)
            free(classValue)
        }
        (classHint.pointee.res_name, classHint.pointee.res_class) = (instance, classValue)
        XSetWMProperties(display, xid, nil, nil, nil, 0, sizeHints, wmHints, classHint)
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
        let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        XChangeProperty(display, xid, property, type, format, PropModeReplace, data, Int32(count))
    }

    /// Replaces the window's title in every property a window manager or pager may read.
    func setTitle(_ title: String, of id: PlatformWindowID) {
        guard connection.isUsable, let window = window(id) else { return }
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
        guard connection.isUsable, let window = window(id) else { return }
        if visible {
            XMapWindow(display, window.xid)
        } else {
            XUnmapWindow(display, window.xid)
        }
    }

    /// Asks for a new size; a window manager may refuse or adjust it, so only `.resized` is the truth.
    func requestSize(_ size: PlatformSize, of id: PlatformWindowID) {
        guard connection.isUsable, let window = window(id) else { return }
        XResizeWindow(display, window.xid, UInt32(max(1, size.width)), UInt32(max(1, size.height)))
    }

    /// Destroys the window, its input context, GC and back buffer; the buffer's segment goes when its
    /// surface does.
    func destroyWindow(_ id: PlatformWindowID) {
        guard let window = windows.removeValue(forKey: id.xid) else { return }
        xinput?.windowWillBeDestroyed(window.xid)
        window.backBuffer = nil
        keyboard.windowWillBeDestroyed(id, connectionIsUsable: connection.isUsable)
        guard connection.isUsable else { return }
        connection.noteDestroyed(window.xid)
        XFreeGC(display, window.gc)
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

internal import CX11

/// The only code that reads `XEvent` fields: drains Xlib's queue and turns events into `PlatformEvent`s.
///
/// Translation coalesces where X floods: Expose rectangles are united until `count == 0`, and a
/// ConfigureNotify storm becomes one `.resized` at the end of the drain, only if the size really changed.
extension X11Backend {
    /// Translates every event Xlib has or can read without blocking.
    ///
    /// Drains with `XPending` rather than sleeping in `XNextEvent`, which crashes inside Xlib when the
    /// server dies and the IO-error exit handler returns (x11-notes §1.6, libX11 1.8.4), and stops at
    /// once when the connection is lost.
    func drainEvents() -> [PlatformEvent] {
        guard !connection.isClosed else { return [] }
        var events: [PlatformEvent] = []
        var event = XEvent()
        while connection.isUsable && XPending(display) > 0 {
            XNextEvent(display, &event)
            // Input methods consume their own events; filtering every event first is what XIM requires.
            if XFilterEvent(&event, UInt(None)) != 0 { continue }
            if let translated = translate(event) { events.append(translated) }
        }
        events += pendingResizes()
        if connection.isDead && !reportedConnectionLoss {
            reportedConnectionLoss = true
            events.append(.connectionLost(connection.lostMessage))
        }
        return events
    }

    /// One X event as at most one platform event; types not listed are dropped, as in dwm's handler table.
    private func translate(_ event: XEvent) -> PlatformEvent? {
        switch event.type {
        case Expose: expose(event.xexpose)
        case ConfigureNotify: configure(event.xconfigure)
        case MapNotify: viewability(of: event.xmap.window) { $0.isMapped = true }
        case UnmapNotify: viewability(of: event.xunmap.window) { $0.isMapped = false }
        case FocusIn: focus(event.xfocus, gained: true)
        case FocusOut: focus(event.xfocus, gained: false)
        case ClientMessage: clientMessage(event)
        case PropertyNotify: property(event.xproperty)
        case KeyPress, KeyRelease: key(event.xkey)
        case ButtonPress, ButtonRelease: button(event.xbutton)
        case MotionNotify: motion(event.xmotion)
        case EnterNotify, LeaveNotify: crossing(event.xcrossing)
        default: nil
        }
    }

    // MARK: - Window state

    /// Unites the rectangle into the window's damage and reports it when the batch is complete.
    private func expose(_ event: XExposeEvent) -> PlatformEvent? {
        guard let window = windows[event.window] else { return nil }
        window.addDamage(
            PlatformRect(x: Int(event.x), y: Int(event.y), width: Int(event.width), height: Int(event.height)))
        guard event.count == 0, let damage = window.exposedDamage else { return nil }
        window.exposedDamage = nil
        return .exposed(window.id, damage)
    }

    /// Records the newest size; `pendingResizes()` reports it once the drain is over.
    private func configure(_ event: XConfigureEvent) -> PlatformEvent? {
        windows[event.window]?.size = PlatformSize(width: Int(event.width), height: Int(event.height))
        return nil
    }

    /// One `.resized` per window whose size differs from the one last reported.
    private func pendingResizes() -> [PlatformEvent] {
        windows.values.filter { $0.size != $0.reportedSize }.sorted { $0.xid < $1.xid }.map { window in
            window.reportedSize = window.size
            return .resized(window.id, window.size)
        }
    }

    /// Applies a change to mapped/hidden state and reports it if viewability flipped, so an unmap
    /// and a `_NET_WM_STATE_HIDDEN` for the same minimise give one `.unmapped`.
    private func viewability(of xid: UInt, _ change: (X11Window) -> Void) -> PlatformEvent? {
        guard let window = windows[xid] else { return nil }
        change(window)
        guard window.isViewable != window.reportedViewable else { return nil }
        window.reportedViewable = window.isViewable
        return window.isViewable ? .mapped(window.id) : .unmapped(window.id)
    }

    /// Focus changes of the window itself; pointer-driven details and grab traffic say nothing
    /// about whether the window is active.
    private func focus(_ event: XFocusChangeEvent, gained: Bool) -> PlatformEvent? {
        guard let window = windows[event.window], event.detail != NotifyPointer,
            event.mode != NotifyGrab, event.mode != NotifyUngrab
        else { return nil }
        return gained ? .focusIn(window.id) : .focusOut(window.id)
    }

    /// WM_PROTOCOLS messages: a close request is reported, a ping is answered and not reported.
    private func clientMessage(_ event: XEvent) -> PlatformEvent? {
        var message = event.xclient
        guard let window = windows[message.window], message.message_type == atoms.wmProtocols,
            message.format == 32
        else { return nil }
        let name = UInt(bitPattern: CX11_ClientMessageLong(&message, 0))
        if name == atoms.wmDeleteWindow { return .closeRequested(window.id) }
        if name == atoms.netWMPing { answerPing(event) }
        return nil
    }

    /// Sends the ping back to the root window, as EWMH asks, so the window manager sees we are alive.
    private func answerPing(_ event: XEvent) {
        var reply = event
        reply.xclient.window = root
        XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
    }

    /// `_NET_WM_STATE` changes: the window manager minimised or restored the window.
    private func property(_ event: XPropertyEvent) -> PlatformEvent? {
        guard event.atom == atoms.netWMState, windows[event.window] != nil else { return nil }
        let hidden = event.state == PropertyNewValue && hasHiddenState(event.window)
        return viewability(of: event.window) { $0.isHidden = hidden }
    }

    // MARK: - Input

    /// Key input is not translated yet: `PlatformEvent` has no case to carry it.
    private func key(_ event: XKeyEvent) -> PlatformEvent? { nil }

    /// Button input is not translated yet: `PlatformEvent` has no case to carry it.
    private func button(_ event: XButtonEvent) -> PlatformEvent? { nil }

    /// Pointer motion is not translated yet: `PlatformEvent` has no case to carry it.
    private func motion(_ event: XMotionEvent) -> PlatformEvent? { nil }

    /// Enter and leave are not translated yet: `PlatformEvent` has no case to carry them.
    private func crossing(_ event: XCrossingEvent) -> PlatformEvent? { nil }
}

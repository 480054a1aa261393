internal import CX11

/// Drains Xlib's queue and turns events into `PlatformEvent`s. This file and its input parts,
/// X11PointerTranslation, X11XInputTranslation and X11KeyTranslation, are the only code that reads
/// `XEvent` fields.
///
/// Translation coalesces where X floods: Expose rectangles are united until `count == 0`, a
/// ConfigureNotify storm becomes one `.resized` at the end of the drain, only if the size really
/// changed, and a burst of MotionNotify (or XI_Motion) becomes one `.motion` at the newest position.
///
/// XInput 2 events (GenericEvent cookies) skip the synthetic and XIM checks: they cannot be sent
/// with `XSendEvent`, and input methods filter key events only.
extension X11Backend {
    /// Translates the events Xlib has or can read without blocking, at most
    /// `maximumEventsPerDrain` of them; `flush()` then reports the rest as queued, so the run
    /// loop comes back for them without sleeping.
    ///
    /// Drains with `XPending` rather than sleeping in `XNextEvent`, which crashes inside Xlib when the
    /// server dies and the IO-error exit handler returns (seen with libX11 1.8.4), and stops at
    /// once when the connection is lost.
    ///
    /// The limit keeps a flood from another client (issue 21: hundreds of thousands of events
    /// sent with `XSendEvent` while the app is short of CPU) from becoming one batch: the app would
    /// not draw, run timers or answer a close request until the flood ended, and the toolkit's
    /// per-batch work grows faster than the batch.
    func drainXlibEvents() -> [PlatformEvent] {
        guard !connection.isClosed else { return [] }
        var events: [PlatformEvent] = []
        var event = XEvent()
        var pendingMotion: PlatformEvent?
        var budget = Self.maximumEventsPerDrain
        let knowsEveryDestroy = connection.isUsable && XPending(display) > 0 && takeDestroyedWindows(into: &events)
        while budget > 0 && connection.isUsable && XPending(display) > 0 {
            budget -= 1
            XNextEvent(display, &event)
            if event.type == GenericEvent {
                if presentEvent(&event) { continue }
                xinputEvent(&event, into: &events, pendingMotion: &pendingMotion)
                continue
            }
            if isSyntheticInput(event) { continue }
            if !keyboard.isPrepared, event.type == KeyPress || event.type == KeyRelease { prepareKeyboard() }
            let filtered = isFiltered(&event)
            // The input method's preedit callbacks run inside XFilterEvent.
            events += keyboard.takeCompositions()
            if filtered { continue }
            if let selectionHandler, selectionHandler.handle(&event) { continue }
            Self.flush(&pendingMotion, into: &events)
            switch event.type {
            case KeyPress, KeyRelease: events += key(event.xkey)
            case MotionNotify: motion(coalescing: &event).map { events.append($0) }
            case LeaveNotify:
                translate(&event).map { events.append($0) }
                keysLost(leaving: event.xcrossing).map { events.append($0) }
            default: translate(&event).map { events.append($0) }
            }
        }
        Self.flush(&pendingMotion, into: &events)
        events += keyboard.takeCompositions()
        events += pendingResizes()
        // A held error is a warning only if no DestroyNotify read so far explains it.
        if knowsEveryDestroy || !connection.isUsable || XEventsQueued(display, QueuedAlready) == 0 {
            X11ErrorTrap.releaseHeldReports(of: connection)
        }
        if connection.isDead && !reportedConnectionLoss {
            reportedConnectionLoss = true
            events.append(.connectionLost(connection.lostMessage))
        }
        return events
    }

    /// Synthetic input (key, button and motion events another client sent with `XSendEvent`) is
    /// ignored, as xterm does by default: any client can send it, and it bypasses the server's
    /// focus and grab rules. Synthetic crossing, configure, focus and client-message events are
    /// kept, because window managers send those on purpose (ICCCM).
    private func isSyntheticInput(_ event: XEvent) -> Bool {
        guard event.xany.send_event != 0 else { return false }
        switch event.type {
        case KeyPress, KeyRelease, ButtonPress, ButtonRelease, MotionNotify: return true
        default: return false
        }
    }

    /// `XFilterEvent`, which XIM requires on every event first: the input method consumes its own
    /// events and the key presses of a dead-key or Compose sequence.
    private func isFiltered(_ event: inout XEvent) -> Bool {
        // Xlib's IM zeroes the keycode of the press that completes a sequence, so it is read first.
        let keycode = event.type == KeyPress ? event.xkey.keycode : 0
        guard keyboard.filter(&event) else { return false }
        if keycode != 0 { keyboard.composingKeycode = keycode }
        return true
    }

    /// One X event as at most one platform event; types not listed are dropped, as in dwm's handler table.
    private func translate(_ event: inout XEvent) -> PlatformEvent? {
        switch event.type {
        case Expose:
            expose(
                event.xexpose.window, event.xexpose.x, event.xexpose.y, event.xexpose.width, event.xexpose.height,
                count: event.xexpose.count)
        // What an `XCopyArea` of a scroll could not copy (another window covered it): as an Expose.
        case GraphicsExpose:
            expose(
                event.xgraphicsexpose.drawable, event.xgraphicsexpose.x, event.xgraphicsexpose.y,
                event.xgraphicsexpose.width, event.xgraphicsexpose.height, count: event.xgraphicsexpose.count)
        case ConfigureNotify: configure(event.xconfigure)
        case MapNotify: viewability(of: event.xmap.window) { $0.isMapped = true }
        case UnmapNotify: viewability(of: event.xunmap.window) { $0.isMapped = false }
        case DestroyNotify: destroyed(event.xdestroywindow)  // one that came in during the drain
        case FocusIn, FocusOut:
            focus(
                event.xfocus.window, gained: event.type == FocusIn, mode: event.xfocus.mode, detail: event.xfocus.detail
            )
        case ClientMessage: clientMessage(event)
        case PropertyNotify: property(event.xproperty)
        case ButtonPress, ButtonRelease: button(event.xbutton)
        case EnterNotify, LeaveNotify: crossing(event.xcrossing)
        case MappingNotify: refreshKeyboardMapping(&event)
        default: nil
        }
    }

    // MARK: - Window state

    /// Unites the rectangle, cut to the window, into the window's damage and reports it when the
    /// batch is complete (any client can send an Expose of any size).
    func expose(
        _ xid: UInt, _ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32, count: Int32
    ) -> PlatformEvent? {
        guard let window = windows[xid] else { return nil }
        let bounds = PlatformRect(x: 0, y: 0, width: window.size.width, height: window.size.height)
        let rect = PlatformRect(x: Int(x), y: Int(y), width: max(0, Int(width)), height: max(0, Int(height)))
        window.addDamage(rect.intersection(bounds))
        serverLost(rect.intersection(bounds), of: window)
        guard count == 0, let damage = window.exposedDamage else { return nil }
        window.exposedDamage = nil
        return .exposed(window.id, damage)
    }

    /// Records the newest size; `pendingResizes()` reports it once the drain is over.
    ///
    /// Only the server's own ConfigureNotify says what the size is. A synthetic one (ICCCM 4.1.5:
    /// a window manager's, telling where a moved window now is) repeats the size at best, and any
    /// client can send one claiming 65535×65535, which would size the back buffer.
    private func configure(_ event: XConfigureEvent) -> PlatformEvent? {
        guard event.send_event == 0 else { return nil }
        windows[event.window]?.size = PlatformSize(
            width: min(max(Int(event.width), 1), Self.maximumSide),
            height: min(max(Int(event.height), 1), Self.maximumSide))
        return nil
    }

    /// The X protocol's largest window side.
    static let maximumSide = 32_767

    /// One `.resized` per window whose size differs from the one last reported.
    func pendingResizes() -> [PlatformEvent] {
        windows.values.filter { $0.size != $0.reportedSize }.sorted { $0.xid < $1.xid }.map { window in
            window.reportedSize = window.size
            return .resized(window.id, window.size)
        }
    }

    /// Applies a change to mapped/hidden state and reports it if viewability flipped, so an unmap
    /// and a `_NET_WM_STATE_HIDDEN` for the same minimise give one `.unmapped`.
    func viewability(of xid: UInt, _ change: (X11Window) -> Void) -> PlatformEvent? {
        guard let window = windows[xid] else { return nil }
        change(window)
        guard window.isViewable != window.reportedViewable else { return nil }
        window.reportedViewable = window.isViewable
        return window.isViewable ? .mapped(window.id) : .unmapped(window.id)
    }

    /// The most X events one `drainEvents()` translates.
    static let maximumEventsPerDrain = 512

    /// DestroyNotify events go first, so nothing queued before them (an UnmapNotify, an Expose)
    /// sends requests for a window that is gone; nothing else queued for it matters. Errors about
    /// requests sent before the drain are held by `X11ErrorTrap` until the drain is over.
    ///
    /// Only the server's own DestroyNotify events are taken out of turn, and only from a queue no
    /// longer than one drain: each look walks Xlib's whole queue, so taking forged ones one by one
    /// (or looking at every drain of a long queue) made a flood quadratic, minutes of work
    /// (issue 21). In a long queue DestroyNotify events are translated in turn. True if the look
    /// was made, so every DestroyNotify read so far is known.
    private func takeDestroyedWindows(into events: inout [PlatformEvent]) -> Bool {
        guard XEventsQueued(display, QueuedAlready) <= Self.maximumEventsPerDrain else { return false }
        var event = XEvent()
        while XCheckIfEvent(display, &event, isServerDestroyNotify, nil) != 0 {
            destroyed(event.xdestroywindow).map { events.append($0) }
        }
        return true
    }

    /// Another client destroyed one of our windows (our own `destroyWindow` forgets a window before
    /// its DestroyNotify comes back, so that one is not found here). What the window held on our
    /// side is freed now; its id is noted first, so errors about requests already sent stay silent.
    /// A synthetic DestroyNotify (another client's `XSendEvent`) is ignored: the window still
    /// exists, and only the server may say it is gone.
    private func destroyed(_ event: XDestroyWindowEvent) -> PlatformEvent? {
        guard event.send_event == 0, event.window == event.event,
            let window = windows.removeValue(forKey: event.window)
        else { return nil }
        return forgetDestroyed(window)
    }

    /// Frees what a window another client destroyed held on our side, its id noted first. Before
    /// Xlib's connection took a launch's window over, only the launch knew it.
    func forgetDestroyed(_ window: X11Window) -> PlatformEvent {
        launch?.forget(window.xid)
        window.backBuffer = nil
        if let openedConnection, !openedConnection.isClosed {
            openedConnection.noteDestroyed(window.xid)
            xinput?.windowWillBeDestroyed(window.xid)
            keyboard.windowWillBeDestroyed(window.id, connectionIsUsable: openedConnection.isUsable)
            if openedConnection.isUsable, let gc = window.gc { XFreeGC(openedConnection.display, gc) }
        }
        return .destroyed(window.id)
    }

    /// Focus changes of the window itself; pointer-driven details and grab traffic say nothing
    /// about whether the window is active.
    ///
    /// The input context follows every non-grab change, pointer-driven ones included: under
    /// PointerRoot focus (no window manager) keys reach the window under the pointer. A reported
    /// focus loss forgets the keys the window holds; the toolkit cancels their presses.
    ///
    /// Before Xlib's connection took the launch's window over (X11Backend+Launch) there is no
    /// input context yet: the focus is kept for the take-over, and no key is held.
    func focus(_ xid: UInt, gained: Bool, mode: Int32, detail: Int32) -> PlatformEvent? {
        guard let window = windows[xid], mode != NotifyGrab, mode != NotifyUngrab else { return nil }
        if let launch, isLaunching {
            if gained { launch.focusedWindows.insert(xid) } else { launch.focusedWindows.remove(xid) }
        } else {
            keyboard.setFocus(gained, of: xid)
        }
        guard detail != NotifyPointer else { return nil }
        if !gained && !isLaunching { keyboard.forgetKeys(of: window.id) }
        return gained ? .focusIn(window.id) : .focusOut(window.id)
    }

    /// Under PointerRoot focus (no window manager) keys go to the window under the pointer and no
    /// focus event marks the pointer leaving it: a window that is not itself the focus window
    /// loses the releases of the keys it holds when the pointer leaves, so they are reported lost.
    /// (The crossing event's `focus` flag cannot tell: the server counts every window as inside
    /// PointerRoot's focus, so the focus is asked for, only when keys are held.)
    private func keysLost(leaving event: XCrossingEvent) -> PlatformEvent? {
        guard let window = windows[event.window] else { return nil }
        return keysLost(leaving: window, mode: event.mode, detail: event.detail)
    }

    /// `keysLost(leaving:)` for a core or XI2 leave (their mode and detail values agree).
    func keysLost(leaving window: X11Window, mode: Int32, detail: Int32) -> PlatformEvent? {
        guard mode == NotifyNormal, detail != NotifyInferior,
            keyboard.pressed.values.contains(where: { $0.window == window.id })
        else { return nil }
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        guard focus != window.xid else { return nil }
        keyboard.forgetKeys(of: window.id)
        return .keysLost(window.id)
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

    /// Window-manager state: `_NET_WM_STATE_HIDDEN` (EWMH) or `WM_STATE` IconicState (ICCCM) says
    /// the window was minimised, even by a manager that keeps it mapped; restoring clears them.
    private func property(_ event: XPropertyEvent) -> PlatformEvent? {
        guard windows[event.window] != nil else { return nil }
        let present = event.state == PropertyNewValue
        if event.atom == atoms.netWMState {
            let hidden = present && hasHiddenState(event.window)
            return viewability(of: event.window) { $0.isHidden = hidden }
        }
        if event.atom == atoms.wmState {
            let iconic = present && isIconic(event.window)
            return viewability(of: event.window) { $0.isIconic = iconic }
        }
        return nil
    }

    // MARK: - Keyboard state

    /// Reloads Xlib's keysym table after another client changed the keyboard mapping; without it
    /// lookups keep the old keysyms.
    private func refreshKeyboardMapping(_ event: inout XEvent) -> PlatformEvent? {
        XRefreshKeyboardMapping(&event.xmapping)
        return nil
    }
}

/// `XCheckIfEvent`'s predicate: a DestroyNotify the server sent about the window itself (not
/// one another client forged with `XSendEvent`, nor a child's). It may not call Xlib.
private func isServerDestroyNotify(
    _ display: OpaquePointer?, _ event: UnsafeMutablePointer<XEvent>?, _ argument: XPointer?
) -> Int32 {
    guard let event, event.pointee.type == DestroyNotify, event.pointee.xany.send_event == 0 else { return 0 }
    return event.pointee.xdestroywindow.window == event.pointee.xdestroywindow.event ? 1 : 0
}

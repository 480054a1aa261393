internal import CX11

/// Pointer events: buttons, wheel notches, motion (coalesced) and crossings. Part of the event
/// translation, so it reads XEvent fields (see X11EventTranslation). The core events are read
/// here; X11XInputTranslation reads the XInput 2 ones and shares the rules below.
///
/// Locations are the event's window-relative x/y in device pixels, timestamps the X server's
/// millisecond clock in seconds.
extension X11Backend {
    /// A core ButtonPress/ButtonRelease (the path without XInput 2).
    func button(_ event: XButtonEvent) -> PlatformEvent? {
        guard let window = windows[event.window] else { return nil }
        return button(
            Int(event.button), isPress: event.type == ButtonPress, in: window,
            at: Self.location(x: event.x, y: event.y), modifiers: Self.modifiers(fromState: event.state),
            timestamp: Self.seconds(event.time))
    }

    /// Buttons 1–3 and 8/9 become `.buttonDown`/`.buttonUp`; the wheel buttons 4–7 become one
    /// `.scroll` notch per press (their releases say nothing). A release whose press was not
    /// reported (the gesture was cancelled) is dropped, so downs and ups always pair.
    func button(
        _ button: Int, isPress: Bool, in window: X11Window, at location: PlatformPoint, modifiers: PlatformModifiers,
        timestamp: Double
    ) -> PlatformEvent? {
        switch button {
        case 4...7:
            guard isPress else { return nil }
            let (deltaX, deltaY) = Self.wheelNotch(button)
            return .scroll(
                window.id,
                PlatformScrollEvent(
                    location: location, deltaX: deltaX, deltaY: deltaY, isPrecise: false, modifiers: modifiers,
                    timestamp: timestamp))
        case 1, 2, 3, 8, 9:
            if isPress {
                window.heldButtons.insert(button)
            } else if window.heldButtons.remove(button) == nil {
                return nil
            }
            let kind: PlatformPointerEvent.Kind = isPress ? .buttonDown(button) : .buttonUp(button)
            return .pointer(
                window.id,
                PlatformPointerEvent(kind: kind, location: location, modifiers: modifiers, timestamp: timestamp))
        default:
            return nil
        }
    }

    /// (deltaX, deltaY) of one notch: 4 up (−y), 5 down (+y), 6 left (−x), 7 right (+x).
    private static func wheelNotch(_ button: Int) -> (Double, Double) {
        switch button {
        case 4: (0, -1)
        case 5: (0, 1)
        case 6: (-1, 0)
        default: (1, 0)
        }
    }

    /// One `.motion` for a burst: while the next event already in Xlib's queue is a MotionNotify
    /// for the same window, it replaces this one (X never merges them). Only events already read are
    /// looked at (`QueuedAlready`), so this never waits for the server.
    func motion(coalescing event: inout XEvent) -> PlatformEvent? {
        var next = XEvent()
        while XEventsQueued(display, QueuedAlready) > 0 {
            XPeekEvent(display, &next)
            // A forged one (another client's `XSendEvent`) is left for the drain, which drops it.
            guard next.type == MotionNotify, next.xany.send_event == 0, next.xmotion.window == event.xmotion.window
            else { break }
            XNextEvent(display, &next)
            // Every event goes through the input method first, even one about to be skipped.
            if XFilterEvent(&next, UInt(None)) == 0 { event = next }
        }
        let motion = event.xmotion
        guard let window = windows[motion.window] else { return nil }
        return .pointer(
            window.id,
            PlatformPointerEvent(
                kind: .motion, location: Self.location(x: motion.x, y: motion.y),
                modifiers: Self.modifiers(fromState: motion.state), timestamp: Self.seconds(motion.time)))
    }

    /// A core EnterNotify/LeaveNotify: under XInput 2 only synthetic ones (window managers send
    /// them on purpose); the server's own crossings then come as `XI_Enter`/`XI_Leave`.
    func crossing(_ event: XCrossingEvent) -> PlatformEvent? {
        guard let window = windows[event.window], !(xinput?.selectsPointerEvents ?? false) || event.send_event != 0
        else { return nil }
        return crossing(
            isEnter: event.type == EnterNotify, mode: event.mode, detail: event.detail, in: window,
            at: Self.location(x: event.x, y: event.y), modifiers: Self.modifiers(fromState: event.state),
            timestamp: Self.seconds(event.time))
    }

    /// Crossings of the pointer itself: crossings caused by grabs and moves into a child window
    /// are not. A leave because another client grabbed the pointer while a button is held is
    /// `.cancelled`: the rest of that gesture goes to the grabbing client.
    ///
    /// Under the core protocol another client's `XGrabPointer` fails (AlreadyGrabbed) while our
    /// press holds its implicit grab (verified on Xvfb), so `.cancelled` is rare in practice.
    /// The XI2 modes have the core values, plus the passive-grab pair, which count as grabs.
    func crossing(
        isEnter: Bool, mode: Int32, detail: Int32, in window: X11Window, at location: PlatformPoint,
        modifiers: PlatformModifiers, timestamp: Double
    ) -> PlatformEvent? {
        let isGrab = mode == NotifyGrab || mode == XINotifyPassiveGrab
        let kind: PlatformPointerEvent.Kind
        if !isEnter && isGrab && !window.heldButtons.isEmpty {
            window.heldButtons.removeAll()
            kind = .cancelled
        } else {
            guard !isGrab, mode != NotifyUngrab, mode != XINotifyPassiveUngrab, detail != NotifyInferior else {
                return nil
            }
            kind = isEnter ? .entered : .exited
        }
        return .pointer(
            window.id, PlatformPointerEvent(kind: kind, location: location, modifiers: modifiers, timestamp: timestamp))
    }

    // MARK: - Shared by pointer and key events

    static func location(x: Int32, y: Int32) -> PlatformPoint {
        PlatformPoint(x: Double(x), y: Double(y))
    }

    /// X server time (milliseconds) in seconds.
    static func seconds(_ time: UInt) -> Double {
        Double(time) / 1000
    }

    /// Shift, Control, Mod1 (Alt), Mod4 (Super) and Lock from an event's `state`; button bits and
    /// the other modifiers (Mod2 is usually Num Lock, Mod5 AltGr) are not reported.
    static func modifiers(fromState state: UInt32) -> PlatformModifiers {
        var modifiers: PlatformModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }
}

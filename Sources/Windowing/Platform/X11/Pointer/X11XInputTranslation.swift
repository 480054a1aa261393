internal import CX11

/// Pointer input from XInput 2 (see X11XInput): buttons, motion, smooth scrolling and crossings,
/// read from the event cookies and turned into the same platform events as the core path, by the
/// same rules (X11PointerTranslation).
///
/// Differences from core events that matter here: positions are fractional (`event_x`/`event_y`
/// are doubles), modifiers come from `mods.effective`, and each event names its source device,
/// which is what smooth scrolling is tracked by. XI2 events cannot be sent with `XSendEvent`, so
/// there is no synthetic XI2 input to reject.
extension X11Backend {
    /// Translates one GenericEvent of the XInput extension; other extensions' events are dropped.
    ///
    /// Motion is coalesced through `pendingMotion`: the newest `.motion` of a run of motions for
    /// one window waits there, and whatever else is reported first flushes it, so order is kept.
    func xinputEvent(_ event: inout XEvent, into events: inout [PlatformEvent], pendingMotion: inout PlatformEvent?) {
        guard let xinput, event.xcookie.extension == xinput.opcode,
            XGetEventData(display, &event.xcookie) != 0
        else { return }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        switch event.xcookie.evtype {
        case XI_Motion:
            let motion = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            xinputMotion(motion, xinput, into: &events, pendingMotion: &pendingMotion)
        case XI_ButtonPress, XI_ButtonRelease:
            let press = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let translated = xinputButton(press, xinput) else { return }
            Self.flush(&pendingMotion, into: &events)
            events.append(translated)
        case XI_Enter, XI_Leave:
            let crossing = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            Self.flush(&pendingMotion, into: &events)
            events += xinputCrossing(crossing, xinput)
        case XI_DeviceChanged:
            xinput.deviceChanged(data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee)
        case XI_HierarchyChanged:
            xinput.refreshDevices()
        default:
            break
        }
    }

    /// Reports the motion waiting to be coalesced, if any.
    static func flush(_ pendingMotion: inout PlatformEvent?, into events: inout [PlatformEvent]) {
        guard let motion = pendingMotion else { return }
        events.append(motion)
        pendingMotion = nil
    }

    /// A smooth scroll first (precise, in notches), then the move, which waits in `pendingMotion`.
    /// A motion that only moved scroll axes is not also a move in place.
    private func xinputMotion(
        _ event: XIDeviceEvent, _ xinput: X11XInput, into events: inout [PlatformEvent],
        pendingMotion: inout PlatformEvent?
    ) {
        guard let window = windows[event.event] else { return }
        let location = PlatformPoint(x: event.event_x, y: event.event_y)
        let modifiers = Self.modifiers(fromState: UInt32(truncatingIfNeeded: event.mods.effective))
        let timestamp = Self.seconds(event.time)
        var scrolled = false
        if !xinput.smoothScroll.isEmpty, let delta = xinput.smoothScroll.delta(for: event) {
            scrolled = true
            if !delta.isZero {
                Self.flush(&pendingMotion, into: &events)
                let scroll = PlatformScrollEvent(
                    location: location, deltaX: delta.x, deltaY: delta.y, isPrecise: true, modifiers: modifiers,
                    timestamp: timestamp)
                events.append(.scroll(window.id, scroll))
            }
        }
        let previous = xinput.lastPointer
        xinput.lastPointer = (window.xid, location)
        if scrolled, let previous, previous.window == window.xid, previous.location == location { return }
        if case .pointer(let waiting, _) = pendingMotion, waiting != window.id {
            Self.flush(&pendingMotion, into: &events)
        }
        pendingMotion = .pointer(
            window.id,
            PlatformPointerEvent(kind: .motion, location: location, modifiers: modifiers, timestamp: timestamp))
    }

    /// A button by the core rules, except that a wheel button the server emulated from a device's
    /// scroll axis is skipped: that axis's own changes are reported as precise scrolls. Real wheel
    /// buttons (a plain mouse, XTEST) stay notches.
    private func xinputButton(_ event: XIDeviceEvent, _ xinput: X11XInput) -> PlatformEvent? {
        guard let window = windows[event.event] else { return nil }
        guard !xinput.smoothScroll.skips(event) else { return nil }
        let location = PlatformPoint(x: event.event_x, y: event.event_y)
        xinput.lastPointer = (window.xid, location)
        return button(
            Int(event.detail), isPress: event.evtype == XI_ButtonPress, in: window, at: location,
            modifiers: Self.modifiers(fromState: UInt32(truncatingIfNeeded: event.mods.effective)),
            timestamp: Self.seconds(event.time))
    }

    /// Crossings by the core rules. Entering starts every scroll axis afresh: what the devices
    /// scrolled while the pointer was elsewhere is not ours.
    private func xinputCrossing(_ event: XIEnterEvent, _ xinput: X11XInput) -> [PlatformEvent] {
        guard let window = windows[event.event] else { return [] }
        let isEnter = event.evtype == XI_Enter
        let location = PlatformPoint(x: event.event_x, y: event.event_y)
        if isEnter {
            xinput.smoothScroll.resetValues()
            xinput.lastPointer = (window.xid, location)
        }
        var events: [PlatformEvent] = []
        crossing(
            isEnter: isEnter, mode: event.mode, detail: event.detail, in: window, at: location,
            modifiers: Self.modifiers(fromState: UInt32(truncatingIfNeeded: event.mods.effective)),
            timestamp: Self.seconds(event.time)
        ).map { events.append($0) }
        if !isEnter {
            keysLost(leaving: window, mode: event.mode, detail: event.detail).map { events.append($0) }
        }
        return events
    }
}

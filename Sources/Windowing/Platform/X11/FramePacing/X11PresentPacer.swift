internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether the server's Present extension paces the frames.
@MainActor
enum X11PresentPacing {
    /// Not asked yet: the query waits until frames are first wanted, so that launching on a remote
    /// display costs no round trip for it.
    case unqueried
    /// `WINDOWING_NO_PRESENT` is set.
    case switchedOff
    /// The server has no Present extension (or the connection is gone).
    case absent
    case available(X11PresentPacer)
}

/// Frames paced by the Present extension: on a mapped window of the app it selects
/// PresentCompleteNotify and asks `PresentNotifyMSC` for the next refresh, and each completion,
/// read by the backend's event drain, is reported and followed by the next request while frames
/// are wanted. Only the completion of the newest request counts, so a server sending completions
/// of its own accord cannot multiply the requests.
@MainActor
final class X11PresentPacer: PlatformFramePacer {
    let name = "X Present"
    /// The extension's major opcode, which its GenericEvents carry.
    let opcode: Int32
    private weak var backend: X11Backend?
    private var signal: (@MainActor (PlatformFrameSignal) -> Void)?
    /// The windows on which PresentCompleteNotify is selected, by X id; the object tells a window
    /// from a later one that was given the same id.
    private var selectedWindows: [UInt: ObjectIdentifier] = [:]
    /// The window and serial of the request not yet completed.
    private var awaited: (window: UInt, serial: UInt32)?
    private var serial: UInt32 = 0
    private var isAbandoned = false

    init(backend: X11Backend, opcode: Int32) {
        self.backend = backend
        self.opcode = opcode
    }

    func start(_ signal: @escaping @MainActor (PlatformFrameSignal) -> Void) -> Bool {
        guard !isAbandoned, let window = windowToFollow() else { return false }
        self.signal = signal
        // A request still out for this window serves; one for a window gone from the screen will
        // not complete, so it is replaced.
        if awaited?.window != window { request(on: window) }
        return true
    }

    func stop() { signal = nil }

    func abandon() {
        isAbandoned = true
        signal = nil
        awaited = nil
    }

    var followsVisibleWindow: Bool {
        guard let awaited, let backend else { return false }
        return backend.windows[awaited.window]?.isViewable == true
    }

    /// Events in Xlib's queue or on the socket. Nothing is read: events read here would wait in
    /// Xlib's queue with the socket quiet, and the run loop, which wakes on the socket, would sleep.
    var hasUnreadEvents: Bool {
        guard let backend, backend.connection.isUsable else { return false }
        if XEventsQueued(backend.display, QueuedAlready) > 0 { return true }
        var socket = pollfd(fd: XConnectionNumber(backend.display), events: Int16(POLLIN), revents: 0)
        return poll(&socket, 1, 0) > 0
    }

    /// The window followed: the one awaited if it is still on screen, else the oldest on screen.
    private func windowToFollow() -> UInt? {
        guard let backend, backend.connection.isUsable else { return nil }
        if let awaited, backend.windows[awaited.window]?.isViewable == true { return awaited.window }
        return backend.windows.values.filter(\.isViewable).map(\.xid).min()
    }

    /// Asks for a completion at the window's next refresh (target 0, divisor 1, remainder 0: the
    /// first refresh after the request). Sent with the next flush, before the app sleeps.
    private func request(on window: UInt) {
        guard let backend else { return }
        guard let object = backend.windows[window] else { return }
        if selectedWindows[window] != ObjectIdentifier(object) {
            selectedWindows[window] = ObjectIdentifier(object)
            _ = CX11_XPresentSelectInput(backend.display, window, UInt32(PresentCompleteNotifyMask))
        }
        serial &+= 1
        CX11_XPresentNotifyMSC(backend.display, window, serial, 0, 1, 0)
        awaited = (window, serial)
    }

    /// A PresentCompleteNotify from the drain.
    func complete(_ event: XPresentCompleteNotifyEvent) {
        guard let awaited, event.window == awaited.window, event.serial_number == awaited.serial else { return }
        self.awaited = nil
        guard let signal else { return }
        guard let next = windowToFollow() else {
            self.signal = nil
            signal(.lost)
            return
        }
        request(on: next)
        signal(.refresh(ust: event.ust, msc: event.msc))
    }
}

extension X11Backend {
    /// The Present pacer, after opening libXpresent and asking the server once whether it has the
    /// extension. The query is `XPresentQueryExtension` alone (one `QueryExtension`, which Xlib keeps for the connection);
    /// the requests used need no version negotiation.
    var framePacer: (any PlatformFramePacer)? {
        switch presentPacing {
        case .available(let pacer): return pacer
        case .switchedOff, .absent: return nil
        case .unqueried:
            // Before Xlib's connection opened (a launch) a timer paces; the query waits until then.
            guard let openedConnection, openedConnection.isUsable else { return nil }
            // libXpresent is opened now, not at launch (Sources/CX11/shim.h).
            if let failure = CX11_LoadPresent() {
                presentPacing = .absent
                Diagnostics.warning(
                    "X11: frames are paced by a timer: \(String(cString: failure)) (install libxpresent1 for the "
                        + "Present extension's pacing)")
                return nil
            }
            var opcode: Int32 = 0
            var eventBase: Int32 = 0
            var errorBase: Int32 = 0
            guard CX11_XPresentQueryExtension(display, &opcode, &eventBase, &errorBase) != 0 else {
                presentPacing = .absent
                return nil
            }
            let pacer = X11PresentPacer(backend: self, opcode: opcode)
            presentPacing = .available(pacer)
            return pacer
        }
    }

    /// Hands a Present event to the pacer; false for other extensions' events.
    func presentEvent(_ event: inout XEvent) -> Bool {
        guard case .available(let pacer) = presentPacing, event.xcookie.extension == pacer.opcode else {
            return false
        }
        guard XGetEventData(display, &event.xcookie) != 0 else { return true }
        defer { XFreeEventData(display, &event.xcookie) }
        guard event.xcookie.evtype == PresentCompleteNotify, let data = event.xcookie.data else { return true }
        pacer.complete(data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee)
        return true
    }
}

// X11's CLIPBOARD and PRIMARY selections (ICCCM §2) behind `PlatformSelections`.
//
// Files: this one owns the hidden window selections are owned and read through, takes and gives
// up ownership with a real server timestamp, and routes selection events; X11Selection+Owner
// answers other clients' requests (TARGETS, text, PNG, MULTIPLE, INCR in parts);
// X11Selection+Requestor reads from other owners within a timeout and a size limit;
// X11SelectionTargets is the negotiation by atom name, without a connection.

internal import CX11
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The selections of one X connection, served from an unmapped window of their own, so they
/// outlive any app window and never mix with a window's events.
@MainActor
final class X11Selections: PlatformSelections {
    /// How long a read waits for each answer of an owner: UIKit's reads are synchronous, so this
    /// bounds how long a paste can hold the UI.
    static let answerTimeout = 1.0
    /// How long a clipboard manager may take to save what we own when the app exits.
    static let saveTimeout = 2.0
    /// How long a transfer in parts to a requestor may stall before it is dropped.
    static let transferTimeout = 5.0

    /// What this process serves for a selection it owns, and since when.
    struct Ownership {
        var offer: PlatformSelectionOffer
        var time: UInt
    }

    /// A reply sent in parts (INCR) that its requestor has not taken completely yet.
    struct OutgoingTransfer {
        var requestor: UInt
        var property: UInt
        var type: UInt
        var bytes: [UInt8]
        var sent = 0
        var lastActivity = Date()
    }

    let connection: X11Connection
    /// The unmapped window that owns selections and receives what is read.
    let window: UInt
    /// Target names and the atoms the selection code uses, interned once.
    let atoms: [String: UInt]
    var owned: [PlatformSelection: Ownership] = [:]
    var outgoing: [OutgoingTransfer] = []
    /// The largest reply sent in one piece; larger ones go as INCR in parts of this size.
    let chunkSize: Int
    /// The last read came in parts (INCR), for tests.
    var lastReadWasIncremental = false
    /// How many replies were sent in parts (INCR), for tests.
    var transfersInParts = 0

    var display: OpaquePointer { connection.display }

    /// The atom names beyond the targets: the selections, the INCR and MULTIPLE types, our
    /// own transfer and timestamp properties, and the clipboard-manager protocol.
    private static let ownNames = [
        "CLIPBOARD", "INCR", "ATOM_PAIR", "WINDOWING_SELECTION", "WINDOWING_TIMESTAMP", "CLIPBOARD_MANAGER",
        "SAVE_TARGETS",
    ]

    /// Makes the window and interns the atoms; nil if the connection is unusable or the server
    /// returned no atom for some name.
    init?(connection: X11Connection, root: UInt) {
        guard connection.isUsable else { return nil }
        let display = connection.display
        guard let atoms = Self.intern(X11SelectionTargets.names + Self.ownNames, on: display) else { return nil }
        self.connection = connection
        self.atoms = atoms
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        // Requests past the core limit need BIG-REQUESTS, which an old requestor may not expect.
        chunkSize = max(4096, XMaxRequestSize(display) * 4 - 1024)
    }

    func atom(_ name: String) -> UInt { atoms[name] ?? 0 }

    /// The name of one of our atoms, or nil for any other.
    func name(of atom: UInt) -> String? {
        atoms.first { $0.value == atom }?.key
    }

    func atom(for selection: PlatformSelection) -> UInt {
        selection == .clipboard ? atom("CLIPBOARD") : UInt(XA_PRIMARY)
    }

    func selection(for atom: UInt) -> PlatformSelection? {
        if atom == self.atom("CLIPBOARD") { return .clipboard }
        return atom == UInt(XA_PRIMARY) ? .primary : nil
    }

    // MARK: - Ownership

    func own(_ selection: PlatformSelection, offering offer: PlatformSelectionOffer) -> Bool {
        guard connection.isUsable else { return false }
        // Taken again even when already ours, so that clipboard managers, which watch the owner
        // change, see new contents. ICCCM §2.1: with the time of an event, never CurrentTime, so
        // that late requests meant for an older owner are told apart.
        guard let time = serverTime() else { return false }
        let atom = atom(for: selection)
        XSetSelectionOwner(display, atom, window, time)
        guard XGetSelectionOwner(display, atom) == window else {
            Diagnostics.warning(
                "Clipboard: the X server did not give \(selection) to this app; copying stays in the app")
            return false
        }
        owned[selection] = Ownership(offer: offer, time: time)
        return true
    }

    func disown(_ selection: PlatformSelection) {
        guard let ownership = owned.removeValue(forKey: selection), connection.isUsable else { return }
        XSetSelectionOwner(display, atom(for: selection), UInt(None), ownership.time)
    }

    func owns(_ selection: PlatformSelection) -> Bool { owned[selection] != nil }

    /// A server timestamp: the time of the PropertyNotify that appending nothing to a property
    /// of our window causes (ICCCM §2.1). Only the server's own counts: any client can send our
    /// window a PropertyNotify with a time of its choosing, and a time ahead of the server's makes
    /// it refuse the ownership.
    private func serverTime() -> UInt? {
        let property = atom("WINDOWING_TIMESTAMP")
        let nothing: [UInt8] = [0]
        XChangeProperty(display, window, property, UInt(XA_INTEGER), 8, PropModeAppend, nothing, 0)
        let event = awaitEvent(seconds: Self.answerTimeout) { event in
            event.type == PropertyNotify && event.xproperty.send_event == 0 && event.xproperty.atom == property
        }
        return event?.xproperty.time
    }

    // MARK: - Events

    /// Handles an event that belongs to the selections: requests for what we own, the loss of
    /// ownership, and the steps of transfers in parts. False if the event is not theirs.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest:
            guard event.xselectionrequest.owner == window else { return false }
            answer(event.xselectionrequest)
            return true
        case SelectionClear:
            guard event.xselectionclear.window == window else { return false }
            if let selection = selection(for: event.xselectionclear.selection) { owned[selection] = nil }
            return true
        case SelectionNotify:
            // An answer that came after its read gave up.
            return event.xselection.requestor == window
        case PropertyNotify:
            if event.xproperty.window == window { return true }
            return continueTransfer(event.xproperty)
        default:
            return false
        }
    }

    /// Waits up to `seconds` for an event of our window that `accepts` takes, answering the
    /// requests that arrive meanwhile (another client may read what we own while we read what
    /// it owns) and dropping stale notifications. Nil when the time is up or the connection died.
    func awaitEvent(seconds: Double, _ accepts: (XEvent) -> Bool) -> XEvent? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var event = XEvent()
        while connection.isUsable {
            if XCheckIfEvent(display, &event, isEventOfWindow, XPointer(bitPattern: window)) != 0 {
                if accepts(event) { return event }
                _ = handle(&event)
                continue
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(remaining * 1000) + 1)
        }
        return nil
    }

    /// Before the connection closes: if we own CLIPBOARD and a clipboard manager runs, it is
    /// asked to keep a copy (freedesktop's clipboard-manager protocol, `SAVE_TARGETS`), and the
    /// requests it sends are answered for up to `saveTimeout` seconds. Then the window goes.
    func close() {
        guard connection.isUsable else { return }
        let manager = atom("CLIPBOARD_MANAGER")
        if owned[.clipboard] != nil, XGetSelectionOwner(display, manager) != UInt(None) {
            XConvertSelection(display, manager, atom("SAVE_TARGETS"), UInt(None), window, UInt(CurrentTime))
            _ = awaitEvent(seconds: Self.saveTimeout) { event in
                event.type == SelectionNotify && event.xselection.selection == manager
            }
        }
        owned.removeAll()
        outgoing.removeAll()
        XDestroyWindow(display, window)
    }

    /// One `XInternAtoms` round trip for every name; Xlib wants mutable C strings.
    private static func intern(_ names: [String], on display: OpaquePointer) -> [String: UInt]? {
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var values = [UInt](repeating: 0, count: names.count)
        guard XInternAtoms(display, &cNames, Int32(names.count), 0, &values) != 0, !values.contains(0) else {
            return nil
        }
        return Dictionary(zip(names, values)) { first, _ in first }
    }
}

/// `XCheckIfEvent`'s predicate: the event is about the window whose id `argument` carries.
/// (SelectionRequest's owner, SelectionNotify's requestor and PropertyNotify's window all sit
/// where `xany.window` reads.)
private func isEventOfWindow(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XEvent>?, _ argument: XPointer?)
    -> Int32
{
    guard let event else { return 0 }
    return event.pointee.xany.window == UInt(bitPattern: argument) ? 1 : 0
}

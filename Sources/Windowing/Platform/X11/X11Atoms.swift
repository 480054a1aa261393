internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The atoms the backend uses.
///
/// Each atom interned alone costs a round trip, which a remote display pays in latency, so all
/// of them are asked for at once when the display opens (`X11AtomRequests`) and their replies
/// collected when the first window needs them, by which time they have arrived.
struct X11Atoms: Equatable {
    let wmProtocols: UInt
    let wmDeleteWindow: UInt
    let netWMPing: UInt
    let netWMName: UInt
    let netWMIconName: UInt
    let utf8String: UInt
    let netWMPID: UInt
    let netWMWindowType: UInt
    let netWMWindowTypeNormal: UInt
    let wmState: UInt
    let netWMState: UInt
    let netWMStateHidden: UInt
    let wmLocaleName: UInt

    /// The names, in the order the stored properties are filled from.
    static let names = [
        "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_NAME", "_NET_WM_ICON_NAME",
        "UTF8_STRING", "_NET_WM_PID", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_NORMAL",
        "WM_STATE", "_NET_WM_STATE", "_NET_WM_STATE_HIDDEN", "WM_LOCALE_NAME",
    ]

    /// Atoms that match no event or property: `None` for each, for a backend whose atoms failed.
    static let unavailable = X11Atoms(checked: Array(repeating: 0, count: names.count))

    /// Takes the server's atoms for `names`, in that order.
    ///
    /// - Throws: `PlatformError.requestFailed` naming the first name the server returned no atom
    ///   for (nil: the reply never came), or if the count does not match.
    init(values: [UInt?]) throws(PlatformError) {
        guard values.count == Self.names.count else {
            throw .requestFailed(
                request: "InternAtom", code: 0,
                text: "\(values.count) atoms for \(Self.names.count) names; the reply count must match")
        }
        if let missing = values.firstIndex(where: { $0 == nil || $0 == 0 }) {
            throw .requestFailed(
                request: "InternAtom", code: 0,
                text: "the server returned no atom for \(Self.names[missing]); is the connection still open?")
        }
        self.init(checked: values.map { $0 ?? 0 })
    }

    private init(checked atoms: [UInt]) {
        wmProtocols = atoms[0]
        wmDeleteWindow = atoms[1]
        netWMPing = atoms[2]
        netWMName = atoms[3]
        netWMIconName = atoms[4]
        utf8String = atoms[5]
        netWMPID = atoms[6]
        netWMWindowType = atoms[7]
        netWMWindowTypeNormal = atoms[8]
        wmState = atoms[9]
        netWMState = atoms[10]
        netWMStateHidden = atoms[11]
        wmLocaleName = atoms[12]
    }
}

/// `InternAtom` requests for `X11Atoms.names`, sent through XCB on Xlib's connection without
/// waiting; collecting them waits only for replies that have not arrived yet.
///
/// XCB keeps each reply until it is collected, so a batch is either collected or discarded once.
final class X11AtomRequests {
    private let connection: OpaquePointer
    private var cookies: [xcb_intern_atom_cookie_t]

    /// Sends one `InternAtom` a name on `connection` (an `xcb_connection_t`).
    init(sendingOn connection: OpaquePointer) {
        self.connection = connection
        cookies = X11Atoms.names.map { name in
            let bytes = Array(name.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    xcb_intern_atom(connection, 0, UInt16(bytes.count), $0.baseAddress)
                }
            }
        }
    }

    /// Waits for the replies not yet in and returns the atoms; the batch is spent afterwards.
    ///
    /// - Throws: `PlatformError.requestFailed` if a reply is missing (the connection failed).
    func collect() throws(PlatformError) -> X11Atoms {
        let pending = cookies
        cookies = []
        let values: [UInt?] = pending.map { cookie in
            var error: UnsafeMutablePointer<xcb_generic_error_t>?
            let reply = xcb_intern_atom_reply(connection, cookie, &error)
            defer {
                free(reply)
                free(error)
            }
            guard let reply else { return nil }
            return UInt(reply.pointee.atom)
        }
        return try X11Atoms(values: values)
    }

    /// Drops the replies without reading them, for a backend closed before it made a window.
    func discard() {
        for cookie in cookies { xcb_discard_reply(connection, cookie.sequence) }
        cookies = []
    }
}

internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The atoms the backend uses, interned in one `XInternAtoms` round trip.
///
/// Each `XInternAtom` call is a round trip of its own, which a remote display pays in latency.
struct X11Atoms {
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

    /// The names, in the order the stored properties are filled from.
    private static let names = [
        "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_NAME", "_NET_WM_ICON_NAME",
        "UTF8_STRING", "_NET_WM_PID", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_NORMAL",
        "WM_STATE", "_NET_WM_STATE", "_NET_WM_STATE_HIDDEN",
        // Not stored: `XSetWMProperties` interns it itself, and finds it in Xlib's atom cache,
        // which this batch fills, rather than paying a round trip of its own per window.
        "WM_LOCALE_NAME",
    ]

    /// Interns every atom on `display`.
    ///
    /// - Throws: `PlatformError.requestFailed` if the server did not return every atom.
    init(display: OpaquePointer) throws(PlatformError) {
        let atoms = try Self.intern(Self.names, on: display)
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
    }

    /// One `XInternAtoms` call; Xlib wants mutable C strings, so they are duplicated and freed.
    private static func intern(_ names: [String], on display: OpaquePointer) throws(PlatformError) -> [UInt] {
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var atoms = [UInt](repeating: 0, count: names.count)
        let status = XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
        guard status != 0, !atoms.contains(0) else {
            throw .requestFailed(request: "XInternAtoms", code: 0, text: "the server returned no atom for some names")
        }
        return atoms
    }
}

internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// XKB switched on after the launch instead of inside `XOpenDisplay` (issue 20).
///
/// `XOpenDisplay` asks for XKEYBOARD and then for its UseExtension, waiting for each reply: two
/// round trips before the first window, over a remote display 100 ms of a 50 ms link. XKB
/// matters only once keys are translated, so the display is opened with XKB ignored and:
///
/// 1. the extension's opcode is asked for through XCB at once, without a wait (`init`);
/// 2. the server is told this client speaks XKB (UseExtension through XCB, reply discarded) once
///    the first window's creation check has brought the opcode's reply (`announce()`). That is
///    before the window is mapped, so every key event it gets carries the XKB state, its group
///    included, as it would had `XOpenDisplay` used XKB;
/// 3. Xlib's side is switched on when the keyboard is prepared, after the first frame or at the
///    first key, before any key is translated (`enable(on:)`, `CX11_UseXkbAfterOpen`).
///
/// `XKB_DISABLE` keeps XKB off throughout, as Xlib does; `XKB_FORCE` makes Xlib refuse to ignore
/// it, and then `XOpenDisplay` uses it as before and nothing here runs.
final class X11DeferredXkb {
    /// XKEYBOARD as XCB names extensions. XCB caches an extension's opcode by this record, so it
    /// is one for the process (never freed), written by XCB under its own lock.
    nonisolated(unsafe) private static let extensionRecord: UnsafeMutablePointer<xcb_extension_t> = {
        let record = UnsafeMutablePointer<xcb_extension_t>.allocate(capacity: 1)
        record.initialize(to: xcb_extension_t(name: UnsafePointer(strdup("XKEYBOARD")), global_id: 0))
        return record
    }()

    private let xcb: OpaquePointer
    private var announcePending: Bool
    private var enablePending: Bool

    /// `XOpenDisplay(name)` with XKB ignored for that call only; the flag is process-wide in Xlib,
    /// so it is set back at once (the backend opens one display at a time: on the main thread, or
    /// on the launch's opener thread while the main thread uses XCB only). Also says whether XKB
    /// was left for later.
    static func openDisplay(_ name: String) -> (display: OpaquePointer?, deferred: Bool) {
        let disabled = getenv("XKB_DISABLE") != nil
        let deferred = !disabled && XkbIgnoreExtension(1) != 0
        let display = XOpenDisplay(name)
        if deferred { _ = XkbIgnoreExtension(0) }
        return (display, deferred)
    }

    /// Asks for XKEYBOARD's opcode on `xcb` without waiting; XCB keeps the answer for `announce()`.
    static func prefetch(on xcb: OpaquePointer) {
        CX11_PrefetchXkb(xcb, extensionRecord)
    }

    /// Asks for XKEYBOARD's opcode on `xcb` if XKB was left for later; nothing otherwise.
    init(xcb: OpaquePointer, deferred: Bool) {
        self.xcb = xcb
        announcePending = deferred
        enablePending = deferred
        if deferred { CX11_PrefetchXkb(xcb, Self.extensionRecord) }
    }

    /// Tells the server this client speaks XKB, once; call before the first window is mapped.
    func announce() {
        guard announcePending else { return }
        announcePending = false
        if CX11_AnnounceXkb(xcb, Self.extensionRecord) == 0 { enablePending = false }
    }

    /// Switches Xlib's XKB on, once, if the launch left it off: two round trips, which is why it
    /// waits for the first frame or the first key.
    func enable(on display: OpaquePointer) {
        guard enablePending else { return }
        enablePending = false
        announce()
        if CX11_UseXkbAfterOpen(display) == 0 {
            Diagnostics.warning("X11: the server refused XKB; keys are translated without keyboard groups")
        }
    }
}

internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `XOpenDisplay` on a thread of its own, while the launch connection makes and draws the first
/// window (X11LaunchConnection). Its four round trips then pass during the launch's own.
///
/// The thread only opens the display (with XKB left for later, as on the main thread, and
/// XKEYBOARD's opcode asked for); the display is used from the main actor only, after `join()`.
/// `XInitThreads` ran before the thread started.
final class X11DisplayOpener: @unchecked Sendable {
    private let name: String
    private var thread = pthread_t()
    private var isRunning = false
    // Written by the thread before it ends, read after `pthread_join`, which orders the two.
    private var display: OpaquePointer?
    private var defersXkb = false

    /// Starts opening `name`; opens it here, at once, if no thread can be made.
    init(name: String) {
        self.name = name
        let retained = Unmanaged.passRetained(self)
        isRunning =
            pthread_create(
                &thread, nil,
                { argument in
                    guard let argument else { return nil }
                    Unmanaged<X11DisplayOpener>.fromOpaque(argument).takeRetainedValue().open()
                    return nil
                }, retained.toOpaque()) == 0
        if !isRunning {
            retained.release()
            open()
        }
    }

    private func open() {
        (display, defersXkb) = X11DeferredXkb.openDisplay(name)
        if let display, defersXkb, let xcb = XGetXCBConnection(display) { X11DeferredXkb.prefetch(on: xcb) }
    }

    /// Waits for the thread; the display (nil if Xlib could not open it) and whether XKB was left
    /// for later. The display is the caller's from then on; later calls return nil.
    func join() -> (display: OpaquePointer?, defersXkb: Bool) {
        if isRunning {
            pthread_join(thread, nil)
            isRunning = false
        }
        let opened = (display, defersXkb)
        display = nil
        return opened
    }
}

internal import CX11
import Foundation

/// Puts a time limit on Xlib's waits for an input method server (issue 21).
///
/// An IM server is another X client, and XIM is a request-and-reply protocol: `XSetICValues`
/// (the caret's place), `XCreateIC`, `XOpenIM`, `XCloseIM`, `XSetICFocus` and `XUnsetICFocus`
/// (which first fetch a value from the server) and a key `XFilterEvent` hands to a server that
/// asked for keys synchronously (uim does) send a request and then wait inside Xlib
/// (`XIfEvent`) for the reply, with no time limit. A server that is stopped (SIGSTOP, a
/// debugger) or hung never replies, and the app stopped drawing and answering.
///
/// The ways out that were weighed:
/// - Calling Xlib only when the server proved alive recently cannot work alone: it can stop
///   between its last reply and the next request. It is still done before `XOpenIM`
///   (`serverAnswers`), where Xlib first waits for a selection answer that nothing here can
///   stand in for.
/// - Every XIM call on a thread of its own, with a second connection, the main thread waiting a
///   bounded time for each: the preedit callbacks, the committed text and every key would move
///   to another thread and connection, and each key would cross threads twice; a large change
///   of the key path for a server that misbehaves.
/// - Not telling the server where the caret is would put CJK candidate windows in the wrong
///   place for everyone, and would not help the other waits.
///
/// So the XIM calls stay where they are, and the ones that can wait run under this watchdog: if
/// the call still waits after the time limit, a background thread answers in the server's place,
/// and goes on answering until the call returns. Xlib takes any ClientMessage of type
/// `_XIM_PROTOCOL` as the server's data, whichever window it comes to, and one of format 32 names
/// a property to read; the one sent here names a property that does not exist, so Xlib's read
/// fails and the call returns with an error, as if the server had refused. While `XOpenIM`
/// connects it waits for an `_XIM_XCONNECT` message instead; the stand-in names the root window
/// as the server's, so what Xlib then sends reaches no client. The thread sends on a connection
/// of its own, since Xlib keeps the app's connection locked while the main thread waits inside
/// it. The keyboard then gives the server up (`X11Keyboard.serverStoppedAnswering`).
final class X11InputMethodWatchdog: @unchecked Sendable {
    /// How long a server has to answer a request before the app stops waiting for it. A live
    /// server answers in milliseconds; this leaves room for a loaded machine, and is short
    /// enough that one stall is a hiccup rather than a hang.
    static let answerTimeout = 1.0
    /// Between stand-in answers while a call still waits (each ends one wait inside Xlib).
    private static let retryInterval = 0.01

    private let display: OpaquePointer
    /// The watchdog thread's own connection to the same X server, used only to send answers.
    private let sender: OpaquePointer
    /// The window stand-in answers are sent to (unmapped, 1×1, input only); Xlib does not look at
    /// the window, and the messages left over are taken from the queue by it.
    let window: UInt
    private let root: UInt
    private let protocolAtom: UInt
    private let connectAtom: UInt
    private let missingPropertyAtom: UInt

    private let lock = NSLock()
    /// The outermost call being watched (a serial number), 0 when none; guarded by `lock`.
    private var watched = 0
    private var serial = 0
    /// A stand-in answer was sent for the watched call; guarded by `lock`.
    private var answered = false
    /// The second connection was lost (the X server went away); guarded by `lock`.
    private var senderIsDead = false
    /// Calls running under the watchdog on the main thread, outermost first (XIM calls nest when
    /// a callback Xlib runs inside one calls Xlib again).
    private var depth = 0

    /// Nil if a second connection to the X server cannot be opened.
    init?(display: OpaquePointer) {
        guard let name = XDisplayString(display), let sender = XOpenDisplay(name) else { return nil }
        self.display = display
        self.sender = sender
        root = XDefaultRootWindow(display)
        var attributes = XSetWindowAttributes()
        window = XCreateWindow(display, root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, &attributes)
        protocolAtom = XInternAtom(display, "_XIM_PROTOCOL", 0)
        connectAtom = XInternAtom(display, "_XIM_XCONNECT", 0)
        missingPropertyAtom = XInternAtom(display, "_WINDOWING_XIM_NO_ANSWER", 0)
        // Xlib's default on a lost connection is to exit; the app's own connection reports the
        // loss and ends the app in order, so this one only stops sending.
        XSetIOErrorExitHandler(
            sender,
            { _, watchdog in
                guard let watchdog else { return }
                Unmanaged<X11InputMethodWatchdog>.fromOpaque(watchdog).takeUnretainedValue().senderIsDead = true
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Runs `body`, an Xlib call that may wait for the server, answering in the server's place
    /// once `seconds` have passed. Returns its result and whether the server failed to answer in
    /// time (always false for a call nested in another watched call; the outer one reports).
    @MainActor
    func run<Result>(within seconds: Double, _ body: () -> Result) -> (result: Result, timedOut: Bool) {
        guard depth == 0 else { return (body(), false) }
        depth += 1
        defer { depth -= 1 }
        let current: Int = lock.withLock {
            serial += 1
            watched = serial
            answered = false
            return serial
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in answer(current) }
        let result = body()
        let timedOut = lock.withLock {
            watched = 0
            return answered
        }
        if timedOut { dropLeftoverAnswers() }
        return (result, timedOut)
    }

    /// Sends one stand-in answer while call `current` still waits, and comes back for the next.
    private func answer(_ current: Int) {
        let waiting: Bool = lock.withLock {
            guard watched == current, !senderIsDead else { return false }
            answered = true
            // Sent under the lock and through the X server before it is let go, so that once `run`
            // has taken it, a round trip on the app's connection brings every answer sent.
            send(type: connectAtom, format: 32, [Int(root), 0, 1])
            sendDisconnectReply()
            send(type: protocolAtom, format: 32, [0, Int(missingPropertyAtom)])
            XSync(sender, 0)
            return true
        }
        guard waiting else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.retryInterval) { [self] in answer(current) }
    }

    private func send(type: UInt, format: Int32, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = format
        for (index, value) in values.enumerated() { CX11_SetClientMessageLong(&event.xclient, Int32(index), value) }
        // No event mask: the message goes to the window's creator, the app itself.
        XSendEvent(sender, window, 0, 0, &event)
    }

    /// XIM_DISCONNECT_REPLY (opcode 4, no data), which Xlib takes without checking whose it is:
    /// `XCloseIM` frees its connection window and that window's message filter only after that
    /// reply, and a filter left behind would later run with the freed input method. Any other wait
    /// takes it as a stray message, reports it to the server, and reads the failing answer next.
    private func sendDisconnectReply() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocolAtom
        event.xclient.format = 8
        event.xclient.data.b.0 = 4
        XSendEvent(sender, window, 0, 0, &event)
    }

    /// Answers the call did not read: the round trip brings every one sent so far into the queue.
    @MainActor
    private func dropLeftoverAnswers() {
        XSync(display, 0)
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, ClientMessage, &event) != 0 {}
    }

    /// Whether the owner of the XIM server selection `@server=NAME` answers a selection request
    /// within `seconds`: `XOpenIM` first asks it for its locales and waits for the answer with
    /// no time limit, a wait the stand-in answers cannot end.
    @MainActor
    func serverAnswers(_ name: String, within seconds: Double) -> Bool {
        let selection = XInternAtom(display, "@server=\(name)", 0)
        guard XGetSelectionOwner(display, selection) != UInt(None) else { return true }
        let target = XInternAtom(display, "LOCALES", 0)
        XConvertSelection(display, selection, target, target, window, UInt(CurrentTime))
        XFlush(display)
        let deadline = Date(timeIntervalSinceNow: seconds)
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) == 0 {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(remaining * 1000) + 1)
        }
        XDeleteProperty(display, window, target)
        return true
    }

    /// Destroys the window and closes the second connection.
    @MainActor
    func close(connectionIsUsable: Bool) {
        if connectionIsUsable { XDestroyWindow(display, window) }
        let senderIsUsable = lock.withLock {
            watched = 0
            return !senderIsDead
        }
        if connectionIsUsable && senderIsUsable { XCloseDisplay(sender) }
    }
}

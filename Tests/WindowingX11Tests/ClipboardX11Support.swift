import CX11
import Foundation
import Windowing
import WindowingTesting

#if canImport(Glibc)
import Glibc
#endif

/// One text field to copy from and paste into.
@MainActor
final class ClipboardFieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    let other = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for field in [field, other] {
            field.borderStyle = .roundedRect
            view.addSubview(field)
        }
    }
}

/// `xclip` from Debian, the second X client the clipboard is exchanged with.
enum XClip {
    static let path = "/usr/bin/xclip"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }
    static let missing = "xclip is not installed (apt-get install xclip; scripts/setup.sh installs it)"

    /// Starts xclip with `arguments` on `display`.
    static func start(_ arguments: [String], display: String) throws -> AppProcess {
        try AppProcess(
            executable: path, arguments: arguments, environment: ["DISPLAY": display, "PATH": "/usr/bin:/bin"])
    }

    /// Starts `xclip -o` with its output going to `file`, byte for byte (for binary targets).
    static func startReading(_ arguments: [String], into file: String, display: String) throws -> AppProcess {
        try AppProcess(
            executable: "/bin/sh", arguments: ["-c", "exec \(path) -o \"$@\" > \"$0\"", file] + arguments,
            environment: ["DISPLAY": display, "PATH": "/usr/bin:/bin"])
    }

    /// A scratch file path that nothing else uses.
    static func scratchPath(_ suffix: String) -> String {
        NSTemporaryDirectory() + "clipboard-\(UUID().uuidString)\(suffix)"
    }
}

/// A second X client that owns CLIPBOARD and answers badly, on a thread of its own so that it
/// answers while the app waits inside a synchronous read.
final class HostileSelectionOwner: @unchecked Sendable {
    struct OpenError: Error, CustomStringConvertible {
        let description: String
    }

    enum Behaviour {
        /// Never reads its events: no answer ever comes.
        case silent
        /// Answers every text target with these bytes, typed UTF8_STRING.
        case sends([UInt8])
        /// Announces a transfer in parts of this many bytes and never sends one.
        case announces(Int)
        /// Announces `total` bytes in parts, sends the first `sent`, then destroys its window.
        case diesAfter(sent: Int, total: Int)
    }

    private let display: OpaquePointer
    private let window: UInt
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    private var thread: Thread?

    init(displayName: String, behaviour: Behaviour) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw OpenError(description: "cannot open display '\(displayName)' for the hostile owner")
        }
        self.display = display
        self.behaviour = behaviour
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0), window, UInt(CurrentTime))
        XSync(display, 0)
        if case .silent = behaviour { return }
        let thread = Thread { [self] in
            serve()
            finished.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// Stops answering and closes the connection.
    func close() {
        lock.withLock { stopping = true }
        if thread != nil { finished.wait() }
        XCloseDisplay(display)
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func serve() {
        let incr = XInternAtom(display, "INCR", 0)
        let utf8 = XInternAtom(display, "UTF8_STRING", 0)
        var transfer: (requestor: UInt, property: UInt, sent: Int)?
        var event = XEvent()
        while !isStopping {
            guard XPending(display) > 0 else {
                var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, 20)
                continue
            }
            XNextEvent(display, &event)
            if event.type == SelectionRequest {
                let request = event.xselectionrequest
                switch behaviour {
                case .silent: break
                case .sends(let bytes):
                    put(bytes, type: utf8, on: request.requestor, request.property)
                case .announces(let size), .diesAfter(_, let size):
                    XSelectInput(display, request.requestor, PropertyChangeMask)
                    var items = [UInt(size)]
                    XChangeProperty(
                        display, request.requestor, request.property, incr, 32, PropModeReplace,
                        items.withUnsafeMutableBytes { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
                    transfer = (request.requestor, request.property, 0)
                }
                notify(request, property: request.property)
            } else if event.type == PropertyNotify, event.xproperty.state == PropertyDelete,
                case .diesAfter(let sent, _) = behaviour, let current = transfer,
                event.xproperty.window == current.requestor, event.xproperty.atom == current.property
            {
                if current.sent == 0 {
                    put([UInt8](repeating: 0x61, count: sent), type: utf8, on: current.requestor, current.property)
                    transfer?.sent = sent
                } else {
                    XDestroyWindow(display, window)
                    XFlush(display)
                    return
                }
            }
            XFlush(display)
        }
    }

    private func put(_ bytes: [UInt8], type: UInt, on requestor: UInt, _ property: UInt) {
        XChangeProperty(display, requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    private func notify(_ request: XSelectionRequestEvent, property: UInt) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &reply)
    }
}

/// A clipboard manager as the freedesktop protocol describes it, on its own connection and
/// thread: it owns CLIPBOARD_MANAGER, and on a SAVE_TARGETS request it reads CLIPBOARD's
/// UTF8_STRING from the asking app before telling the app it is done.
final class FakeClipboardManager: @unchecked Sendable {
    private let display: OpaquePointer
    private let window: UInt
    private let lock = NSLock()
    private var stopping = false
    private var saved: String?
    private let finished = DispatchSemaphore(value: 0)

    /// What the manager saved, once it did.
    var savedText: String? { lock.withLock { saved } }

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw HostileSelectionOwner.OpenError(description: "cannot open display '\(displayName)' for the manager")
        }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD_MANAGER", 0), window, UInt(CurrentTime))
        XSync(display, 0)
        Thread { [self] in
            serve()
            finished.signal()
        }.start()
    }

    func close() {
        lock.withLock { stopping = true }
        finished.wait()
        XCloseDisplay(display)
    }

    private func serve() {
        let saveTargets = XInternAtom(display, "SAVE_TARGETS", 0)
        let property = XInternAtom(display, "MANAGER_COPY", 0)
        var pending: XSelectionRequestEvent?
        var event = XEvent()
        while !lock.withLock({ stopping }) {
            guard XPending(display) > 0 else {
                var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, 20)
                continue
            }
            XNextEvent(display, &event)
            if event.type == SelectionRequest, event.xselectionrequest.target == saveTargets {
                pending = event.xselectionrequest
                XConvertSelection(
                    display, XInternAtom(display, "CLIPBOARD", 0), XInternAtom(display, "UTF8_STRING", 0), property,
                    window, UInt(CurrentTime))
            } else if event.type == SelectionNotify, let request = pending {
                let text = readText(property)
                lock.withLock { saved = text }
                var reply = XEvent()
                reply.xselection.type = SelectionNotify
                reply.xselection.requestor = request.requestor
                reply.xselection.selection = request.selection
                reply.xselection.target = request.target
                reply.xselection.property = request.property
                reply.xselection.time = request.time
                XSendEvent(display, request.requestor, 0, 0, &reply)
                pending = nil
            }
            XFlush(display)
        }
    }

    private func readText(_ property: UInt) -> String? {
        var type: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(
            display, window, property, 0, 1 << 20, 1, UInt(AnyPropertyType), &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard let data, format == 8 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}

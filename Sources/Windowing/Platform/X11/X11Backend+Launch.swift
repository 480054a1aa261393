internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The launch over a remote display (issue 20): the first window is made, described, mapped and
/// drawn through a connection of XCB's own (X11LaunchConnection) while Xlib's display opens on a
/// thread (X11DisplayOpener). Before the first frame nothing waits but the setup, the screen's
/// `RESOURCE_MANAGER` with the atoms, the Expose and the benchmark's report; after it (`flush()`)
/// Xlib's connection takes the window over (`handOver()`) and everything goes through Xlib again.
/// The launch connection stays open and read: the window is its, and a window manager sends
/// WM_DELETE_WINDOW and `_NET_WM_PING` to the window's creator.
extension X11Backend {
    /// The launch connection still stands in for Xlib's, which has not been taken yet.
    var isLaunching: Bool { launch != nil && openedConnection == nil }

    /// Requests may be sent now, without waiting for Xlib's connection to open.
    var canSend: Bool {
        if let openedConnection { return openedConnection.isUsable }
        return launch?.connection.isUsable ?? false
    }

    /// The first window, on the launch connection: created (checked, its check collected at the
    /// take-over), described with the atoms the launch already has, and no wait.
    func createLaunchWindow(
        _ spec: PlatformWindowSpec, size: PlatformSize, on launch: X11LaunchState
    ) throws(PlatformError) -> PlatformWindowID {
        guard launch.connection.isUsable else { throw Self.connectionLost("XCreateWindow") }
        let atoms = try resolvedAtoms()
        // Not pointer or key events: ButtonPress can be selected by one client only, and Xlib's
        // connection selects them when it takes over.
        let mask = UInt32(ExposureMask | StructureNotifyMask | FocusChangeMask)
        let (xid, cookie) = launch.connection.createWindow(
            X11WindowGeometry(x: spec.x, y: spec.y, size: size), eventMask: mask)
        launch.madeWindow = true
        launch.adopt(xid, check: cookie)
        describe(UInt(xid), size: size, spec: spec, atoms: atoms)
        launch.connection.flush()
        let window = X11Window(xid: UInt(xid), gc: nil, size: size)
        windows[UInt(xid)] = window
        return window.id
    }

    /// A launch window's buffer: plain memory sent with XCB until Xlib's connection describes it.
    func launchBackBuffer(of window: X11Window) -> Bitmap? {
        if let buffer = window.backBuffer, buffer.size == window.size { return buffer.surface }
        guard launch?.connection.isUsable == true else { return window.backBuffer?.surface }
        window.backBuffer = nil
        window.backBuffer = .unattached(size: window.size)
        return window.backBuffer?.surface
    }

    /// The first frame through the launch connection: the rectangles' rows with `PutImage`, in
    /// strips under the core request limit (no BIG-REQUESTS, whose set-up would be a wait).
    func presentOnLaunchConnection(_ rects: [PlatformRect], of window: X11Window, _ buffer: X11BackBuffer) {
        guard let launch, launch.connection.isUsable else { return }
        guard launch.connection.sharesByteOrder else {
            // A server of the other byte order: Xlib, which swaps, presents instead.
            _ = handOver()
            if openedConnection?.isUsable == true { present(rects, of: window.id) }
            return
        }
        hasPresented = true
        buffer.surface.flush()
        guard let pixels = buffer.surface.data, let shadow = buffer.shadow else { return }
        let xid = UInt32(truncatingIfNeeded: window.xid)
        // As Xlib's presents do: into the window's mirror, fills and the rest as images, then shown.
        let mirror = launch.mirror(of: xid, size: buffer.size)
        let bytesPerRow = buffer.surface.bytesPerRow
        for rect in rects {
            let plan = shadow.plan([rect], source: pixels, bytesPerRow: bytesPerRow)
            for fill in plan.fills {
                launch.connection.fill(fill.rects, color: fill.color, on: mirror.pixmap, gc: mirror.gc)
            }
            for image in plan.images {
                launch.connection.putImage(
                    image, from: pixels, bytesPerRow: bytesPerRow, on: mirror.pixmap, gc: mirror.gc)
            }
            launch.connection.copy(rect, from: mirror.pixmap, to: xid, gc: mirror.gc)
        }
        launch.connection.flush()
    }

    /// Sends the launch connection's requests; true if events it read meanwhile wait for a drain
    /// or its loss is still to be reported.
    func flushLaunch() -> Bool {
        guard let launch, !launch.isClosed else { return false }
        launch.connection.flush()
        return launch.takeQueuedEvents() || (!launch.connection.isUsable && !reportedConnectionLoss)
    }

    /// Xlib's connection takes over, once: waits for the launch connection's requests to be
    /// handled and for the opener thread (usually done: it had the launch's round trips), selects the full event mask on the launch's windows, gives them
    /// GCs, XImages and input contexts, and has the launch connection stop selecting events.
    ///
    /// If Xlib could not open the display, the backend's connection is one that never opened,
    /// and the next drain reports the connection lost.
    func handOver() -> X11Connection {
        if let openedConnection { return openedConnection }
        // Xlib's presents draw over the pixmap and window the launch drew, and two connections'
        // streams are not ordered: the server must have handled the launch's frame first.
        launch?.connection.sync()
        let name = launch?.name ?? ""
        let opened = launch?.takeDisplay() ?? (display: nil, defersXkb: false)
        guard let display = opened.display,
            let connection = try? Self.wrap(display, name: name, defersXkb: opened.defersXkb)
        else {
            let failed = X11Connection(
                failedToOpen: name,
                message: "X11: Xlib could not open display '\(name)' after the window was shown; "
                    + "check that the X server still accepts connections")
            openedConnection = failed
            return failed
        }
        openedConnection = connection
        triesSharedMemory = connection.offersSharedMemory(unless: disablesSharedMemory)
        // Before any window selects key events, so they carry XKB's state.
        connection.xkb.announce()
        let visual = self.visual
        for xid in windows.keys.sorted() {
            guard let window = windows[xid] else { continue }
            XSelectInput(connection.display, xid, coreEventMask)
            window.gc = XCreateGC(connection.display, xid, 0, nil)
            connection.noteCreated(xid)
            window.backBuffer = window.backBuffer.flatMap { $0.attached(to: connection, visual: visual) }
        }
        XFlush(connection.display)
        // After Xlib's selection, so no event falls between the two; one sent to both is harmless.
        for xid in windows.keys.sorted() {
            guard let yielded = launch?.yieldEvents(of: xid) else { continue }
            adoptMirror(yielded.pixmap, size: yielded.size, of: xid, on: connection)
        }
        launch?.connection.flush()
        for xid in launch?.focusedWindows.sorted() ?? [] where windows[xid] != nil { keyboard.setFocus(true, of: xid) }
        for xid in windows.keys.sorted() { attachInputContext(to: xid) }
        reportRefusedWindows()
        return connection
    }

    /// Xlib's presents go on drawing into the pixmap the launch drew the first frame into, whose
    /// pixels the shadow knows, so the next present sends only what changed since.
    private func adoptMirror(_ pixmap: UInt, size: PlatformSize, of xid: UInt, on connection: X11Connection) {
        guard let window = windows[xid], window.backBuffer?.size == size, window.backBuffer?.mirror == nil,
            let mirror = X11ServerMirror(connection: connection, adopting: pixmap)
        else {
            XFreePixmap(connection.display, pixmap)
            return
        }
        window.backBuffer?.mirror = mirror
        window.backBuffer?.shadow?.cache = X11PresentCache(budget: max(size.width * size.height, 65_536))
    }

    /// A launch window whose `CreateWindow` the server refused is reported destroyed.
    private func reportRefusedWindows() {
        guard let launch else { return }
        for (xid, code) in launch.takeRefusedWindows() {
            guard let window = windows.removeValue(forKey: UInt(xid)) else { continue }
            launch.forget(UInt(xid))
            Diagnostics.warning(
                "X11: the server refused to create the window (error \(code): "
                    + "\(X11ErrorTrap.errorText(code, on: display))); it is reported destroyed")
            launch.pendingEvents.append(.destroyed(window.id))
        }
    }

    /// Translates the launch connection's events, at most `maximumEventsPerDrain` of them.
    func drainLaunchEvents() -> [PlatformEvent] {
        guard let launch, !launch.isClosed else { return [] }
        var events = launch.pendingEvents
        launch.pendingEvents = []
        var budget = Self.maximumEventsPerDrain
        while budget > 0, let raw = launch.nextEvent() {
            budget -= 1
            let event = X11LaunchEvent(wire: UnsafeRawBufferPointer(start: raw, count: 32))
            if let translated = translate(event, wire: raw, from: launch) { events.append(translated) }
            free(raw)
        }
        events += pendingResizes()
        if !launch.connection.isUsable && !reportedConnectionLoss {
            reportedConnectionLoss = true
            events.append(.connectionLost(X11Connection.lostMessage(launch.name)))
        }
        return events
    }

    private func translate(
        _ event: X11LaunchEvent, wire: UnsafeMutableRawPointer, from launch: X11LaunchState
    ) -> PlatformEvent? {
        switch event {
        case .expose(let xid, let rect, let count):
            return expose(
                UInt(xid), Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), count: Int32(count))
        case .mapped(let xid): return viewability(of: UInt(xid)) { $0.isMapped = true }
        case .unmapped(let xid): return viewability(of: UInt(xid)) { $0.isMapped = false }
        case .configured(let xid, let size, let synthetic):
            // As Xlib's: only the server's own ConfigureNotify says what the size is.
            guard !synthetic else { return nil }
            windows[UInt(xid)]?.size = PlatformSize(
                width: min(max(size.width, 1), Self.maximumSide), height: min(max(size.height, 1), Self.maximumSide))
            return nil
        case .focus(let xid, let gained, let mode, let detail):
            return focus(UInt(xid), gained: gained, mode: Int32(mode), detail: Int32(detail))
        case .destroyed(let xid):
            guard let window = windows.removeValue(forKey: UInt(xid)) else {
                launch.forget(UInt(xid))
                return nil
            }
            return forgetDestroyed(window)
        case .clientMessage(let xid, let type, let name):
            guard let window = windows[UInt(xid)], UInt(type) == atoms.wmProtocols else { return nil }
            if UInt(name) == atoms.wmDeleteWindow { return .closeRequested(window.id) }
            if UInt(name) == atoms.netWMPing {
                // Sent back to the root, as EWMH asks, with the root as its window.
                var reply = [UInt8](UnsafeRawBufferPointer(start: wire, count: 32))
                withUnsafeBytes(of: launch.connection.root) { reply.replaceSubrange(4..<8, with: $0) }
                reply.withUnsafeBytes { launch.connection.sendToRoot($0) }
                launch.connection.flush()
            }
            return nil
        case .error(let code, let resource, let major):
            guard !launch.wasForgotten(resource) else { return nil }
            Diagnostics.warning(
                "X11: the server refused a request of the launch connection (request \(major), error \(code), "
                    + "resource 0x\(String(resource, radix: 16)))")
            return nil
        case .other: return nil
        }
    }
}

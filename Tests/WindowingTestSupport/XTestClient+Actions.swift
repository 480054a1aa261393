import CX11
import CXTest

extension XTestClient {
    // MARK: - Playing the window manager

    /// Sends WM_PROTOCOLS/WM_DELETE_WINDOW to the window's owner, as a window manager's close button does.
    public func sendDeleteWindow(to window: UInt) {
        sendProtocolMessage(atom("WM_DELETE_WINDOW"), to: window, arguments: [0])
    }

    /// Sends `_NET_WM_PING` to the window's owner and waits for the answer on the root window.
    ///
    /// - Parameters:
    ///   - pump: Runs between checks so the owner (in this process) can read and answer the ping.
    /// - Returns: True if the ping came back to the root window within `timeout` seconds.
    public func sendPing(to window: UInt, timeout: Double = 5, pumping pump: () -> Void = {}) -> Bool {
        guard isConnected else { return false }
        // Without a window manager the answer reaches clients that select SubstructureNotify on root.
        XSelectInput(display, root, SubstructureNotifyMask)
        defer { XSelectInput(display, root, NoEventMask) }
        let timestamp = 4242
        sendProtocolMessage(atom("_NET_WM_PING"), to: window, arguments: [timestamp, Int(window)])
        return waitUntil(timeout: timeout) {
            pump()
            return receivedPong(timestamp: timestamp, for: window)
        }
    }

    /// Reads queued events and reports whether one is the ping answer for `window`.
    private func receivedPong(timestamp: Int, for window: UInt) -> Bool {
        guard isConnected else { return false }
        let ping = atom("_NET_WM_PING")
        var event = XEvent()
        var found = false
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            guard event.type == ClientMessage, event.xclient.window == root else { continue }
            var message = event.xclient
            let name = UInt(bitPattern: CX11_ClientMessageLong(&message, 0))
            found = found || (name == ping && CX11_ClientMessageLong(&message, 1) == timestamp
                && CX11_ClientMessageLong(&message, 2) == Int(window))
        }
        return found
    }

    /// A format-32 WM_PROTOCOLS ClientMessage whose first item is `name`.
    private func sendProtocolMessage(_ name: UInt, to window: UInt, arguments: [Int]) {
        guard isConnected else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        CX11_SetClientMessageLong(&event.xclient, 0, Int(bitPattern: name))
        for (index, value) in arguments.enumerated() {
            CX11_SetClientMessageLong(&event.xclient, Int32(index + 1), value)
        }
        // An empty mask sends the event to the client that created the window.
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    /// Resizes `window`; with no window manager running, the server applies it at once.
    public func resize(_ window: UInt, width: Int, height: Int) {
        guard isConnected else { return }
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    /// Unmaps `window` as another client (a window manager iconifying it, say).
    public func unmap(_ window: UInt) {
        guard isConnected else { return }
        XUnmapWindow(display, window)
        XSync(display, 0)
    }

    /// Gives `window` the keyboard focus (the root to take it away), as a window manager would.
    public func focus(_ window: UInt) {
        guard isConnected else { return }
        XSetInputFocus(display, window, RevertToParent, 0)
        XSync(display, 0)
    }

    /// Sets the root window's `RESOURCE_MANAGER` (the X resource database, e.g. "Xft.dpi:\t192\n");
    /// nil deletes it.
    public func setResources(_ text: String?) {
        guard isConnected else { return }
        if let text {
            let bytes = Array(text.utf8)
            XChangeProperty(display, root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
            XDeleteProperty(display, root, XA_RESOURCE_MANAGER)
        }
        XSync(display, 0)
    }

    // MARK: - Playing the user (XTEST)

    /// Moves the pointer to root coordinates (x, y), as a device would.
    public func moveMouse(toX x: Int, y: Int) {
        guard isConnected else { return }
        XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
        XSync(display, 0)
    }

    /// Moves the pointer to root coordinates (x, y), then presses and releases `button` there.
    public func click(atX x: Int, y: Int, button: UInt32 = 1) {
        moveMouse(toX: x, y: y)
        guard isConnected else { return }
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// Presses and releases the key that produces `keysym` (e.g. `XK_a`); false if no key does.
    @discardableResult
    public func key(_ keysym: UInt) -> Bool {
        guard isConnected else { return false }
        let keycode = XKeysymToKeycode(display, keysym)
        guard keycode != 0 else { return false }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        XSync(display, 0)
        return true
    }
}

import CX11
import CXTest

/// Actions return false when a request failed (a bad window id, say) or the server is gone; each
/// one has been handled by the server when it returns.
extension XTestClient {
    // MARK: - Playing the window manager

    /// Sends WM_PROTOCOLS/WM_DELETE_WINDOW to the window's owner, as a window manager's close button does.
    @discardableResult
    public func sendDeleteWindow(to window: UInt) -> Bool {
        sendProtocolMessage(atom("WM_DELETE_WINDOW"), to: window, arguments: [0])
    }

    /// Sends `_NET_WM_PING` to the window's owner and waits for the answer on the root window.
    ///
    /// - Parameters:
    ///   - pump: Runs between checks so the owner (in this process) can read and answer the ping.
    /// - Returns: True if the ping came back to the root window within `timeout` seconds.
    public func sendPing(to window: UInt, timeout: Double = 5, pumping pump: () -> Void = {}) -> Bool {
        // Without a window manager the answer reaches clients that select SubstructureNotify on root.
        guard perform({ XSelectInput(display, root, SubstructureNotifyMask) }) else { return false }
        defer { perform { XSelectInput(display, root, NoEventMask) } }
        let timestamp = 4242
        guard sendProtocolMessage(atom("_NET_WM_PING"), to: window, arguments: [timestamp, Int(window)])
        else { return false }
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
            let isPing = UInt(bitPattern: CX11_ClientMessageLong(&message, 0)) == ping
            let isOurs =
                CX11_ClientMessageLong(&message, 1) == timestamp && CX11_ClientMessageLong(&message, 2) == Int(window)
            found = found || (isPing && isOurs)
        }
        return found
    }

    /// A format-32 WM_PROTOCOLS ClientMessage whose first item is `name`.
    private func sendProtocolMessage(_ name: UInt, to window: UInt, arguments: [Int]) -> Bool {
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
        return perform { XSendEvent(display, window, 0, NoEventMask, &event) }
    }

    /// Resizes `window`; with no window manager running, the server applies it at once.
    @discardableResult
    public func resize(_ window: UInt, width: Int, height: Int) -> Bool {
        perform { XResizeWindow(display, window, UInt32(width), UInt32(height)) }
    }

    /// Unmaps `window` as another client (a window manager iconifying it, say).
    @discardableResult
    public func unmap(_ window: UInt) -> Bool {
        perform { XUnmapWindow(display, window) }
    }

    /// Destroys `window` as another client (`XDestroyWindow` on a window it does not own), which
    /// the X server allows any client to do.
    @discardableResult
    public func destroy(_ window: UInt) -> Bool {
        perform { XDestroyWindow(display, window) }
    }

    /// Gives `window` the keyboard focus (the root to take it away), as a window manager would.
    @discardableResult
    public func focus(_ window: UInt) -> Bool {
        perform { XSetInputFocus(display, window, RevertToParent, 0) }
    }

    /// Sets the window's `_NET_WM_STATE` to the named atoms (nil deletes it), as a window manager
    /// minimising (`_NET_WM_STATE_HIDDEN`) or restoring it would.
    @discardableResult
    public func setNetWMState(_ names: [String]?, of window: UInt) -> Bool {
        let property = atom("_NET_WM_STATE")
        guard let names else { return perform { XDeleteProperty(display, window, property) } }
        // Format-32 property data is an array of C longs.
        let atoms = names.map { Int(bitPattern: atom($0)) }
        return perform {
            atoms.withUnsafeBytes { bytes in
                let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
                XChangeProperty(display, window, property, XA_ATOM, 32, PropModeReplace, data, Int32(atoms.count))
            }
        }
    }

    /// Sets the root window's `RESOURCE_MANAGER` (the X resource database, e.g. "Xft.dpi:\t192\n");
    /// nil deletes it.
    @discardableResult
    public func setResources(_ text: String?) -> Bool {
        guard let text else { return perform { XDeleteProperty(display, root, XA_RESOURCE_MANAGER) } }
        let bytes = Array(text.utf8)
        return perform {
            XChangeProperty(
                display, root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        }
    }

    // MARK: - Playing the user (XTEST)

    /// Moves the pointer to root coordinates (x, y), as a device would.
    @discardableResult
    public func moveMouse(toX x: Int, y: Int) -> Bool {
        perform { XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0) }
    }

    /// Moves the pointer to root coordinates (x, y), then presses and releases `button` there.
    @discardableResult
    public func click(atX x: Int, y: Int, button: UInt32 = 1) -> Bool {
        moveMouse(toX: x, y: y)
            && perform {
                XTestFakeButtonEvent(display, button, 1, 0)
                XTestFakeButtonEvent(display, button, 0, 0)
            }
    }

    /// Presses and releases the key that produces `keysym` (e.g. `XK_a`); false if no key does.
    @discardableResult
    public func key(_ keysym: UInt) -> Bool {
        guard isConnected else { return false }
        let keycode = XKeysymToKeycode(display, keysym)
        guard keycode != 0 else { return false }
        return perform {
            XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
            XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        }
    }

    /// Runs `requests` under the client's error trap; true if the server accepted all of them.
    @discardableResult
    func perform(_ requests: () -> Void) -> Bool {
        trapped { () -> Bool? in
            requests()
            return true
        } ?? false
    }
}

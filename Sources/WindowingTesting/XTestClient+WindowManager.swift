import CX11

/// What a window manager does when asked to minimise or restore a window, done by the test client,
/// since Xvfb runs none. `XIconifyWindow` only sends a WM_CHANGE_STATE client message to the root
/// window (ICCCM 4.1.4); the manager answers by unmapping the window and setting its `WM_STATE` to
/// IconicState and `_NET_WM_STATE` to `_NET_WM_STATE_HIDDEN`. Restoring maps it again and sets
/// NormalState.
extension XTestClient {
    /// Asks for `window` to be minimised with `XIconifyWindow`, and carries the request out as a
    /// window manager would; false if the WM_CHANGE_STATE request never arrived.
    @discardableResult
    public func iconify(_ window: UInt) -> Bool {
        let changeState = atom("WM_CHANGE_STATE")
        // A manager hears WM_CHANGE_STATE through SubstructureNotify (or Redirect) on the root.
        XSelectInput(display, root, SubstructureNotifyMask)
        defer { XSelectInput(display, root, NoEventMask) }
        let screen = XDefaultScreen(display)
        guard perform({ XIconifyWindow(display, window, screen) }) else { return false }
        var event = XEvent()
        var requested = false
        while XCheckTypedEvent(display, ClientMessage, &event) != 0 {
            var message = event.xclient
            if message.window == window, message.message_type == changeState,
                CX11_ClientMessageLong(&message, 0) == Int(IconicState)
            {
                requested = true
            }
        }
        guard requested else { return false }
        return perform { XUnmapWindow(display, window) }
            && setWMState(IconicState, of: window) && setNetWMState(["_NET_WM_STATE_HIDDEN"], of: window)
    }

    /// Restores a window `iconify` minimised: maps it and sets NormalState, as a manager would.
    @discardableResult
    public func restore(_ window: UInt) -> Bool {
        perform { XMapWindow(display, window) } && setWMState(NormalState, of: window)
            && setNetWMState(nil, of: window)
    }

    /// Sets ICCCM `WM_STATE` (state, icon window None).
    private func setWMState(_ state: Int32, of window: UInt) -> Bool {
        let property = atom("WM_STATE")
        let values = [Int(state), 0]
        return perform {
            values.withUnsafeBytes { bytes in
                let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
                XChangeProperty(display, window, property, property, 32, PropModeReplace, data, 2)
            }
        }
    }

    /// Sends every resize at once and waits for the server to apply them, as a user dragging a
    /// window edge under a window manager would produce them.
    @discardableResult
    public func resizeBurst(_ window: UInt, sizes: [(width: Int, height: Int)]) -> Bool {
        perform {
            for size in sizes { XResizeWindow(display, window, UInt32(size.width), UInt32(size.height)) }
        }
    }

    /// Closes the connection of the client that made `window` (`XKillClient`, what `xkill` does):
    /// for that client the connection drops although the server lives on.
    @discardableResult
    public func killClient(owning window: UInt) -> Bool {
        perform { XKillClient(display, window) }
    }
}

import CX11
import CXTest

/// Finer XTEST input than `XTestClient+Actions`: buttons and keys pressed and released separately,
/// keys with modifiers held, keysyms by name, keyboard remapping, and synthetic crossings.
///
/// Like the other actions, each returns false when a request failed or the server is gone, and has
/// been handled by the server when it returns.
extension XTestClient {
    // MARK: - Buttons

    /// Presses `button` where the pointer is (1–3 left/middle/right, 4–7 wheel, 8/9 back/forward).
    @discardableResult
    public func pressButton(_ button: UInt32) -> Bool {
        perform { XTestFakeButtonEvent(display, button, 1, 0) }
    }

    /// Releases `button` where the pointer is.
    @discardableResult
    public func releaseButton(_ button: UInt32) -> Bool {
        perform { XTestFakeButtonEvent(display, button, 0, 0) }
    }

    // MARK: - Keys

    /// The keysym Xlib knows by `name` ("a", "Return", "Cyrillic_ya", "dead_acute"); 0 if none.
    public func keysym(named name: String) -> UInt {
        XStringToKeysym(name)
    }

    /// The first keycode that produces `keysym` in the current mapping, or nil.
    public func keycode(for keysym: UInt) -> UInt32? {
        guard isConnected else { return nil }
        let keycode = XKeysymToKeycode(display, keysym)
        return keycode == 0 ? nil : UInt32(keycode)
    }

    /// Presses the key with this keycode (without releasing it).
    @discardableResult
    public func keyDown(keycode: UInt32) -> Bool {
        perform { XTestFakeKeyEvent(display, keycode, 1, 0) }
    }

    /// Releases the key with this keycode.
    @discardableResult
    public func keyUp(keycode: UInt32) -> Bool {
        perform { XTestFakeKeyEvent(display, keycode, 0, 0) }
    }

    /// Presses and releases the key with this keycode.
    @discardableResult
    public func tap(keycode: UInt32) -> Bool {
        keyDown(keycode: keycode) && keyUp(keycode: keycode)
    }

    /// Presses the modifier keys in order (e.g. `XK_Shift_L`), presses and releases the key that
    /// produces `keysym`, then releases the modifiers in reverse order.
    @discardableResult
    public func key(_ keysym: UInt, holding modifiers: [UInt]) -> Bool {
        guard let keycode = keycode(for: keysym) else { return false }
        let modifierKeycodes = modifiers.compactMap { self.keycode(for: $0) }
        guard modifierKeycodes.count == modifiers.count else { return false }
        return perform {
            modifierKeycodes.forEach { XTestFakeKeyEvent(display, $0, 1, 0) }
            XTestFakeKeyEvent(display, keycode, 1, 0)
            XTestFakeKeyEvent(display, keycode, 0, 0)
            modifierKeycodes.reversed().forEach { XTestFakeKeyEvent(display, $0, 0, 0) }
        }
    }

    /// Maps `keysyms` (shift levels 1, 2, …) onto `keycode`, as a layout switch would, and
    /// refreshes this client's copy of the mapping. Every client gets a MappingNotify.
    @discardableResult
    public func remap(keycode: UInt32, to keysyms: [UInt]) -> Bool {
        guard !keysyms.isEmpty else { return false }
        var symbols = keysyms
        let changed = perform {
            XChangeKeyboardMapping(display, Int32(keycode), Int32(symbols.count), &symbols, 1)
        }
        guard changed else { return false }
        var notice = XMappingEvent()
        notice.type = MappingNotify
        notice.display = display
        notice.request = MappingKeyboard
        notice.first_keycode = Int32(keycode)
        notice.count = 1
        XRefreshKeyboardMapping(&notice)
        return true
    }

    /// The highest keycode with no keysym at all, mapped to `keysyms`; nil if every keycode is taken.
    public func mapSpareKeycode(to keysyms: [UInt]) -> UInt32? {
        guard let spare = unmappedKeycodes().last, remap(keycode: spare, to: keysyms) else { return nil }
        return spare
    }

    /// Keycodes the server maps to no keysym, in ascending order.
    private func unmappedKeycodes() -> [UInt32] {
        trapped { () -> [UInt32]? in
            var (minimum, maximum): (Int32, Int32) = (0, 0)
            XDisplayKeycodes(display, &minimum, &maximum)
            var perKeycode: Int32 = 0
            let count = maximum - minimum + 1
            guard let symbols = XGetKeyboardMapping(display, UInt8(minimum), count, &perKeycode) else { return nil }
            defer { XFree(symbols) }
            let width = Int(perKeycode)
            return (0..<Int(count)).filter { index in
                (0..<width).allSatisfy { symbols[index * width + $0] == 0 }
            }.map { UInt32(Int(minimum) + $0) }
        } ?? []
    }

    // MARK: - Synthetic events

    /// Sends `window`'s owner a LeaveNotify (or EnterNotify) with this `mode` (NotifyNormal,
    /// NotifyGrab, NotifyUngrab) and button/modifier `state`, as the server does when another
    /// client grabs the pointer. It arrives with `send_event` set; XTEST cannot cause a grab.
    @discardableResult
    public func sendCrossing(
        leaving: Bool = true, to window: UInt, mode: Int32, x: Int = 0, y: Int = 0, state: UInt32 = 0
    ) -> Bool {
        var event = XEvent()
        event.xcrossing.type = leaving ? LeaveNotify : EnterNotify
        event.xcrossing.window = window
        event.xcrossing.root = root
        event.xcrossing.mode = mode
        event.xcrossing.detail = NotifyAncestor
        event.xcrossing.same_screen = 1
        (event.xcrossing.x, event.xcrossing.y) = (Int32(x), Int32(y))
        (event.xcrossing.x_root, event.xcrossing.y_root) = (Int32(x), Int32(y))
        event.xcrossing.state = state
        let mask = leaving ? LeaveWindowMask : EnterWindowMask
        return perform { XSendEvent(display, window, 0, mask, &event) }
    }
}

extension XTestClient {
    /// Sends a synthetic (`XSendEvent`) button press and release at (`x`, `y`) in `window`, as
    /// another client could; toolkits may ignore such events.
    @discardableResult
    public func sendSyntheticClick(to window: UInt, x: Int, y: Int, button: UInt32 = 1) -> Bool {
        var event = XEvent()
        event.xbutton.window = window
        event.xbutton.root = root
        event.xbutton.same_screen = 1
        event.xbutton.button = button
        (event.xbutton.x, event.xbutton.y) = (Int32(x), Int32(y))
        (event.xbutton.x_root, event.xbutton.y_root) = (Int32(x), Int32(y))
        event.xbutton.type = ButtonPress
        let pressed = perform { XSendEvent(display, window, 0, ButtonPressMask, &event) }
        event.xbutton.type = ButtonRelease
        let released = perform { XSendEvent(display, window, 0, ButtonReleaseMask, &event) }
        return pressed && released
    }
}

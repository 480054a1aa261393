import CX11
import Foundation
import Windowing

/// Input as a user gives it, in window points. On the in-memory display each event is injected
/// as the window system would report it; on Xvfb it is synthesised with XTEST, so it travels
/// through the X server, Xlib and the X11 backend exactly as a real click or key does. Each
/// method returns once the app has handled the input and drawn what it changed.
extension TestApplication {
    /// Presses and releases `button` (1 is the primary button) at `point` of `window` (default:
    /// the key window); `count` quick clicks make a double or triple tap.
    public func tap(at point: CGPoint, in window: UIWindow? = nil, count: Int = 1, button: Int = 1) {
        guard let window = window ?? self.window else { return }
        for _ in 0..<max(1, count) {
            pointer(.down(button: button), at: point, in: window)
            pointer(.up(button: button), at: point, in: window)
        }
    }

    /// Taps the centre of `view`, which must be in a window.
    public func tap(_ view: UIView, count: Int = 1) {
        guard let window = view.window else { return }
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), in: window, count: count)
    }

    /// Presses at `start`, moves in `steps` even steps to `end` and releases there.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, in window: UIWindow? = nil) {
        guard let window = window ?? self.window else { return }
        pointer(.move, at: start, in: window)
        pointer(.down(button: 1), at: start, in: window)
        let count = max(1, steps)
        for step in 1...count {
            let share = CGFloat(step) / CGFloat(count)
            let point = CGPoint(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)
            pointer(.move, at: point, in: window)
        }
        pointer(.up(button: 1), at: end, in: window)
    }

    /// Moves the pointer to `point` with no button pressed (hover).
    public func movePointer(to point: CGPoint, in window: UIWindow? = nil) {
        guard let window = window ?? self.window else { return }
        pointer(.move, at: point, in: window)
    }

    /// Turns the wheel at `point` by whole notches: positive `dy` scrolls down, positive `dx`
    /// right (X buttons 5 and 7), as a mouse wheel does.
    public func scroll(dx: Int = 0, dy: Int, at point: CGPoint, in window: UIWindow? = nil) {
        guard let window = window ?? self.window else { return }
        if bridge.isHeadless {
            bridge.injectScroll(dx: Double(dx), dy: Double(dy), precise: false, at: point, in: window)
            return
        }
        guard let client, let origin = rootPoint(point, in: window) else { return }
        var notches: [FakeInput] = [.motion(x: origin.x, y: origin.y)]
        for (count, button) in [(dy, dy > 0 ? 5 : 4), (dx, dx > 0 ? 7 : 6)] as [(Int, UInt32)] {
            notches += Array(
                repeating: [.button(button, isDown: true), .button(button, isDown: false)], count: abs(count)
            )
            .flatMap { $0 }
        }
        // One batch, one round trip, however many notches.
        client.send(notches)
        runUntilIdle()
    }

    /// Presses and releases the key with HID usage `key` while `modifiers` are held; `characters`
    /// is the text it types (empty for keys that type nothing, such as arrows).
    public func press(_ key: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = []) {
        guard let window else { return }
        if bridge.isHeadless {
            for isDown in [true, false] {
                bridge.injectKey(
                    usage: key.rawValue, characters: characters, ignoringModifiers: characters.lowercased(),
                    isDown: isDown, modifiers: modifiers, in: window)
            }
            return
        }
        guard let client, let keycode = TestHostBridge.xKeycode(forHIDUsage: key.rawValue) else { return }
        focusForKeys(window)
        let held = Self.modifierKeysyms(modifiers).compactMap { client.keycode(for: $0) }
        client.send(
            held.map { .key($0, isDown: true) } + [.key(keycode, isDown: true), .key(keycode, isDown: false)]
                + held.reversed().map { .key($0, isDown: false) })
        runUntilIdle()
    }

    /// Types `text` key by key into the key window's first responder, as on a US keyboard; other
    /// characters arrive as an input method commits them (no key code).
    public func type(_ text: String) {
        for character in text {
            let (usage, shifted) = Self.usKey(for: character)
            if usage == 0, !bridge.isHeadless {
                typeOnSpareKey(character)
                continue
            }
            press(UIKeyboardHIDUsage(rawValue: usage), characters: String(character), modifiers: shifted ? .shift : [])
        }
    }

    // MARK: - Delivery

    // A character no key of the layout types is mapped onto a spare keycode as its Unicode
    // keysym, as xdotool does, then that key is tapped.
    private func typeOnSpareKey(_ character: Character) {
        guard let client, let window, let scalar = character.unicodeScalars.first,
            let keycode = client.mapSpareKeycode(to: [0x0100_0000 + UInt(scalar.value)])
        else { return }
        focusForKeys(window)
        client.send([.key(keycode, isDown: true), .key(keycode, isDown: false)])
        runUntilIdle()
    }

    private func pointer(_ action: TestHostBridge.PointerAction, at point: CGPoint, in window: UIWindow) {
        if bridge.isHeadless {
            bridge.injectPointer(action, at: point, in: window, modifiers: [])
            return
        }
        guard let client, let root = rootPoint(point, in: window) else { return }
        switch action {
        case .move: client.send([.motion(x: root.x, y: root.y)])
        case .down(let button): client.send([.motion(x: root.x, y: root.y), .button(UInt32(button), isDown: true)])
        case .up(let button): client.send([.motion(x: root.x, y: root.y), .button(UInt32(button), isDown: false)])
        }
        runUntilIdle()
    }

    /// The root-window pixel under `point` of `window`.
    private func rootPoint(_ point: CGPoint, in window: UIWindow) -> (x: Int, y: Int)? {
        guard let client, let id = bridge.xWindow(of: window), let origin = client.rootOrigin(of: id) else {
            return nil
        }
        let scale = window.screen.scale
        return (origin.x + Int((point.x * scale).rounded(.down)), origin.y + Int((point.y * scale).rounded(.down)))
    }

    // With no window manager, X gives keys to the window under the pointer.
    private func focusForKeys(_ window: UIWindow) {
        guard let client, let id = bridge.xWindow(of: window) else { return }
        client.focus(id)
    }

    private static func modifierKeysyms(_ flags: UIKeyModifierFlags) -> [UInt] {
        var keysyms: [UInt] = []
        if flags.contains(.shift) { keysyms.append(UInt(XK_Shift_L)) }
        if flags.contains(.control) { keysyms.append(UInt(XK_Control_L)) }
        if flags.contains(.alternate) { keysyms.append(UInt(XK_Alt_L)) }
        if flags.contains(.command) { keysyms.append(UInt(XK_Super_L)) }
        return keysyms
    }

    /// The HID usage of the key that types `character` on a US layout, and whether Shift is held.
    static func usKey(for character: Character) -> (usage: Int, shifted: Bool) {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return (4 + Int(ascii - UInt8(ascii: "a")), false)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return (4 + Int(ascii - UInt8(ascii: "A")), true)
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return (30 + Int(ascii - UInt8(ascii: "1")), false)
            case UInt8(ascii: "0"): return (39, false)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return (40, false)
            case UInt8(ascii: "\t"): return (43, false)
            case UInt8(ascii: " "): return (44, false)
            default: break
            }
            if let index = Self.unshifted.firstIndex(of: character) { return (Self.punctuationUsages[index], false) }
            if let index = Self.shifted.firstIndex(of: character) { return (Self.punctuationUsages[index], true) }
        }
        return (0, false)
    }

    private static let unshifted: [Character] = ["-", "=", "[", "]", "\\", ";", "'", "`", ",", ".", "/"]
    private static let shifted: [Character] = ["_", "+", "{", "}", "|", ":", "\"", "~", "<", ">", "?"]
    private static let punctuationUsages = [45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56]
}

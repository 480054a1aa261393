import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

extension X11InputTests {
    // MARK: - Text and physical keys

    @Test func letterGivesItsTextAndHIDUsageThenARelease() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        #expect(client.key(UInt(XK_a)))
        let events = input(drain(backend) { $0.contains { $0.key?.isDown == false } })
        let down = Self.key(true, 4, "a", "a")
        #expect(events == [.key(id, down.at(events)), .key(id, Self.key(false, 4, "a", "a").at(events, 1))])
        #expect(events.first?.key?.timestamp ?? 0 > 0)
    }

    @Test func shiftGivesUppercaseButLowercaseIgnoringModifiers() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        #expect(client.key(UInt(XK_a), holding: [UInt(XK_Shift_L)]))
        let events = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 2 })
        let keys = events.compactMap(\.key)
        try #require(keys.count == 4, "\(events)")
        // Shift alone has no text; its own press already reports `.shift`, its release no longer does.
        #expect(keys[0] == Self.key(true, 225, "", "", [.shift]).at(events, 0))
        #expect(keys[1] == Self.key(true, 4, "A", "a", [.shift]).at(events, 1))
        #expect(keys[2] == Self.key(false, 4, "A", "a", [.shift]).at(events, 2))
        #expect(keys[3] == Self.key(false, 225, "", "", []).at(events, 3))
        #expect(events.allSatisfy { $0.windowID == id })
    }

    @Test func controlKeepsTheLetterIgnoringModifiers() throws {
        let (backend, _) = try focusedWindow()
        defer { backend.shutdown() }
        #expect(client.key(UInt(XK_c), holding: [UInt(XK_Control_L)]))
        let keys = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 2 }).compactMap(\.key)
        let letter = try #require(keys.first { $0.hidUsage == 6 && $0.isDown })
        // Xlib's text for Control+C is the control character ETX, as on a terminal.
        #expect(letter.characters == "\u{3}")
        #expect(letter.charactersIgnoringModifiers == "c")
        #expect(letter.modifiers == .control)
        #expect(keys.first?.hidUsage == 224)
        #expect(keys.first?.characters == "")
    }

    @Test func editingAndFunctionKeysGiveUIKitCharacters() throws {
        let (backend, _) = try focusedWindow()
        defer { backend.shutdown() }
        let table: [(keysym: Int32, characters: String, hidUsage: Int)] = [
            (XK_Return, "\r", 40), (XK_Tab, "\t", 43), (XK_Escape, "\u{1B}", 41), (XK_BackSpace, "\u{8}", 42),
            (XK_Delete, "\u{7F}", 76), (XK_space, " ", 44), (XK_1, "1", 30), (XK_minus, "-", 45),
            (XK_Up, "", 82), (XK_Down, "", 81), (XK_Left, "", 80), (XK_Right, "", 79), (XK_Home, "", 74),
            (XK_F1, "", 58), (XK_F12, "", 69), (XK_Control_R, "", 228), (XK_Alt_L, "", 226), (XK_Super_L, "", 227),
        ]
        for entry in table {
            #expect(client.key(UInt(entry.keysym)), "no key for keysym \(entry.keysym)")
            let keys = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
            #expect(keys.map(\.isDown) == [true, false], "keysym \(entry.keysym)")
            #expect(keys.allSatisfy { $0.hidUsage == entry.hidUsage }, "keysym \(entry.keysym): \(keys)")
            #expect(keys.allSatisfy { $0.characters == entry.characters }, "keysym \(entry.keysym): \(keys)")
            #expect(keys.allSatisfy { $0.charactersIgnoringModifiers == entry.characters }, "keysym \(entry.keysym)")
        }
    }

    @Test func keypadKeysAreMarkedNumericPad() throws {
        let (backend, _) = try focusedWindow()
        defer { backend.shutdown() }
        #expect(client.key(UInt(XK_KP_Enter)))
        let keys = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(keys.map(\.hidUsage) == [88, 88])
        #expect(keys.map(\.characters) == ["\r", "\r"])
        #expect(keys.allSatisfy { $0.modifiers == .numericPad })
    }

    // MARK: - Auto-repeat

    @Test func heldKeyRepeatsAsPressesWithoutReleases() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        try expectAutoRepeat(on: backend, window: id)
        #expect(backend.detectsAutoRepeatForTesting)
    }

    @Test func heldKeyRepeatsWithoutDetectableAutoRepeatToo() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        backend.disableDetectableAutoRepeatForTesting()
        try expectAutoRepeat(on: backend, window: id)
    }

    /// Holds "a" until Xvfb auto-repeated it twice (after its 660 ms delay), then releases it.
    ///
    /// Xvfb auto-repeats XTEST keys; a second XTEST press of a key already down is dropped by
    /// the server instead (verified), so a repeat cannot be faked without waiting.
    private func expectAutoRepeat(on backend: X11Backend, window id: PlatformWindowID) throws {
        let keycode = try #require(client.keycode(for: UInt(XK_a)))
        client.keyDown(keycode: keycode)
        var events = drain(backend) { $0.filter { $0.key?.isDown == true }.count >= 3 }
        client.keyUp(keycode: keycode)
        events += drain(backend) { $0.contains { $0.key?.isDown == false } }
        let keys = input(events).compactMap(\.key)
        try #require(keys.count >= 4, "Xvfb did not auto-repeat: \(keys)")
        #expect(keys.first?.isRepeat == false)
        #expect(keys.dropFirst().dropLast().allSatisfy { $0.isDown && $0.isRepeat })
        #expect(keys.last?.isDown == false && keys.last?.isRepeat == false)
        #expect(keys.allSatisfy { $0.hidUsage == 4 && $0.characters == "a" })
        #expect(input(events).allSatisfy { $0.windowID == id })
    }

    @Test func focusLossForgetsHeldKeys() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        let keycode = try #require(client.keycode(for: UInt(XK_d)))
        client.keyDown(keycode: keycode)
        #expect(input(drain(backend) { $0.contains { $0.key?.isDown == true } }).count == 1)
        client.focus(client.root)
        #expect(drain(backend) { $0.contains(.focusOut(id)) }.contains(.focusOut(id)))
        client.keyUp(keycode: keycode)
        client.focus(id.xid)
        #expect(drain(backend) { $0.contains(.focusIn(id)) }.contains(.focusIn(id)))
        #expect(client.tap(keycode: keycode))
        let keys = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(keys.map(\.isDown) == [true, false], "no release for the forgotten press")
        #expect(keys.first?.isRepeat == false)
    }

    // MARK: - Helpers

    /// A window with the keyboard focus (no window manager: `XSetInputFocus` by the test client).
    func focusedWindow(environment: X11Environment = X11Environment()) throws -> (X11Backend, PlatformWindowID) {
        let (backend, id) = try openWindow(environment: environment)
        client.focus(id.xid)
        try #require(drain(backend) { $0.contains(.focusIn(id)) }.contains(.focusIn(id)))
        return (backend, id)
    }

    /// A key event with the given facts and no timestamp yet (see `at`).
    static func key(
        _ isDown: Bool, _ hidUsage: Int, _ characters: String, _ unmodified: String,
        _ modifiers: PlatformModifiers = [], isRepeat: Bool = false
    ) -> PlatformKeyEvent {
        PlatformKeyEvent(
            isDown: isDown, hidUsage: hidUsage, characters: characters, charactersIgnoringModifiers: unmodified,
            modifiers: modifiers, isRepeat: isRepeat, timestamp: 0)
    }
}

extension PlatformKeyEvent {
    /// This event with the timestamp of the `index`th event of `events` (server time is not predictable).
    func at(_ events: [PlatformEvent], _ index: Int = 0) -> PlatformKeyEvent {
        var copy = self
        copy.timestamp = index < events.count ? events[index].key?.timestamp ?? 0 : 0
        return copy
    }
}

import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Keyboard groups (a "us,ru" layout: Latin in group 1, Cyrillic in group 2 on the same keys),
/// switched by the server's group lock as a layout switcher does. The backend opens the display
/// with XKB off and switches it on later (`X11DeferredXkb`, issue 20); the group lives only in XKB's
/// event state, which Xlib's core translation cannot see, so these fail if either side is missed.
extension X11InputTests {
    /// The very first key, before any frame: it readies the keyboard in the drain that reads it.
    @Test func theFirstKeyInALockedSecondGroupGivesItsText() throws {
        let q = try twoGroupQ()
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        try lockGroup(1)
        #expect(client.tap(keycode: q))
        let events = input(drain(backend) { $0.contains { $0.key?.isDown == false } })
        #expect(events.allSatisfy { $0.windowID == id })
        let keys = events.compactMap(\.key)
        #expect(keys.map(\.characters) == ["я", "я"])
        #expect(keys.map(\.hidUsage) == [20, 20], "the physical key is still Q's")
        #expect(backend.detectsAutoRepeatForTesting, "XKB's detectable auto-repeat is on")

        try lockGroup(0)
        let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
        client.keyDown(keycode: shift)
        #expect(client.tap(keycode: q))
        client.keyUp(keycode: shift)
        let latin = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 2 }).compactMap(\.key)
        #expect(latin.filter { $0.hidUsage == 20 }.map(\.characters) == ["Q", "Q"])
    }

    /// The keyboard readied after the first frame, as an app's is, then keys in both groups.
    @Test func groupsSwitchAfterTheKeyboardIsReadiedByAFrame() throws {
        let q = try twoGroupQ()
        let (backend, _) = try focusedWindow()
        defer { backend.shutdown() }
        backend.prepareKeyboardForTesting()
        #expect(client.tap(keycode: q))
        try lockGroup(1)
        let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
        client.keyDown(keycode: shift)
        #expect(client.tap(keycode: q))
        client.keyUp(keycode: shift)
        let keys = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 3 }).compactMap(\.key)
        let letters = keys.filter { $0.hidUsage == 20 }
        #expect(letters.map(\.characters) == ["q", "q", "Я", "Я"])
        #expect(letters.map(\.charactersIgnoringModifiers) == ["q", "q", "я", "я"])
    }

    /// Gives Q's keycode Cyrillic ya in group 2: four core symbols make two XKB groups.
    private func twoGroupQ() throws -> UInt32 {
        let q = try #require(client.keycode(for: UInt(XK_q)))
        let symbols = [
            UInt(XK_q), UInt(XK_Q), client.keysym(named: "Cyrillic_ya"), client.keysym(named: "Cyrillic_YA"),
        ]
        try #require(client.remap(keycode: q, to: symbols))
        return q
    }

    /// Locks the core keyboard's group, from a connection of the test's own.
    private func lockGroup(_ group: UInt32) throws {
        let display = try #require(XOpenDisplay(server.displayName))
        defer { XCloseDisplay(display) }
        try #require(XkbLockGroup(display, UInt32(XkbUseCoreKbd), group) != 0)
        XSync(display, 0)
    }
}

import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Other layouts, dead keys and the fallback without an input method. Layouts are switched by
/// remapping single keycodes with `XChangeKeyboardMapping` on the test's own Xvfb.
extension X11InputTests {
    @Test func cyrillicLayoutGivesCyrillicText() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        // Typing first makes Xlib load the old mapping, so the MappingNotify refresh is what counts.
        #expect(client.key(UInt(XK_q)))
        let latin = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(latin.map(\.characters) == ["q", "q"])

        let q = try #require(client.keycode(for: UInt(XK_q)))
        let cyrillic = [client.keysym(named: "Cyrillic_ya"), client.keysym(named: "Cyrillic_YA")]
        #expect(client.remap(keycode: q, to: cyrillic))
        #expect(client.tap(keycode: q))
        let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
        client.keyDown(keycode: shift)
        client.tap(keycode: q)
        client.keyUp(keycode: shift)
        let events = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 3 })
        let letters = events.compactMap(\.key).filter { $0.hidUsage == 20 }
        // The physical key is still the Q position (HID 0x14); only the text follows the layout.
        #expect(letters.map(\.characters) == ["я", "я", "Я", "Я"])
        #expect(letters.map(\.charactersIgnoringModifiers) == ["я", "я", "я", "я"])
        #expect(events.allSatisfy { $0.windowID == id })
    }

    @Test func greekKeysymOnASpareKeycodeGivesGreekText() throws {
        let (backend, _) = try focusedWindow()
        defer { backend.shutdown() }
        let alpha = try #require(client.mapSpareKeycode(to: [client.keysym(named: "Greek_alpha")]))
        #expect(client.tap(keycode: alpha))
        let keys = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(keys.map(\.characters) == ["α", "α"])
        #expect(keys.map(\.charactersIgnoringModifiers) == ["α", "α"])
        #expect(keys.map(\.hidUsage) == [0, 0], "a keycode beyond the evdev table has no HID usage")
    }

    /// Xlib's built-in input method composes dead_acute + e from the locale's Compose file
    /// (/usr/share/X11/locale/*/Compose; the "C" locale's has the dead-key sequences too).
    @Test func deadKeyComposesOnTheNextKey() throws {
        let (backend, id) = try focusedWindow()
        defer { backend.shutdown() }
        let deadAcute = try #require(client.mapSpareKeycode(to: [client.keysym(named: "dead_acute")]))
        #expect(client.tap(keycode: deadAcute))
        #expect(client.key(UInt(XK_e)))
        let events = input(drain(backend) { $0.contains { $0.key?.isDown == false } })
        #expect(backend.hasInputContextForTesting(id))
        // The dead key says nothing; the press and release of E carry the composed text.
        #expect(
            events == [
                .key(id, Self.key(true, 8, "é", "e").at(events, 0)),
                .key(id, Self.key(false, 8, "é", "e").at(events, 1)),
            ])
        // A dead key followed by a key it does not combine with: Xlib's IM drops both.
        #expect(client.tap(keycode: deadAcute))
        #expect(client.key(UInt(XK_q)))
        #expect(client.key(UInt(XK_a)))
        let after = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(after.map(\.characters) == ["a", "a"])
        #expect(after.map(\.isRepeat) == [false, false])
    }

    /// `XOpenIM` parses the locale's whole Compose file, so the keyboard is readied after the first
    /// frame (`X11Keyboard.prepare()`), not while the window is being made.
    @Test func inputMethodOpensAfterTheFirstFrameNotBefore() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        client.focus(id.xid)
        #expect(drain(backend) { $0.contains(.focusIn(id)) }.contains(.focusIn(id)))
        _ = backend.flush()
        #expect(!backend.hasInputContextForTesting(id), "nothing presented yet, and focus alone does not open it")
        _ = try #require(backend.backBuffer(of: id))
        backend.present([PlatformRect(x: 0, y: 0, width: 200, height: 100)], of: id)
        #expect(!backend.hasInputContextForTesting(id), "readied when the app goes to sleep, not inside present")
        _ = backend.flush()
        #expect(backend.hasInputContextForTesting(id))
    }

    /// Keys that arrive before the first frame ready the keyboard in the same drain: a dead key as
    /// the very first key still composes.
    @Test func deadKeyBeforeTheFirstFrameStillComposes() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        #expect(!backend.hasInputContextForTesting(id))
        let deadAcute = try #require(client.mapSpareKeycode(to: [client.keysym(named: "dead_acute")]))
        client.focus(id.xid)
        #expect(client.tap(keycode: deadAcute))
        #expect(client.key(UInt(XK_e)))
        let keys = input(drain(backend) { $0.contains { $0.key?.isDown == false } }).compactMap(\.key)
        #expect(backend.hasInputContextForTesting(id))
        #expect(keys.map(\.characters) == ["é", "é"])
    }

    @Test func withoutAnInputMethodXLookupStringGivesTheText() throws {
        let (backend, id) = try focusedWindow(environment: X11Environment(disablesInputMethod: true))
        defer { backend.shutdown() }
        #expect(!backend.hasInputContextForTesting(id))
        #expect(client.key(UInt(XK_a), holding: [UInt(XK_Shift_L)]))
        #expect(client.key(UInt(XK_Return)))
        let alpha = try #require(client.mapSpareKeycode(to: [0x0100_03B1]))  // the Unicode keysym of α
        #expect(client.tap(keycode: alpha))
        let events = input(drain(backend) { $0.filter { $0.key?.isDown == false }.count == 4 })
        let downs = events.compactMap(\.key).filter(\.isDown)
        #expect(downs.map(\.characters) == ["", "A", "\r", "α"])
        #expect(downs.map(\.charactersIgnoringModifiers) == ["", "a", "\r", "α"])
        #expect(downs.map(\.hidUsage) == [225, 4, 40, 0])
    }
}

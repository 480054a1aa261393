internal import CX11

/// Key events: text through the input method, the physical key as a HID usage, auto-repeat, and
/// releases that repeat their press. Part of the event translation, so it reads XEvent fields
/// (see X11EventTranslation).
///
/// What the toolkit sees:
/// - Every `.key(isDown: true)` with `isRepeat == false` is followed by exactly one `.key(isDown:
///   false)` with the same `hidUsage` and characters, sent to the same window, unless the window
///   loses focus first (`.focusOut`), which drops the keys it holds without releases.
/// - A held key repeats as further `isDown: true, isRepeat: true` events, with no release between.
/// - Keys the input method swallows (a dead key, the first keys of a Compose sequence) give
///   nothing; the key that completes the sequence gives the composed text ("é").
/// - Text an input method server commits with no key behind it arrives as a down and an up with
///   `hidUsage` 0, back to back.
extension X11Backend {
    /// Shift, Lock, Control, Mod1 (Alt), Mod3, Mod4 (Super) and Mod5 (often AltGr): cleared to read
    /// what the key types at its first shift level. The XKB group (bits 13–14) is kept.
    private static let levelModifiers = UInt32(
        ShiftMask | LockMask | ControlMask | Mod1Mask | Mod3Mask | Mod4Mask | Mod5Mask)
    /// A release and a press of the same key at most this many ms apart are one auto-repeat.
    private static let repeatPairWindow: UInt = 20

    /// Translates a KeyPress or KeyRelease the input method did not swallow.
    func key(_ event: XKeyEvent) -> [PlatformEvent] {
        event.type == KeyPress ? keyPress(event) : keyRelease(event)
    }

    private func keyPress(_ event: XKeyEvent) -> [PlatformEvent] {
        var event = event
        // Keycode 0 is the input method handing over composed text. Xlib's own IM composes from
        // the keys it swallowed, and the text belongs to the last of them; a server that showed a
        // preedit commits text that no key stands for (its Return or space only confirmed it).
        let composedKeycode = keyboard.preeditChanged ? nil : keyboard.composingKeycode
        let physicalKeycode = event.keycode != 0 ? event.keycode : composedKeycode
        keyboard.composingKeycode = nil
        keyboard.preeditChanged = false
        guard let window = windows[event.window] else { return [] }
        let context = keyboard.context(for: event.window)
        let (text, keysym) = lookUp(&event, context: context)
        let timestamp = Self.seconds(event.time)
        guard let keycode = physicalKeycode else {
            let modifiers = Self.modifiers(fromState: event.state)
            return committed(text, to: window.id, modifiers: modifiers, timestamp: timestamp)
        }
        let hidUsage = X11KeyCodes.hidUsage(forKeycode: keycode)
        let modifierMask = keyboard.modifierMask(of: keysym)
        let characters = X11KeySymbols.characters(text, keysym: keysym)
        let unmodified = unmodifiedCharacters(of: event, keycode: keycode, context: context)
        let isRepeat = keyboard.pressed[keycode] != nil
        if !isRepeat {
            keyboard.pressed[keycode] = X11Keyboard.PressedKey(
                window: window.id, hidUsage: hidUsage, characters: characters,
                charactersIgnoringModifiers: unmodified, modifierMask: modifierMask)
        }
        // A modifier key reports the state it leads to: Shift's own press already has `.shift`.
        let key = PlatformKeyEvent(
            isDown: true, hidUsage: hidUsage, characters: characters, charactersIgnoringModifiers: unmodified,
            modifiers: Self.keyModifiers(event.state | modifierMask, hidUsage: hidUsage), isRepeat: isRepeat,
            timestamp: timestamp)
        return [.key(window.id, key)]
    }

    private func keyRelease(_ event: XKeyEvent) -> [PlatformEvent] {
        if keyboard.composingKeycode == event.keycode { keyboard.composingKeycode = nil }
        if !keyboard.detectsAutoRepeat && isAutoRepeatRelease(event) { return [] }
        // A release whose press was swallowed (a dead key), cancelled by focus loss or never seen says nothing.
        guard let pressed = keyboard.pressed.removeValue(forKey: event.keycode), window(pressed.window) != nil
        else { return [] }
        let key = PlatformKeyEvent(
            isDown: false, hidUsage: pressed.hidUsage, characters: pressed.characters,
            charactersIgnoringModifiers: pressed.charactersIgnoringModifiers,
            modifiers: Self.keyModifiers(event.state & ~pressed.modifierMask, hidUsage: pressed.hidUsage),
            isRepeat: false, timestamp: Self.seconds(event.time))
        return [.key(pressed.window, key)]
    }

    /// Without detectable auto-repeat, the server repeats a held key as KeyRelease+KeyPress with
    /// one timestamp; the release is dropped and the press, its key still down, becomes a repeat.
    private func isAutoRepeatRelease(_ event: XKeyEvent) -> Bool {
        guard connection.isUsable, XEventsQueued(display, QueuedAfterReading) > 0 else { return false }
        var next = XEvent()
        XPeekEvent(display, &next)
        return next.type == KeyPress && next.xkey.window == event.window && next.xkey.keycode == event.keycode
            && next.xkey.time >= event.time && next.xkey.time - event.time < Self.repeatPairWindow
    }

    /// Text with no key behind it, as a down and an up of usage 0 so that presses still pair.
    private func committed(
        _ text: String, to id: PlatformWindowID, modifiers: PlatformModifiers, timestamp: Double
    ) -> [PlatformEvent] {
        guard !text.isEmpty else { return [] }
        var key = PlatformKeyEvent(
            isDown: true, hidUsage: 0, characters: text, charactersIgnoringModifiers: text, modifiers: modifiers,
            isRepeat: false, timestamp: timestamp)
        let down = PlatformEvent.key(id, key)
        key.isDown = false
        return [down, .key(id, key)]
    }

    /// What the key types at shift level 0 of the event's group: a copy of the event for the
    /// physical key, with the level modifiers cleared, looked up again.
    private func unmodifiedCharacters(of event: XKeyEvent, keycode: UInt32, context: OpaquePointer?) -> String {
        var plain = event
        plain.keycode = keycode
        plain.state &= ~Self.levelModifiers
        let (text, keysym) = lookUp(&plain, context: context)
        return X11KeySymbols.characters(text, keysym: keysym)
    }

    /// The text and keysym of a key press: `Xutf8LookupString` through the window's input context
    /// (it decodes every keysym, composed text included), else `XLookupString`. A lookup of a
    /// plain (not swallowed) press does not change the input method's state.
    private func lookUp(_ event: inout XKeyEvent, context: OpaquePointer?) -> (text: String, keysym: UInt) {
        var keysym: UInt = 0
        guard let context else {
            var buffer = [CChar](repeating: 0, count: 32)
            let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
            let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
            let text = X11KeySymbols.text(fromLookupBytes: bytes, keysym: keysym, localeIsUTF8: keyboard.localeIsUTF8)
            return (text, keysym)
        }
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            // `count` is the size the text needs.
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        let bytes = hasText ? buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) } : []
        return (String(decoding: bytes, as: UTF8.self), hasKeysym ? keysym : 0)
    }

    /// The modifiers of `state`, plus `.numericPad` for keys on the keypad.
    private static func keyModifiers(_ state: UInt32, hidUsage: Int) -> PlatformModifiers {
        var modifiers = Self.modifiers(fromState: state)
        if X11KeyCodes.isKeypad(hidUsage: hidUsage) { modifiers.insert(.numericPad) }
        return modifiers
    }
}

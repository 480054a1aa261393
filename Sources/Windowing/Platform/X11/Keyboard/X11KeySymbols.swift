internal import CX11

/// Keysym facts the key translation needs: which keysyms are modifiers, the control characters
/// UIKit gives for editing keys, and the text of keysyms that encode their character directly.
///
/// Values are Xlib's `XK_*` constants (X11/keysymdef.h).
enum X11KeySymbols {
    /// True for Shift, Control, Caps Lock, Alt, Meta, Super, Hyper, the ISO level and group keys,
    /// Mode_switch and Num_Lock (Xlib's `IsModifierKey` macro).
    static func isModifier(_ keysym: UInt) -> Bool {
        (UInt(XK_Shift_L)...UInt(XK_Hyper_R)).contains(keysym)
            || (UInt(XK_ISO_Lock)...UInt(XK_ISO_Level5_Lock)).contains(keysym)
            || keysym == UInt(XK_Mode_switch) || keysym == UInt(XK_Num_Lock)
    }

    /// The characters UIKit reports for a key, given the text the input method produced.
    ///
    /// Modifier keys give "". Return and keypad Enter give "\r", Tab (also Shift+Tab, which X
    /// calls ISO_Left_Tab) "\t", Escape "\u{1B}", BackSpace "\u{8}" and Delete "\u{7F}". Arrows,
    /// Home/End/Page keys and F1–F24 give "": UIKit names them with private-use strings such as
    /// `UIKeyCommand.inputUpArrow`, which are not characters; match those keys by `hidUsage`.
    static func characters(_ text: String, keysym: UInt) -> String {
        if isModifier(keysym) { return "" }
        switch keysym {
        case UInt(XK_Return), UInt(XK_KP_Enter): return "\r"
        case UInt(XK_Tab), UInt(XK_ISO_Left_Tab), UInt(XK_KP_Tab): return "\t"
        case UInt(XK_Escape): return "\u{1B}"
        case UInt(XK_BackSpace): return "\u{8}"
        case UInt(XK_Delete), UInt(XK_KP_Delete): return "\u{7F}"
        default: return text
        }
    }

    /// The character a keysym stands for when it encodes it directly: Latin-1 keysyms (0x20–0x7E,
    /// 0xA0–0xFF) are their code point, and 0x01000000 + U is U+U. Nil for everything else (function
    /// keys, and the legacy non-Latin-1 keysyms, which only the input method path decodes).
    static func unicode(forKeysym keysym: UInt) -> String? {
        let value: UInt
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: value = keysym
        case 0x0100_00A0...0x0110_FFFF: value = keysym - 0x0100_0000
        default: return nil
        }
        return Unicode.Scalar(UInt32(value)).map { String(Character($0)) }
    }

    /// Decodes what `XLookupString` wrote (used only without an input method).
    ///
    /// `XLookupString` encodes in the locale's charset (Latin-1 in the "C" locale, UTF-8 in a
    /// UTF-8 one, verified on Xvfb), so the bytes are read as UTF-8 in a UTF-8 locale. Elsewhere
    /// ASCII is kept as is (control characters included), and anything else comes from the keysym,
    /// or as Latin-1 when the keysym does not encode its character.
    static func text(fromLookupBytes bytes: [UInt8], keysym: UInt, localeIsUTF8: Bool) -> String {
        if bytes.isEmpty { return unicode(forKeysym: keysym) ?? "" }
        if localeIsUTF8, let text = String(validating: bytes, as: UTF8.self) { return text }
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = unicode(forKeysym: keysym) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

/// The physical key of an X key event, as a USB HID usage (keyboard/keypad page 0x07).
///
/// On evdev-based servers (Xorg with xf86-input-evdev or libinput, Xvfb, Xwayland) an X keycode is
/// the Linux input event code plus 8, so the table maps Linux `KEY_*` codes to HID usages.
///
/// Sources (facts, tabulated here by hand): the USB HID Usage Tables, section 10 "Keyboard/Keypad
/// Page (0x07)", for the usages; Linux `include/uapi/linux/input-event-codes.h` for the `KEY_*`
/// codes; and the kernel's HID→input mapping (`drivers/hid/hid-input.c`), whose inverse this is.
/// Where the kernel folds several usages into one code, the code reads as the first of them: Non-US #
/// (0x32) arrives as `KEY_BACKSLASH` and reads as \ (0x31); Clear (0x9C) and Keypad Clear (0xD8)
/// arrive as `KEY_DELETE` and read as Delete Forward (0x4C). The PC menu key is `KEY_COMPOSE`,
/// HID Application (0x65); `KEY_MENU` has no keyboard-page usage and reads as 0.
enum X11KeyCodes {
    /// The offset between X keycodes and Linux input event codes on evdev-based servers.
    static let evdevOffset: UInt32 = 8

    /// The HID usage of the key with this X keycode; 0 when unknown (or keycode 0, text from an input method).
    static func hidUsage(forKeycode keycode: UInt32) -> Int {
        guard keycode >= evdevOffset else { return 0 }
        return hidUsageByLinuxCode[Int(keycode - evdevOffset)] ?? 0
    }

    /// True for keys on the numeric keypad (HID 0x53–0x63, 0x67, 0x85, 0xB6–0xB7), for `.numericPad`.
    static func isKeypad(hidUsage: Int) -> Bool {
        (0x53...0x63).contains(hidUsage) || [0x67, 0x85, 0xB6, 0xB7].contains(hidUsage)
    }

    /// Linux `KEY_*` code → HID usage, for the standard 104/105-key layout, the keypad, F13–F24,
    /// the editing keys of Sun-style keyboards and the Japanese and Korean keys.
    private static let hidUsageByLinuxCode: [Int: Int] = [
        1: 0x29,  // KEY_ESC → Escape
        2: 0x1E,  // KEY_1 → 1
        3: 0x1F,  // KEY_2 → 2
        4: 0x20,  // KEY_3 → 3
        5: 0x21,  // KEY_4 → 4
        6: 0x22,  // KEY_5 → 5
        7: 0x23,  // KEY_6 → 6
        8: 0x24,  // KEY_7 → 7
        9: 0x25,  // KEY_8 → 8
        10: 0x26,  // KEY_9 → 9
        11: 0x27,  // KEY_0 → 0
        12: 0x2D,  // KEY_MINUS → - and _
        13: 0x2E,  // KEY_EQUAL → = and +
        14: 0x2A,  // KEY_BACKSPACE → Delete (Backspace)
        15: 0x2B,  // KEY_TAB → Tab
        16: 0x14,  // KEY_Q → Q
        17: 0x1A,  // KEY_W → W
        18: 0x08,  // KEY_E → E
        19: 0x15,  // KEY_R → R
        20: 0x17,  // KEY_T → T
        21: 0x1C,  // KEY_Y → Y
        22: 0x18,  // KEY_U → U
        23: 0x0C,  // KEY_I → I
        24: 0x12,  // KEY_O → O
        25: 0x13,  // KEY_P → P
        26: 0x2F,  // KEY_LEFTBRACE → [ and {
        27: 0x30,  // KEY_RIGHTBRACE → ] and }
        28: 0x28,  // KEY_ENTER → Return
        29: 0xE0,  // KEY_LEFTCTRL → Left Control
        30: 0x04,  // KEY_A → A
        31: 0x16,  // KEY_S → S
        32: 0x07,  // KEY_D → D
        33: 0x09,  // KEY_F → F
        34: 0x0A,  // KEY_G → G
        35: 0x0B,  // KEY_H → H
        36: 0x0D,  // KEY_J → J
        37: 0x0E,  // KEY_K → K
        38: 0x0F,  // KEY_L → L
        39: 0x33,  // KEY_SEMICOLON → ; and :
        40: 0x34,  // KEY_APOSTROPHE → ' and "
        41: 0x35,  // KEY_GRAVE → ` and ~
        42: 0xE1,  // KEY_LEFTSHIFT → Left Shift
        43: 0x31,  // KEY_BACKSLASH → \ and |
        44: 0x1D,  // KEY_Z → Z
        45: 0x1B,  // KEY_X → X
        46: 0x06,  // KEY_C → C
        47: 0x19,  // KEY_V → V
        48: 0x05,  // KEY_B → B
        49: 0x11,  // KEY_N → N
        50: 0x10,  // KEY_M → M
        51: 0x36,  // KEY_COMMA → , and <
        52: 0x37,  // KEY_DOT → . and >
        53: 0x38,  // KEY_SLASH → / and ?
        54: 0xE5,  // KEY_RIGHTSHIFT → Right Shift
        55: 0x55,  // KEY_KPASTERISK → Keypad *
        56: 0xE2,  // KEY_LEFTALT → Left Alt
        57: 0x2C,  // KEY_SPACE → Spacebar
        58: 0x39,  // KEY_CAPSLOCK → Caps Lock
        59: 0x3A,  // KEY_F1 → F1
        60: 0x3B,  // KEY_F2 → F2
        61: 0x3C,  // KEY_F3 → F3
        62: 0x3D,  // KEY_F4 → F4
        63: 0x3E,  // KEY_F5 → F5
        64: 0x3F,  // KEY_F6 → F6
        65: 0x40,  // KEY_F7 → F7
        66: 0x41,  // KEY_F8 → F8
        67: 0x42,  // KEY_F9 → F9
        68: 0x43,  // KEY_F10 → F10
        69: 0x53,  // KEY_NUMLOCK → Keypad Num Lock and Clear
        70: 0x47,  // KEY_SCROLLLOCK → Scroll Lock
        71: 0x5F,  // KEY_KP7 → Keypad 7
        72: 0x60,  // KEY_KP8 → Keypad 8
        73: 0x61,  // KEY_KP9 → Keypad 9
        74: 0x56,  // KEY_KPMINUS → Keypad -
        75: 0x5C,  // KEY_KP4 → Keypad 4
        76: 0x5D,  // KEY_KP5 → Keypad 5
        77: 0x5E,  // KEY_KP6 → Keypad 6
        78: 0x57,  // KEY_KPPLUS → Keypad +
        79: 0x59,  // KEY_KP1 → Keypad 1
        80: 0x5A,  // KEY_KP2 → Keypad 2
        81: 0x5B,  // KEY_KP3 → Keypad 3
        82: 0x62,  // KEY_KP0 → Keypad 0
        83: 0x63,  // KEY_KPDOT → Keypad .
        85: 0x94,  // KEY_ZENKAKUHANKAKU → LANG5 (Zenkaku/Hankaku)
        86: 0x64,  // KEY_102ND → Non-US \ and |
        87: 0x44,  // KEY_F11 → F11
        88: 0x45,  // KEY_F12 → F12
        89: 0x87,  // KEY_RO → International1 (Ro)
        90: 0x92,  // KEY_KATAKANA → LANG3 (Katakana)
        91: 0x93,  // KEY_HIRAGANA → LANG4 (Hiragana)
        92: 0x8A,  // KEY_HENKAN → International4 (Henkan)
        93: 0x88,  // KEY_KATAKANAHIRAGANA → International2 (Katakana/Hiragana)
        94: 0x8B,  // KEY_MUHENKAN → International5 (Muhenkan)
        95: 0x8C,  // KEY_KPJPCOMMA → International6 (Keypad JP comma)
        96: 0x58,  // KEY_KPENTER → Keypad Enter
        97: 0xE4,  // KEY_RIGHTCTRL → Right Control
        98: 0x54,  // KEY_KPSLASH → Keypad /
        99: 0x46,  // KEY_SYSRQ → Print Screen
        100: 0xE6,  // KEY_RIGHTALT → Right Alt
        102: 0x4A,  // KEY_HOME → Home
        103: 0x52,  // KEY_UP → Up Arrow
        104: 0x4B,  // KEY_PAGEUP → Page Up
        105: 0x50,  // KEY_LEFT → Left Arrow
        106: 0x4F,  // KEY_RIGHT → Right Arrow
        107: 0x4D,  // KEY_END → End
        108: 0x51,  // KEY_DOWN → Down Arrow
        109: 0x4E,  // KEY_PAGEDOWN → Page Down
        110: 0x49,  // KEY_INSERT → Insert
        111: 0x4C,  // KEY_DELETE → Delete Forward
        113: 0x7F,  // KEY_MUTE → Mute
        114: 0x81,  // KEY_VOLUMEDOWN → Volume Down
        115: 0x80,  // KEY_VOLUMEUP → Volume Up
        116: 0x66,  // KEY_POWER → Power
        117: 0x67,  // KEY_KPEQUAL → Keypad =
        119: 0x48,  // KEY_PAUSE → Pause
        121: 0x85,  // KEY_KPCOMMA → Keypad ,
        122: 0x90,  // KEY_HANGEUL → LANG1 (Hangul/English)
        123: 0x91,  // KEY_HANJA → LANG2 (Hanja)
        124: 0x89,  // KEY_YEN → International3 (Yen)
        125: 0xE3,  // KEY_LEFTMETA → Left GUI
        126: 0xE7,  // KEY_RIGHTMETA → Right GUI
        127: 0x65,  // KEY_COMPOSE → Application (the PC menu key)
        128: 0x78,  // KEY_STOP → Stop
        129: 0x79,  // KEY_AGAIN → Again
        130: 0x76,  // KEY_PROPS → Menu
        131: 0x7A,  // KEY_UNDO → Undo
        132: 0x77,  // KEY_FRONT → Select
        133: 0x7C,  // KEY_COPY → Copy
        134: 0x74,  // KEY_OPEN → Execute
        135: 0x7D,  // KEY_PASTE → Paste
        136: 0x7E,  // KEY_FIND → Find
        137: 0x7B,  // KEY_CUT → Cut
        138: 0x75,  // KEY_HELP → Help
        179: 0xB6,  // KEY_KPLEFTPAREN → Keypad (
        180: 0xB7,  // KEY_KPRIGHTPAREN → Keypad )
        183: 0x68,  // KEY_F13 → F13
        184: 0x69,  // KEY_F14 → F14
        185: 0x6A,  // KEY_F15 → F15
        186: 0x6B,  // KEY_F16 → F16
        187: 0x6C,  // KEY_F17 → F17
        188: 0x6D,  // KEY_F18 → F18
        189: 0x6E,  // KEY_F19 → F19
        190: 0x6F,  // KEY_F20 → F20
        191: 0x70,  // KEY_F21 → F21
        192: 0x71,  // KEY_F22 → F22
        193: 0x72,  // KEY_F23 → F23
        194: 0x73,  // KEY_F24 → F24
    ]
}

/// What a key does in an editable text control, on the desktop's conventions (GTK's and Qt's
/// bindings on Linux): arrows by cluster, Ctrl+arrows by word, Home/End to the line's ends, Shift
/// extending any of them, Ctrl+A/C/X/V/Z, Ctrl+Shift+Z and Ctrl+Y.
enum TextEditingCommand: Equatable, Sendable {
    enum Motion: Equatable, Sendable {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, documentStart, documentEnd
    }

    case insert(String)
    case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward
    case move(Motion, extending: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case insertNewline
    case focusNext, focusPrevious

    // USB HID usages of the keys bound here (keyboard page).
    private enum Usage {
        static let returnKey = 40, backspace = 42, tab = 43, delete = 76, keypadEnter = 88
        static let right = 79, left = 80, down = 81, up = 82, home = 74, end = 77
    }

    /// The command `key` runs, or nil when a text control does not handle it (Escape, F-keys,
    /// Alt or Super shortcuts), so it goes up the responder chain.
    @MainActor init?(key: UIKey) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let control = flags.contains(.control)
        if flags.contains(.command) { return nil }
        switch key.keyCode.rawValue {
        case Usage.returnKey, Usage.keypadEnter:
            self = .insertNewline
            return
        case Usage.tab:
            guard !control else { return nil }
            self = shift ? .focusPrevious : .focusNext
            return
        case Usage.backspace:
            self = control ? .deleteWordBackward : .deleteBackward
            return
        case Usage.delete:
            self = control ? .deleteWordForward : .deleteForward
            return
        case Usage.left: self = .move(control ? .wordLeft : .left, extending: shift)
        case Usage.right: self = .move(control ? .wordRight : .right, extending: shift)
        case Usage.up: self = .move(.up, extending: shift)
        case Usage.down: self = .move(.down, extending: shift)
        case Usage.home: self = .move(control ? .documentStart : .lineStart, extending: shift)
        case Usage.end: self = .move(control ? .documentEnd : .lineEnd, extending: shift)
        default:
            if control {
                guard let command = Self.shortcut(key.charactersIgnoringModifiers.lowercased(), shift: shift)
                else { return nil }
                self = command
                return
            }
            guard Self.isPrintable(key.characters) else { return nil }
            self = .insert(key.characters)
        }
    }

    /// Whether holding the key down repeats the command: typing, deleting and moving do, and in
    /// a multi-line text view so does Return.
    func repeatsWhenHeld(multiline: Bool) -> Bool {
        switch self {
        case .insert, .deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward, .move: true
        case .insertNewline: multiline
        default: false
        }
    }

    private static func shortcut(_ letter: String, shift: Bool) -> TextEditingCommand? {
        switch (letter, shift) {
        case ("a", false): .selectAll
        case ("c", false), ("insert", false): .copy
        case ("x", false): .cut
        case ("v", false): .paste
        case ("z", false): .undo
        case ("z", true), ("y", false): .redo
        default: nil
        }
    }

    /// Text a key may type: not empty, and no control characters (Backspace, Escape, Delete and
    /// the C0 codes Ctrl+letter produces are commands, not text).
    static func isPrintable(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

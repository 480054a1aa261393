import Testing

@testable import Windowing

/// Keys to editing commands, on the desktop's bindings.
@MainActor @Suite struct TextEditingCommandTests {
    private func command(
        _ usage: Int, _ characters: String = "", _ ignoring: String = "", _ flags: UIKeyModifierFlags = []
    ) -> TextEditingCommand? {
        TextEditingCommand(
            key: UIKey(
                characters: characters, charactersIgnoringModifiers: ignoring, modifierFlags: flags,
                keyCode: UIKeyboardHIDUsage(rawValue: usage)))
    }

    @Test func typingAndEditingKeys() {
        #expect(command(4, "a", "a") == .insert("a"))
        #expect(command(4, "A", "a", .shift) == .insert("A"))
        #expect(command(0, "\u{4F60}", "\u{4F60}") == .insert("\u{4F60}"))
        #expect(command(42, "\u{8}", "\u{8}") == .deleteBackward)
        #expect(command(42, "\u{8}", "\u{8}", .control) == .deleteWordBackward)
        #expect(command(76, "\u{7F}", "\u{7F}") == .deleteForward)
        #expect(command(40, "\r", "\r") == .insertNewline)
        #expect(command(43, "\t", "\t") == .focusNext)
        #expect(command(43, "\t", "\t", .shift) == .focusPrevious)
        #expect(command(41, "\u{1B}", "\u{1B}") == nil)
    }

    @Test func motions() {
        #expect(command(80) == .move(.left, extending: false))
        #expect(command(79, "", "", .shift) == .move(.right, extending: true))
        #expect(command(80, "", "", [.control, .shift]) == .move(.wordLeft, extending: true))
        #expect(command(79, "", "", .control) == .move(.wordRight, extending: false))
        #expect(command(74) == .move(.lineStart, extending: false))
        #expect(command(77, "", "", .shift) == .move(.lineEnd, extending: true))
    }

    @Test func shortcuts() {
        #expect(command(4, "\u{1}", "a", .control) == .selectAll)
        #expect(command(6, "\u{3}", "c", .control) == .copy)
        #expect(command(27, "\u{18}", "x", .control) == .cut)
        #expect(command(25, "\u{16}", "v", .control) == .paste)
        #expect(command(29, "\u{1A}", "z", .control) == .undo)
        #expect(command(29, "\u{1A}", "z", [.control, .shift]) == .redo)
        #expect(command(28, "\u{19}", "y", .control) == .redo)
        #expect(command(9, "\u{6}", "f", .control) == nil)
        #expect(command(4, "a", "a", .command) == nil)
    }
}

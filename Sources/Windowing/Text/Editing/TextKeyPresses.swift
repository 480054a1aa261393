/// The key presses an editable text view handled: their releases (and cancellations) stay with
/// it too, while every other press goes up the responder chain, as UIKit's text views do.
struct TextKeyPresses {
    /// HID usages of the keys whose press was handled and not yet released.
    private var handled: Set<Int> = []

    /// Runs `perform` for each press that is an editing command (when `accepting`), and returns
    /// the presses left for the next responder.
    @MainActor
    mutating func began(
        _ presses: Set<UIPress>, accepting: Bool, perform: (TextEditingCommand) -> Void
    ) -> Set<UIPress> {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard accepting, let key = press.key, let command = TextEditingCommand(key: key) else {
                unhandled.insert(press)
                continue
            }
            handled.insert(key.keyCode.rawValue)
            perform(command)
        }
        return unhandled
    }

    /// The released or cancelled presses whose press was not handled here.
    @MainActor
    mutating func ended(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let usage = press.key?.keyCode.rawValue else { return true }
            return handled.remove(usage) == nil
        }
    }
}

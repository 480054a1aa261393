/// A key combination on a hardware keyboard and the action it triggers.
///
/// Responders list their commands in `keyCommands`; the commands of the whole responder chain,
/// from the key window's first responder up, apply. When a key goes down that matches a command,
/// UIKit walks the responder chain for an object that implements the action, calls it on the
/// first one with the command as the sender, and stops processing the key: no `pressesBegan` or
/// `pressesEnded` arrives for it.
///
/// A command matches when its `input` equals the key's `charactersIgnoringModifiers` (for letters
/// compared without case, since Shift is a modifier) or names the key (`inputUpArrow` …), and its
/// `modifierFlags` equal the flags held, Caps Lock and the numeric-pad flag aside.
///
/// - Note: Differs from UIKit: the action is an `ActionMessage` (a method reference), not a
///   selector, and `UIKeyCommand` is not a `UICommand` (Windowing has no menus).
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The text or special key (`UIKeyCommand.inputEscape` …) that triggers the command.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: ActionMessage?
    open var title: String
    open var discoverabilityTitle: String?
    /// Data the action can read from its sender.
    public let propertyList: (any Sendable)?

    public init(
        title: String = "", action: ActionMessage, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: (any Sendable)? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: ActionMessage) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key.
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The special-input names of keys that type no text, by HID usage.
    private static let specialInputs: [Int: String] = {
        var names = [
            82: inputUpArrow, 81: inputDownArrow, 80: inputLeftArrow, 79: inputRightArrow, 41: inputEscape,
            75: inputPageUp, 78: inputPageDown, 74: inputHome, 77: inputEnd, 76: inputDelete,
        ]
        for number in 1...12 { names[57 + number] = "UIKeyInputF\(number)" }
        return names
    }()

    /// The flags that take part in matching.
    private static let matchedFlags: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard modifierFlags.intersection(Self.matchedFlags) == key.modifierFlags.intersection(Self.matchedFlags) else {
            return false
        }
        if let special = Self.specialInputs[key.keyCode.rawValue] { return input == special }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }
}

extension UIApplication {
    /// Runs the first key command of the responder chain that matches `key` and whose action some
    /// responder in the chain implements; true if one ran (the key is then consumed).
    func performKeyCommand(for key: UIKey, startingAt first: UIResponder) -> Bool {
        var responder: UIResponder? = first
        while let candidate = responder {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action else { continue }
                var receiver: UIResponder? = first
                while let target = receiver {
                    if action.perform(on: target, sender: command, event: nil) {
                        Trace.note(
                            "key command \(command.input ?? "") sent \(action.name) to \(Trace.className(of: target))")
                        return true
                    }
                    receiver = target.next
                }
            }
            responder = candidate.next
        }
        return false
    }
}

/// A keyboard key and the text it produced (behaviour 8.25).
@preconcurrency @MainActor
open class UIKey {
    /// The text of the key with the modifiers held (after dead keys and the input method).
    open internal(set) var characters: String
    /// The text of the key without modifiers: lowercase for Latin letters, "" for modifier keys.
    open internal(set) var charactersIgnoringModifiers: String
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// Modifier keys held with a key (raw values as UIKit's).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A point in device pixels, relative to a window's top-left corner.
struct PlatformPoint: Equatable, Sendable {
    var x: Double
    var y: Double
}

/// Modifier keys and locks held during an input event.
struct PlatformModifiers: OptionSet, Equatable, Sendable {
    let rawValue: UInt
    static let shift = PlatformModifiers(rawValue: 1 << 0)
    static let control = PlatformModifiers(rawValue: 1 << 1)
    /// Alt / Option (X11 Mod1).
    static let alternate = PlatformModifiers(rawValue: 1 << 2)
    /// Super / Command (X11 Mod4).
    static let command = PlatformModifiers(rawValue: 1 << 3)
    static let capsLock = PlatformModifiers(rawValue: 1 << 4)
    /// The key is on the numeric keypad.
    static let numericPad = PlatformModifiers(rawValue: 1 << 5)
}

/// A pointer button or motion, as the window system reported it.
struct PlatformPointerEvent: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A button went down (1 left, 2 middle, 3 right, 8/9 back/forward; wheel buttons are `.scroll`).
        case buttonDown(Int)
        case buttonUp(Int)
        /// The pointer moved (coalesced: the newest position of a burst).
        case motion
        /// The pointer entered the window.
        case entered
        /// The pointer left the window.
        case exited
        /// The window system took the pointer away mid-gesture (another client's grab).
        case cancelled
    }

    var kind: Kind
    var location: PlatformPoint
    var modifiers: PlatformModifiers
    /// Seconds on the window system's clock (X server time), for double-click detection and `timestamp`.
    var timestamp: Double
}

/// A key going down or up, already through the input method.
struct PlatformKeyEvent: Equatable, Sendable {
    var isDown: Bool
    /// The USB HID usage (keyboard page) of the physical key; 0 when unknown.
    var hidUsage: Int
    /// The text the key produces with the modifiers held (after dead keys and the input method).
    var characters: String
    /// The text the key produces without modifiers (lowercase for Latin letters; "" for modifier keys).
    var charactersIgnoringModifiers: String
    var modifiers: PlatformModifiers
    /// A key-repeat press while the key is held.
    var isRepeat: Bool
    var timestamp: Double
}

/// A scroll by the wheel (whole notches) or by a precise device (fractions of a notch).
struct PlatformScrollEvent: Equatable, Sendable {
    var location: PlatformPoint
    /// Notches: positive x scrolls right, positive y scrolls down (content moves up).
    var deltaX: Double
    var deltaY: Double
    var isPrecise: Bool
    var modifiers: PlatformModifiers
    var timestamp: Double
}

/// The text an input method is composing (its preedit), whole, each time it changes; empty when
/// the composition ended. The text it commits comes afterwards as a key event's characters.
struct PlatformComposition: Equatable, Sendable {
    var text: String
    /// The part being converted, else the caret, in UTF-16 offsets into `text`.
    var selectedRange: Range<Int>
}

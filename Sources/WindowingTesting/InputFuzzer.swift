import Foundation

/// Random user input, reproducible from its seed: moves (inside the windows, elsewhere on the
/// screen and beyond its edges), clicks, drags, buttons 1–3 pressed and released in any order,
/// wheel notches 4–7 and keys pressed and released in any order. It remembers what is held, so
/// a test can release it all.
public struct InputFuzzer {
    /// A rectangle in root-window pixels.
    public typealias Rect = (x: Int, y: Int, width: Int, height: Int)

    /// Letters, arrows, Return, Escape, Tab and Shift (InputLab acts on d, arrows, Tab and Escape).
    public static let keyNames = [
        "a", "d", "q", "z", "space", "Return", "Escape", "Tab", "Left", "Right", "Up", "Down", "Shift_L",
    ]
    public static let screen = (width: 800, height: 600)

    private var random: SeededGenerator
    private let keycodes: [UInt32]
    private let windows: [Rect]
    private var heldButtons: Set<UInt32> = []
    private var heldKeys: Set<UInt32> = []

    public init(seed: UInt64, keycodes: [UInt32], windows: [Rect]) {
        random = SeededGenerator(seed: seed)
        self.keycodes = keycodes
        self.windows = windows
    }

    /// One user action as 1–14 XTEST events.
    public mutating func nextAction() -> [FakeInput] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45: return [move()]
        case 45..<60: return [toggle(button: 1)]
        case 60..<68:
            heldButtons.remove(1)
            return [move(), .button(1, isDown: true), .button(1, isDown: false)]
        case 68..<74:
            heldButtons.remove(1)
            let steps = (0..<Int.random(in: 3...10, using: &random)).map { _ in move() }
            return [move(), .button(1, isDown: true)] + steps + [.button(1, isDown: false)]
        case 74..<77: return [toggle(button: UInt32.random(in: 2...3, using: &random))]
        case 77..<82:
            let wheel = UInt32.random(in: 4...7, using: &random)
            return [.button(wheel, isDown: true), .button(wheel, isDown: false)]
        default: return [toggle(key: keycodes[Int.random(in: 0..<keycodes.count, using: &random)])]
        }
    }

    /// For one batch in four, a synthetic click somewhere in one of the windows: (window index, x, y).
    public mutating func syntheticClick() -> (Int, Int, Int)? {
        guard Int.random(in: 0..<4, using: &random) == 0 else { return nil }
        let window = Int.random(in: 0..<windows.count, using: &random)
        return (
            window, Int.random(in: 0..<windows[window].width, using: &random),
            Int.random(in: 0..<windows[window].height, using: &random)
        )
    }

    /// Releases every button still held.
    public mutating func releaseButtons() -> [FakeInput] {
        defer { heldButtons = [] }
        return heldButtons.sorted().map { .button($0, isDown: false) }
    }

    /// Releases every button and key still held.
    public mutating func releaseEverything() -> [FakeInput] {
        defer { heldKeys = [] }
        return releaseButtons() + heldKeys.sorted().map { .key($0, isDown: false) }
    }

    /// A move: half inside the large window, a quarter inside the small one, the rest anywhere on
    /// the screen or up to 400 pixels beyond its edges (the server clamps those).
    private mutating func move() -> FakeInput {
        let roll = Int.random(in: 0..<100, using: &random)
        let area: Rect =
            roll < 50
            ? windows[0]
            : roll < 75
                ? windows[1]
                : roll < 90
                    ? (0, 0, Self.screen.width, Self.screen.height)
                    : (-400, -400, Self.screen.width + 800, Self.screen.height + 800)
        return .motion(
            x: area.x + Int.random(in: 0..<area.width, using: &random),
            y: area.y + Int.random(in: 0..<area.height, using: &random))
    }

    private mutating func toggle(button: UInt32) -> FakeInput {
        let isDown = heldButtons.insert(button).inserted
        if !isDown { heldButtons.remove(button) }
        return .button(button, isDown: isDown)
    }

    private mutating func toggle(key: UInt32) -> FakeInput {
        let isDown = heldKeys.insert(key).inserted
        if !isDown { heldKeys.remove(key) }
        return .key(key, isDown: isDown)
    }
}

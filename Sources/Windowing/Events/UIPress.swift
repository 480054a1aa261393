public import Foundation

/// A physical key (or button) from going down to coming up (behaviour 8.24).
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Where the press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kind of physical button; keyboard keys report their key in `key` instead.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
    }

    open internal(set) var phase = Phase.began
    open internal(set) var timestamp: TimeInterval = 0
    /// The keyboard key, or nil for a press that does not come from a keyboard.
    open internal(set) var key: UIKey?
    /// The responder the press is being delivered to.
    open internal(set) weak var responder: UIResponder?
    open internal(set) weak var window: UIWindow?
    /// The kind of button: arrows and page keys map onto their types, other keyboard keys are `.select`.
    ///
    /// - Note: Differs from UIKit: keyboard keys with no press type of their own report `.select`;
    ///   read `key` to tell them apart.
    open internal(set) var type = PressType.select
    /// A keyboard key is either up or down.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init() {}

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

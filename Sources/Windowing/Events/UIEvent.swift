public import Foundation

/// An event: the touches or presses that changed together, delivered to responders (behaviour 8.15).
@preconcurrency @MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10
        case hover, transform
    }

    /// The event's kind.
    open var type: EventType { storedType }
    /// When the event happened, in seconds on the window system's clock.
    open internal(set) var timestamp: TimeInterval
    private let storedType: EventType
    var touchSet: Set<UITouch> = []

    init(type: EventType, timestamp: TimeInterval) {
        storedType = type
        self.timestamp = timestamp
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { storedType == .touches ? touchSet : nil }

    /// The event's touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }
}

/// An event about physical buttons or keys (behaviour 8.22–8.26).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress> = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { pressSet }

    /// The presses of the event being delivered to `gestureRecognizer`'s view; none here.
    open func presses(for responder: UIResponder) -> Set<UIPress> {
        pressSet.filter { $0.responder === responder }
    }
}

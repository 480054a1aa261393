public import Foundation

/// A finger, or on X11 the primary pointer button, from going down to coming up (behaviour 8.8–8.14).
///
/// The same object is updated through the touch's life; its `view` is fixed when it begins.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited
    }

    /// What kind of device made the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil
        case indirectPointer
    }

    open internal(set) var phase = Phase.began
    open internal(set) var timestamp: TimeInterval = 0
    /// The number of quick successive clicks at about the same place (1 for a single click).
    open internal(set) var tapCount = 1
    /// The view the touch is delivered to, fixed when it began.
    open internal(set) var view: UIView?
    open internal(set) var window: UIWindow?
    /// A mouse button acts as a pointer touch, as on iPadOS with a trackpad.
    open var type: TouchType { .indirectPointer }
    /// The radius of the contact; a pointer has none.
    open var majorRadius: CGFloat { 0 }
    /// Pressure; a mouse has none.
    open var force: CGFloat { 0 }

    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    init() {}

    /// The touch's current location in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        Self.convert(locationInWindow, from: window, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        Self.convert(previousLocationInWindow, from: window, to: view)
    }

    private static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

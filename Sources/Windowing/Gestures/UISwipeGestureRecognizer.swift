import Foundation

/// A discrete recognizer for a quick stroke in one of the allowed `direction`s.
///
/// It recognizes as soon as the touch has travelled 50 points in an allowed direction, mostly
/// along that direction (at least twice as far as across it), within 0.5 seconds of going down
/// (measured on the events' timestamps). It fails when the stroke is too slow, when it leaves
/// its axis, when it travels that far in a direction not allowed, when it is released short,
/// and when more touches than `numberOfTouchesRequired` come down.
/// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
///
/// - Note: Differs from UIKit: Apple does not document the distance, speed and angle UIKit uses;
///   these are the toolkit's. The pointer is a single touch, so a recognizer that requires more
///   than one touch never recognizes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far a swipe travels before it is recognized, in points.
    static let minimumDistance: CGFloat = 50
    /// How long a swipe may take to travel that far, in seconds.
    static let maximumDuration: TimeInterval = 0.5

    /// The directions recognized; `.right` by default, as in UIKit.
    open var direction: Direction = .right
    /// The number of fingers that swipe together; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: (location: CGPoint, time: TimeInterval)?
    private var touchCount = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        touchCount += touches.count
        guard touchCount <= numberOfTouchesRequired, let touch = touches.first else {
            state = .failed
            return
        }
        if start == nil { start = (touch.locationInWindow, touch.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        judge(touch)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if let touch = touches.first { judge(touch) }
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        touchCount = 0
    }

    /// Recognizes, fails or waits, given where the touch is now.
    private func judge(_ touch: UITouch) {
        guard let start else { return }
        if touch.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        let dx = touch.locationInWindow.x - start.location.x
        let dy = touch.locationInWindow.y - start.location.y
        let (along, across) = abs(dx) >= abs(dy) ? (abs(dx), abs(dy)) : (abs(dy), abs(dx))
        if across > Self.minimumDistance / 2 && across * 2 > along {
            state = .failed
            return
        }
        guard along >= Self.minimumDistance else { return }
        let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(moved) && across * 2 <= along ? .ended : .failed
    }
}

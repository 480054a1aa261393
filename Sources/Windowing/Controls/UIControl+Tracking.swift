import Foundation

// Touch tracking (behaviour 8.29, 8.30). A press sends touchDown (plus touchDownRepeat for a
// multi-click); each move sends touchDragInside or touchDragOutside, preceded by touchDragEnter or
// touchDragExit when the touch crosses the edge; the release sends touchUpInside or
// touchUpOutside, and a cancellation touchCancel. While the control tracks the touch,
// `isHighlighted` follows "inside"; it is cleared when tracking ends (UIControl.h: "set/cleared
// automatically when touch enters/exits during tracking and cleared on up"). The structure
// follows Chameleon's UIControl.m. A touch the control refused in `beginTracking(_:with:)` or
// `continueTracking(_:with:)` stays with the control but sends no more events.
extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside, in points.
    ///
    /// - Note: Like UIKit's touch tolerance, 70 points: releasing 40 points beyond the edge still
    ///   sends `.touchUpInside` (behaviour 8.29 allows 0 or 70). A `point(inside:with:)` override that
    ///   answers true also counts as inside.
    static let trackingGutter: CGFloat = 70

    /// Whether `touch` is inside the control for tracking: its bounds grown by the gutter.
    func isInsideForTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let tolerance = bounds.insetBy(dx: -Self.trackingGutter, dy: -Self.trackingGutter)
        return tolerance.contains(point) || self.point(inside: point, with: event)
    }

    /// The control's tracked touch if `touches` contains it.
    func ownedTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let trackedTouch, touches.contains(trackedTouch) else { return nil }
        return trackedTouch
    }

    func trackingBegan(_ touch: UITouch, with event: UIEvent?) {
        trackedTouch = touch
        storedTouchInside = isInsideForTracking(touch, with: event)
        storedTracking = Trace.call(self, "beginTracking(_:with:)") { beginTracking(touch, with: event) }
        guard storedTracking else { return }
        isHighlighted = storedTouchInside
        var events = Event.touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        dispatchActions(for: events, with: event)
    }

    func trackingMoved(_ touch: UITouch, with event: UIEvent?) {
        guard isEnabled, storedTracking else { return }
        let wasInside = storedTouchInside
        let inside = isInsideForTracking(touch, with: event)
        storedTouchInside = inside
        isHighlighted = inside
        storedTracking = Trace.call(self, "continueTracking(_:with:)") { continueTracking(touch, with: event) }
        guard storedTracking else {
            isHighlighted = false
            return
        }
        if inside != wasInside { dispatchActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
        dispatchActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackingEnded(_ touch: UITouch, with event: UIEvent?) {
        defer { finishTracking() }
        guard isEnabled, storedTracking else { return }
        let inside = isInsideForTracking(touch, with: event)
        storedTouchInside = inside
        isHighlighted = false
        Trace.call(self, "endTracking(_:with:)") { endTracking(touch, with: event) }
        dispatchActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside && sendsPrimaryActionOnTouchUpInside { dispatchActions(for: .primaryActionTriggered, with: event) }
    }

    func trackingCancelled(with event: UIEvent?) {
        defer { finishTracking() }
        guard isEnabled, storedTracking else { return }
        isHighlighted = false
        Trace.call(self, "cancelTracking(with:)") { cancelTracking(with: event) }
        dispatchActions(for: .touchCancel, with: event)
    }

    /// The control was disabled mid-touch: it stops tracking and sends nothing more, but keeps
    /// the touch so its remaining phases do not reach responders that never saw it begin.
    func abandonTracking() {
        storedTracking = false
        storedTouchInside = false
        isHighlighted = false
    }

    private func finishTracking() {
        trackedTouch = nil
        storedTracking = false
        storedTouchInside = false
    }
}

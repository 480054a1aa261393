import Foundation

/// A hover or scroll event: like UIKit's `.hover` and `.scroll` events it goes through
/// `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)` to gesture recognizers only; views'
/// touch methods never see it.
final class PointerGestureEvent: UIEvent {
    enum Kind {
        /// The pointer is at the location with no button held.
        case hover
        /// The pointer left the window.
        case exit
        /// The wheel turned (notches, +y down) or a precise device scrolled.
        case scroll(deltaX: Double, deltaY: Double, isPrecise: Bool)
    }

    let kind: Kind
    let targetWindow: UIWindow
    /// In window coordinates.
    let locationInWindow: CGPoint
    /// The modifier keys held; Ctrl turns the wheel into the zoom gesture.
    let modifiers: PlatformModifiers

    init(kind: Kind, window: UIWindow, location: CGPoint, timestamp: TimeInterval, modifiers: PlatformModifiers = []) {
        self.kind = kind
        self.modifiers = modifiers
        targetWindow = window
        locationInWindow = location
        if case .scroll = kind {
            super.init(type: .scroll, timestamp: timestamp)
        } else {
            super.init(type: .hover, timestamp: timestamp)
        }
    }
}

// Hover and the scroll wheel. Hover recognizers of the view under the pointer and its ancestors
// begin when the pointer comes over them, change as it moves and end when it leaves them or the
// window; they recognize alongside each other and alongside touch gestures. A wheel notch over a
// view is offered to the pan recognizers of that view and its ancestors, innermost first, whose
// `allowedScrollTypesMask` allows it; the first that may begin runs a whole gesture for it.
extension GestureEnvironment {
    func deliverPointerEvent(_ event: PointerGestureEvent, in window: UIWindow) {
        advanceClock(to: event.timestamp)
        batch {
            switch event.kind {
            case .hover: updateHover(event, in: window)
            case .exit: for recognizer in hovering { endHover(recognizer, cancelled: false) }
            case .scroll(let deltaX, let deltaY, let isPrecise):
                scroll(event, in: window, by: CGPoint(x: deltaX, y: deltaY), type: isPrecise ? .continuous : .discrete)
            }
        }
    }

    private func updateHover(_ event: PointerGestureEvent, in window: UIWindow) {
        let location = event.locationInWindow
        var under: [UIHoverGestureRecognizer] = []
        var current = window.hitTest(location, with: event)
        while let view = current {
            for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers
            where recognizer.isEnabled {
                under.append(recognizer)
            }
            current = view.superview
        }
        for recognizer in hovering
        where !under.contains(where: { $0 === recognizer }) || recognizer.lastWindow !== window {
            endHover(recognizer, cancelled: false)
        }
        for recognizer in under {
            recognizer.lastLocation = location
            recognizer.lastWindow = window
            if hovering.contains(where: { $0 === recognizer }) {
                if recognizer.storedState == .began || recognizer.storedState == .changed { recognizer.apply(.changed) }
            } else {
                hovering.append(recognizer)
                recognizer.apply(shouldBegin(recognizer) ? .began : .failed)
            }
        }
    }

    /// The pointer left `recognizer`'s view: its gesture ends (or is cancelled) and it resets.
    func endHover(_ recognizer: UIHoverGestureRecognizer, cancelled: Bool) {
        hovering.removeAll { $0 === recognizer }
        if recognizer.storedState == .began || recognizer.storedState == .changed {
            recognizer.apply(cancelled ? .cancelled : .ended)
        }
        resetRecognizer(recognizer)
    }

    private func scroll(_ event: PointerGestureEvent, in window: UIWindow, by notches: CGPoint, type: UIScrollTypeMask)
    {
        let location = event.locationInWindow
        if event.modifiers.contains(.control), zoom(at: location, in: window, with: event, by: notches.y) { return }
        // Shift turns a vertical wheel sideways, as macOS and the desktop toolkits do, so that a
        // mouse with one wheel can scroll a row across.
        var notches = notches
        if event.modifiers.contains(.shift), notches.x == 0 { notches = CGPoint(x: notches.y, y: 0) }
        var accepted: [UIPanGestureRecognizer] = []
        var current = window.hitTest(location, with: event)
        while let view = current {
            for case let pan as UIPanGestureRecognizer in view.storedGestureRecognizers
            where pan.isEnabled && pan.allowedScrollTypesMask.contains(type) && pan.storedState == .possible
                && pan.pendingTransitions == nil && !participants.contains(where: { $0 === pan })
            {
                guard accepted.allSatisfy({ canRecognizeSimultaneously($0, pan) }), shouldBegin(pan) else { continue }
                accepted.append(pan)
            }
            current = view.superview
        }
        Trace.note("scroll (\(notches.x), \(notches.y)) offered to \(accepted.count) pan gesture recognizer(s)")
        for pan in accepted {
            pan.performScroll(notches: notches, at: location, in: window)
            resetRecognizer(pan)
        }
    }

    /// Ctrl+wheel, the desktop's pinch: the innermost scroll view under the pointer that zooms
    /// takes it. False when none does, so the wheel scrolls.
    private func zoom(at location: CGPoint, in window: UIWindow, with event: UIEvent, by notches: CGFloat) -> Bool {
        var current = window.hitTest(location, with: event)
        while let view = current {
            if let scrollView = view as? UIScrollView,
                scrollView.zoom(byWheelNotches: notches, at: scrollView.convert(location, from: window))
            {
                return true
            }
            current = view.superview
        }
        return false
    }
}

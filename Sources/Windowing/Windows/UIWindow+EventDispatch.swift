// The window's half of the event path: touches go to the gesture recognizers of the view each
// began in and that view's ancestors, then to the view itself (its `view` never changes, spec
// 8.9, 8.35–8.37); hover and scroll events go to gesture recognizers only; presses go to the first
// responder or, without one, to the window (behaviour 8.23).
extension UIWindow {
    func deliver(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
        } else if let pointer = event as? PointerGestureEvent {
            guard pointer.targetWindow === self else { return }
            GestureEnvironment.current.deliverPointerEvent(pointer, in: self)
        } else if event.type == .touches {
            let touches = event.touchSet.filter { $0.window === self && $0.view != nil }
            guard !touches.isEmpty else { return }
            GestureEnvironment.current.deliverTouches(touches, with: event)
        }
    }

    /// Sends `touches` to `view` with the responder method for `phase`.
    static func sendTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, with event: UIEvent) {
        switch phase {
        case .began: Trace.call(view, "touchesBegan(_:with:)") { view.touchesBegan(touches, with: event) }
        case .moved, .stationary: Trace.call(view, "touchesMoved(_:with:)") { view.touchesMoved(touches, with: event) }
        case .ended: Trace.call(view, "touchesEnded(_:with:)") { view.touchesEnded(touches, with: event) }
        case .cancelled: Trace.call(view, "touchesCancelled(_:with:)") { view.touchesCancelled(touches, with: event) }
        case .regionEntered, .regionMoved, .regionExited: break
        }
    }

    private func deliverPresses(_ event: UIPressesEvent) {
        let presses = event.pressSet.filter { $0.window === self }
        guard let responder = presses.first?.responder, let phase = presses.first?.phase else { return }
        switch phase {
        case .began: Trace.call(responder, "pressesBegan(_:with:)") { responder.pressesBegan(presses, with: event) }
        case .changed, .stationary:
            Trace.call(responder, "pressesChanged(_:with:)") { responder.pressesChanged(presses, with: event) }
        case .ended: Trace.call(responder, "pressesEnded(_:with:)") { responder.pressesEnded(presses, with: event) }
        case .cancelled:
            Trace.call(responder, "pressesCancelled(_:with:)") { responder.pressesCancelled(presses, with: event) }
        }
    }
}

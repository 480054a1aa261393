// The window's half of the event path: touches go to the view each began in (its `view` never
// changes, spec 8.9), presses to the first responder or, without one, to the window (spec 8.23).
extension UIWindow {
    func deliver(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
        } else if event.type == .touches {
            deliverTouches(event)
        }
    }

    private func deliverTouches(_ event: UIEvent) {
        let touches = event.touchSet.filter { $0.window === self }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for touch in touches {
            guard let view = touch.view else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
        }
        for (view, set) in byView.values {
            guard let phase = set.first?.phase else { continue }
            switch phase {
            case .began: Trace.call(view, "touchesBegan(_:with:)") { view.touchesBegan(set, with: event) }
            case .moved, .stationary: Trace.call(view, "touchesMoved(_:with:)") { view.touchesMoved(set, with: event) }
            case .ended: Trace.call(view, "touchesEnded(_:with:)") { view.touchesEnded(set, with: event) }
            case .cancelled: Trace.call(view, "touchesCancelled(_:with:)") { view.touchesCancelled(set, with: event) }
            case .regionEntered, .regionMoved, .regionExited: break
            }
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
        case .cancelled: Trace.call(responder, "pressesCancelled(_:with:)") { responder.pressesCancelled(presses, with: event) }
        }
    }
}

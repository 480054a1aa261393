import Foundation

// The application's side of input: it finds the window a platform event is for and hands the
// event to its `InputRouter`, which makes touches and presses and sends them back through
// `sendEvent(_:)`; `dispatch(_:)` then delivers each event to the windows its touches or
// presses belong to, and `performAction` walks the responder chain for `sendAction`.
extension UIApplication {
    func dispatch(_ event: UIEvent) {
        if let pointer = event as? PointerGestureEvent {
            pointer.targetWindow.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        let owners =
            (event as? UIPressesEvent).map { $0.pressSet.compactMap(\.window) }
            ?? event.touchSet.compactMap(\.window)
        for window in owners where !windows.contains(where: { $0 === window }) { windows.append(window) }
        for window in windows { window.sendEvent(event) }
    }

    func performAction(_ action: ActionMessage, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            Trace.note("action \(action.name) sent to \(Trace.className(of: target))")
            return action.perform(on: target, sender: sender, event: event)
        }
        var responder: UIResponder? = keyWindow?.firstResponderStorage ?? (sender as? UIResponder)
        while let candidate = responder {
            if action.perform(on: candidate, sender: sender, event: event) {
                Trace.note("action \(action.name) reached \(Trace.className(of: candidate)) up the responder chain")
                return true
            }
            responder = candidate.next
        }
        return false
    }

    // MARK: - From the window system

    func platformPointer(_ pointer: PlatformPointerEvent, in id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        inputRouter.pointer(
            pointer.kind, at: windowLocation(of: pointer.location, in: window), in: window,
            time: pointer.timestamp)
    }

    func platformScroll(_ scroll: PlatformScrollEvent, in id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        inputRouter.scroll(scroll, at: windowLocation(of: scroll.location, in: window), in: window)
    }

    /// Keys go to the key window, else to the window they were reported for.
    func platformKey(_ key: PlatformKeyEvent, in id: PlatformWindowID) {
        guard let window = keyWindow ?? window(id) else { return }
        inputRouter.key(key, in: window)
    }

    /// The input method's composition becomes the marked text of the key window's first
    /// responder, if that edits text; the text it commits follows as a key press.
    func platformComposition(_ composition: PlatformComposition, in id: PlatformWindowID) {
        guard let window = keyWindow ?? window(id),
            let editor = window.firstResponderStorage as? any TextEditingResponder
        else { return }
        // An empty composition only ends one; without marked text it must not delete the selection.
        if composition.text.isEmpty && editor.markedTextRange == nil { return }
        let selected = composition.selectedRange
        editor.setMarkedText(
            composition.text, selectedRange: NSRange(location: selected.lowerBound, length: selected.count))
    }

    /// A location in device pixels relative to the window, in the window's coordinates.
    private func windowLocation(of point: PlatformPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x / scale + window.bounds.minX, y: point.y / scale + window.bounds.minY)
    }

    // MARK: - For windows, views and scenes

    /// Cancels the pointer's touch if it belongs to `window` (any window when nil).
    func cancelTouches(in window: UIWindow?) { inputRouter.cancelTouches(in: window) }

    /// Cancels the presses of `scene`'s windows (all presses when nil).
    func cancelPresses(in scene: UIScene? = nil) { inputRouter.cancelPresses(in: scene) }

    /// Cancels the touches and presses of `scene` (the whole app when nil), as it goes inactive.
    func interruptInput(of scene: UIScene?) { inputRouter.interrupt(scene) }

    /// A view is leaving its window: its touch is cancelled and a first responder inside it resigns.
    func viewWillLeaveWindow(_ view: UIView) { inputRouter.viewWillLeaveWindow(view) }
}

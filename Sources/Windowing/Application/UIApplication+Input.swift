import Foundation

// Input from the window system becomes UIKit events (behaviour §8): the primary pointer button is one
// touch, hit-tested once when it goes down and kept by its view until it ends or is cancelled;
// pointer motion with no button held is a hover event and the wheel a scroll event, both for
// gesture recognizers (behaviour 8.35); keys become presses for the key window's first responder.
// Every touch that begins ends or is cancelled exactly once (behaviour 8.14), and every press that
// begins ends or is cancelled.
extension UIApplication {
    /// Two presses this close in time (seconds) and space (points) count as one multi-click.
    static let multiClickInterval = 0.4
    static let multiClickDistance: CGFloat = 5

    func dispatch(_ event: UIEvent) {
        if let pointer = event as? PointerGestureEvent {
            pointer.targetWindow.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        let owners = (event as? UIPressesEvent).map { $0.pressSet.compactMap(\.window) } ?? event.touchSet.compactMap(\.window)
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

    // MARK: - Pointer → touches

    func platformPointer(_ pointer: PlatformPointerEvent, in id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        let location = windowLocation(of: pointer.location, in: window)
        let gestures = GestureEnvironment.current
        switch pointer.kind {
        case .buttonDown(let button):
            gestures.heldButtons.insert(button)
            if button == 1 { beginTouch(at: location, in: window, time: pointer.timestamp) }
        case .buttonUp(let button):
            gestures.heldButtons.remove(button)
            if button == 1 { endTouch(at: location, in: window, time: pointer.timestamp) }
        case .motion, .entered:
            if activeTouch != nil {
                if pointer.kind == .motion { moveTouch(to: location, in: window, time: pointer.timestamp) }
            } else if gestures.heldButtons.isEmpty {
                sendEvent(PointerGestureEvent(kind: .hover, window: window, location: location, timestamp: pointer.timestamp))
            }
        case .exited:
            sendEvent(PointerGestureEvent(kind: .exit, window: window, location: location, timestamp: pointer.timestamp))
        case .cancelled:
            gestures.heldButtons.removeAll()
            cancelTouches(in: window)
        }
    }

    /// A wheel notch or precise scroll becomes a scroll event for the pan gesture recognizers
    /// under the pointer (`UIPanGestureRecognizer.allowedScrollTypesMask`).
    func platformScroll(_ scroll: PlatformScrollEvent, in id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        let kind = PointerGestureEvent.Kind.scroll(deltaX: scroll.deltaX, deltaY: scroll.deltaY, isPrecise: scroll.isPrecise)
        sendEvent(PointerGestureEvent(kind: kind, window: window, location: windowLocation(of: scroll.location, in: window),
                                      timestamp: scroll.timestamp))
    }

    /// A location in device pixels relative to the window, in the window's coordinates.
    private func windowLocation(of point: PlatformPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x / scale + window.bounds.minX, y: point.y / scale + window.bounds.minY)
    }

    private func beginTouch(at location: CGPoint, in window: UIWindow, time: Double) {
        if activeTouch != nil { cancelTouches(in: nil) }
        let touch = UITouch()
        touch.window = window
        touch.timestamp = time
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.tapCount = nextTapCount(at: location, time: time)
        let event = UIEvent(type: .touches, timestamp: time)
        event.touchSet = [touch]
        touch.view = window.hitTest(location, with: event)
        guard touch.view != nil else { return }
        activeTouch = touch
        sendEvent(event)
    }

    private func nextTapCount(at location: CGPoint, time: Double) -> Int {
        var count = 1
        if let last = lastPress, time - last.time <= Self.multiClickInterval,
           abs(location.x - last.location.x) <= Self.multiClickDistance, abs(location.y - last.location.y) <= Self.multiClickDistance {
            count = last.count + 1
        }
        lastPress = (time, location, count)
        return count
    }

    private func moveTouch(to location: CGPoint, in window: UIWindow, time: Double) {
        guard let touch = activeTouch, touch.window === window, location != touch.locationInWindow else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = .moved
        send(touch, time: time)
    }

    private func endTouch(at location: CGPoint, in window: UIWindow, time: Double) {
        guard let touch = activeTouch, touch.window === window else { return }
        activeTouch = nil
        if location != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.phase = .ended
        send(touch, time: time)
    }

    /// Cancels the pointer's touch if it belongs to `window` (any window when nil).
    func cancelTouches(in window: UIWindow?) {
        guard let touch = activeTouch, window == nil || touch.window === window else { return }
        activeTouch = nil
        touch.phase = .cancelled
        send(touch, time: touch.timestamp)
    }

    /// A view is leaving its window: a touch it (or a descendant) tracks is cancelled and a first
    /// responder inside it resigns (behaviour 8.14, 8.21).
    func viewWillLeaveWindow(_ view: UIView) {
        if let tracked = activeTouch?.view, tracked.isDescendant(of: view) { cancelTouches(in: nil) }
        if let window = view.window, let first = window.firstResponderStorage as? UIView, first.isDescendant(of: view) {
            _ = Trace.call(first, "resignFirstResponder()") { first.resignFirstResponder() }
            window.firstResponderStorage = nil
        }
    }

    private func send(_ touch: UITouch, time: Double) {
        touch.timestamp = time
        let event = UIEvent(type: .touches, timestamp: time)
        event.touchSet = [touch]
        sendEvent(event)
    }

    // MARK: - Keys → presses

    func platformKey(_ key: PlatformKeyEvent, in id: PlatformWindowID) {
        guard let window = keyWindow ?? window(id) else { return }
        if key.isDown {
            // Repeats of a held key are not new presses; the press stays down until the key is released.
            guard !key.isRepeat else { return }
            // The overlay's key is the toolkit's, not the app's: no press, no key command, and
            // its release is swallowed like a key command's.
            if isDebugOverlayToggle(key) {
                keysConsumedByCommands.insert(key.hidUsage)
                setShowsDebugOverlay(!showsDebugOverlay)
                return
            }
            if isInspectorToggle(key) {
                keysConsumedByCommands.insert(key.hidUsage)
                toggleInspector()
                return
            }
            // A fresh down for a key still pressed means its release was lost (it happened where
            // the app could not see it): that press is cancelled, so none stays open.
            if let stale = activePresses.removeValue(forKey: key.hidUsage) { send(stale, phase: .cancelled, time: key.timestamp) }
            let uiKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                              modifierFlags: Self.modifierFlags(key.modifiers), keyCode: UIKeyboardHIDUsage(rawValue: key.hidUsage))
            let responder = window.firstResponderStorage ?? window
            keysConsumedByCommands.remove(key.hidUsage)
            if performKeyCommand(for: uiKey, startingAt: responder) {
                keysConsumedByCommands.insert(key.hidUsage)
                return
            }
            let press = UIPress()
            press.key = uiKey
            press.type = Self.pressType(forHIDUsage: key.hidUsage)
            press.window = window
            press.responder = responder
            activePresses[key.hidUsage] = press
            send(press, phase: .began, time: key.timestamp)
        } else if keysConsumedByCommands.remove(key.hidUsage) != nil {
            return
        } else if let press = activePresses.removeValue(forKey: key.hidUsage) {
            send(press, phase: .ended, time: key.timestamp)
        }
    }

    /// Keys held when focus leaves are cancelled (behaviour 8.23's `pressesCancelled`); with `scene`,
    /// only the presses delivered to that scene's windows.
    func cancelPresses(in scene: UIScene? = nil) {
        let cancelled = activePresses.filter { scene == nil || $0.value.window?.windowScene === scene }
        for (usage, press) in cancelled {
            activePresses.removeValue(forKey: usage)
            send(press, phase: .cancelled, time: press.timestamp)
        }
    }

    /// Behaviour 8.14: anything that makes the app or a scene inactive interrupts its touches and
    /// presses, so they are cancelled (`nil`: the whole app).
    func interruptInput(of scene: UIScene?) {
        if let scene {
            if let window = activeTouch?.window, window.windowScene === scene { cancelTouches(in: window) }
        } else {
            cancelTouches(in: nil)
        }
        cancelPresses(in: scene)
    }

    private func send(_ press: UIPress, phase: UIPress.Phase, time: Double) {
        press.phase = phase
        press.timestamp = time
        let event = UIPressesEvent(timestamp: time)
        event.pressSet = [press]
        sendEvent(event)
    }

    static func modifierFlags(_ modifiers: PlatformModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.numericPad) { flags.insert(.numericPad) }
        return flags
    }

    /// Arrows and page keys map onto UIKit's press types; Return, Enter, space and the rest are `.select`.
    static func pressType(forHIDUsage usage: Int) -> UIPress.PressType {
        switch usage {
        case 82: .upArrow
        case 81: .downArrow
        case 80: .leftArrow
        case 79: .rightArrow
        case 75: .pageUp
        case 78: .pageDown
        default: .select
        }
    }
}

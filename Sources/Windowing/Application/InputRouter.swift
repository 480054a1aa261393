import Foundation

// Input from the window system becomes UIKit events (behaviour §8): the primary pointer button is one
// touch, hit-tested once when it goes down and kept by its view until it ends or is cancelled;
// pointer motion with no button held is a hover event and the wheel a scroll event, both for
// gesture recognizers (behaviour 8.35); keys become presses for the key window's first responder.
// Every touch that begins ends or is cancelled exactly once (behaviour 8.14), and every press that
// begins ends or is cancelled.

/// The application's input state and the rules that turn pointer and key events into touches
/// and presses: which view owns the pointer's touch, the tap count, the keys that are down.
///
/// Owned by the application, which hands it the window an event is for; every event it makes
/// goes out through `UIApplication.sendEvent(_:)`, so an app's override sees all of them in order.
@MainActor
final class InputRouter {
    /// Two presses this close in time (seconds) and space (points) count as one multi-click.
    static let multiClickInterval = 0.4
    static let multiClickDistance: CGFloat = 5

    /// The application whose `sendEvent(_:)` delivers; it owns the router.
    weak var application: UIApplication?
    /// The pointer's touch between button down and up (the pointer is one finger, behaviour 8.12).
    private(set) var activeTouch: UITouch?
    /// Where and when the last button press was, for `tapCount`.
    private var lastPress: (time: Double, location: CGPoint, count: Int)?
    /// Keys that are down, by HID usage, with the press they began.
    private(set) var activePresses: [Int: UIPress] = [:]
    /// Keys whose down ran a key command: their releases are swallowed too.
    private var keysConsumedByCommands: Set<Int> = []

    // MARK: - Pointer → touches

    /// `location` is in the window's coordinates already.
    func pointer(_ kind: PlatformPointerEvent.Kind, at location: CGPoint, in window: UIWindow, time: Double) {
        let gestures = GestureEnvironment.current
        switch kind {
        case .buttonDown(let button):
            gestures.heldButtons.insert(button)
            if button == 1 { beginTouch(at: location, in: window, time: time) }
            if button == 8 { _ = window.performControllerBack() }
            if button == 2, activeTouch == nil { pastePrimarySelection(at: location, in: window) }
            if button == 3, activeTouch == nil { ContextMenuRouter.secondaryClick(at: location, in: window) }
        case .buttonUp(let button):
            gestures.heldButtons.remove(button)
            if button == 1 { endTouch(at: location, in: window, time: time) }
        case .motion, .entered:
            if activeTouch != nil {
                if kind == .motion { moveTouch(to: location, in: window, time: time) }
            } else if gestures.heldButtons.isEmpty {
                deliver(PointerGestureEvent(kind: .hover, window: window, location: location, timestamp: time))
            }
        case .exited:
            deliver(PointerGestureEvent(kind: .exit, window: window, location: location, timestamp: time))
        case .cancelled:
            gestures.heldButtons.removeAll()
            cancelTouches(in: window)
        }
    }

    /// A wheel notch or precise scroll becomes a scroll event for the pan gesture recognizers
    /// under the pointer (`UIPanGestureRecognizer.allowedScrollTypesMask`).
    func scroll(_ scroll: PlatformScrollEvent, at location: CGPoint, in window: UIWindow) {
        let kind = PointerGestureEvent.Kind.scroll(
            deltaX: scroll.deltaX, deltaY: scroll.deltaY, isPrecise: scroll.isPrecise)
        deliver(
            PointerGestureEvent(
                kind: kind, window: window, location: location, timestamp: scroll.timestamp,
                modifiers: scroll.modifiers))
    }

    /// A middle click pastes the PRIMARY selection into the text field or text view under the
    /// pointer, as in X applications.
    private func pastePrimarySelection(at location: CGPoint, in window: UIWindow) {
        var view = window.hitTest(location, with: nil)
        while let current = view, !(current is any TextEditingResponder) { view = current.superview }
        guard let control = view as? any TextEditingResponder else { return }
        control.pastePrimarySelection(at: window.convert(location, to: control))
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
        deliver(event)
    }

    private func nextTapCount(at location: CGPoint, time: Double) -> Int {
        var count = 1
        if let last = lastPress, time - last.time <= Self.multiClickInterval,
            abs(location.x - last.location.x) <= Self.multiClickDistance,
            abs(location.y - last.location.y) <= Self.multiClickDistance
        {
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
        deliver(event)
    }

    // MARK: - Keys → presses

    /// A key for `window` (the key window, else the window the event came from).
    func key(_ key: PlatformKeyEvent, in window: UIWindow) {
        if key.isDown {
            // Repeats of a held key are not new presses; the press stays down until the key is
            // released. A text control repeats what the key does, as desktop text entries do.
            guard !key.isRepeat else {
                if let control = window.firstResponderStorage as? any TextEditingResponder,
                    let press = activePresses[key.hidUsage], let held = press.key
                {
                    control.repeatKey(held)
                }
                return
            }
            // A fresh down for a key still pressed means its release was lost (it happened where
            // the app could not see it): that press is cancelled, so none stays open.
            if let stale = activePresses.removeValue(forKey: key.hidUsage) {
                send(stale, phase: .cancelled, time: key.timestamp)
            }
            let uiKey = UIKey(
                characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                modifierFlags: Self.modifierFlags(key.modifiers), keyCode: UIKeyboardHIDUsage(rawValue: key.hidUsage))
            let responder = window.firstResponderStorage ?? window
            keysConsumedByCommands.remove(key.hidUsage)
            if menuTakes(uiKey, in: window) {
                keysConsumedByCommands.insert(key.hidUsage)
                return
            }
            if application?.performKeyCommand(for: uiKey, startingAt: responder) == true
                || window.performControllerKey(uiKey)
            {
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

    /// An open menu takes every key; with none, the Menu key and Shift+F10 open the first
    /// responder's context menu, as desktop toolkits do.
    private func menuTakes(_ key: UIKey, in window: UIWindow) -> Bool {
        if let menu = window.menuPresentation {
            menu.handleKey(key.keyCode)
            return true
        }
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        let isMenuKey = key.keyCode == .keyboardApplication && flags.isEmpty
        let isShiftF10 = key.keyCode == .keyboardF10 && flags == .shift
        return (isMenuKey || isShiftF10) && ContextMenuRouter.menuKey(in: window)
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
    func interrupt(_ scene: UIScene?) {
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
        deliver(event)
    }

    private func deliver(_ event: UIEvent) {
        application?.sendEvent(event)
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

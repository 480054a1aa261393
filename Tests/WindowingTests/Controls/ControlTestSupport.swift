import Foundation
import Testing

@testable import Windowing

/// Drives a control's touch methods directly, with one `UITouch` whose locations are given in the
/// coordinates of a 400 × 400 window (no application needed).
@MainActor
final class ControlTouchDriver {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control: UIControl
    private(set) var touch = UITouch()

    /// Puts `control` in the window at `frame` (default: (100, 100, 100, 50)).
    init(_ control: UIControl, frame: CGRect = CGRect(x: 100, y: 100, width: 100, height: 50)) {
        self.control = control
        control.frame = frame
        window.addSubview(control)
    }

    func down(_ x: CGFloat, _ y: CGFloat, tapCount: Int = 1) {
        touch = UITouch()
        touch.view = control
        touch.window = window
        touch.tapCount = tapCount
        touch.locationInWindow = CGPoint(x: x, y: y)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .began
        control.touchesBegan([touch], with: event())
    }

    func move(_ x: CGFloat, _ y: CGFloat) {
        place(x, y, phase: .moved)
        control.touchesMoved([touch], with: event())
    }

    func up(_ x: CGFloat, _ y: CGFloat) {
        place(x, y, phase: .ended)
        control.touchesEnded([touch], with: event())
    }

    func cancel() {
        touch.phase = .cancelled
        control.touchesCancelled([touch], with: event())
    }

    /// A press and release at the same point.
    func tap(_ x: CGFloat = 150, _ y: CGFloat = 125) {
        down(x, y)
        up(x, y)
    }

    private func place(_ x: CGFloat, _ y: CGFloat, phase: UITouch.Phase) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = CGPoint(x: x, y: y)
        touch.phase = phase
    }

    private func event() -> UIEvent {
        let event = UIEvent(type: .touches, timestamp: 0)
        event.touchSet = [touch]
        return event
    }
}

/// Records, by name, every touch event and `.primaryActionTriggered` a control sends, via UIActions.
@MainActor
final class ControlEventLog {
    static let namedEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    var names: [String] = []
    /// `isHighlighted` as each event was sent.
    var highlights: [Bool] = []

    init(_ control: UIControl) {
        for (event, name) in Self.namedEvents {
            control.addAction(
                UIAction(title: name) { [unowned self] action in
                    names.append(name)
                    highlights.append((action.sender as? UIControl)?.isHighlighted ?? false)
                }, for: event)
        }
    }

    func clear() {
        names = []
        highlights = []
    }
}

/// A target whose methods record how they were called.
@MainActor
final class ActionTarget {
    let label: String
    var calls: [String] = []
    var senders: [AnyObject] = []
    var events: [UIEvent?] = []

    init(_ label: String = "target") { self.label = label }

    func tapped() { calls.append("\(label).tapped") }

    func tappedWithSender(_ sender: Any?) {
        calls.append("\(label).tappedWithSender")
        if let sender = sender as AnyObject? { senders.append(sender) }
    }

    func tappedWithButton(_ sender: UIButton) {
        calls.append("\(label).tappedWithButton")
        senders.append(sender)
    }

    func tappedWithEvent(_ sender: Any?, _ event: UIEvent?) {
        calls.append("\(label).tappedWithEvent")
        events.append(event)
    }
}

/// A view that handles an action sent up the responder chain.
final class ActionReceivingView: UIView {
    /// The senders of the actions received.
    var senders: [AnyObject] = []

    func receive(_ sender: Any?) { senders.append(sender as AnyObject) }
}

/// A root controller with a white root view that adds `build`'s views and receives nil-targeted actions.
final class ControlHostViewController: UIViewController {
    var build: (UIView) -> Void = { _ in }
    var received: [String] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }

    func buttonTapped(_ sender: Any?) { received.append("buttonTapped") }
}

/// A UIApplication subclass that sees every action sent through it (behaviour 8.32).
final class ActionWatchingApplication: UIApplication {
    var actions: [String] = []

    override func sendAction(_ action: ActionMessage, to target: AnyObject?, from sender: Any?, for event: UIEvent?)
        -> Bool
    {
        actions.append(action.name)
        return super.sendAction(action, to: target, from: sender, for: event)
    }
}

import Foundation
import Testing

@testable import Windowing

/// A view that records the touch and press calls it receives, then forwards them as UIView does.
final class TouchRecordingView: UIView {
    var calls: [String] = []
    var touches: [UITouch] = []
    var locations: [CGPoint] = []
    var handlesPresses = false
    var acceptsFirstResponder = false

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        calls.append("pressesBegan \(presses.first?.key?.characters ?? "")")
        if !handlesPresses { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        calls.append("pressesEnded")
        if !handlesPresses { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        calls.append("pressesCancelled")
        if !handlesPresses { super.pressesCancelled(presses, with: event) }
    }

    private func record(_ phase: String, _ set: Set<UITouch>) {
        calls.append(phase)
        if let touch = set.first {
            touches.append(touch)
            locations.append(touch.location(in: self))
        }
    }
}

/// A root controller with two side-by-side recording views, a (100, 100) plain view inside the
/// left one, and touch methods of its own that record what reaches it up the chain.
final class TouchTestViewController: UIViewController {
    let left = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let right = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
    let plain = UIView(frame: CGRect(x: 20, y: 300, width: 50, height: 50))
    var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(left)
        view.addSubview(right)
        view.addSubview(plain)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        calls.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
    }
}

/// A UIApplication subclass that sees every event first (behaviour 1.21).
final class EventWatchingApplication: UIApplication {
    var seen: [UIEvent.EventType] = []

    override func sendEvent(_ event: UIEvent) {
        seen.append(event.type)
        super.sendEvent(event)
    }
}

extension PlatformEvent {
    static func pointer(
        _ kind: PlatformPointerEvent.Kind, x: Double, y: Double, in id: PlatformWindowID, at time: Double = 1
    )
        -> PlatformEvent
    {
        .pointer(
            id, PlatformPointerEvent(kind: kind, location: PlatformPoint(x: x, y: y), modifiers: [], timestamp: time))
    }

    static func key(
        _ down: Bool, usage: Int, _ characters: String, _ ignoring: String, in id: PlatformWindowID,
        modifiers: PlatformModifiers = [], isRepeat: Bool = false
    ) -> PlatformEvent {
        .key(
            id,
            PlatformKeyEvent(
                isDown: down, hidUsage: usage, characters: characters, charactersIgnoringModifiers: ignoring,
                modifiers: modifiers, isRepeat: isRepeat, timestamp: 2))
    }
}

/// A headless scene app showing a `TouchTestViewController`, for input tests.
typealias InputHarness = HeadlessWindow<TouchTestViewController>

extension HeadlessWindow where Controller == TouchTestViewController {
    init() throws { try self.init(showing: TouchTestViewController()) }
}

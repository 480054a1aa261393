import Foundation
import Testing

@testable import Windowing

/// One ordered log shared by the views and recognizers of a gesture test.
@MainActor
final class GestureLog {
    var entries: [String] = []
    /// Per touch: how many times a view saw it begin, and end or be cancelled.
    var beganCount: [ObjectIdentifier: Int] = [:]
    var finishedCount: [ObjectIdentifier: Int] = [:]
    /// Keeps the touches alive, so their identifiers stay unique.
    var touches: [UITouch] = []
    /// Keeps action targets alive (recognizers do not retain them).
    var recorders: [GestureActionRecorder] = []

    func removeAll() { entries.removeAll() }

    /// Whether every touch a view saw begin ended or was cancelled there exactly once.
    var everyTouchFinishedOnce: Bool {
        beganCount.values.allSatisfy { $0 == 1 } && finishedCount.values.allSatisfy { $0 == 1 }
            && Set(beganCount.keys) == Set(finishedCount.keys)
    }
}

/// A view that logs its touch calls as `"<name>.began"` and does not forward them.
final class GestureLoggingView: UIView {
    var name = "view"
    weak var log: GestureLog?
    var refusesToBegin = false

    convenience init(_ name: String, frame: CGRect, log: GestureLog) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        for touch in touches {
            log?.beganCount[ObjectIdentifier(touch), default: 0] += 1
            log?.touches.append(touch)
        }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish("cancelled", touches) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refusesToBegin }

    private func record(_ phase: String, _ touches: Set<UITouch>) { log?.entries.append("\(name).\(phase)") }

    private func finish(_ phase: String, _ touches: Set<UITouch>) {
        record(phase, touches)
        for touch in touches {
            log?.finishedCount[ObjectIdentifier(touch), default: 0] += 1
            log?.touches.append(touch)
        }
    }
}

/// The target of gesture actions: logs `"<name>.<state>"` and what the recognizer reported.
@MainActor
final class GestureActionRecorder {
    let name: String
    weak var log: GestureLog?
    var states: [UIGestureRecognizer.State] = []
    var locations: [CGPoint] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var touchCounts: [Int] = []
    /// Runs inside each action, after recording.
    var onAction: ((UIGestureRecognizer) -> Void)?
    /// The view `location(in:)`, `translation(in:)` and `velocity(in:)` are asked in.
    weak var referenceView: UIView?

    init(_ name: String, log: GestureLog?) {
        self.name = name
        self.log = log
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        log?.entries.append("\(name).\(recognizer.state)")
        locations.append(recognizer.location(in: referenceView))
        touchCounts.append(recognizer.numberOfTouches)
        if let pan = recognizer as? UIPanGestureRecognizer {
            translations.append(pan.translation(in: referenceView))
            velocities.append(pan.velocity(in: referenceView))
        }
        onAction?(recognizer)
    }
}

/// A recognizer that logs the touches it is given and never decides by itself.
final class LoggingGestureRecognizer: UIGestureRecognizer {
    var label = "recognizer"
    weak var log: GestureLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.entries.append("\(label).touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.entries.append("\(label).touchesMoved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.entries.append("\(label).touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.entries.append("\(label).touchesCancelled")
    }
    override func reset() {
        super.reset()
        log?.entries.append("\(label).reset")
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureTestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    weak var requiresFailureOf: UIGestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiresFailureOf }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return receives
    }
}

/// A root controller with an outer view (0, 0, 400, 400) holding an inner view (50, 50, 100, 100).
final class GestureTestController: UIViewController {
    let log = GestureLog()
    lazy var outer = GestureLoggingView("outer", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
    lazy var inner = GestureLoggingView("inner", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(outer)
        outer.addSubview(inner)
    }
}

/// A launched app showing a `GestureTestController`.
typealias GestureFixture = HeadlessWindow<GestureTestController>

extension HeadlessWindow where Controller == GestureTestController {
    init() throws { try self.init(showing: GestureTestController()) }

    var log: GestureLog { controller.log }
    var inner: GestureLoggingView { controller.inner }
    var outer: GestureLoggingView { controller.outer }

    /// Moves the gesture clock as a run loop's timer would.
    func advanceClock(to time: Double) {
        GestureEnvironment.current.advanceClock(to: time)
    }

    /// A recorder added as the target of `recognizer`, which is attached to `view`.
    func attach(_ recognizer: UIGestureRecognizer, to view: UIView, name: String) -> GestureActionRecorder {
        let recorder = GestureActionRecorder(name, log: log)
        recorder.referenceView = view
        log.recorders.append(recorder)
        recognizer.addTarget(recorder, action: GestureActionRecorder.handle)
        view.addGestureRecognizer(recognizer)
        return recorder
    }
}

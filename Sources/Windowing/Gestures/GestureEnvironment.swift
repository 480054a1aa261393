import Foundation

/// The toolkit's gesture bookkeeping for one application object: the recognizers taking part in
/// the current touch sequence, each touch's delivery to its view, hover tracking and the gesture
/// clock that runs tap and long-press timeouts (behaviour 8.35–8.37).
///
/// Work happens in batches: touch, hover and scroll events, state changes made outside event
/// handling and timeouts each run in `batch(_:)`, and at its end `settle()` fires due timeouts,
/// fails recognizers whose touches are over without a result, resets finished recognizers and
/// delivers the view touches that no recognizer holds back any more.
///
/// Time is the window system's event clock: timeouts fire when an event with a later timestamp
/// arrives and, while the app's run loop runs, from a `Timer` on the main run loop. Tests without
/// a run loop advance the clock with `advanceClock(to:)`.
@MainActor
final class GestureEnvironment {
    /// A recognizer's timeout on the gesture clock.
    struct Deadline {
        weak var recognizer: UIGestureRecognizer?
        var time: TimeInterval
    }

    private static var storage: GestureEnvironment?

    /// The environment of the current application object (a fresh one when the object changed).
    static var current: GestureEnvironment {
        let application = UIApplication.current
        if let storage, storage.application === application, storage.hadApplication == (application != nil) {
            return storage
        }
        let environment = GestureEnvironment(application: application)
        storage = environment
        return environment
    }

    private weak var application: UIApplication?
    private let hadApplication: Bool

    /// Recognizers that received touches since their last reset, innermost first.
    var participants: [UIGestureRecognizer] = []
    /// One per touch until the view has been told how it ended.
    var sessions: [TouchSession] = []
    /// Recognizers that finished without taking part in a touch sequence, to be reset.
    var finishedOutsideSequences: [UIGestureRecognizer] = []
    /// Hover recognizers the pointer is over, with the window they are in.
    var hovering: [UIHoverGestureRecognizer] = []
    /// Pointer buttons held down now; hover is tracked only while none is.
    var heldButtons: Set<Int> = []
    /// The newest event time seen, in seconds on the window system's clock.
    private(set) var clock: TimeInterval = 0
    private var deadlines: [ObjectIdentifier: Deadline] = [:]
    private var timer: Timer?
    private var depth = 0
    private var isSettling = false
    private var needsAnotherPass = false

    private init(application: UIApplication?) {
        self.application = application
        hadApplication = application != nil
    }

    // MARK: - Batches

    /// Runs `body`; when the outermost batch ends, settles what it changed.
    func batch(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { settle() }
    }

    private func settle() {
        if isSettling {
            needsAnotherPass = true
            return
        }
        isSettling = true
        defer { isSettling = false }
        var changed: Bool
        repeat {
            needsAnotherPass = false
            changed = fireDueDeadlines()
            changed = failIdleRecognizers() || changed
            changed = resetFinishedRecognizers() || changed
            changed = flushSessions() || changed
        } while changed || needsAnotherPass
        rearmTimer()
    }

    /// Recognizers still possible although all their touches are over, and waiting for nothing
    /// (no timeout, no recognizer they require to fail), fail.
    private func failIdleRecognizers() -> Bool {
        var changed = false
        for recognizer in participants
        where recognizer.storedState == .possible && recognizer.pendingTransitions == nil
            && !recognizer.hasActiveTouches && !hasDeadline(for: recognizer)
        {
            recognizer.apply(.failed)
            changed = true
        }
        return changed
    }

    private func resetFinishedRecognizers() -> Bool {
        let finished =
            participants.filter { $0.storedState.isFinished && !$0.hasActiveTouches }
            + finishedOutsideSequences.filter { $0.storedState.isFinished }
        finishedOutsideSequences.removeAll()
        for recognizer in finished { resetRecognizer(recognizer) }
        return !finished.isEmpty
    }

    /// Returns `recognizer` to `.possible` and calls its `reset()`; it leaves the touch sequence.
    func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        if let centroid = recognizer.touchCentroidInWindow {
            recognizer.lastLocation = centroid
            recognizer.lastWindow = recognizer.trackedTouches.first?.window
        }
        recognizer.trackedTouches.removeAll()
        recognizer.pendingTransitions = nil
        recognizer.storedState = .possible
        deadlines[ObjectIdentifier(recognizer)] = nil
        participants.removeAll { $0 === recognizer }
        for session in sessions { session.recognizers.removeAll { $0 === recognizer } }
        Trace.call(recognizer, "reset()") { recognizer.reset() }
    }

    /// `recognizer` was removed from its view: it leaves every sequence and hover without actions.
    func forget(_ recognizer: UIGestureRecognizer) {
        batch {
            hovering.removeAll { $0 === recognizer }
            let wasBusy = recognizer.storedState != .possible || participants.contains { $0 === recognizer }
            if wasBusy { resetRecognizer(recognizer) }
        }
    }

    // MARK: - Clock and timeouts

    /// Moves the gesture clock to `time` (never backwards) and fires the timeouts now due.
    func advanceClock(to time: TimeInterval) {
        if time > clock { clock = time }
        batch {}
    }

    /// Sets `recognizer`'s timeout (replacing an earlier one) at `time` on the gesture clock.
    func setDeadline(_ time: TimeInterval, for recognizer: UIGestureRecognizer) {
        deadlines[ObjectIdentifier(recognizer)] = Deadline(recognizer: recognizer, time: time)
    }

    func clearDeadline(for recognizer: UIGestureRecognizer) {
        deadlines[ObjectIdentifier(recognizer)] = nil
    }

    func hasDeadline(for recognizer: UIGestureRecognizer) -> Bool {
        deadlines[ObjectIdentifier(recognizer)]?.recognizer === recognizer
    }

    private func fireDueDeadlines() -> Bool {
        let due = deadlines.filter { $0.value.time <= clock }.sorted { $0.value.time < $1.value.time }
        for (key, deadline) in due {
            deadlines[key] = nil
            deadline.recognizer?.deadlineDidPass(at: deadline.time)
        }
        return !due.isEmpty
    }

    /// While the app's run loop runs, a timer advances the clock to the next timeout.
    private func rearmTimer() {
        timer?.invalidate()
        timer = nil
        guard application?.isRunning == true, let next = deadlines.values.map(\.time).min() else { return }
        // An explicit fire date: corelibs Foundation's `Timer(timeInterval:repeats:block:)` fires at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, next - clock)), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { GestureEnvironment.current.advanceClock(to: next) }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }
}

extension UIGestureRecognizer.State {
    /// `.ended`, `.cancelled` or `.failed`: the recognizer resets once its touches are over.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}

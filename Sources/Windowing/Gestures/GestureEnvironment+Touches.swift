import Foundation

/// One touch on its way to its view: what the view has been sent, and what waits.
@MainActor
final class TouchSession {
    let touch: UITouch
    let view: UIView
    /// The recognizers given the touch when it began, innermost first.
    var recognizers: [UIGestureRecognizer]
    /// Phases not yet delivered to the view, with their events.
    var queue: [(phase: UITouch.Phase, event: UIEvent)] = []
    /// Whether the touch's last phase (ended or cancelled) has arrived; from then on recognizers
    /// no longer count it as down.
    var isOver = false
    /// Whether the view got `touchesBegan` for the touch.
    var viewBegan = false
    /// Whether the view is done with the touch: it ended or was cancelled there, or a recognizer
    /// took the touch before the view saw it.
    var isFinished = false

    init(touch: UITouch, view: UIView, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.view = view
        self.recognizers = recognizers
    }
}

// Touch delivery with recognizers (behaviour 8.35, 8.36): each touch goes first to the enabled
// recognizers of its view and the view's ancestors (window included), innermost first, then to
// the view. The view gets began and moved in parallel unless a recognizer delays them; its ended
// waits while a recognizer that delays it is still possible. A recognizer that begins or
// recognizes with `cancelsTouchesInView` cancels the touch in the view, which then hears nothing
// more of it. Every touch the view saw begin ends or is cancelled there exactly once (behaviour 8.14).
extension GestureEnvironment {
    func deliverTouches(_ touches: Set<UITouch>, with event: UIEvent) {
        advanceClock(to: event.timestamp)
        let ordered = Array(touches)
        batch {
            for touch in ordered where session(for: touch) == nil {
                if touch.phase == .began {
                    beginSession(for: touch)
                } else if let view = touch.view {
                    // A touch the environment never saw begin (sent straight to the window).
                    let session = TouchSession(touch: touch, view: view, recognizers: [])
                    session.viewBegan = true
                    sessions.append(session)
                }
            }
            for touch in ordered where touch.phase == .ended || touch.phase == .cancelled {
                session(for: touch)?.isOver = true
            }
            sendToRecognizers(ordered, with: event)
            for touch in ordered { session(for: touch)?.queue.append((touch.phase, event)) }
        }
    }

    func session(for touch: UITouch) -> TouchSession? {
        sessions.first { $0.touch === touch }
    }

    /// Whether `touch` is still down as far as recognizers know (its last phase has not arrived).
    func isDown(_ touch: UITouch) -> Bool {
        sessions.contains { $0.touch === touch && !$0.isOver }
    }

    private func beginSession(for touch: UITouch) {
        guard let view = touch.view else { return }
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.storedGestureRecognizers
            where recognizer.receivesTouches && recognizer.isReceivingTouches && recognizer.pendingTransitions == nil
                && !recognizers.contains(where: { $0 === recognizer })
            {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                recognizers.append(recognizer)
            }
            current = candidate.superview
        }
        for recognizer in recognizers {
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            recognizer.trackedTouches.append(touch)
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
        sessions.append(TouchSession(touch: touch, view: view, recognizers: recognizers))
    }

    private func sendToRecognizers(_ touches: [UITouch], with event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in session(for: touch)?.recognizers ?? []
            where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers where recognizer.isReceivingTouches {
            let mine = Set(touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } })
            guard let phase = mine.first?.phase else { continue }
            switch phase {
            case .began: Trace.call(recognizer, "touchesBegan(_:with:)") { recognizer.touchesBegan(mine, with: event) }
            case .moved, .stationary:
                Trace.call(recognizer, "touchesMoved(_:with:)") { recognizer.touchesMoved(mine, with: event) }
            case .ended: Trace.call(recognizer, "touchesEnded(_:with:)") { recognizer.touchesEnded(mine, with: event) }
            case .cancelled:
                Trace.call(recognizer, "touchesCancelled(_:with:)") { recognizer.touchesCancelled(mine, with: event) }
            case .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }

    // MARK: - The view's side

    /// Delivers what no recognizer holds back any more; forgets sessions that are over.
    func flushSessions() -> Bool {
        var delivered = false
        for session in sessions { delivered = flush(session) || delivered }
        sessions.removeAll { $0.isOver && $0.queue.isEmpty }
        return delivered
    }

    private func flush(_ session: TouchSession) -> Bool {
        var delivered = false
        while let (phase, event) = session.queue.first {
            if session.isFinished {
                session.queue.removeAll()
                break
            }
            let holdsBegan = session.recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
            let holdsEnded = session.recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
            switch phase {
            case .began, .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                if holdsBegan { return delivered }
            case .ended:
                if holdsBegan || holdsEnded { return delivered }
            case .cancelled:
                break
            }
            session.queue.removeFirst()
            switch phase {
            case .cancelled:
                session.isFinished = true
                if session.viewBegan { sendToView(session, phase: .cancelled, with: event) }
            case .ended:
                session.isFinished = true
                sendToView(session, phase: .ended, with: event)
            default:
                if phase == .began { session.viewBegan = true }
                sendToView(session, phase: phase, with: event)
            }
            delivered = true
        }
        return delivered
    }

    /// A recognizer began or recognized with `cancelsTouchesInView`: the views of its touches are
    /// told they are cancelled (if they saw them begin) and get nothing more of them.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for session in sessions where !session.isFinished && session.recognizers.contains(where: { $0 === recognizer })
        {
            session.queue.removeAll()
            session.isFinished = true
            guard session.viewBegan else { continue }
            let event = UIEvent(type: .touches, timestamp: clock)
            event.touchSet = [session.touch]
            sendToView(session, phase: .cancelled, with: event)
        }
    }

    /// Sends one phase of the session's touch to its view; the touch shows that phase meanwhile.
    private func sendToView(_ session: TouchSession, phase: UITouch.Phase, with event: UIEvent) {
        let touch = session.touch
        let actualPhase = touch.phase
        touch.phase = phase
        defer { touch.phase = actualPhase }
        UIWindow.sendTouches([touch], phase: phase, to: session.view, with: event)
    }
}

import Foundation

// Which recognizer wins. A recognizer leaving `.possible` first waits for the recognizers it
// requires to fail (`require(toFail:)`, the delegate, the subclass hooks) and fails if one of them
// recognized; then it fails if another recognizer of the sequence has already begun or recognized
// and the two may not recognize simultaneously, or if its delegate or a view refuses. When it
// begins or recognizes, the other possible recognizers of the sequence fail unless they may
// recognize simultaneously with it, and with `cancelsTouchesInView` its touches are cancelled in
// the view before its actions run (the order of behaviour 8.37's log).
extension GestureEnvironment {
    enum RequirementStatus {
        /// Nothing to wait for.
        case clear
        /// A required recognizer is still possible.
        case waiting
        /// A required recognizer began or recognized.
        case blocked
    }

    func attemptRecognition(of recognizer: UIGestureRecognizer, through transitions: [UIGestureRecognizer.State]) {
        switch requirementStatus(of: recognizer) {
        case .blocked:
            recognizer.apply(.failed)
        case .waiting:
            recognizer.pendingTransitions = transitions
            Trace.note("\(Trace.className(of: recognizer)) waits for the recognizers it requires to fail")
        case .clear:
            completeRecognition(of: recognizer, through: transitions)
        }
    }

    private func completeRecognition(
        of recognizer: UIGestureRecognizer, through transitions: [UIGestureRecognizer.State]
    ) {
        recognizer.pendingTransitions = nil
        guard !isPreventedByActiveRecognizer(recognizer), shouldBegin(recognizer) else {
            recognizer.apply(.failed)
            return
        }
        for state in transitions { recognizer.apply(state) }
    }

    /// Called by `UIGestureRecognizer.apply(_:)` after every state change.
    func recognizer(
        _ recognizer: UIGestureRecognizer, didMoveFrom oldState: UIGestureRecognizer.State,
        to newState: UIGestureRecognizer.State
    ) {
        guard participants.contains(where: { $0 === recognizer }) else {
            // Driven outside a touch sequence (a subclass setting its state from a timer, say): it
            // still returns to `.possible` once this batch settles.
            if newState.isFinished && !hovering.contains(where: { $0 === recognizer }) {
                finishedOutsideSequences.append(recognizer)
            }
            return
        }
        if oldState == .possible && (newState == .began || newState == .ended) {
            failCompetitors(of: recognizer)
            if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        } else if newState == .failed {
            resolveWaitingRecognizers()
        }
    }

    // MARK: - Rules

    func requirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in participants where other !== recognizer && requiresFailure(of: other, by: recognizer) {
            if other.isActive { return .blocked }
            if other.storedState == .possible { status = .waiting }
        }
        return status
    }

    /// Whether `recognizer` must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer, by recognizer: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether either delegate lets the two recognize at the same time.
    func canRecognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// Whether `winner` recognizing makes `other` fail.
    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        !canRecognizeSimultaneously(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func isPreventedByActiveRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { $0 !== recognizer && $0.isActive && prevents($0, recognizer) }
    }

    /// Asks the delegate, then each view from the touches' views up to the recognizer's own.
    ///
    /// - Note: Like UIKit since iOS 6, a single-finger single-tap recognizer of a view above an
    ///   enabled `UIButton` that the touch is in does not begin, so the button gets its tap. UIKit
    ///   implements this in the control's `gestureRecognizerShouldBegin(_:)`; here the check comes
    ///   after the views are asked, and applies to `UIButton` and its subclasses only.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view = recognizer.storedView else { return false }
        if let delegate = recognizer.delegate,
            !Trace.callOptional(
                delegate, "gestureRecognizerShouldBegin(_:)", { delegate.gestureRecognizerShouldBegin(recognizer) })
        {
            return false
        }
        var asked: [UIView] = []
        for touch in recognizer.trackedTouches {
            var current = touch.view
            while let candidate = current, candidate !== view {
                if !asked.contains(where: { $0 === candidate }) { asked.append(candidate) }
                current = candidate.superview
            }
        }
        asked.append(view)
        for candidate in asked where !candidate.gestureRecognizerShouldBegin(recognizer) { return false }
        if let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
            tap.numberOfTouchesRequired == 1,
            asked.contains(where: { $0 !== view && ($0 as? UIButton)?.isEnabled == true })
        {
            Trace.note("\(Trace.className(of: tap)) yields the tap to the button under the touch")
            return false
        }
        return true
    }

    // MARK: - Consequences

    private func failCompetitors(of winner: UIGestureRecognizer) {
        for other in participants where other !== winner && other.storedState == .possible {
            guard requiresFailure(of: winner, by: other) || prevents(winner, other) else { continue }
            other.pendingTransitions = nil
            other.apply(.failed)
        }
    }

    /// Recognizers waiting for others to fail go ahead, or fail, once those have decided.
    private func resolveWaitingRecognizers() {
        for recognizer in participants where recognizer.pendingTransitions != nil {
            guard let transitions = recognizer.pendingTransitions else { continue }
            switch requirementStatus(of: recognizer) {
            case .blocked:
                recognizer.pendingTransitions = nil
                recognizer.apply(.failed)
            case .clear:
                completeRecognition(of: recognizer, through: transitions)
            case .waiting:
                break
            }
        }
    }
}

import Foundation

/// Groups changes to layers: the implicit animations of layers the app made take the
/// transaction's duration and timing function, or none with `setDisableActions(true)`; the
/// completion block runs once every animation added during the transaction has ended.
///
/// Outside `begin()` and `commit()` the changes of a run-loop turn make one implicit
/// transaction, committed at the end of the turn.
/// See https://developer.apple.com/documentation/quartzcore/catransaction
@preconcurrency @MainActor
public final class CATransaction {
    /// One level of `begin()`: its settings and the animations it is waiting for.
    private final class Level {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (() -> Void)?
        var pending: [ObjectIdentifier] = []
        var committed = false
        let isImplicit: Bool

        init(isImplicit: Bool, inheriting parent: Level?) {
            self.isImplicit = isImplicit
            if let parent {
                duration = parent.duration
                timingFunction = parent.timingFunction
                disableActions = parent.disableActions
            }
        }
    }

    private static var stack: [Level] = []
    /// Committed transactions whose completion waits for animations to end.
    private static var waiting: [Level] = []

    private static var current: Level {
        if let level = stack.last { return level }
        let implicit = Level(isImplicit: true, inheriting: nil)
        stack.append(implicit)
        // The implicit transaction ends with the run-loop turn that opened it.
        DispatchQueue.main.async { MainActor.assumeIsolated { CATransaction.flush() } }
        return implicit
    }

    /// Opens a transaction, nested in the current one (whose settings it starts with).
    public static func begin() {
        stack.append(Level(isImplicit: false, inheriting: stack.last))
    }

    /// Closes the transaction `begin()` opened; its completion runs when its animations end.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            return LayerWarnings.warn("CATransaction.commit() without a matching begin() is ignored")
        }
        let level = stack.remove(at: index)
        finish(level)
    }

    /// Commits the implicit transaction now; here changes are drawn at the next frame anyway.
    public static func flush() {
        guard let index = stack.firstIndex(where: \.isImplicit) else { return }
        finish(stack.remove(at: index))
    }

    private static func finish(_ level: Level) {
        level.committed = true
        // Without a completion there is nothing to wait for.
        if level.pending.isEmpty || level.completion == nil {
            let completion = level.completion
            level.completion = nil
            completion?()
        } else {
            waiting.append(level)
        }
    }

    /// The duration of implicit animations; a quarter of a second by default.
    public static func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

    /// The timing function of implicit animations; nil (Core Animation's default curve) by default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether changes to layers happen without implicit animations; false by default.
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// What runs once every animation added during the transaction has ended (at once if none was).
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    // MARK: - Animations

    /// An animation added now counts towards every open transaction's completion.
    static func animationWasAdded(_ animation: CAAnimation) {
        for level in stack { level.pending.append(ObjectIdentifier(animation)) }
    }

    static func animationDidStop(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        for level in stack + waiting { level.pending.removeAll { $0 == id } }
        let done = waiting.filter { $0.pending.isEmpty }
        waiting.removeAll { $0.pending.isEmpty }
        for level in done {
            let completion = level.completion
            level.completion = nil
            completion?()
        }
    }

    /// Whether a change to a layer should make an implicit animation now.
    static var actionsEnabled: Bool { !(stack.last?.disableActions ?? false) }

    /// The duration and curve an implicit animation takes from the current transaction.
    static var implicitTiming: (CFTimeInterval, CAMediaTimingFunction?) {
        guard let level = stack.last else { return (0.25, nil) }
        return (level.duration, level.timingFunction)
    }

    static func reset() {
        stack.removeAll()
        waiting.removeAll()
    }
}

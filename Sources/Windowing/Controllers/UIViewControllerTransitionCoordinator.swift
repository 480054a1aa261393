/// What a size transition tells the blocks run alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated; X window resizes are not.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: Double { get }
}

/// Runs work alongside a size transition, handed to `viewWillTransition(to:with:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` once the new size is applied and `completion` after it; returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of an X window resize: not animated, so blocks run right after the size applies.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions, each once.
    func finish() {
        let animations = alongside
        let finished = completions
        alongside.removeAll()
        completions.removeAll()
        animations.forEach { $0(self) }
        finished.forEach { $0(self) }
    }
}

import Foundation

/// A push, pop, presentation or dismissal as it moves on screen.
///
/// The model changes at once, as in UIKit: the stack, `presentedViewController`, the arriving view
/// in the window. What waits for the movement's end is what UIKit runs after it: the leaving view
/// taken out, viewDidDisappear, then viewDidAppear after the next frame. A new transition first
/// ends the ones running in its window, so the callbacks stay balanced however fast transitions
/// follow each other, while a scene beside it keeps its animation.
@MainActor
final class ControllerTransition {
    /// How the views move.
    enum Motion {
        /// The arriving view slides in from the trailing edge over the leaving one, which drifts left.
        case push
        /// The reverse of `push`.
        case pop
        /// The presented content rises from the bottom edge; a sheet's dimming fades in behind it.
        case present(PresentationHostView)
        /// The presented content falls to the bottom edge; a sheet's dimming fades out.
        case dismiss(PresentationHostView)
    }

    /// UIKit's push and pop take about a third of a second, a sheet a little longer.
    static let pushDuration: TimeInterval = 0.35
    static let presentationDuration: TimeInterval = 0.4
    /// How far the view under a push drifts, as a share of the width.
    static let parallax: CGFloat = 0.3

    /// The transitions on screen, in the order they began.
    private static var running: [ControllerTransition] = []

    /// The view an animated transition is installing, before it is in `running`.
    private static var installing: UIView?

    private var finish: (() -> Void)?
    private let moved: [UIView]
    private let arriving: UIView?
    private weak var window: UIWindow?

    private init(moved: [UIView], arriving: UIView?, window: UIWindow, finish: @escaping () -> Void) {
        self.moved = moved
        self.arriving = arriving
        self.window = window
        self.finish = finish
    }

    /// Whether `view` arrives by an animated transition that is still moving: its controller's
    /// viewDidAppear waits for the transition's end rather than the next frame.
    static func isArriving(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return installing === view || running.contains { $0.arriving === view }
    }

    /// Runs a transition in `window`: `install` puts the arriving view in place, `remove` takes
    /// the leaving one out, and `finish` runs what UIKit runs when the movement ends. Without
    /// animation (or with animations disabled, or off screen) all three run at once, in that order.
    /// The caller has ended the transitions running in `window` first (`finishRunning(in:)`),
    /// before it read the state this transition changes.
    static func run(
        _ motion: Motion, animated: Bool, in window: UIWindow?, arriving: UIView?, leaving: UIView?,
        install: () -> Void, remove: @escaping () -> Void, finish: @escaping () -> Void
    ) {
        guard animated, UIView.areAnimationsEnabled, let window, window.bounds.width > 0 else {
            install()
            remove()
            finish()
            return
        }
        installing = arriving
        install()
        installing = nil
        let (width, height) = (window.bounds.width, window.bounds.height)
        let moved = [arriving, leaving].compactMap { $0 } + motion.hosts
        let transition = ControllerTransition(moved: moved, arriving: arriving, window: window) {
            leaving?.transform = .identity
            remove()
            finish()
        }
        running.append(transition)
        // Nothing inside the moving screens changes while they slide: their subviews are drawn
        // once and copied each frame (`SubviewRaster`). Not a presentation's host, whose dimming
        // and content move inside it every frame.
        for view in [arriving, leaving].compactMap({ $0 }) { view.setRastersSubviews(true) }
        UIView.performWithoutAnimation { motion.start(arriving: arriving, width: width, height: height) }
        UIView.animate(
            withDuration: motion.duration, delay: 0, options: [.curveEaseInOut],
            animations: { motion.end(arriving: arriving, leaving: leaving, width: width, height: height) },
            completion: { _ in transition.complete() })
    }

    /// Ends every running transition now, showing where it was going.
    static func finishRunning() {
        while let transition = running.first { transition.complete() }
    }

    /// Ends now the transitions running in `window`, and any whose views have since left the
    /// window they began in. A container off screen (`window` nil) ends them all, since one of
    /// them may be its own, begun before it left the screen.
    static func finishRunning(in window: UIWindow?) {
        guard let window else { return finishRunning() }
        while let transition = running.first(where: { $0.window == nil || $0.window === window || $0.wasMoved }) {
            transition.complete()
        }
    }

    /// Whether a view it moves is no longer in the window the transition began in.
    private var wasMoved: Bool { moved.contains { $0.window !== window } }

    /// Forgets the running transitions without finishing them: their app is gone (tests).
    static func discardRunning() {
        for transition in running {
            transition.finish = nil
            for view in transition.moved { view.setRastersSubviews(false) }
        }
        running.removeAll()
    }

    private func complete() {
        Self.running.removeAll { $0 === self }
        guard let finish else { return }
        self.finish = nil
        for view in moved {
            AnimationEngine.shared.interruptAnimations(of: view)
            view.setRastersSubviews(false)
        }
        finish()
    }
}

@MainActor
extension ControllerTransition.Motion {
    var duration: TimeInterval {
        switch self {
        case .push, .pop: ControllerTransition.pushDuration
        case .present, .dismiss: ControllerTransition.presentationDuration
        }
    }

    var hosts: [UIView] {
        switch self {
        case .present(let host), .dismiss(let host): [host]
        case .push, .pop: []
        }
    }

    /// Where the arriving view starts (set without animation).
    func start(arriving: UIView?, width: CGFloat, height: CGFloat) {
        switch self {
        case .push: arriving?.transform = CGAffineTransform(translationX: width, y: 0)
        case .pop: arriving?.transform = CGAffineTransform(translationX: -width * ControllerTransition.parallax, y: 0)
        case .present(let host):
            arriving?.transform = CGAffineTransform(translationX: 0, y: height)
            host.isDimmed = false
        case .dismiss: break
        }
    }

    /// Where the views end (animated).
    func end(arriving: UIView?, leaving: UIView?, width: CGFloat, height: CGFloat) {
        arriving?.transform = .identity
        switch self {
        case .push: leaving?.transform = CGAffineTransform(translationX: -width * ControllerTransition.parallax, y: 0)
        case .pop: leaving?.transform = CGAffineTransform(translationX: width, y: 0)
        case .present(let host): host.isDimmed = true
        case .dismiss(let host):
            leaving?.transform = CGAffineTransform(translationX: 0, y: height)
            host.isDimmed = false
        }
    }
}

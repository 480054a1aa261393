import Foundation

// `systemLayoutSizeFitting` in a scratch engine.
extension LayoutEngine {
    /// The size `systemLayoutSizeFitting` aims for, and how much it matters in each dimension.
    struct Fitting {
        let target: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }

    /// The size the constraints inside `view` give it when it aims for `target`, solved apart from
    /// the window's engine (the view's constraints to its superview take no part).
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(root: view, persistent: false)
        engine.fitting = Fitting(target: target, horizontal: horizontal, vertical: vertical)
        let root = engine.registration(of: view)
        engine.pending = PendingConstraints(view.installedConstraintsOfSubtree())
        engine.addPending()
        engine.remeasureWrappingLabels()
        let frame = engine.absoluteFrame(root)
        let scale = UIApplication.current?.scale ?? 1
        return CGSize(width: (frame.width * scale).rounded() / scale, height: (frame.height * scale).rounded() / scale)
    }
}

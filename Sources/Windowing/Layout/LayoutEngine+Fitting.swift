import Foundation

// `systemLayoutSizeFitting` in a scratch engine, and `hasAmbiguousLayout` by nudging unknowns.
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

    /// Whether any of the view's four unknowns can move without breaking a constraint more: each
    /// is pulled aside by a feather-weight edit variable, and put back.
    static func hasAmbiguousLayout(_ view: UIView) -> Bool {
        guard let engine = existingEngine(for: view) else { return false }
        engine.sync()
        guard view !== engine.root, let registeredView = engine.lookup(view) else {
            return false
        }
        let solver = engine.solver
        let feather = SolverStrength(weight: 1e-3)!
        for variable in registeredView.variables where !solver.hasEditVariable(variable) {
            let value = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, strength: feather)) != nil else { continue }
            var moved = false
            for offset in [10.0, -10.0] where !moved {
                try? solver.suggestValue(value + offset, for: variable)
                moved = abs(solver.value(of: variable) - value) > 1e-6
            }
            try? solver.suggestValue(value, for: variable)
            try? solver.removeEditVariable(variable)
            if moved { return true }
        }
        return false
    }
}

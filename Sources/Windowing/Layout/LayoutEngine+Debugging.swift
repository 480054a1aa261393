import Foundation

// UIKit's Auto Layout debugging aids: whether a view's frame is ambiguous, another frame the
// constraints allow as well, and the constraints its frame on one axis rests on.
extension LayoutEngine {
    /// How far `exerciseAmbiguity(of:)` pulls an ambiguous unknown, in points.
    static let ambiguityExerciseDistance = 10.0
    /// Weaker than the weakest priority, so that pulling never breaks a constraint more.
    static let exerciseHoldStrength = SolverStrength(weight: 1e-3)!

    /// Whether any of the view's four unknowns can move without breaking a constraint more: each
    /// is pulled aside by a feather-weight edit variable, and put back.
    static func hasAmbiguousLayout(_ view: UIView) -> Bool {
        guard let (engine, registeredView) = engineAndRegistration(of: view) else { return false }
        return registeredView.variables.contains { engine.pullAside($0, preferring: 1, keeping: false) != nil }
    }

    /// Moves each of the view's ambiguous unknowns to another value its constraints allow as well
    /// as the one it has, and lays the view out there. A call pulls the other way from the last
    /// move where it can, so that calling it again goes back to the frame before.
    static func exerciseAmbiguity(of view: UIView) {
        guard let (engine, registeredView) = engineAndRegistration(of: view) else { return }
        let preferred = engine.nextExerciseDirection
        var movedAny = false
        for variable in registeredView.variables {
            guard let direction = engine.pullAside(variable, preferring: preferred, keeping: true) else { continue }
            engine.nextExerciseDirection = -direction
            movedAny = true
        }
        guard movedAny else { return }
        engine.setNeedsSync()
    }

    /// The constraints the view's frame along `axis` rests on: those whose solver rows give the
    /// view's position and length on that axis their values (a constraint that is not binding, an
    /// inequality with room to spare, is not among them), in the order they were added. Only
    /// `NSLayoutConstraint`s: the engine's own rows for content sizes and the root's size have none.
    static func constraintsAffectingLayout(of view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let (engine, registeredView) = engineAndRegistration(of: view, allowingRoot: true) else { return [] }
        let kinds: [LayoutRecipe.Kind] = axis == .horizontal ? [.minX, .width] : [.minY, .height]
        let determining = engine.solver.constraints(determining: kinds.map { registeredView.variables[$0.rawValue] })
        guard !determining.isEmpty else { return [] }
        var constraintOf: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for entry in engine.allEntries {
            guard let constraint = entry.constraint, let solverConstraint = entry.solverConstraint else { continue }
            constraintOf[ObjectIdentifier(solverConstraint)] = constraint
        }
        return determining.compactMap { constraintOf[ObjectIdentifier($0)] }
    }

    /// The view's engine, brought up to date, and its registration there. The root is refused
    /// unless `allowingRoot`: the window's size holds it, so it has nothing to exercise.
    private static func engineAndRegistration(
        of view: UIView, allowingRoot: Bool = false
    ) -> (LayoutEngine, Registered)? {
        guard let engine = existingEngine(for: view) else { return nil }
        engine.sync()
        guard allowingRoot || view !== engine.root, let registeredView = engine.lookup(view) else { return nil }
        return (engine, registeredView)
    }

    /// Pulls `variable` aside with a feather-weight edit variable, first in the `preferring`
    /// direction (+1 or -1) and then the other; returns the direction it moved in, nil when it
    /// did not. Unless `keeping`, it is put back where it was. Kept, the edit variable stays as a
    /// hold (`exerciseHolds`): removing it could let the solver pivot back to the old value, and
    /// weaker than any priority, a hold only chooses among the values the constraints allow.
    private func pullAside(_ variable: SolverVariable, preferring direction: Double, keeping: Bool) -> Double? {
        let held = exerciseHolds.contains(variable.id)
        // Read first: a new edit variable is suggested 0 until told otherwise, and pulls that way.
        let value = solver.value(of: variable)
        if !held {
            guard !solver.hasEditVariable(variable),
                (try? solver.addEditVariable(variable, strength: Self.exerciseHoldStrength)) != nil
            else { return nil }
        }
        var moved: Double?
        for sign in [direction, -direction] where moved == nil {
            try? solver.suggestValue(value + sign * Self.ambiguityExerciseDistance, for: variable)
            if abs(solver.value(of: variable) - value) > 1e-6 { moved = sign }
        }
        if moved == nil || !keeping { try? solver.suggestValue(value, for: variable) }
        if keeping, moved != nil {
            exerciseHolds.insert(variable.id)
        } else if !held {
            try? solver.removeEditVariable(variable)
        }
        return moved
    }
}

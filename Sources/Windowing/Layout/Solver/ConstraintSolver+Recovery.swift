/// Checking that the required constraints hold, and building the tableau again when they do not.
///
/// Every pivot rounds, and the incremental solver never starts over: after thousands of edits a
/// pivot on a coefficient near epsilon can leave rows that no longer state the constraints, and
/// values that break required ones by whole points. LP solvers meet the same drift with the same
/// remedy: when the solution fails a check against the original constraints, they refactorise from
/// them. Here that is adding every kept constraint again, in the order it was first added, to an
/// empty tableau. Layouts made of ordinary multipliers never reach it; systems heavily
/// overconstrained by random edits do, and then a rebuild costs what a first layout costs.
@_spi(LayoutSolver) extension ConstraintSolver {
    /// Whether every required constraint the solver keeps holds in the current solution, within
    /// rounding relative to its terms' size.
    public var requiredConstraintsHold: Bool {
        let solution = solution
        for (constraint, _) in tags.values where constraint.strength.isRequired {
            let expression = constraint.expression
            var value = expression.constant
            var scale = max(1, abs(value))
            for term in expression.terms {
                let product = term.coefficient * solution.value(of: term.variable)
                value += product
                scale = max(scale, abs(product))
            }
            let tolerance = 1e-7 * scale
            switch constraint.relation {
            case .equal: if abs(value) > tolerance { return false }
            case .lessThanOrEqual: if value > tolerance { return false }
            case .greaterThanOrEqual: if value < -tolerance { return false }
            }
        }
        return true
    }

    /// Rebuilds the tableau from the kept constraints when a required one no longer holds. Returns
    /// the constraints the rebuilt tableau refused (none in exact arithmetic, since they held
    /// together before): they are no longer in the solver, as any refused constraint.
    ///
    /// The rebuilt system is the one the solver kept: the same constraints at the same strengths,
    /// with their current constants, and the edit variables with the values last suggested (an
    /// edit constraint's constant is minus its value). Constraints refused earlier were never
    /// kept, so they stay out. Where the optimum is not unique, the rebuilt solution may be
    /// another optimum than the incremental one, as it may after any edit.
    /// It also returns what the rebuilds the solver made on its own (after a pivot on rounding)
    /// refused since the last call.
    @discardableResult
    public func rebuildIfRequiredConstraintsFail() -> [SolverConstraint] {
        if !requiredConstraintsHold { rebuild() }
        defer { refusedByRebuild.removeAll() }
        return refusedByRebuild
    }

    /// A pivot met a coefficient that is probably rounding (`SolverTableau.sawRounding`): the
    /// tableau's rows may have started to drift, and are built again before they do.
    func rebuildIfRounded() {
        if tableau.sawRounding && !isRebuilding { rebuild() }
    }

    /// Adds every kept constraint again, in the order they were first added, to an empty tableau.
    /// What it refuses is kept in `refusedByRebuild`.
    func rebuild() {
        isRebuilding = true
        defer { isRebuilding = false }
        rebuilds += 1
        let kept = tags.values.sorted { $0.tag.sequence < $1.tag.sequence }.map(\.constraint)
        tags.removeAll(keepingCapacity: true)
        tableau.clearKeepingVariables()
        for constraint in kept {
            do {
                try addConstraint(constraint)
            } catch {
                refusedByRebuild.append(constraint)
            }
        }
        for (variable, constraint) in edits where tags[ObjectIdentifier(constraint)] == nil {
            edits[variable] = nil
        }
        tableau.sawRounding = false
    }
}

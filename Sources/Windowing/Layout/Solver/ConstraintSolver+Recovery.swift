/// Checking that the required constraints hold, and building the tableau again when they do not.
///
/// Every pivot rounds, and the incremental solver never starts over: after thousands of edits a
/// pivot on a coefficient near epsilon can leave rows that no longer state the constraints, and
/// values that break required ones by whole points. LP solvers meet the same drift with the same
/// remedy: when the solution fails a check against the original constraints, they refactorise from
/// them. Here that is adding every kept constraint again, in the order it was first added, to an
/// empty tableau. Layouts made of ordinary multipliers never reach it; systems heavily
/// overconstrained by random edits do, and then a rebuild costs what a first layout costs.
/// Checking every kept constraint costs a pass as much as a first layout's reading of values, so
/// a pass checks only the required constraints over variables whose values changed since the last
/// pass (the tableau lists them as its rows change), and those whose constant changed: the others
/// held before, and their values are the same.
@_spi(LayoutSolver) extension ConstraintSolver {
    /// Whether every required constraint the solver keeps holds in the current solution, within
    /// rounding relative to its terms' size.
    public var requiredConstraintsHold: Bool {
        let solution = solution
        for (constraint, _) in tags.values where constraint.strength.isRequired {
            if !Self.holds(constraint.expression, constraint.relation, in: solution) { return false }
        }
        return true
    }

    static func holds(_ expression: SolverExpression, _ relation: SolverRelation, in solution: Solution) -> Bool {
        expression.terms.withUnsafeBufferPointer { terms in
            holds(terms, expression.constant, relation) { solution.value(of: SolverVariable(id: $0)) }
        }
    }

    /// `Σ term + constant relation 0` with each variable's value as `value` gives it.
    @inline(__always)
    static func holds(
        _ terms: UnsafeBufferPointer<SolverExpression.Term>, _ constant: Double, _ relation: SolverRelation,
        _ valueOf: (Int32) -> Double
    ) -> Bool {
        var value = constant
        var scale = max(1, abs(value))
        for term in terms {
            let product = term.coefficient * valueOf(term.variable.id)
            value += product
            scale = max(scale, abs(product))
        }
        let tolerance = 1e-7 * scale
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// Whether the required constraints over the variables listed as changed hold: each is checked
    /// once, however many of its variables are on the list (`SolverConstraint.checkedInPass`).
    private func changedRequiredConstraintsHold() -> Bool {
        if tableau.everythingChanged { return requiredConstraintsHold }
        let pass = Self.passes.wrappingAdd(1, ordering: .relaxed).newValue
        return solution.allHold(requiredByVariable, changed: tableau.changedVariables, pass: pass)
    }

    /// Rebuilds the tableau from the kept constraints when a required one over a changed variable no
    /// longer holds (see `settle()`). Returns the constraints the rebuilt tableau refused (none in
    /// exact arithmetic, since they held together before): they are no longer in the solver, as any
    /// refused constraint.
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
        settle().refused
    }

    /// What a layout pass asks of the solver once the edits are made: the required constraints
    /// over changed variables are checked, and the tableau rebuilt if one fails; `refused` is as
    /// `rebuildIfRequiredConstraintsFail()` says; `changed` lists the variables whose values may
    /// have changed since the last call (nil: any may have), which the list then forgets.
    func settle() -> (refused: [SolverConstraint], changed: [SolverVariable]?) {
        if !changedRequiredConstraintsHold() { rebuild() }
        defer { refusedByRebuild.removeAll() }
        let changed = tableau.takeChangedVariables()?.map { SolverVariable(id: $0) }
        return (refusedByRebuild, changed)
    }

    /// Lists the variables of `constraint` as changed: a new constant may break it with the values
    /// it has now, or a constraint just added may not hold if its row was built on drifted ones.
    func noteChange(ofVariablesIn constraint: SolverConstraint) {
        for term in constraint.expression.terms { tableau.noteChange(of: term.variable.id) }
    }

    /// Files a kept required constraint under its variables, for `settle()` to check.
    func watch(_ constraint: SolverConstraint) {
        let terms = constraint.expression.terms
        var highest = -1
        for term in terms { highest = max(highest, Int(term.variable.id)) }
        // One empty list at a time: appending a repetition of a few went through the general
        // path, several hundred instructions a call, and most calls add one or two.
        while requiredByVariable.count <= highest {
            requiredByVariable.append(RequiredConstraintList())
        }
        // Through the lists' buffer, as `SolverTableau.insertRow` lists its columns: indexing the
        // array of lists checked its uniqueness and bounds for each term.
        requiredByVariable.withUnsafeMutableBufferPointer { lists in
            for term in terms {
                lists[Int(term.variable.id)].append(Unmanaged.passUnretained(constraint))
            }
        }
        noteChange(ofVariablesIn: constraint)
    }

    func unwatch(_ constraint: SolverConstraint) {
        let listed = Unmanaged.passUnretained(constraint)
        for term in constraint.expression.terms where Int(term.variable.id) < requiredByVariable.count {
            requiredByVariable[Int(term.variable.id)].remove(listed)
        }
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
        for index in requiredByVariable.indices { requiredByVariable[index].removeAll() }
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

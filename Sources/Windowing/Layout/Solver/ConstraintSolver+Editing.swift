/// Removing constraints, changing their constants and suggesting values for edit variables.
@_spi(LayoutSolver) extension ConstraintSolver {
    public func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(constraint))?.tag else {
            throw .unknownConstraint(.init(constraint))
        }
        if constraint.strength.isRequired { unwatch(constraint) }
        // The constraint's errors leave the objective first, so that the optimisation below no
        // longer pays for them.
        let weight = constraint.strength.weight
        for symbol in [tag.marker, tag.other] where symbol >= 0 && tableau.kind(symbol) == .error {
            if let row = tableau.row(of: symbol) {
                tableau.objective.add(row, times: -weight)
            } else {
                tableau.objective.add(symbol, -weight)
            }
        }
        if tableau.isBasic(tag.marker) {
            _ = tableau.removeRow(slot: tableau.slotOf[Int(tag.marker)])
        } else if let slot = markerLeavingSlot(tag.marker) {
            // Make the marker basic in the row that limits it most, then drop that row.
            let leaving = tableau.basicOf[Int(slot)]
            if abs(tableau.rows[Int(slot)].coefficient(of: tag.marker)) < SolverTableau.pivotTolerance {
                tableau.sawRounding = true
            }
            var row = tableau.removeRow(slot: slot)
            row.solve(for: leaving, tag.marker)
            tableau.substitute(tag.marker, by: row)
        }
        // Otherwise the marker is in no row: the constraint restated others and took no part.
        try tableau.optimize()
        tableau.recycle(tag.marker)
        if tag.other >= 0 { tableau.recycle(tag.other) }
        rebuildIfRounded()
    }

    /// The row to pivot a parametric marker into: the restricted row it bounds most tightly,
    /// else any restricted row, else a user variable's row.
    private func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var first: Int32?
        var second: Int32?
        var third: Int32?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        tableau.compactColumn(marker)
        var cursor = tableau.columns.cursor(Int(marker))
        while let slot = tableau.columns.next(&cursor) {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            if tableau.kind(tableau.basicOf[Int(slot)]) == .external {
                third = third ?? slot
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: - Constants

    /// Gives the constraint a new constant and re-solves from the current solution (the dual
    /// simplex), without rebuilding its row. A required constraint whose new constant contradicts
    /// the others is refused and keeps its old constant.
    public func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError) {
        guard let tag = tags[ObjectIdentifier(constraint)]?.tag else { throw .unknownConstraint(.init(constraint)) }
        guard constant.isFinite else {
            throw .nonFiniteValue(what: "the new constant of \(constraint)", value: constant)
        }
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        let brokeRequiredEquality = shift(tag, by: delta)
        defer { rebuildIfRounded() }
        do {
            guard !brokeRequiredEquality else { throw SolverError.unsatisfiableConstraint(.init(constraint)) }
            try tableau.dualOptimize()
        } catch {
            // The shift is exact whatever pivots followed it, so shifting back restores the old
            // system, which was feasible. The dual pivots made before the failure may have left
            // other rows negative that the shift back does not touch: all of them are repaired.
            tableau.infeasible.removeAll()
            _ = shift(tag, by: -delta)
            tableau.markInfeasibleRows()
            try tableau.dualOptimize()
            throw .unsatisfiableConstraint(.init(constraint))
        }
        constraint.expression.constant = constant
        if constraint.strength.isRequired { noteChange(ofVariablesIn: constraint) }
    }

    /// Changing the constant by `delta` is the same as moving the marker m (coefficient a) to
    /// m + delta / a, since only this constraint's equation contains it: every row holding m moves
    /// by its coefficient times that amount, and m's own row, if m is basic, the other way.
    private func shift(_ tag: Tag, by delta: Double) -> Bool {
        let amount = delta / tag.markerCoefficient
        if tableau.isBasic(tag.marker) {
            return tableau.shiftBasicConstant(of: tag.marker, by: -amount)
        }
        return tableau.shiftConstants(along: tag.marker, by: amount)
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `strength` (not required); it is held at 0 until a value is suggested.
    public func addEditVariable(_ variable: SolverVariable, strength: SolverStrength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = SolverConstraint(SolverExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(constraint)
    }

    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[variable] != nil
    }

    /// Moves the edit variable toward `value` and re-solves from the current solution.
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .nonFiniteValue(what: "the value suggested for \(variable)", value: value)
        }
        // The edit constraint is `variable + constant == 0`.
        try setConstant(-value, of: constraint)
    }
}

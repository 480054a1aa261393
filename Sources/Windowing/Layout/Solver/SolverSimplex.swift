/// The two optimisations of the Cassowary algorithm over a `SolverTableau`.
///
/// The primal simplex runs after a constraint is added or removed: the tableau is feasible and
/// pivots lower the objective until no parametric symbol has a negative cost. The dual simplex runs
/// after an edit (a suggested value, a new constant): the objective is still optimal but some
/// restricted rows went negative, and pivots repair them while keeping it optimal; this is what
/// makes a window resize cheap.
extension SolverTableau {
    /// The smallest pivot the simplex takes; see `optimize()`.
    static let pivotTolerance = 1.0e-6

    /// Past this many pivots in one optimisation something cycles; better an error than a hang.
    private var pivotLimit: Int { 1_000 + 50 * (rowCount + kinds.count) }

    /// Minimises the objective, or phase one's artificial objective while there is one.
    mutating func optimize() throws(SolverError) {
        var pivots = 0
        while true {
            // The first symbol with a negative cost enters: lowest id first (Bland's rule), which
            // cannot cycle.
            // A static function given the kinds: a method of the tableau given one of its rows
            // made the compiler copy the whole tableau, every row's storage retained, each time.
            let entering: Int32
            if let artificial {
                entering = Self.firstNegativeCost(artificial, kinds, below: -Self.pivotTolerance)
            } else {
                entering = Self.firstNegativeCost(objective, kinds, below: -SolverRow.epsilon)
            }
            if entering < 0 { return }
            // The restricted row that reaches 0 first as `entering` grows leaves.
            var leavingSlot: Int32 = -1
            var smallestRatio = Double.infinity
            // Stale entries may name free slots, which have no basic symbol.
            compactColumn(entering)
            var cursor = columns.cursor(Int(entering))
            while let slot = columns.next(&cursor) {
                let basic = basicOf[Int(slot)]
                guard kind(basic) != .external else { continue }
                let row = rows[Int(slot)]
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                // A coefficient this small is a cancellation's rounding (layout multipliers are
                // not this small): pivoting on it divides the row by it and puts values of 1e9 in
                // the tableau. It is not a limit; the solver rebuilds the tableau afterwards.
                guard coefficient <= -Self.pivotTolerance else {
                    sawRounding = true
                    continue
                }
                let ratio = -row.constant / coefficient
                let wins =
                    ratio < smallestRatio
                    || (ratio == smallestRatio && leavingSlot >= 0 && basic < basicOf[Int(leavingSlot)])
                if wins {
                    smallestRatio = ratio
                    leavingSlot = slot
                }
            }
            guard leavingSlot >= 0 else {
                // Σ weight × error is never negative, so a cost no row limits is rounding left
                // over from cancellations the rows dropped (|c| < epsilon) and the objective kept
                // scaled by a weight: it is dropped, not pivoted on.
                if artificial != nil {
                    artificial?.remove(entering)
                } else {
                    objective.remove(entering)
                }
                continue
            }
            pivot(slot: leavingSlot, entering: entering)
            pivots += 1
            guard pivots < pivotLimit else { throw .internalFailure("the primal simplex does not converge") }
        }
    }

    /// A cost closer to 0 than `limit` is rounding, not a direction that lowers the objective:
    /// entering on it pivots on whatever coefficient the ratio test finds, however small. Phase
    /// one's costs are the new row's own coefficients, so a cost under the pivot tolerance there
    /// is one the ratio test would not pivot on either; the objective's are scaled by weights.
    private static func firstNegativeCost(_ target: SolverRow, _ kinds: [SymbolKind], below limit: Double) -> Int32 {
        for (index, symbol) in target.symbols.enumerated()
        where target.coefficients[index] < limit && kinds[Int(symbol)] != .dummy {
            return symbol
        }
        return -1
    }

    /// Repairs the rows in `infeasible` by dual pivots, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            // An entry may be stale: its row repaired since, or its symbol handed back and reused
            // (perhaps for a variable, which may be negative).
            let slot = slotOf[Int(leaving)]
            guard slot >= 0, kind(leaving) != .external else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0, !SolverRow.isNearZero(row.constant) else { continue }
            var entering: Int32 = -1
            var smallestRatio = Double.infinity
            for (index, symbol) in row.symbols.enumerated() {
                let coefficient = row.coefficients[index]
                guard coefficient > 0, kind(symbol) != .dummy else { continue }
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < smallestRatio {
                    smallestRatio = ratio
                    entering = symbol
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(slot: slot, entering: entering)
            pivots += 1
            guard pivots < pivotLimit else {
                infeasible.removeAll()
                throw .internalFailure("the dual simplex does not converge")
            }
        }
    }
}

/// Reading many values of one solution at once. `value(of:)` reaches into the tableau on every
/// call; a layout pass reads four values for each of a thousand views, so it takes the tableau's
/// arrays once instead.
extension ConstraintSolver {
    /// The current solution, read-only. Only valid until the solver changes, and not to be kept
    /// across a change: holding it makes the solver copy its tableau when it next writes.
    struct Solution {
        fileprivate let kinds: [SymbolKind]
        fileprivate let slotOf: [Int32]
        fileprivate let rows: [SolverRow]

        /// As `ConstraintSolver.value(of:)`.
        func value(of variable: SolverVariable) -> Double {
            let id = Int(variable.id)
            guard id >= 0, id < kinds.count, kinds[id] == .external else { return 0 }
            let slot = slotOf[id]
            let value = slot >= 0 ? rows[Int(slot)].constant : 0
            return value == 0 ? 0 : value  // no -0.0 in frames
        }

        /// The values of the first four variables (a view's left, top, width and height).
        func values(of variables: [SolverVariable]) -> SIMD4<Double> {
            SIMD4(value(of: variables[0]), value(of: variables[1]), value(of: variables[2]), value(of: variables[3]))
        }
    }

    var solution: Solution { Solution(kinds: tableau.kinds, slotOf: tableau.slotOf, rows: tableau.rows) }
}

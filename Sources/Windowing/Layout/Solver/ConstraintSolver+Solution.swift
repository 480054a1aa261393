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

        /// As `ConstraintSolver.value(of:)`. Inlined: a pass that moves every view reads a few
        /// thousand values, each a call otherwise.
        @inline(__always)
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

        /// The values of four variables given by id: the engine keeps a view's four ids in one
        /// vector, so that reading them takes no array (its retain and four bounds checks).
        @inline(__always)
        func values(ofIDs ids: SIMD4<Int32>) -> SIMD4<Double> {
            SIMD4(
                value(of: SolverVariable(id: ids[0])), value(of: SolverVariable(id: ids[1])),
                value(of: SolverVariable(id: ids[2])), value(of: SolverVariable(id: ids[3])))
        }
    }

    var solution: Solution { Solution(kinds: tableau.kinds, slotOf: tableau.slotOf, rows: tableau.rows) }
}

extension ConstraintSolver.Solution {
    /// Whether every constraint listed under the variables `changed` (in `lists`, by variable id)
    /// and not yet checked in `pass` holds, as `ConstraintSolver.holds` says; each is marked
    /// checked. Read through the arrays' buffers: each value read through `value(of:)` checked
    /// three arrays' bounds, and each list and expression copied from its array was retained and
    /// released, for the four thousand constraints a pass that moves every view checks.
    func allHold(_ lists: [RequiredConstraintList], changed: [Int32], pass: Int) -> Bool {
        kinds.withUnsafeBufferPointer { kinds in
            slotOf.withUnsafeBufferPointer { slotOf in
                rows.withUnsafeBufferPointer { rows in
                    lists.withUnsafeBufferPointer { lists in
                        // As `value(of:)`, less its -0.0 to 0 (a sum, and its comparison with
                        // the tolerance, come out the same with either zero).
                        func value(_ symbol: Int32) -> Double {
                            let id = Int(symbol)
                            guard id >= 0, id < kinds.count, kinds[id] == .external else { return 0 }
                            let slot = Int(slotOf[id])
                            return slot >= 0 ? rows[slot].constant : 0
                        }
                        // Each constraint's terms through `checkedTerms`: copying an expression
                        // out retained its array (as copying a list out of an array of arrays did).
                        for variable in changed where Int(variable) < lists.count {
                            for entry in lists[Int(variable)].elements {
                                let holds = entry._withUnsafeGuaranteedRef { constraint in
                                    guard constraint.checkedInPass != pass else { return true }
                                    constraint.checkedInPass = pass
                                    return ConstraintSolver.holds(
                                        UnsafeBufferPointer(constraint.checkedTerms),
                                        constraint.expression.constant,
                                        constraint.relation, value)
                                }
                                if !holds { return false }
                            }
                        }
                        return true
                    }
                }
            }
        }
    }
}

extension ConstraintSolver {
    /// The constraints whose markers (slack, dummy or error symbols) are in the rows of
    /// `variables`: the ones their current values rest on, since changing such a constraint's
    /// constant moves them. A constraint with room to spare (an inequality whose slack is basic) is
    /// not among them, nor is anything behind a variable with no row (free, at 0). In the order
    /// the constraints were added.
    func constraints(determining variables: [SolverVariable]) -> [SolverConstraint] {
        var markers = Set<Int32>()
        for variable in variables where variable.id >= 0 && Int(variable.id) < tableau.kinds.count {
            guard let row = tableau.row(of: variable.id) else { continue }
            for symbol in row.symbols where tableau.kind(symbol) != .external { markers.insert(symbol) }
        }
        guard !markers.isEmpty else { return [] }
        return tags.values.filter { markers.contains($0.tag.marker) || markers.contains($0.tag.other) }
            .sorted { $0.tag.sequence < $1.tag.sequence }.map(\.constraint)
    }
}

import Testing

@_spi(LayoutSolver) @testable import Windowing

/// Edit sequences that once left required constraints unsatisfied, each reduced to the few steps
/// that showed it.
struct SolverEditRegressionTests {
    private let solver = ConstraintSolver()

    /// A required equality that restates another (`x == 5` twice) adds a row of dummy markers
    /// only. That row must be solved for its own marker: kept as `d₂ = d₂ - d₁`, removing the first
    /// equality cancelled `d₂` out of it, so the second one took no further part and later
    /// constants for it were lost.
    @Test func aRestatedEqualityTakesOverWhenTheFirstGoes() throws {
        let x = solver.makeVariable()
        let first = SolverConstraint(x - 5, .equal, strength: .required)
        let second = SolverConstraint(x - 5, .equal, strength: .required)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(throws: SolverError.unsatisfiableConstraint(.init(second))) { try solver.setConstant(-7, of: second) }
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 5)
        try solver.setConstant(-7, of: second)
        #expect(solver.value(of: x) == 7)
        try solver.removeConstraint(second)
        try solver.addConstraint(SolverConstraint(x - 9, .equal, strength: .required))
        #expect(solver.value(of: x) == 9, "nothing of the removed equalities is left behind")
    }
}

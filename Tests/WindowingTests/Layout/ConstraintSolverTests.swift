import Testing

@_spi(LayoutSolver) @testable import Windowing

/// The Cassowary solver under Auto Layout: relations, strengths, removal, edit variables,
/// constant changes and the errors it reports.
struct ConstraintSolverTests {
    private let solver = ConstraintSolver()

    private func weak(_ weight: Double) -> SolverStrength { SolverStrength(weight: weight)! }

    private func constant(_ value: Double) -> SolverExpression { SolverExpression(constant: value) }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func requiredEqualitiesAreSolvedExactly() throws {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(x + y, .equal, constant(100)))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, 3 * y))
        #expect(solver.value(of: x) == 75)
        #expect(solver.value(of: y) == 25)
    }

    @Test func inequalitiesBoundWhatWeakerConstraintsPull() throws {
        let x = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(0), strength: weak(1)))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .greaterThanOrEqual, constant(10)))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .lessThanOrEqual, constant(20)))
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(50), strength: weak(2)))
        #expect(solver.value(of: x) == 20)
    }

    @Test func theHeavierOfTwoBreakableConstraintsWins() throws {
        let x = solver.makeVariable()
        let low = SolverConstraint(SolverExpression(x), .equal, constant(20), strength: SolverStrength(priority: 250))
        let high = SolverConstraint(SolverExpression(x), .equal, constant(10), strength: SolverStrength(priority: 750))
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 20)
        #expect(!solver.hasConstraint(high) && solver.hasConstraint(low))
    }

    @Test func prioritiesMapAsUIKitsDo() {
        #expect(SolverStrength(priority: 1000).isRequired)
        #expect(SolverStrength(priority: 1001).isRequired)
        #expect(SolverStrength(priority: 999).weight == 999)
        #expect(SolverStrength(priority: 250).weight == 250)
        #expect(SolverStrength(priority: 0).weight == 1)
        #expect(SolverStrength(priority: .nan).weight == 1)
        #expect(SolverStrength(weight: 0) == nil && SolverStrength(weight: .nan) == nil)
        #expect(SolverStrength(weight: .infinity) == nil)
    }

    @Test func removingARequiredConstraintFreesItsVariables() throws {
        let x = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(5), strength: weak(1)))
        let pin = SolverConstraint(SolverExpression(x), .equal, constant(40))
        try solver.addConstraint(pin)
        #expect(solver.value(of: x) == 40)
        try solver.removeConstraint(pin)
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraintCount == 1)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(SolverExpression(half), .equal, 0.5 * width))
        try solver.addConstraint(SolverConstraint(SolverExpression(half), .lessThanOrEqual, constant(300)))
        try solver.addEditVariable(width, strength: weak(1_000))
        #expect(solver.hasEditVariable(width))
        #expect(solver.value(of: width) == 0)
        for (suggested, expectedHalf) in [(400.0, 200.0), (1000, 300), (100, 50)] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: half) == expectedHalf)
        }
        // Past 600 the required bound wins over the suggestion.
        #expect(solver.value(of: width) == 100)
        try solver.suggestValue(700, for: width)
        #expect(solver.value(of: width) == 600)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test func aResizeReusesTheTableau() throws {
        let width = solver.makeVariable()
        let columns = (0..<4).map { _ in solver.makeVariable() }
        try solver.addEditVariable(width, strength: weak(1_000_000))
        for (index, column) in columns.enumerated() {
            try solver.addConstraint(SolverConstraint(SolverExpression(column), .equal, Double(index + 1) / 4 * width))
        }
        let rows = solver.tableau.rowCount
        try solver.suggestValue(800, for: width)
        #expect(columns.map(solver.value(of:)) == [200, 400, 600, 800])
        try solver.suggestValue(1_000, for: width)
        #expect(columns.map(solver.value(of:)) == [250, 500, 750, 1_000])
        #expect(solver.tableau.rowCount == rows)
    }

    @Test func aNewConstantResolvesIncrementally() throws {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let gap = SolverConstraint(y - x, .equal, constant(8))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(10)))
        try solver.addConstraint(gap)
        try solver.addConstraint(SolverConstraint(SolverExpression(y), .lessThanOrEqual, constant(30)))
        #expect(solver.value(of: y) == 18)
        try solver.setConstant(-15, of: gap)  // y - x - 15 == 0
        #expect(solver.value(of: y) == 25)
        #expect(gap.expression.constant == -15)
        // y = 40 breaks y ≤ 30: refused, the old constant and solution stay.
        #expect(throws: SolverError.unsatisfiableConstraint(.init(gap))) { try solver.setConstant(-30, of: gap) }
        #expect(gap.expression.constant == -15)
        #expect(solver.value(of: y) == 25)
        try solver.setConstant(-20, of: gap)
        #expect(solver.value(of: y) == 30)
    }

    @Test func breakableConstantsMoveTheirErrors() throws {
        let x = solver.makeVariable()
        let soft = SolverConstraint(SolverExpression(x), .greaterThanOrEqual, constant(10), strength: weak(10))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(0), strength: weak(1)))
        try solver.addConstraint(soft)
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(-25, of: soft)
        #expect(solver.value(of: x) == 25)
        try solver.setConstant(5, of: soft)  // x ≥ -5: the weak x == 0 is free to hold
        #expect(solver.value(of: x) == 0)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedByName() throws {
        let x = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .greaterThanOrEqual, constant(10)))
        let contradiction = SolverConstraint(SolverExpression(x), .lessThanOrEqual, constant(5), name: "narrow")
        #expect(throws: SolverError.unsatisfiableConstraint(.init(contradiction))) {
            try solver.addConstraint(contradiction)
        }
        #expect(!solver.hasConstraint(contradiction))
        #expect(solver.value(of: x) == 10)
        // The same constraint, breakable, is accepted and broken.
        let breakable = SolverConstraint(SolverExpression(x), .lessThanOrEqual, constant(5), strength: weak(750))
        try solver.addConstraint(breakable)
        #expect(solver.value(of: x) == 10)
    }

    @Test func contradictoryEqualitiesAreRefused() throws {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(x - y, .equal, constant(0)))
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(3)))
        let restated = SolverConstraint(SolverExpression(y), .equal, constant(3))
        try solver.addConstraint(restated)
        let contradiction = SolverConstraint(SolverExpression(y), .equal, constant(4))
        #expect(throws: SolverError.unsatisfiableConstraint(.init(contradiction))) {
            try solver.addConstraint(contradiction)
        }
        try solver.removeConstraint(restated)
        #expect(solver.value(of: y) == 3)
    }

    @Test func misuseIsReportedWithTypedErrors() throws {
        let x = solver.makeVariable()
        let constraint = SolverConstraint(SolverExpression(x), .equal, constant(1))
        #expect(throws: SolverError.unknownConstraint(.init(constraint))) { try solver.removeConstraint(constraint) }
        #expect(throws: SolverError.unknownConstraint(.init(constraint))) { try solver.setConstant(2, of: constraint) }
        try solver.addConstraint(constraint)
        #expect(throws: SolverError.duplicateConstraint(.init(constraint))) { try solver.addConstraint(constraint) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: weak(10))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: weak(10)) }
        let stranger = SolverVariable(id: 99)
        #expect(solver.value(of: stranger) == 0)
        #expect(throws: SolverError.unknownVariable(stranger)) {
            try solver.addConstraint(SolverConstraint(SolverExpression(stranger), .equal, constant(1)))
        }
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let x = solver.makeVariable()
        // NaN equals nothing, not even itself, so this error is compared by its text.
        let nanCoefficient = SolverConstraint(SolverExpression([.init(x, .nan)]), .equal, strength: .required)
        #expect(
            message { try solver.addConstraint(nanCoefficient) }
                == "layout solver: the coefficient of v0 in nan * v0 == 0 (required) is nan; coefficients, "
                + "constants and values must be finite")
        let infinite = SolverConstraint(SolverExpression(x) + .infinity, .equal, name: "width")
        #expect(throws: SolverError.nonFiniteValue(what: "the constant of width", value: .infinity)) {
            try solver.addConstraint(infinite)
        }
        #expect(solver.constraintCount == 0)
        let pin = SolverConstraint(SolverExpression(x), .equal, name: "pin")
        try solver.addConstraint(pin)
        #expect(throws: SolverError.nonFiniteValue(what: "the new constant of pin", value: -.infinity)) {
            try solver.setConstant(-.infinity, of: pin)
        }
        let y = solver.makeVariable()
        try solver.addEditVariable(y, strength: weak(1))
        #expect(throws: SolverError.nonFiniteValue(what: "the value suggested for \(y)", value: .infinity)) {
            try solver.suggestValue(.infinity, for: y)
        }
    }
}

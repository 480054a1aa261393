import Testing
import WindowingTesting

@_spi(LayoutSolver) @testable import Windowing

/// 10,000 random edits (adds, removals, new constants, suggested values) on one solver: none
/// crashes, the tableau does not grow without bound, and every required constraint still holds.
struct SolverStressTests {
    private func holds(_ constraint: SolverConstraint, in solver: ConstraintSolver) -> Bool {
        let expression = constraint.expression
        var value = expression.constant
        var scale = abs(expression.constant)
        for term in expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            scale = max(scale, abs(product))
        }
        let tolerance = 1e-6 * max(1, scale)
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    @Test func tenThousandRandomEdits() throws {
        var random = SeededGenerator(seed: 16)
        let solver = ConstraintSolver()
        let variables = (0..<40).map { _ in solver.makeVariable() }
        for variable in variables.prefix(4) {
            try solver.addEditVariable(variable, strength: SolverStrength(weight: 5_000)!)
        }
        var active: [SolverConstraint] = []
        var refused = 0
        var symbolsAfterWarmUp = 0
        for step in 0..<10_000 {
            // Between 20 and 60 constraints, so that the tableau stays the size of a screen's.
            let choice = active.count < 20 ? 0 : active.count > 60 ? 4 : Int.random(in: 0..<10, using: &random)
            do {
                if choice < 4 {
                    let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        SolverExpression.Term(
                            variables.randomElement(using: &random)!, Double(Int.random(in: -3...3, using: &random)))
                    }
                    let relation = [SolverRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
                        .randomElement(using: &random)!
                    let strength =
                        Bool.random(using: &random)
                        ? SolverStrength.required : SolverStrength(priority: Float.random(in: 1..<1000, using: &random))
                    let constraint = SolverConstraint(
                        SolverExpression(terms, constant: Double(Int.random(in: -500...500, using: &random))), relation,
                        strength: strength)
                    try solver.addConstraint(constraint)
                    active.append(constraint)
                } else if choice < 7 {
                    try solver.removeConstraint(active.remove(at: Int.random(in: 0..<active.count, using: &random)))
                } else if choice < 9 {
                    let constraint = active.randomElement(using: &random)!
                    try solver.setConstant(Double(Int.random(in: -500...500, using: &random)), of: constraint)
                } else {
                    try solver.suggestValue(
                        Double(Int.random(in: -1000...1000, using: &random)),
                        for: variables[Int.random(in: 0..<4, using: &random)])
                }
            } catch {
                guard case .unsatisfiableConstraint = error else { throw error }
                refused += 1
            }
            if step == 1_000 { symbolsAfterWarmUp = solver.tableau.kinds.count }
            if step % 50 == 0 {
                let broken = active.filter { $0.strength.isRequired && !holds($0, in: solver) }
                try #require(broken.isEmpty, "step \(step): \(broken)")
            }
        }
        #expect(active.allSatisfy { !$0.strength.isRequired || holds($0, in: solver) })
        #expect(refused > 100)
        #expect(solver.constraintCount == active.count + 4)
        // Removed constraints hand their symbols back: the tableau's arrays stay near their size.
        #expect(solver.tableau.kinds.count < symbolsAfterWarmUp * 2)
    }
}

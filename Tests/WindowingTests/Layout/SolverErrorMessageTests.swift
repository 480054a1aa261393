import Testing

@_spi(LayoutSolver) @testable import Windowing

/// The solver's errors, word for word: they name the constraint or variable and say what to do.
struct SolverErrorMessageTests {
    private let x = SolverVariable(id: 3)
    private let constraint = SolverConstraint(
        SolverVariable(id: 3) - SolverVariable(id: 4), .lessThanOrEqual, strength: .required, name: "gap")

    @Test func constraintErrors() {
        #expect(
            SolverError.unsatisfiableConstraint(.init(constraint)).description
                == "layout solver: cannot satisfy gap together with the required constraints already added; "
                + "lower its priority under 1000 or remove a constraint it contradicts")
        #expect(
            SolverError.duplicateConstraint(.init(constraint)).description
                == "layout solver: gap was already added; remove it before adding it again")
        #expect(
            SolverError.unknownConstraint(.init(constraint)).description
                == "layout solver: gap was never added (or was removed already)")
    }

    @Test func unnamedConstraintsAreWrittenOut() {
        let unnamed = SolverConstraint(2 * x - 10, .greaterThanOrEqual, strength: SolverStrength(priority: 750))
        #expect(unnamed.description == "2.0 * v3 - 10.0 >= 0 (750.0)")
        #expect(SolverConstraint(SolverExpression(x), .equal).description == "v3 == 0 (required)")
    }

    @Test func variableErrors() {
        #expect(
            SolverError.duplicateEditVariable(x).description
                == "layout solver: v3 is already an edit variable; remove it before adding it again")
        #expect(
            SolverError.unknownEditVariable(x).description
                == "layout solver: v3 is not an edit variable; add it with addEditVariable first")
        #expect(
            SolverError.requiredEditVariable(x).description
                == "layout solver: edit variable v3 cannot be required; give it a priority under 1000")
        #expect(
            SolverError.unknownVariable(x).description
                == "layout solver: v3 does not belong to this solver; make it with makeVariable()")
    }

    @Test func numberErrors() {
        #expect(
            SolverError.nonFiniteValue(what: "the constant of gap", value: .nan).description
                == "layout solver: the constant of gap is nan; coefficients, constants and values must be finite")
        #expect(
            SolverError.internalFailure("the objective is unbounded").description
                == "layout solver: internal failure (the objective is unbounded); please report it with the "
                + "constraints that caused it")
    }
}

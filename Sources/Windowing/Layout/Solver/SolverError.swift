/// What the constraint solver refuses, naming the constraint or variable it refused.
@_spi(LayoutSolver) public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint that contradicts the required constraints already there. The solver
    /// is left as it was before the call.
    case unsatisfiableConstraint(SolverConstraint.Reference)
    case duplicateConstraint(SolverConstraint.Reference)
    case unknownConstraint(SolverConstraint.Reference)
    case duplicateEditVariable(SolverVariable)
    case unknownEditVariable(SolverVariable)
    /// An edit variable must be breakable: a required one would turn every suggestion into a
    /// constraint that may contradict the others.
    case requiredEditVariable(SolverVariable)
    /// A variable another solver handed out.
    case unknownVariable(SolverVariable)
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue(what: String, value: Double)
    /// A state the algorithm cannot reach with exact arithmetic: a dual pivot with no entering
    /// symbol, a pivot count past its bound.
    case internalFailure(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            return "layout solver: cannot satisfy \(constraint) together with the required constraints already "
                + "added; lower its priority under 1000 or remove a constraint it contradicts"
        case .duplicateConstraint(let constraint):
            return "layout solver: \(constraint) was already added; remove it before adding it again"
        case .unknownConstraint(let constraint):
            return "layout solver: \(constraint) was never added (or was removed already)"
        case .duplicateEditVariable(let variable):
            return "layout solver: \(variable) is already an edit variable; remove it before adding it again"
        case .unknownEditVariable(let variable):
            return "layout solver: \(variable) is not an edit variable; add it with addEditVariable first"
        case .requiredEditVariable(let variable):
            return "layout solver: edit variable \(variable) cannot be required; give it a priority under 1000"
        case .unknownVariable(let variable):
            return "layout solver: \(variable) does not belong to this solver; make it with makeVariable()"
        case .nonFiniteValue(let what, let value):
            return "layout solver: \(what) is \(value); coefficients, constants and values must be finite"
        case .internalFailure(let reason):
            return "layout solver: internal failure (\(reason)); please report it with the constraints that caused it"
        }
    }
}

/// `Σ coefficient × variable + constant`, the left-hand side of every constraint.
@_spi(LayoutSolver) public struct SolverExpression: Sendable, CustomStringConvertible {
    public struct Term: Sendable, Equatable {
        public var variable: SolverVariable
        public var coefficient: Double

        public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: SolverVariable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are numbers a solution can be built from.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let sign = term.coefficient < 0 ? " - " : (text.isEmpty ? "" : " + ")
            let magnitude = abs(term.coefficient)
            text += sign + (magnitude == 1 ? "" : "\(magnitude) * ") + term.variable.description
        }
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        return text
    }

    public static func + (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        SolverExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(
            lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        lhs + -rhs
    }
}

@_spi(LayoutSolver) extension SolverVariable {
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs) + SolverExpression(rhs)
    }

    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs) - SolverExpression(rhs)
    }

    public static func + (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression(lhs) + rhs
    }

    public static func - (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression(lhs) - rhs
    }

    public static func * (lhs: Double, rhs: SolverVariable) -> SolverExpression {
        SolverExpression([SolverExpression.Term(rhs, lhs)])
    }
}

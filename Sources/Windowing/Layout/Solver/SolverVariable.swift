/// An unknown of a `ConstraintSolver`: a view's edge or size, a layout guide's, a window's width.
///
/// A variable is a small integer handed out by one solver (`ConstraintSolver.makeVariable`), so
/// that the solver keeps everything about it in arrays indexed by that integer. It means nothing to
/// another solver.
@_spi(LayoutSolver) public struct SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's symbol for this variable.
    public let id: Int32

    public init(id: Int32) {
        self.id = id
    }

    public var description: String { "v\(id)" }
}

/// The three relations a constraint can state.
@_spi(LayoutSolver) public enum SolverRelation: String, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}

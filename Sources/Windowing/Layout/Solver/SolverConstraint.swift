/// `expression relation 0` at a strength: one row the solver keeps.
///
/// A class, because the solver keys what it keeps about a constraint by its identity: adding the
/// same object twice is an error, while two equal-looking constraints are two constraints, as two
/// `NSLayoutConstraint`s with the same items are.
@_spi(LayoutSolver) public final class SolverConstraint: CustomStringConvertible {
    /// Its constant changes through `ConstraintSolver.setConstant(_:of:)`, which re-solves incrementally.
    /// Unchecked: the check after each solve reads it for thousands of constraints, and the dynamic
    /// exclusivity check of each read cost a fifth of that check; it is changed in one place only.
    @exclusivity(unchecked) public internal(set) var expression: SolverExpression
    public let relation: SolverRelation
    public let strength: SolverStrength
    /// The name error messages use: an `NSLayoutConstraint`'s identifier or readable form.
    /// Unchecked: given in `init`, where assigning over its implicit nil was a dynamic exclusivity
    /// check for each of the thousands of constraints a first layout adds.
    @exclusivity(unchecked) public var name: String?
    /// The pass (`ConstraintSolver.passes`) in which `settle()` last checked it.
    @exclusivity(unchecked) var checkedInPass = 0
    /// The expression's terms (which never change) in memory of the constraint's own, for
    /// `settle()`'s check: reading them from `expression` retained and released the array for
    /// each of the few thousand constraints a pass that moves every view checks.
    let checkedTerms: UnsafeMutableBufferPointer<SolverExpression.Term>

    public init(
        _ expression: SolverExpression, _ relation: SolverRelation, strength: SolverStrength = .required,
        name: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
        checkedTerms = UnsafeMutableBufferPointer(
            start: UnalignedAllocation.allocate(SolverExpression.Term.self, capacity: expression.terms.count),
            count: expression.terms.count)
        _ = checkedTerms.initialize(from: expression.terms)
    }

    deinit { UnalignedAllocation.free(checkedTerms.baseAddress) }

    /// `lhs relation rhs`.
    public convenience init(
        _ lhs: SolverExpression, _ relation: SolverRelation, _ rhs: SolverExpression,
        strength: SolverStrength = .required, name: String? = nil
    ) {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    public var description: String {
        name ?? "\(expression) \(relation) 0 (\(strength))"
    }

    /// What an error keeps of a constraint: which one it is, and its name when it was refused.
    public struct Reference: Hashable, Sendable, CustomStringConvertible {
        public let id: ObjectIdentifier
        public let description: String

        public init(_ constraint: SolverConstraint) {
            id = ObjectIdentifier(constraint)
            description = constraint.description
        }

        public func refers(to constraint: SolverConstraint) -> Bool {
            id == ObjectIdentifier(constraint)
        }
    }
}

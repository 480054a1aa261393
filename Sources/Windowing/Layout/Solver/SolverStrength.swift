/// How much a constraint matters: required, or a weight the solver trades against the others.
///
/// UIKit's priorities run from 1 to 1000 (`UILayoutPriority`); 1000 is required and anything under
/// it may be broken. A priority under 1000 becomes a weight equal to the priority: the solver
/// minimises the sum over broken constraints of weight × error, so one constraint at 750 outweighs
/// one at 250 and the two at 250 together weigh as much as one at 500.
@_spi(LayoutSolver) public struct SolverStrength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The weight in the objective; `.infinity` for required constraints.
    public let weight: Double

    public static let required = SolverStrength(uncheckedWeight: .infinity)

    private init(uncheckedWeight: Double) {
        weight = uncheckedWeight
    }

    /// A constraint that may be broken, at `weight` (positive and finite), or nil.
    public init?(weight: Double) {
        guard weight.isFinite, weight > 0 else { return nil }
        self.weight = weight
    }

    /// UIKit's mapping: 1000 and above is required, anything under it (down to 1) a weight equal
    /// to it. A NaN priority, which UIKit refuses before it gets here, weighs as little as 1.
    public init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            weight = priority.isNaN ? 1 : Double(max(priority, 1))
        }
    }

    public var isRequired: Bool { weight == .infinity }

    public static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.weight < rhs.weight }

    public var description: String { isRequired ? "required" : "\(weight)" }
}

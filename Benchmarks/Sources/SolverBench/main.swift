// The solver under Auto Layout, timed: the first solve of 1,000 views in nested stack views, a
// window resize of a 500-constraint system, one constraint's constant changed. Run by
// `python3 Benchmarks/solverbench.py`, which times kiwisolver on the same systems beside it.
//   SolverBench [--write-systems FOLDER]
import Foundation
@_spi(LayoutSolver) import Windowing

struct Loaded {
    let solver: ConstraintSolver
    let variables: [SolverVariable]
    let constraints: [SolverConstraint]
}

func makeConstraints(_ system: StackSystem, _ variables: [SolverVariable]) -> [SolverConstraint] {
    system.constraints.map { spec in
        let terms = spec.terms.map { SolverExpression.Term(variables[$0.variable], $0.coefficient) }
        let strength = spec.weight.map { SolverStrength(weight: $0)! } ?? .required
        return SolverConstraint(
            SolverExpression(terms, constant: spec.constant), SolverRelation(rawValue: spec.relation)!,
            strength: strength)
    }
}

/// Builds the solver, adds the window's size as edit variables, every constraint, and reads
/// every value; returns the solver and how long that took (constraint objects made beforehand).
func solve(_ system: StackSystem, width: Double, height: Double) throws -> (Loaded, Duration) {
    let solver = ConstraintSolver()
    let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
    let constraints = makeConstraints(system, variables)
    let strong = SolverStrength(weight: 1_000_000)!
    var sum = 0.0
    let elapsed = try ContinuousClock().measure {
        // The window's size first, as a window exists before its views' constraints.
        try solver.addEditVariable(variables[system.width], strength: strong)
        try solver.addEditVariable(variables[system.height], strength: strong)
        try solver.suggestValue(width, for: variables[system.width])
        try solver.suggestValue(height, for: variables[system.height])
        for constraint in constraints { try solver.addConstraint(constraint) }
        for variable in variables { sum += solver.value(of: variable) }
    }
    precondition(sum.isFinite)
    return (Loaded(solver: solver, variables: variables, constraints: constraints), elapsed)
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func summary(_ name: String, _ samples: [Duration]) -> String {
    let sorted = samples.map(microseconds).sorted()
    let median = sorted[sorted.count / 2]
    let p90 = sorted[sorted.count * 9 / 10]
    return String(format: "%@ median_us=%.2f p90_us=%.2f runs=%d", name, median, p90, sorted.count)
}

let large = StackSystem(fanOut: [10, 10, 9])
let medium = StackSystem(fanOut: [5, 4, 4])
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--write-systems"), index + 1 < arguments.count {
    let folder = URL(fileURLWithPath: arguments[index + 1])
    try large.text.write(to: folder.appendingPathComponent("large.txt"), atomically: true, encoding: .utf8)
    try medium.text.write(to: folder.appendingPathComponent("medium.txt"), atomically: true, encoding: .utf8)
}
print("large views=\(large.viewCount) constraints=\(large.constraints.count) variables=\(large.variableCount)")
print("medium views=\(medium.viewCount) constraints=\(medium.constraints.count) variables=\(medium.variableCount)")

var firstSolves: [Duration] = []
for _ in 0..<15 {
    firstSolves.append(try solve(large, width: 1024, height: 768).1)
}
print(summary("first-solve-large", firstSolves))

// A window resize: a new width and height suggested, every frame read back.
let (loaded, _) = try solve(medium, width: 1024, height: 768)
var resizes: [Duration] = []
var generator = SystemRandomNumberGenerator()
var checksum = 0.0
for step in 0..<2_000 {
    let width = Double(Int.random(in: 600...1400, using: &generator))
    let height = Double(700 + step % 100)
    resizes.append(
        try ContinuousClock().measure {
            try loaded.solver.suggestValue(width, for: loaded.variables[medium.width])
            try loaded.solver.suggestValue(height, for: loaded.variables[medium.height])
            for variable in loaded.variables { checksum += loaded.solver.value(of: variable) }
        })
}
print(summary("resize-medium", resizes))

// One constraint's constant (a stack's spacing after its first view), then every frame read.
let (big, _) = try solve(large, width: 1024, height: 768)
for (name, index) in [("constant-outer-large", large.outerConstraint), ("constant-inner-large", large.innerConstraint)]
{
    var changes: [Duration] = []
    let constraint = big.constraints[index]
    for step in 0..<2_000 {
        let constant = -8.0 - Double(step % 7)
        changes.append(try ContinuousClock().measure { try big.solver.setConstant(constant, of: constraint) })
    }
    print(summary(name, changes))
}
precondition(checksum.isFinite)

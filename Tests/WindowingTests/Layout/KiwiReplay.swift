@_spi(LayoutSolver) @testable import Windowing

/// Replays the systems `scripts/kiwi-differential.py` writes on a `ConstraintSolver` and lists
/// every place where its outcome or values differ from kiwisolver's.
struct KiwiReplay {
    private(set) var systems = 0
    private(set) var operations = 0
    private(set) var refusals = 0
    private(set) var mismatches: [String] = []
    private var solver = ConstraintSolver()
    private var variables: [SolverVariable] = []
    private var constraints: [Int: SolverConstraint] = [:]
    private var system = ""

    mutating func replay(_ text: String) {
        for line in text.split(separator: "\n") {
            replay(line: line.split(separator: " ").map(String.init))
        }
    }

    private mutating func replay(line fields: [String]) {
        guard let operation = fields.first else { return }
        if operation == "system" {
            systems += 1
            system = fields[1]
            solver = ConstraintSolver()
            variables = (0..<Int(fields[2])!).map { _ in solver.makeVariable() }
            constraints = [:]
            return
        }
        if operation == "end" { return }
        if operation == "values" {
            compare(fields.dropFirst().map { Double($0)! })
            return
        }
        operations += 1
        let expected = fields[1]
        let refused: Bool
        do {
            try perform(operation, Array(fields.dropFirst(2)))
            refused = false
        } catch .unsatisfiableConstraint {
            refused = true
            refusals += 1
        } catch {
            mismatches.append("system \(system): \(fields.joined(separator: " ")) threw \(error)")
            return
        }
        if refused != (expected == "unsat") {
            let outcome = refused ? "refused" : "accepted"
            mismatches.append("system \(system): \(fields.joined(separator: " ")) was \(outcome)")
        }
    }

    private mutating func perform(_ operation: String, _ arguments: [String]) throws(SolverError) {
        switch operation {
        case "add":
            let strength = arguments[2] == "required" ? .required : SolverStrength(weight: Double(arguments[2])!)!
            var terms: [SolverExpression.Term] = []
            var index = 4
            while index + 1 < arguments.count {
                terms.append(.init(variables[Int(arguments[index])!], Double(arguments[index + 1])!))
                index += 2
            }
            let relation = SolverRelation(rawValue: arguments[1])!
            let constraint = SolverConstraint(
                SolverExpression(terms, constant: Double(arguments[3])!), relation, strength: strength)
            try solver.addConstraint(constraint)
            constraints[Int(arguments[0])!] = constraint
        case "remove":
            try solver.removeConstraint(constraints.removeValue(forKey: Int(arguments[0])!)!)
        case "edit":
            try solver.addEditVariable(
                variables[Int(arguments[0])!], strength: SolverStrength(weight: Double(arguments[1])!)!)
        case "suggest":
            try solver.suggestValue(Double(arguments[1])!, for: variables[Int(arguments[0])!])
        case "constant":
            try solver.setConstant(Double(arguments[1])!, of: constraints[Int(arguments[0])!]!)
        default:
            mismatches.append("system \(system): unknown operation \(operation)")
        }
    }

    private mutating func compare(_ expected: [Double]) {
        for (index, value) in expected.enumerated() {
            let found = solver.value(of: variables[index])
            if abs(found - value) > 1e-6 * max(1, abs(found), abs(value)) {
                mismatches.append("system \(system): v\(index) is \(found), kiwisolver found \(value)")
            }
        }
    }
}

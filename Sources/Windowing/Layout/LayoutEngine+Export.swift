import Foundation

// The system a hierarchy's layout engine holds, written out as text so that another solver can be
// timed on exactly the same constraints (Benchmarks/layoutbench.py runs kiwisolver on it). Only
// through the solver's SPI: apps never see it.
@_spi(LayoutSolver) extension UIView {
    /// The constraints now in the layout engine of this view's hierarchy, in the format of
    /// `scripts/kiwi-differential.py`, or nil when the hierarchy has no engine.
    ///
    /// The root's size comes first, as `edit ok VARIABLE STRENGTH` and `suggest ok VARIABLE VALUE`
    /// lines; then every constraint in the solver, in the order the engine added them, as
    /// `add ok ID RELATION STRENGTH CONSTANT [VARIABLE COEFFICIENT]...`; then one `mark INDEX ID`
    /// line for each of `marked` that is in the solver, INDEX being its position in `marked`.
    /// Broken (unsatisfiable) constraints are left out, as the solver holds them not.
    public func exportedLayoutSystem(marking marked: [NSLayoutConstraint] = []) -> String? {
        guard let engine = LayoutEngine.existingEngine(for: self) else { return nil }
        return engine.exportedSystem(marking: marked)
    }
}

extension LayoutEngine {
    func exportedSystem(marking marked: [NSLayoutConstraint]) -> String {
        var numbers: [SolverVariable: Int] = [:]
        func number(_ variable: SolverVariable) -> Int {
            if let found = numbers[variable] { return found }
            numbers[variable] = numbers.count
            return numbers.count - 1
        }
        var lines: [String] = []
        if let rootWidth, let rootHeight {
            let size = suggestedRootSize ?? root.bounds.size
            for (variable, value) in [(rootWidth, size.width), (rootHeight, size.height)] {
                lines.append("edit ok \(number(variable)) \(Self.rootSizeStrength.weight)")
                lines.append("suggest ok \(number(variable)) \(Double(value))")
            }
        }
        let all = allEntries.sorted { $0.sequence < $1.sequence }
        var identifiers: [ObjectIdentifier: Int] = [:]
        for entry in all {
            guard let constraint = entry.solverConstraint else { continue }
            let identifier = identifiers.count
            identifiers[ObjectIdentifier(constraint)] = identifier
            let expression = constraint.expression
            let terms = expression.terms.map { "\(number($0.variable)) \($0.coefficient)" }
            lines.append(
                (["add ok \(identifier) \(constraint.relation) \(constraint.strength) \(expression.constant)"] + terms)
                    .joined(separator: " "))
        }
        for (index, constraint) in marked.enumerated() {
            guard let solverConstraint = entries[ObjectIdentifier(constraint)]?.solverConstraint,
                let identifier = identifiers[ObjectIdentifier(solverConstraint)]
            else { continue }
            lines.append("mark \(index) \(identifier)")
        }
        return (["system 0 \(numbers.count)"] + lines).joined(separator: "\n") + "\n"
    }
}

import Foundation
import Testing
import WindowingTesting

@_spi(LayoutSolver) @testable import Windowing

/// 10,000 random constraint edits on one hierarchy: activations, deactivations, constant and
/// priority changes, resizes. Nothing crashes, after every layout each required constraint the
/// engine kept (not broken) holds in the solution, and nothing removed stays alive.
@MainActor
struct LayoutStressTests {
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    // Known failure, narrowed down but not fixed: the tableau stays structurally sound and
    // feasible (every restricted row non-negative), but at edit 799 (removing a required
    // `top >= centerY - 55`, after which the engine re-adds the one constraint it had broken) the
    // rows stop stating the constraints (`encodingProblem`), and about fifteen required ones are
    // off by 1 to 10 points. With symbol recycling switched off the first bad edit is 762 instead,
    // with residuals near 1e17: a pivot on a coefficient barely above `SolverRow.epsilon` is the
    // likely cause.
    // Narrowed further with the solver alone (the same kinds of edits straight on
    // `ConstraintSolver`, 13 items, broken constraints retried after each removal): every seed
    // fails within 400–900 edits. Rows first drift by 1e-8 after an unsatisfiable required add
    // through the artificial variable, in the long primal optimisation that follows it; later a
    // phase one enters on a residue cost and pivots on a coefficient of 1e-8 to 6e-8 (the
    // artificial row's own), and the encoding breaks. Neither requiring costs below -epsilon nor
    // undoing a failed phase one's pivots (instead of optimising after it) was enough alone.
    // Since then the solver restores the tableau exactly after a refused add, pivots the
    // artificial variable out on its largest coefficient, skips pivots under 1e-6 and rebuilds
    // the tableau from its constraints when it met one or a required constraint fails: a
    // solver-only replay of these edits now first drifts after about 1,500 edits instead of 556,
    // with over 250 kept constraints on 13 views, where rows carry noise of 1e-6 and values of 1e9.
    // Run enabled in a debug build (seed 16) it now passes edit 799 and every check up to edit
    // 2,000 at least, but the rebuilds grow with the kept constraints: none by edit 500, 11 by
    // edit 1,250 (209 kept), 137 by 1,750 (258 kept), 528 by 2,000 (311 kept), more than one per
    // edit, and the 250 edits before 2,000 took three and a half minutes. What triggers them
    // (a pivot under 1e-6 or a failed check) in a system that overconstrained is the next thing
    // to find out; a rebuild that itself meets rounding should not be followed by another at once.
    @Test(.disabled("past 1,500 edits the solver rebuilds its tableau on nearly every edit; see above"))
    func tenThousandRandomEditsKeepRequiredConstraints() throws {
        LayoutDiagnostics.sink = { _ in }
        defer { LayoutDiagnostics.sink = nil }
        var random = SeededGenerator(seed: 16)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var views = [root]
        for index in 0..<12 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            views[index / 3].addSubview(view)
            views.append(view)
        }
        var removed: [WeakBox] = []
        let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .width]
        let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .height]
        var constraints: [NSLayoutConstraint] = []
        for edit in 0..<10_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let first = views.randomElement(using: &random)!
                let second = views.randomElement(using: &random)!
                let attributes = Bool.random(using: &random) ? horizontal : vertical
                let attribute = attributes.randomElement(using: &random)!
                let other =
                    attribute.isSize ? attribute : attributes.filter { !$0.isSize }.randomElement(using: &random)!
                let constraint = NSLayoutConstraint(
                    item: first, attribute: attribute,
                    relatedBy: [NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                        using: &random)!,
                    toItem: second, attribute: other,
                    multiplier: [CGFloat(1), 1, 0.5, 2].randomElement(using: &random)!,
                    constant: CGFloat(Int.random(in: -50...50, using: &random)))
                if Bool.random(using: &random) {
                    constraint.priority = UILayoutPriority(Float(Int.random(in: 1...999, using: &random)))
                }
                constraint.isActive = true
                constraints.append(constraint)
            case 4..<6 where !constraints.isEmpty:
                let index = Int.random(in: 0..<constraints.count, using: &random)
                let constraint = constraints.remove(at: index)
                constraint.isActive = false
                removed.append(WeakBox(constraint))
            case 6..<8 where !constraints.isEmpty:
                constraints.randomElement(using: &random)!.constant = CGFloat(Int.random(in: -80...80, using: &random))
            case 8 where !constraints.isEmpty:
                let constraint = constraints.randomElement(using: &random)!
                if constraint.priority != .required {
                    constraint.priority = UILayoutPriority(Float(Int.random(in: 1...999, using: &random)))
                }
            default:
                root.frame.size = CGSize(
                    width: CGFloat(Int.random(in: 100...800, using: &random)),
                    height: CGFloat(Int.random(in: 100...800, using: &random)))
            }
            root.layoutIfNeeded()
            let engine = try #require(root.layoutState?.engine)
            let problem = Self.encodingProblem(engine.solver)
            try #require(problem == nil, "edit \(edit): \(problem ?? "")")
            try checkRequiredConstraints(root, after: edit)
        }
        #expect(removed.count > 1_000)
        // Nothing the engine keeps holds on to what the app let go of.
        #expect(removed.allSatisfy { $0.object == nil }, "a deactivated constraint is still alive")
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        let children = views.dropFirst().map(WeakBox.init)
        for view in views.dropFirst() where view.superview === root { view.removeFromSuperview() }
        views.removeAll()
        root.layoutIfNeeded()
        #expect(children.allSatisfy { $0.object == nil }, "a removed view is still alive")
    }

    /// Whether the tableau still states every constraint the solver lists: its equation, with the
    /// marker and error symbols, expanded over the parametric symbols must vanish. A broken
    /// encoding shows here at the edit that broke it, before any value is off.
    static func encodingProblem(_ solver: ConstraintSolver) -> String? {
        let tableau = solver.tableau
        for (_, (constraint, tag)) in solver.tags {
            var row = SolverRow(constant: constraint.expression.constant)
            func add(_ symbol: Int32, _ coefficient: Double) {
                if let basicRow = tableau.row(of: symbol) {
                    row.add(basicRow, times: coefficient)
                } else {
                    row.add(symbol, coefficient)
                }
            }
            for term in constraint.expression.terms { add(term.variable.id, term.coefficient) }
            add(tag.marker, tag.markerCoefficient)
            if tag.other >= 0 { add(tag.other, -tag.markerCoefficient) }
            if row.coefficients.contains(where: { abs($0) > 1e-3 }) || abs(row.constant) > 1e-3 {
                let terms = zip(row.symbols, row.coefficients).map { "\($1)·s\($0)" }
                return "\(constraint) leaves \(row.constant) + \(terms)"
            }
        }
        return nil
    }

    /// Every required constraint in the solver holds in the solved values (within rounding).
    private func checkRequiredConstraints(_ root: UIView, after edit: Int) throws {
        let engine = try #require(root.layoutState?.engine)
        for entry in engine.entries.values {
            guard let solverConstraint = entry.solverConstraint, solverConstraint.strength.isRequired else { continue }
            let value = solverConstraint.expression.terms.reduce(solverConstraint.expression.constant) {
                $0 + $1.coefficient * engine.solver.value(of: $1.variable)
            }
            // Sub-pixel: what floating point leaves after thousands of pivots.
            let tolerance = 1e-3
            let holds: Bool
            switch solverConstraint.relation {
            case .equal: holds = abs(value) <= tolerance
            case .lessThanOrEqual: holds = value <= tolerance
            case .greaterThanOrEqual: holds = value >= -tolerance
            }
            try #require(holds, "edit \(edit): \(solverConstraint) is off by \(value)")
        }
    }
}

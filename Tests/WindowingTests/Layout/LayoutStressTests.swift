import Foundation
import Testing

@_spi(LayoutSolver) @testable import Windowing

/// 10,000 random constraint edits on one hierarchy: activations, deactivations, constant and
/// priority changes, resizes. Nothing crashes, and after every layout each required constraint
/// the engine kept (not broken) holds in the frames.
@MainActor
struct LayoutStressTests {
    /// A deterministic generator, so a failure replays.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    // Known failure, to be narrowed down: no crash, but after runs of constant and priority changes,
    // required constraints the engine keeps stop holding.
    @Test(.disabled("required constraints stop holding after some edits; see the comment above"))
    func tenThousandRandomEditsKeepRequiredConstraints() throws {
        LayoutDiagnostics.sink = { _ in }
        defer { LayoutDiagnostics.sink = nil }
        var random = Generator(state: 16)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var views = [root]
        for index in 0..<12 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            views[index / 3].addSubview(view)
            views.append(view)
        }
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
                constraints.remove(at: index).isActive = false
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
            if edit % 50 == 49 {
                root.layoutIfNeeded()
                try checkRequiredConstraints(root)
            }
        }
    }

    /// Every required constraint in the solver holds in the solved values (within rounding).
    private func checkRequiredConstraints(_ root: UIView) throws {
        let engine = try #require(root.layoutState?.engine)
        for entry in engine.entries.values {
            guard let solverConstraint = entry.solverConstraint, solverConstraint.strength.isRequired else { continue }
            let value = solverConstraint.expression.terms.reduce(solverConstraint.expression.constant) {
                $0 + $1.coefficient * engine.solver.value(of: $1.variable)
            }
            // Sub-pixel: what floating point leaves after thousands of pivots.
            let tolerance = 1e-3
            switch solverConstraint.relation {
            case .equal: #expect(abs(value) <= tolerance, "\(entry.constraint.map { "\($0)" } ?? "")")
            case .lessThanOrEqual: #expect(value <= tolerance)
            case .greaterThanOrEqual: #expect(value >= -tolerance)
            }
        }
    }
}

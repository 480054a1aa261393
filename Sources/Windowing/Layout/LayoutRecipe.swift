import Foundation

/// A constraint as the engine states it, over items rather than solver variables:
/// `Σ coefficient × item.kind + constant  relation  0` at a strength. Stating it over items lets the
/// same constraint be put in the window's solver or in a scratch one (fitting sizes, finding
/// which constraints conflict).
@MainActor
struct LayoutRecipe {
    /// The four unknowns of every view and guide, in the root's coordinates.
    enum Kind: Int {
        case minX = 0
        case minY, width, height
    }

    /// A term holds its item weakly: the engine's own references must not keep views alive.
    /// Not isolated, for the reason `LayoutItemReference` gives.
    struct Term {
        let reference: LayoutItemReference
        let kind: Kind
        let coefficient: Double

        var item: AnyObject? { reference.object }

        @MainActor
        init(item: AnyObject?, kind: Kind, coefficient: Double) {
            self.init(reference: LayoutItemReference(item), kind: kind, coefficient: coefficient)
        }

        init(reference: LayoutItemReference, kind: Kind, coefficient: Double) {
            self.reference = reference
            self.kind = kind
            self.coefficient = coefficient
        }
    }

    var terms: [Term]
    var constant: Double
    var relation: SolverRelation
    var strength: SolverStrength

    init(terms: [Term], constant: Double, relation: SolverRelation, strength: SolverStrength) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }

    /// `first.attr1 relation multiplier × second.attr2 + constant`, moved to one side; nil when an
    /// item is gone.
    init?(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem else { return nil }
        let second = constraint.secondItem
        // Only a scroll view's edges can mean its content area: the box says which items are
        // scroll views, where a dynamic cast of each item cost more than the rest of this check.
        let firstArea =
            constraint.firstReference.isScrollView
            ? Self.contentAreaItem(first, constraint.firstAttribute, relatedTo: second) : nil
        // Both sides' terms go straight into one array: an array per side and a third for their
        // sum were three allocations for each of the thousands of constraints of a first layout.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        guard
            let lhsConstant = Self.appendAttribute(
                firstArea ?? first, constraint.firstAttribute,
                reference: firstArea == nil ? constraint.firstReference : nil, times: 1, to: &terms)
        else {
            return nil
        }
        var constant = lhsConstant - Double(constraint.constant)
        if let second {
            let secondArea =
                constraint.secondReference.isScrollView
                ? Self.contentAreaItem(second, constraint.secondAttribute, relatedTo: first) : nil
            let multiplier = Double(constraint.multiplier)
            guard
                let rhsConstant = Self.appendAttribute(
                    secondArea ?? second, constraint.secondAttribute,
                    reference: secondArea == nil ? constraint.secondReference : nil, times: -multiplier, to: &terms)
            else { return nil }
            constant -= rhsConstant * multiplier
            // UIKit measures both positions in the coordinates of the items' closest common
            // ancestor, so a multiplier scales distances from that view's corner: `a = m × b + c`
            // there is `a - m × b + (m - 1) × corner - c = 0` over the root's coordinates, which
            // the terms hold. With a multiplier of 1 the corner cancels out.
            if multiplier != 1, !constraint.firstAttribute.isSize, let axis = constraint.firstAttribute.axis,
                let ancestor = constraint.closestCommonAncestor()
            {
                terms.append(
                    Term(item: ancestor, kind: axis == .horizontal ? .minX : .minY, coefficient: multiplier - 1))
            }
        }
        let relation: SolverRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        self.init(
            terms: terms, constant: constant, relation: relation,
            strength: SolverStrength(priority: constraint.priority.rawValue))
    }

    /// The constraint over the variables `variable` gives each item (a scratch solver's); a term
    /// whose item is gone is left out.
    func solverConstraint(_ variable: (AnyObject, Kind) -> SolverVariable) -> SolverConstraint {
        makeSolverConstraint { term in
            guard let item = term.item else { return nil }
            return variable(item, term.kind)
        }
    }

    /// The constraint over `engine`'s variables, registering items on first use. An item's
    /// variables come from its box when `engine` registered it (what `LayoutEngine.registration(of:)`
    /// finds first), without the dynamic cast, the hashing and the retains of that look-up: the
    /// engine adds about 4,000 constraints in a first layout of 1,000 views.
    func solverConstraint(registeringIn engine: LayoutEngine) -> SolverConstraint {
        let stamp = engine.stamp
        return makeSolverConstraint { term in
            if let box = term.reference.box, box.registeredStamp == stamp, box.object != nil {
                return SolverVariable(id: box.registeredVariables[term.kind.rawValue])
            }
            guard let item = term.item else { return nil }
            return engine.variable(item, term.kind)
        }
    }

    /// The one loop of both: a loop rather than `map`, since a closure made on the main actor and
    /// passed to the standard library checks its executor on every call.
    @inline(__always)
    private func makeSolverConstraint(variableOf variable: (Term) -> SolverVariable?) -> SolverConstraint {
        var solverTerms: [SolverExpression.Term] = []
        solverTerms.reserveCapacity(terms.count)
        for term in terms {
            guard let found = variable(term) else { continue }
            solverTerms.append(SolverExpression.Term(found, term.coefficient))
        }
        let expression = SolverExpression(solverTerms, constant: constant)
        return SolverConstraint(expression, relation, strength: strength)
    }

    /// An attribute of a view or guide as terms over its unknowns and a constant.
    /// `reference`, when given, is a reference to `item` (the constraint's own), so that the terms
    /// need not look the item's box up again.
    static func attribute(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, reference: LayoutItemReference? = nil
    ) -> (terms: [Term], constant: Double)? {
        var terms: [Term] = []
        guard let constant = appendAttribute(item, attribute, reference: reference, times: 1, to: &terms) else {
            return nil
        }
        return (terms, constant)
    }

    /// `attribute(_:_:reference:)` with each term's coefficient multiplied by `factor` and appended
    /// to `terms`; returns the attribute's constant (unmultiplied), or nil for an attribute that
    /// has no terms.
    static func appendAttribute(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, reference: LayoutItemReference?,
        times factor: Double, to terms: inout [Term]
    ) -> Double? {
        // The attribute first: only margins and baselines need to know whether the item is a view,
        // and a cast of each item cost more than the rest.
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            if let view = item as? UIView {
                return appendAttribute(
                    view.layoutMarginsGuide, attribute.withoutMargin, reference: nil, times: factor, to: &terms)
            }
        case .firstBaseline, .lastBaseline:
            if let view = item as? UIView {
                let (baselineTerms, constant) = baseline(of: view, first: attribute == .firstBaseline)
                for term in baselineTerms {
                    terms.append(
                        Term(reference: term.reference, kind: term.kind, coefficient: term.coefficient * factor))
                }
                return constant
            }
        default: break
        }
        let itemReference = reference ?? LayoutItemReference(item)
        func append(_ kind: Kind, _ coefficient: Double = 1) {
            terms.append(Term(reference: itemReference, kind: kind, coefficient: coefficient * factor))
        }
        switch attribute {
        case .left, .leading: append(.minX)
        case .right, .trailing:
            append(.minX)
            append(.width)
        case .centerX:
            append(.minX)
            append(.width, 0.5)
        case .width: append(.width)
        case .top: append(.minY)
        case .bottom, .firstBaseline, .lastBaseline:
            append(.minY)
            append(.height)
        case .centerY:
            append(.minY)
            append(.height, 0.5)
        case .height: append(.height)
        default: return nil
        }
        return 0
    }

    /// A label's (or a button title's) baselines, from its text centred vertically in its bounds;
    /// other views' baselines are their bottom edge, as in UIKit.
    private static func baseline(of view: UIView, first: Bool) -> (terms: [Term], constant: Double) {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let label = target as? UILabel ?? (target as? UIButton)?.storedTitleLabel
        guard target === view || target.isDescendant(of: view) else {
            return (
                [Term(item: view, kind: .minY, coefficient: 1), Term(item: view, kind: .height, coefficient: 1)], 0
            )
        }
        guard let label, let font = label.font else {
            return (
                [Term(item: target, kind: .minY, coefficient: 1), Term(item: target, kind: .height, coefficient: 1)], 0
            )
        }
        let textHeight = Double(label.intrinsicContentSize.height)
        let offset =
            first
            ? Double(font.ascender) - textHeight / 2
            : textHeight / 2 + Double(font.descender)
        return (
            [Term(item: target, kind: .minY, coefficient: 1), Term(item: target, kind: .height, coefficient: 0.5)],
            offset
        )
    }
}

extension NSLayoutConstraint.Attribute {
    /// The edge or centre a margin attribute is measured on, in the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

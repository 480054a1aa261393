import Foundation

// A loaded view's Auto Layout records, applied once its subtree exists: the flags and priorities
// Xcode writes on it, a stack view's arrangement and arranged subviews, then its constraints,
// which only name views of its subtree and the layout guides they own (IBCompiler+ConstraintItems.swift).
extension IBInstantiation {
    mutating func installLayout(_ spec: IBViewSpec, on view: UIView) {
        let layout = spec.layout
        view.translatesAutoresizingMaskIntoConstraints = layout.translatesAutoresizingMaskIntoConstraints
        if let value = layout.horizontalHugging {
            view.setContentHuggingPriority(UILayoutPriority(value), for: .horizontal)
        }
        if let value = layout.verticalHugging {
            view.setContentHuggingPriority(UILayoutPriority(value), for: .vertical)
        }
        if let value = layout.horizontalCompressionResistance {
            view.setContentCompressionResistancePriority(UILayoutPriority(value), for: .horizontal)
        }
        if let value = layout.verticalCompressionResistance {
            view.setContentCompressionResistancePriority(UILayoutPriority(value), for: .vertical)
        }
        if let margins = layout.layoutMargins {
            if margins.isDirectional {
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
            } else {
                view.layoutMargins = UIEdgeInsets(
                    top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
            }
        }
        if let preserves = layout.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = layout.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
        if let stack = layout.stack, let stackView = view as? UIStackView {
            Self.arrange(stackView, stack)
        }
        for (id, kind) in layout.guides {
            switch kind {
            case .layoutMargins: objects[id] = view.layoutMarginsGuide
            // The element is a scroll view's, so its class is one (a customClass must subclass it).
            case .contentLayoutGuide: objects[id] = (view as? UIScrollView)?.contentLayoutGuide
            case .frameLayoutGuide: objects[id] = (view as? UIScrollView)?.frameLayoutGuide
            default: objects[id] = safeArea(of: view, spec)
            }
        }
        var made: [NSLayoutConstraint] = []
        for constraint in layout.constraints {
            guard let first = item(constraint.firstItem, constraint.firstAttribute, in: spec, root: view) else {
                continue
            }
            var second: (AnyObject, NSLayoutConstraint.Attribute)?
            if let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
                guard let found = item(secondID, secondAttribute, in: spec, root: view) else { continue }
                second = found
            }
            let made1 = NSLayoutConstraint(
                item: first.0, attribute: first.1, relatedBy: Self.relation(constraint.relation), toItem: second?.0,
                attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(constraint.multiplier),
                constant: CGFloat(constraint.constant))
            made1.priority = UILayoutPriority(constraint.priority)
            made1.identifier = constraint.identifier
            if let id = constraint.id { keep(made1, as: id) }
            made.append(made1)
        }
        NSLayoutConstraint.activate(made)
    }

    /// The view's safe-area guide, or for the root view of a design-size check
    /// (`StoryboardLayoutCheck`), a guide inset as the designed-for device's safe area.
    private mutating func safeArea(of view: UIView, _ spec: IBViewSpec) -> AnyObject {
        guard let (rootID, insets) = designSafeArea, rootID == spec.id else { return view.safeAreaLayoutGuide }
        if let guide = designSafeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "Design safe area"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top),
            guide.leftAnchor.constraint(equalTo: view.leftAnchor, constant: insets.left),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: insets.bottom),
            view.rightAnchor.constraint(equalTo: guide.rightAnchor, constant: insets.right),
        ])
        designSafeAreaGuide = guide
        return guide
    }

    /// The object and attribute a constraint's item stands for. A view controller's top layout guide
    /// is the strip above the root view's safe area, so its bottom is the safe area's top; the bottom
    /// layout guide's top is the safe area's bottom.
    private func item(_ id: String, _ attribute: IBLayoutAttribute, in spec: IBViewSpec, root: UIView)
        -> (AnyObject, NSLayoutConstraint.Attribute)?
    {
        let mapped = Self.attribute(attribute)
        switch spec.layout.guides[id] {
        case .topLayoutGuide?:
            return attribute == .bottom ? (objects[id] ?? root.safeAreaLayoutGuide, .top) : (root, mapped)
        case .bottomLayoutGuide?:
            return attribute == .top ? (objects[id] ?? root.safeAreaLayoutGuide, .bottom) : (root, mapped)
        default:
            guard let object = objects[id] else { return nil }
            return (object, mapped)
        }
    }

    private static func arrange(_ stackView: UIStackView, _ stack: IBStackSpec) {
        stackView.axis = stack.axis == .vertical ? .vertical : .horizontal
        stackView.distribution =
            switch stack.distribution {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
        stackView.alignment =
            switch stack.alignment {
            case "top", "leading": .leading
            case "bottom", "trailing": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline": .lastBaseline
            default: .fill
            }
        stackView.spacing = stack.spacing
        stackView.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
        stackView.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        for subview in stackView.subviews { stackView.addArrangedSubview(subview) }
    }

    private static func relation(_ relation: IBLayoutRelation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    private static func attribute(_ attribute: IBLayoutAttribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}

import Foundation

/// The constraints and spacer guides one arrangement made; replaced whole when it changes.
struct StackArrangement {
    var isValid = false
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
}

// The arrangement as constraints, following the ones UIKit's stack view makes (their identifiers
// show in its unsatisfiable-constraint reports): the first and last visible views meet the canvas
// (the bounds, or the layout margins) along the axis, adjacent views are `spacing` apart, the
// distribution relates their lengths or the gaps between them, and the alignment places each
// across the axis. Hugging and compression resistance, and the views' own constraints, decide the
// rest in the same engine.
extension UIStackView {
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        arrangement = StackArrangement(isValid: true)
        // The rectangle views are arranged in: the stack's bounds, or its layout margins.
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossLeading: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrailing: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var made: [NSLayoutConstraint] = []
        func add(
            _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?,
            _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                first, firstAttribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
                multiplier, constant)
            // Stored directly: the constraint is new and inactive, and the priorities here are
            // valid, so the setter's checks and its engine notice would do nothing.
            constraint.storedPriority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }

        // A loop, not `filter`: a closure made on the main actor checks its executor on every call.
        let arranged = arrangedSubviews
        var visible: [UIView] = []
        var hidden: [UIView] = []
        visible.reserveCapacity(arranged.count)
        for view in arranged {
            if view.isHidden { hidden.append(view) } else { visible.append(view) }
        }
        made.reserveCapacity(4 * arranged.count + 2)
        // Where the equal lengths of `.fillEqually` are in `made`: they are activated first.
        var equalLengths = 0..<0
        for view in hidden {
            add("UISV-hiding", view, length, .equal, nil)
            add("UISV-hiding", view, leading, .equal, canvas, leading, priority: UILayoutPriority(25))
        }
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            let baselines = isBaselineRelativeArrangement && !horizontal
            add("UISV-canvas-connection", first, leading, .equal, canvas, leading)
            add("UISV-canvas-connection", canvas, trailing, .equal, last, trailing)
            let spacingRelation: NSLayoutConstraint.Relation =
                distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = spacing(after: previous)
                if baselines {
                    add("UISV-spacing", next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: gap)
                } else {
                    add("UISV-spacing", next, leading, spacingRelation, previous, trailing, constant: gap)
                }
            }
            switch distribution {
            case .fill:
                break
            case .fillEqually:
                let start = made.count
                for view in visible.dropFirst() { add("UISV-fill-equally", view, length, .equal, first, length) }
                equalLengths = start..<made.count
            case .fillProportionally:
                let sizes = visible.map { proportionalLength(of: $0) }
                let total = sizes.reduce(0, +)
                let spaces = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
                if total > 0 {
                    for (view, size) in zip(visible, sizes) {
                        let share = size / total
                        add(
                            "UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share,
                            constant: -spaces * share, priority: UILayoutPriority(999))
                    }
                }
            case .equalSpacing, .equalCentering:
                var spacers: [UILayoutGuide] = []
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    let guide = UILayoutGuide()
                    guide.identifier = "UISV-distributing"
                    addLayoutGuide(guide)
                    arrangement.guides.append(guide)
                    let edges = distribution == .equalSpacing ? (trailing, leading) : (center, center)
                    add("UISV-distributing-edge", guide, leading, .equal, previous, edges.0)
                    add("UISV-distributing-edge", guide, trailing, .equal, next, edges.1)
                    if let firstSpacer = spacers.first {
                        add(
                            distribution == .equalSpacing ? "UISV-fill-equally" : "UISV-fill-equally-centering",
                            guide, length, .equal, firstSpacer, length,
                            priority: distribution == .equalSpacing ? .required : UILayoutPriority(999))
                    }
                    spacers.append(guide)
                }
            }
        }
        // Across the axis. The alignment is read once: each read of an open property is a
        // dynamic call with an exclusivity check, and this loop ran it for every view.
        let crossAlignment = effectiveAlignment
        for view in arrangedSubviews {
            switch crossAlignment {
            case .fill:
                add("UISV-alignment", view, crossLeading, .equal, canvas, crossLeading)
                add("UISV-alignment", canvas, crossTrailing, .equal, view, crossTrailing)
            case .leading:
                add("UISV-alignment", view, crossLeading, .equal, canvas, crossLeading)
                add("UISV-spanning-boundary", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
            case .trailing:
                add("UISV-alignment", canvas, crossTrailing, .equal, view, crossTrailing)
                add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
            case .center:
                add("UISV-alignment", view, crossCenter, .equal, canvas, crossCenter)
                add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute =
                    crossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference = arrangedSubviews.first, reference !== view {
                    add("UISV-alignment", view, baseline, .equal, reference, baseline)
                }
                add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
                add("UISV-spanning-boundary", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
                // The tallest view reaches the top, as UIKit's spanning guide makes it.
                add(
                    "UISV-alignment-spanner", view, crossLeading, .equal, canvas, crossLeading,
                    priority: UILayoutPriority(25))
            }
            if crossAlignment != .fill {
                // Without a size of its own a view would be ambiguous across the axis; UIKit
                // suppresses that with a constraint weaker than anything an app writes.
                add("UISV-ambiguity-suppression", view, crossLength, .equal, nil, priority: UILayoutPriority(25))
            }
        }
        if crossAlignment != .fill, !arrangedSubviews.isEmpty {
            // The stack hugs its widest (tallest) view across the axis unless something sets it.
            add("UISV-canvas-fit", canvas, crossLength, .equal, nil, priority: UILayoutPriority(49))
        }
        arrangement.constraints = made
        // Equal lengths first: the edges then chain over the first view's length alone, which the
        // last edge fixes in one substitution; in creation order each equal length substitutes
        // into the rows of the views before it (a fifth of the solver's work for nested stacks).
        // The lengths along the axis are fully determined either way, so the layout is the same.
        let activationOrder =
            equalLengths.isEmpty
            ? made : Array(made[equalLengths]) + made[..<equalLengths.lowerBound] + made[equalLengths.upperBound...]
        NSLayoutConstraint.activate(activationOrder, amongSubviewsOf: self)
    }

    /// Baseline alignments apply to horizontal stacks; a vertical stack treats them as `.fill`.
    private var effectiveAlignment: Alignment {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing }
        return custom == Self.spacingUseSystem ? 8 : custom
    }

    /// A view's share for `.fillProportionally`: its intrinsic length, else its current one.
    private func proportionalLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = axis == .horizontal ? intrinsic.width : intrinsic.height
        if value != UIView.noIntrinsicMetric, value > 0 { return value }
        return max(0, axis == .horizontal ? view.bounds.width : view.bounds.height)
    }
}

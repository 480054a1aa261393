import Foundation

// Activation installs a constraint on its items' closest common ancestor and hands it to the
// layout engine of that hierarchy; constant and priority changes reach the engine incrementally.
extension NSLayoutConstraint {
    func activate() {
        guard container == nil, refusal == nil, let first = asLayoutItem(firstItem) else { return }
        guard let ancestor = commonAncestor(first, asLayoutItem(secondItem)) else {
            LayoutDiagnostics.report(
                .noCommonAncestor(
                    first: LayoutDescription.anchor(firstItem, firstAttribute),
                    second: LayoutDescription.anchor(secondItem, secondAttribute)))
            return
        }
        install(on: ancestor)
    }

    /// Installs the constraint on `view`, which holds both items, once its numbers are finite.
    func install(on view: UIView) {
        guard container == nil else { return }
        if let error = nonFiniteError(constant: storedConstant) {
            LayoutDiagnostics.report(error)
            return
        }
        container = view
        view.layoutStateForWriting.installedConstraints.append(self)
        for item in [firstItem, secondItem] {
            asLayoutItem(item)?.layoutHostView?.layoutStateForWriting.referencingCount += 1
        }
        LayoutEngine.constraintWasActivated(self, in: view)
    }

    func deactivate() {
        guard let view = container else { return }
        container = nil
        if let state = view.layoutState, let index = state.installedConstraints.firstIndex(where: { $0 === self }) {
            state.installedConstraints.remove(at: index)
        }
        for item in [firstItem, secondItem] {
            if let state = asLayoutItem(item)?.layoutHostView?.layoutState {
                state.referencingCount = max(0, state.referencingCount - 1)
            }
        }
        LayoutEngine.constraintWasDeactivated(self, in: view)
    }

    /// The view both items are in (a guide counts as its owning view), nearest first.
    private func commonAncestor(_ first: LayoutItem, _ second: LayoutItem?) -> UIView? {
        guard let firstView = first.layoutHostView else { return nil }
        guard let second else { return firstView }
        guard let secondView = second.layoutHostView else { return nil }
        var candidate: UIView? = firstView
        while let view = candidate {
            if secondView.isDescendant(of: view) { return view }
            candidate = view.storedSuperview
        }
        return nil
    }

    func nonFiniteError(constant: CGFloat) -> LayoutConstraintError? {
        // Described only when something is wrong: every activation asks.
        guard !multiplier.isFinite || !constant.isFinite else { return nil }
        let anchors = (
            LayoutDescription.anchor(firstItem, firstAttribute), LayoutDescription.anchor(secondItem, secondAttribute)
        )
        if !multiplier.isFinite {
            return .nonFinite(what: "multiplier", value: multiplier, first: anchors.0, second: anchors.1)
        }
        if !constant.isFinite {
            return .nonFinite(what: "constant", value: constant, first: anchors.0, second: anchors.1)
        }
        return nil
    }

    func setConstant(_ newValue: CGFloat) {
        guard newValue != storedConstant else { return }
        if let error = nonFiniteError(constant: newValue) {
            LayoutDiagnostics.report(error)
            return
        }
        storedConstant = newValue
        LayoutEngine.constantDidChange(of: self)
    }

    func setPriority(_ newValue: UILayoutPriority) {
        guard newValue != storedPriority else { return }
        guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
            LayoutDiagnostics.report(.invalidPriority(newValue.rawValue))
            return
        }
        if isActive, (newValue == .required) != (storedPriority == .required) {
            LayoutDiagnostics.report(.requiredPriorityMutation(new: newValue.rawValue, old: storedPriority.rawValue))
            return
        }
        storedPriority = newValue
        LayoutEngine.priorityDidChange(of: self)
    }
}

import Foundation

// Activation installs a constraint on its items' closest common ancestor and hands it to the
// layout engine of that hierarchy; constant and priority changes reach the engine incrementally.
extension NSLayoutConstraint {
    func activate() {
        guard container == nil, !isRefused, let first = asLayoutItem(firstItem) else { return }
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
        guard installWithoutQueueing(on: view) else { return }
        LayoutEngine.constraintWasActivated(self, in: view)
    }

    /// `install(on:)` without handing the constraint to the engine; returns whether it installed it.
    private func installWithoutQueueing(on view: UIView) -> Bool {
        guard container == nil else { return false }
        if let error = nonFiniteError(constant: storedConstant) {
            LayoutDiagnostics.report(error)
            return false
        }
        container = view
        view.layoutStateForWriting.installedConstraints.append(self)
        Self.hostView(firstReference)?.layoutStateForWriting.referencingCount += 1
        Self.hostView(secondReference)?.layoutStateForWriting.referencingCount += 1
        return true
    }

    /// The view an item belongs to (`LayoutItem.layoutHostView`), found without a cast when the
    /// item is a view: the reference knows, where a cast and the protocol's getter retained and
    /// released the view a few times, for both items of every constraint activated.
    private static func hostView(_ reference: LayoutItemReference) -> UIView? {
        if let view = reference.view { return view }
        return asLayoutItem(reference.object)?.layoutHostView
    }

    /// Activates constraints whose items are all `view`, its layout guides, or its subviews (a
    /// stack view's arrangement), as `activate(_:)` would, with the common ancestor known
    /// (`view`, or the item itself for a constraint without a second item) and the engine asked
    /// for a pass once rather than once a constraint.
    static func activate(_ constraints: [NSLayoutConstraint], amongSubviewsOf view: UIView) {
        var installed: [NSLayoutConstraint] = []
        installed.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard constraint.container == nil, !constraint.isRefused, let first = hostView(constraint.firstReference)
            else { continue }
            let container = constraint.secondItem == nil ? first : view
            if constraint.installWithoutQueueing(on: container) { installed.append(constraint) }
        }
        guard !installed.isEmpty else { return }
        LayoutEngine.constraintsWereActivated(installed, in: view)
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

    /// Its items' closest common ancestor (a guide counts as its owning view), whichever view it
    /// is installed on: `UIView.addConstraint(_:)` may install it higher up.
    func closestCommonAncestor() -> UIView? {
        guard let first = asLayoutItem(firstItem) else { return nil }
        return commonAncestor(first, asLayoutItem(secondItem))
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

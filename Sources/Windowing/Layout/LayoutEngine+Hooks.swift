import Foundation

// Where the rest of the toolkit tells the engine that something changed. Each entry returns at
// once while no engine exists, so apps without constraints pay one comparison.
extension LayoutEngine {
    static func constraintWasActivated(_ constraint: NSLayoutConstraint, in view: UIView) {
        engine(for: view).enqueue(constraint)
    }

    /// Constraints installed in `view`'s hierarchy together: one engine look-up, one request for a pass.
    static func constraintsWereActivated(_ constraints: [NSLayoutConstraint], in view: UIView) {
        let engine = engine(for: view)
        for constraint in constraints { engine.enqueue(constraint, schedulingPass: false) }
        engine.setNeedsSync()
    }

    static func constraintWasDeactivated(_ constraint: NSLayoutConstraint, in view: UIView) {
        if let engine = constraint.engine {
            engine.removeConstraint(constraint)
        } else if let engine = existingEngine(for: view) {
            engine.pending.remove(constraint)
        }
    }

    static func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let engine = constraint.engine, let entry = engine.entries[ObjectIdentifier(constraint)],
            let recipe = LayoutRecipe(constraint)
        else { return }
        engine.changeConstant(of: entry, to: recipe)
    }

    static func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let engine = constraint.engine, let entry = engine.entries[ObjectIdentifier(constraint)],
            let recipe = LayoutRecipe(constraint)
        else { return }
        engine.remove(entry)
        entry.recipe = recipe
        engine.add(entry)
        engine.setNeedsSync()
    }

    /// The engine that registered `view`, and what it keeps for it.
    private static func registration(of view: UIView) -> (LayoutEngine, Registered)? {
        guard liveEngineCount > 0, let engine = view.layoutState?.registrationEngine,
            let registeredView = engine.lookup(view)
        else { return nil }
        return (engine, registeredView)
    }

    static func intrinsicContentSizeDidChange(of view: UIView) {
        guard let found = registration(of: view), view !== found.0.root,
            !view.translatesAutoresizingMaskIntoConstraints
        else { return }
        let (engine, registeredView) = found
        engine.updateContentSizeConstraints(of: view, registeredView)
        engine.setNeedsSync()
    }

    static func contentPrioritiesDidChange(of view: UIView) {
        intrinsicContentSizeDidChange(of: view)
    }

    static func solvedFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
        guard let engine = existingEngine(for: view), let registeredGuide = engine.lookup(guide),
            let owner = engine.lookup(view)
        else { return nil }
        let frame = engine.absoluteFrame(registeredGuide)
        let origin = engine.absoluteFrame(owner).origin
        let boundsOrigin = view.layoutBoundsOrigin
        return frame.offsetBy(dx: boundsOrigin.x - origin.x, dy: boundsOrigin.y - origin.y)
    }

    static func guideWillBeRemoved(_ guide: UILayoutGuide, from view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        for constraint in engine.root.installedConstraintsOfSubtree()
        where constraint.firstItem === guide || constraint.secondItem === guide {
            constraint.deactivate()
        }
        engine.needsRebuild = true
        engine.setNeedsSync()
    }

    static func translatesAutoresizingMaskDidChange(of view: UIView) {
        guard let engine = registration(of: view)?.0 else { return }
        engine.needsRebuild = true
        engine.setNeedsSync()
    }

    static func constraintsNeedUpdate(in view: UIView) {
        let engine = engine(for: view)
        engine.needsConstraintPass = true
        engine.setNeedsSync()
    }

    static func layoutMarginsDidChange(of view: UIView) {
        guard let engine = existingEngine(for: view), let guide = view.layoutState?.marginsGuide else { return }
        engine.guideInsetsDidChange(guide)
    }

    /// A frame set by the app (or by autoresizing) on a view the engine lays out: the root's size
    /// moves the edit variables; a translated view's new frame becomes its constraints at the next
    /// pass; any other view gets its solved frame back at the next layout, as in UIKit.
    static func frameDidChange(of view: UIView) {
        guard !isApplyingFrames, let engine = registration(of: view)?.0 else { return }
        if view !== engine.root, view.translatesAutoresizingMaskIntoConstraints {
            engine.externallyMoved.append(view)
        }
        engine.framesNeedFullCheck = true
        engine.setNeedsSync()
    }

    // MARK: - The hierarchy

    /// Before `view` leaves its superview: constraints installed above it that name views inside
    /// it are deactivated (UIKit does the same), and the old hierarchy's engine starts again.
    static func subviewWillBeRemoved(_ view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        for constraint in engine.root.installedConstraintsOfSubtree() {
            guard let container = constraint.container, !container.isDescendant(of: view) else { continue }
            let items = [constraint.firstItem, constraint.secondItem].compactMap { asLayoutItem($0)?.layoutHostView }
            if items.contains(where: { $0.isDescendant(of: view) }) { constraint.deactivate() }
        }
        engine.needsRebuild = true
        engine.setNeedsSync()
    }

    /// After `view` joined or left a hierarchy: its constraints go to the engine of its new root.
    static func subviewDidMove(_ view: UIView) {
        if let old = view.layoutState?.engine, view.storedSuperview != nil {
            old.discard()
            view.layoutState?.engine = nil
        }
        let constraints = view.installedConstraintsOfSubtree()
        let needsUpdate = view.subtreeNeedsConstraintUpdate()
        guard !constraints.isEmpty || needsUpdate else { return }
        let engine = engine(for: view)
        for constraint in constraints { engine.enqueue(constraint) }
        if needsUpdate { engine.needsConstraintPass = true }
        engine.setNeedsSync()
    }

    /// Runs the engine's pass before a layout walk from `view`.
    static func prepareLayout(from view: UIView) {
        existingEngine(for: view)?.sync()
    }
}

extension UIView {
    func subtreeNeedsConstraintUpdate() -> Bool {
        if layoutState?.needsUpdateConstraints == true
            && (layoutState?.installedConstraints.isEmpty == false || type(of: self).requiresConstraintBasedLayout)
        {
            return true
        }
        return storedSubviews.contains { $0.subtreeNeedsConstraintUpdate() }
    }
}

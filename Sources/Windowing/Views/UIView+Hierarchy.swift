import Foundation

// Subview array semantics (behaviour 7.14–7.20) and the order of the hierarchy hooks (7.21–7.24).
extension UIView {
    func insertSubviewChecked(_ view: UIView, at requestedIndex: Int, api: String) {
        precondition(view !== self, "UIView.\(api): a view cannot be its own subview")
        precondition(
            !isDescendant(of: view),
            "UIView.\(api): \(Trace.className(of: view)) is an ancestor of the receiver; the hierarchy would be cyclic")
        if view.storedSuperview === self {
            // Already ours: only the position changes; no hooks, as in UIKit.
            guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            let layerOrder = hostedLayerOrder
            storedSubviews.remove(at: current)
            storedSubviews.insert(
                view, at: min(current < requestedIndex ? requestedIndex - 1 : requestedIndex, storedSubviews.count))
            if let layerOrder { restackHostedLayers(layerOrder, placing: view, directlyAbove: api.contains("above")) }
            view.invalidateVisual()
            UIApplication.inspectorGraphMayHaveChanged()
            return
        }
        let newWindow = self is UIWindow ? self as? UIWindow : storedWindow
        let windowChanges = view.storedWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        if let oldSuperview = view.storedSuperview {
            if LayoutEngine.liveEngineCount > 0 { LayoutEngine.subviewWillBeRemoved(view) }
            oldSuperview.willRemoveSubview(view)
            view.invalidateVisual()
            oldSuperview.unlinkSubview(view)
            oldSuperview.markNeedsLayout()
        }
        let layerOrder = hostedLayerOrder
        storedSubviews.insert(view, at: min(requestedIndex, storedSubviews.count))
        view.storedSuperview = self
        if let layerOrder { restackHostedLayers(layerOrder, placing: view, directlyAbove: api.contains("above")) }
        if LayoutEngine.liveEngineCount > 0 || view.layoutState != nil || type(of: view).requiresConstraintBasedLayout {
            LayoutEngine.subviewDidMove(view)
        }
        if windowChanges { view.propagateWindow(newWindow) }
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanges { view.propagateDidMoveToWindow() }
        // Behaviour 7.28: adding schedules layout of both the receiver and the added view.
        view.markNeedsLayout()
        markNeedsLayout()
        view.invalidateVisual()
        UIApplication.inspectorGraphMayHaveChanged()
    }

    func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        let windowChanges = storedWindow != nil
        if LayoutEngine.liveEngineCount > 0 { LayoutEngine.subviewWillBeRemoved(self) }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanges { propagateWillMove(toWindow: nil) }
        invalidateVisual()
        superview.unlinkSubview(self)
        if LayoutEngine.liveEngineCount > 0 { LayoutEngine.subviewDidMove(self) }
        if windowChanges {
            propagateWindow(nil)
            propagateDidMoveToWindow()
        }
        didMoveToSuperview()
        superview.markNeedsLayout()
        UIApplication.inspectorGraphMayHaveChanged()
    }

    private func unlinkSubview(_ view: UIView) {
        let layerOrder = hostedLayerOrder
        if let index = storedSubviews.firstIndex(where: { $0 === view }) { storedSubviews.remove(at: index) }
        view.storedSuperview = nil
        // The layers above the view's now lie just below the next subview's.
        if let layerOrder { storedLayer?.restack(layerOrder.filter { !$0.holds(view) }) }
    }

    func exchangeSubviews(_ first: Int, _ second: Int) {
        precondition(
            storedSubviews.indices.contains(first) && storedSubviews.indices.contains(second),
            "UIView.exchangeSubview(at:withSubviewAt:): index out of the \(storedSubviews.count) subviews")
        if var layerOrder = hostedLayerOrder,
            let i = layerOrder.firstIndex(where: { $0.holds(storedSubviews[first]) }),
            let j = layerOrder.firstIndex(where: { $0.holds(storedSubviews[second]) })
        {
            layerOrder.swapAt(i, j)
            storedLayer?.restack(layerOrder)
        }
        storedSubviews.swapAt(first, second)
        storedSubviews[first].invalidateVisual()
        storedSubviews[second].invalidateVisual()
        UIApplication.inspectorGraphMayHaveChanged()
    }

    func moveSubview(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        let layerOrder = hostedLayerOrder
        storedSubviews.remove(at: index)
        if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
        if let layerOrder { restackHostedLayers(layerOrder, placing: view) }
        view.invalidateVisual()
        UIApplication.inspectorGraphMayHaveChanged()
    }

    // MARK: - Window changes, propagated to the whole subtree

    func propagateWillMove(toWindow window: UIWindow?) {
        if storedWindow != nil, window !== storedWindow { UIApplication.current?.viewWillLeaveWindow(self) }
        owningViewController?.rootViewWillMove(toWindow: window)
        willMove(toWindow: window)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: window) }
    }

    func propagateWindow(_ window: UIWindow?) {
        if !(self is UIWindow) { storedWindow = window }
        for subview in storedSubviews { subview.propagateWindow(window) }
    }

    func propagateDidMoveToWindow() {
        if storedWindow != nil {
            // A view entering a window shows its current state there: lay out and draw it.
            needsLayout = true
            markAncestorsSubtreeNeedsLayout()
        }
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }

    // MARK: - Visibility

    func setHidden(_ hidden: Bool) {
        guard hidden != storedHidden else { return }
        invalidateVisual()
        storedHidden = hidden
        hiddenDidChange()
        (storedSuperview as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
        UIApplication.inspectorGraphMayHaveChanged()
    }

    func setAlpha(_ alpha: CGFloat) {
        let clamped = min(1, max(0, alpha))
        guard clamped != storedAlpha else { return }
        AnimationTransaction.willChange(self, .alpha)
        storedAlpha = clamped
        invalidateVisual()
    }

    /// The nearest ancestor of type `T` (a control inside a cell finding its cell, a cell its
    /// collection view); nil if there is none.
    func enclosingView<T: UIView>(of type: T.Type) -> T? {
        var ancestor = storedSuperview
        while let view = ancestor {
            if let found = view as? T { return found }
            ancestor = view.storedSuperview
        }
        return nil
    }
}

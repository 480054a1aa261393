// The deferred layout cycle (behaviour 7.25–7.28, 6.11–6.12): `setNeedsLayout()` marks the view and
// flags the path to the window, and the window's commit, once per run-loop turn, walks only the
// flagged paths top-down, so a parent's layout is final before its subviews lay out.
extension UIView {
    func markNeedsLayout() {
        needsLayout = true
        markAncestorsSubtreeNeedsLayout()
        hostWindow?.scheduleCommit()
    }

    func markAncestorsSubtreeNeedsLayout() {
        var ancestor = storedSuperview
        while let view = ancestor, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            ancestor = view.storedSuperview
        }
    }

    /// The window this view is in, or the view itself when it is a window.
    var hostWindow: UIWindow? { storedWindow ?? (self as? UIWindow) }

    /// Passes one layout may take: laying out can mark views again (a table sizes a cell to its
    /// measured height, which moves the cell's constrained content), and what is drawn must be
    /// settled, as in UIKit, where a view marked during layout is laid out before the frame.
    static let layoutPassLimit = 4

    func layoutSubtreeIfNeeded() {
        for _ in 0..<Self.layoutPassLimit {
            // Auto Layout's pass (update constraints, solve) comes first, and marks what moved.
            if LayoutEngine.liveEngineCount > 0 { LayoutEngine.prepareLayout(from: self) }
            layOutMarkedSubtree()
            guard needsLayout || subtreeNeedsLayout else { return }
        }
    }

    private func layOutMarkedSubtree() {
        if needsLayout {
            needsLayout = false
            performLayout()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for subview in storedSubviews where subview.needsLayout || subview.subtreeNeedsLayout {
            subview.layOutMarkedSubtree()
        }
    }

    /// The view controller's hooks around the root view's `layoutSubviews()` (behaviour 6.12).
    private func performLayout() {
        let controller = owningViewController
        if let controller {
            Trace.call(controller, "viewWillLayoutSubviews()") { controller.viewWillLayoutSubviews() }
        }
        Trace.call(self, "layoutSubviews()") { layoutSubviews() }
        if let controller {
            Trace.call(controller, "viewDidLayoutSubviews()") { controller.viewDidLayoutSubviews() }
        }
    }
}

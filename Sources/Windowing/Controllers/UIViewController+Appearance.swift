// The appearance callbacks, each exactly once per appearance and in UIKit's order (behaviour 6.9,
// 6.10, 6.13, 6.16): viewWillAppear → (view enters the window) → viewIsAppearing → layout and
// drawing → viewDidAppear. Children whose views are in the parent's hierarchy follow the parent.
// `animated` is true only when an animated push, pop, presentation or dismissal moves the view in or
// out; the will callback keeps it for the did ones of the same appearance or disappearance.
extension UIViewController {
    func beginAppearance(animated: Bool = false) {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        appearanceInstalled = false
        appearanceIsAnimated = animated
        Trace.call(self, "viewWillAppear(_:)") { viewWillAppear(animated) }
        forEachVisibleChild { $0.beginAppearance(animated: animated) }
    }

    func appearanceDidInstall() {
        guard appearanceState == .appearing, !appearanceInstalled else { return }
        appearanceInstalled = true
        Trace.call(self, "viewIsAppearing(_:)") { viewIsAppearing(appearanceIsAnimated) }
        forEachVisibleChild { $0.appearanceDidInstall() }
    }

    func endAppearance() {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        Trace.call(self, "viewDidAppear(_:)") { viewDidAppear(appearanceIsAnimated) }
        forEachVisibleChild { $0.endAppearance() }
        runAppearanceCompletions()
    }

    func beginDisappearance(animated: Bool = false) {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        appearanceState = .disappearing
        appearanceIsAnimated = animated
        Trace.call(self, "viewWillDisappear(_:)") { viewWillDisappear(animated) }
        forEachVisibleChild { $0.beginDisappearance(animated: animated) }
    }

    func endDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        Trace.call(self, "viewDidDisappear(_:)") { viewDidDisappear(appearanceIsAnimated) }
        forEachVisibleChild { $0.endDisappearance() }
        // A transition whose controller left before it was drawn is still over.
        runAppearanceCompletions()
    }

    private func runAppearanceCompletions() {
        let completions = appearanceCompletions
        appearanceCompletions.removeAll()
        completions.forEach { $0() }
    }

    private func forEachVisibleChild(_ body: (UIViewController) -> Void) {
        guard let root = viewIfLoaded else { return }
        for child in children {
            if let childView = child.viewIfLoaded, childView.isDescendant(of: root) { body(child) }
        }
    }

    // MARK: - A child's view entering or leaving a window that is on screen

    /// A root view of this controller is about to change windows. Root controllers of windows are
    /// driven by their window; this handles children added to (or removed from) a visible parent.
    func rootViewWillMove(toWindow window: UIWindow?) {
        guard let parent, parent.appearanceState == .appeared else { return }
        if let window, window.appearancePhase == .onscreen {
            beginAppearance()
        } else if window == nil {
            beginDisappearance()
        }
    }

    func rootViewDidMoveToWindow() {
        guard let parent, parent.appearanceState == .appeared else { return }
        if let window = viewIfLoaded?.window, appearanceState == .appearing {
            appearanceDidInstall()
            guard !ControllerTransition.isArriving(viewIfLoaded) else { return }
            window.pendingDidAppear.append(self)
            window.scheduleCommit()
        } else if viewIfLoaded?.window == nil {
            endDisappearance()
        }
    }
}

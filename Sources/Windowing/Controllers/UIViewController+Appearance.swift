// The appearance callbacks, each exactly once per appearance and in UIKit's order (behaviour 6.9,
// 6.10, 6.13, 6.16): viewWillAppear → (view enters the window) → viewIsAppearing → layout and
// drawing → viewDidAppear. Children whose views are in the parent's hierarchy follow the parent.
extension UIViewController {
    func beginAppearance() {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        appearanceInstalled = false
        Trace.call(self, "viewWillAppear(_:)") { viewWillAppear(false) }
        forEachVisibleChild { $0.beginAppearance() }
    }

    func appearanceDidInstall() {
        guard appearanceState == .appearing, !appearanceInstalled else { return }
        appearanceInstalled = true
        Trace.call(self, "viewIsAppearing(_:)") { viewIsAppearing(false) }
        forEachVisibleChild { $0.appearanceDidInstall() }
    }

    func endAppearance() {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        Trace.call(self, "viewDidAppear(_:)") { viewDidAppear(false) }
        forEachVisibleChild { $0.endAppearance() }
        runAppearanceCompletions()
    }

    func beginDisappearance() {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        appearanceState = .disappearing
        Trace.call(self, "viewWillDisappear(_:)") { viewWillDisappear(false) }
        forEachVisibleChild { $0.beginDisappearance() }
    }

    func endDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        Trace.call(self, "viewDidDisappear(_:)") { viewDidDisappear(false) }
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

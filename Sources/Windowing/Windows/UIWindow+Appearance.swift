import Foundation

// Showing and hiding a window, installing its root view controller's view (inside the call that
// shows the window), and the order of the appearance callbacks around the X window's map
// (behaviour 2a.3, 2b.4, 2d.3, 5.7, 5.8, 6.10, 6.13).
extension UIWindow {
    func windowWasShown() {
        guard let app = UIApplication.current, !isRefusedAsSceneless(in: app) else { return }
        // Behaviour 2b.3, 5.8: showing a window loads its root view controller's view and installs
        // it synchronously; the appearance callbacks follow once the launch step or turn returned.
        rootViewController?.loadViewIfNeeded()
        installRootViewIfNeeded()
        appearancePhase = .pendingAppearance
        app.windowNeedsAppearance(self)
    }

    func windowWasHidden() {
        guard appearancePhase != .offscreen else { return }
        let wasOnscreen = appearancePhase == .onscreen || appearancePhase == .waitingForMap
        appearancePhase = .offscreen
        guard wasOnscreen else { return }
        // Behaviour 8.14: a touch in a window that goes away is cancelled; its X release will not come.
        UIApplication.current?.cancelTouches(in: self)
        rootViewController?.beginDisappearance()
        if let platformWindow, let app = UIApplication.current { app.backend?.setVisible(false, of: platformWindow) }
        rootViewController?.endDisappearance()
    }

    /// Behaviour 2b.6: in a scene-based app, a window attached to no scene is never shown.
    private func isRefusedAsSceneless(in app: UIApplication) -> Bool {
        guard app.usesScenes, windowScene == nil else { return false }
        Diagnostics.warning(
            "UIWindow: a window without a windowScene is never shown in a scene-based app; create it with "
                + "UIWindow(windowScene:) in scene(_:willConnectTo:options:)"
        )
        return true
    }

    /// `viewWillAppear`, then the request to map: run once the current launch step returned.
    func beginAppearance(in app: UIApplication) {
        guard appearancePhase == .pendingAppearance else { return }
        // An app configured in code turns out to use scenes only after didFinishLaunching.
        guard !isRefusedAsSceneless(in: app) else {
            appearancePhase = .offscreen
            return
        }
        guard let id = platformWindow ?? app.createPlatformWindow(for: self) else {
            appearancePhase = .offscreen
            return
        }
        platformWindow = id
        rootViewController?.beginAppearance()
        appearancePhase = .waitingForMap
        hasPreparedTextForMap = false
        app.backend?.setVisible(true, of: id)
    }

    /// The X window is viewable for the first time since it was shown.
    func completeAppearance(in app: UIApplication) {
        installRootViewIfNeeded()
        rootViewController?.appearanceDidInstall()
        layoutSubtreeIfNeeded()
        app.windowDidLayOutForFirstAppearance(self)
        appearancePhase = .onscreen
        needsFullDisplay = true
        if let root = rootViewController { pendingDidAppear.append(root) }
        display()
    }

    /// Behaviour 5.7: the root view becomes the sole subview, sized to the window and following it.
    func installRootViewIfNeeded() {
        guard let root = rootViewController, let view = root.view else { return }
        guard view.storedSuperview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for subview in subviews where subview !== view { subview.removeFromSuperview() }
        addSubview(view)
    }

    func replaceRootViewController(with controller: UIViewController?) {
        let old = rootViewController
        guard controller !== old else { return }
        defer { UIApplication.inspectorGraphMayHaveChanged() }
        let isOnscreen = appearancePhase == .onscreen
        if isOnscreen, let old, old.isViewLoaded {
            old.beginDisappearance()
            old.view.removeFromSuperview()
            old.endDisappearance()
        } else if let oldView = old?.viewIfLoaded, oldView.storedSuperview === self {
            oldView.removeFromSuperview()
        }
        rootViewControllerStorage = controller
        guard let controller else { return }
        if isOnscreen {
            // Behaviour 5.8: on a visible window the new root view is loaded and installed at once.
            controller.loadViewIfNeeded()
            controller.beginAppearance()
            installRootViewIfNeeded()
            controller.appearanceDidInstall()
            pendingDidAppear.append(controller)
            scheduleCommit()
        } else if appearancePhase != .offscreen {
            // Behaviour 5.8: a visible window installs its new root at once, even before the X
            // window is mapped; one already past viewWillAppear tells the new root too.
            controller.loadViewIfNeeded()
            if appearancePhase == .waitingForMap { controller.beginAppearance() }
            installRootViewIfNeeded()
        }
    }

    /// Behaviour 6.18, 5.7: the root controller hears the new size first, then the root view follows.
    func applyPlatformSize(_ size: CGSize) {
        guard size != bounds.size else { return }
        let coordinator = TransitionCoordinator()
        if let root = rootViewController {
            Trace.call(root, "viewWillTransition(to:with:)") { root.viewWillTransition(to: size, with: coordinator) }
        }
        isApplyingPlatformSize = true
        frame = CGRect(origin: frame.origin, size: size)
        isApplyingPlatformSize = false
        coordinator.finish()
    }

    func windowSizeDidChange(from oldSize: CGSize) {
        if let rootView = rootViewController?.viewIfLoaded, rootView.storedSuperview === self {
            rootView.frame = bounds
        }
        // The traits follow the size: the window and its views hear a change of size class.
        let (horizontal, vertical) = UITraitCollection.sizeClasses(for: oldSize)
        let now = traitCollection
        deliverTraitChange(
            from: now.replacingSizeClasses(
                with: UITraitCollection(horizontal: horizontal, vertical: vertical), style: now.userInterfaceStyle))
        windowScene?.windowDidResize(self)
        needsFullDisplay = true
        scheduleCommit()
        if !isApplyingPlatformSize, let platformWindow, let app = UIApplication.current {
            app.backend?.requestSize(app.pixelSize(of: bounds.size), of: platformWindow)
        }
    }
}

extension UIWindow {
    /// Shows `title` as the X window's title (`_NET_WM_NAME`).
    func applyTitle(_ title: String) {
        guard let platformWindow, let app = UIApplication.current else { return }
        app.backend?.setTitle(title, of: platformWindow)
    }
}

import Foundation

// The single way in for what the window system reports (architecture: backends return
// PlatformEvent values and never call responders). X events map onto UIKit's life cycle as the
// mapping note of behaviour §4 says: map → foreground and active, FocusOut/FocusIn → inactive/active,
// unmap or iconify → background, WM_DELETE_WINDOW → the scene disconnects.
extension UIApplication {
    /// Handles one batch of events, in order.
    func handle(_ events: [PlatformEvent]) {
        for (index, event) in events.enumerated() {
            guard !isTerminating else { return }
            handle(event, later: events[(index + 1)...])
        }
    }

    private func handle(_ event: PlatformEvent, later: ArraySlice<PlatformEvent>) {
        // The debug tools see each event first; their window's events and their keys stop there.
        if let observer = debugObserver, observer.application(self, claims: event, later: later) { return }
        switch event {
        case .exposed(let id, let rect): window(id)?.platformDidExpose(rect)
        case .resized(let id, let size): platformDidResize(id, to: size)
        case .mapped(let id): platformDidMap(id)
        case .unmapped(let id): platformDidUnmap(id)
        case .focusIn(let id): platformDidFocus(id)
        case .focusOut(let id): platformDidLoseFocus(id, later: later)
        case .keysLost: inputRouter.cancelPresses()
        case .closeRequested(let id): platformDidRequestClose(id)
        case .destroyed(let id): platformDidDestroy(id)
        case .connectionLost(let reason): connectionLost(reason)
        case .pointer(let id, let pointer): platformPointer(pointer, in: id)
        case .key(let id, let key): platformKey(key, in: id)
        case .scroll(let id, let scroll): platformScroll(scroll, in: id)
        case .composition(let id, let composition): platformComposition(composition, in: id)
        }
    }

    func window(_ id: PlatformWindowID) -> UIWindow? { sceneRegistry.window(id) }

    private func platformDidMap(_ id: PlatformWindowID) {
        guard let window = window(id) else { return }
        Trace.note("\(backend?.name ?? "platform"): window \(id) mapped")
        window.isMappedOnServer = true
        switch window.appearancePhase {
        case .waitingForMap:
            bringToForeground(window)
            window.completeAppearance(in: self)
        case .onscreen:
            bringToForeground(window)
            window.needsFullDisplay = true
            window.scheduleCommit()
        case .offscreen, .pendingAppearance:
            break
        }
    }

    private func bringToForeground(_ window: UIWindow) {
        if let scene = window.windowScene {
            scene.enterForeground()
            scene.becomeActive()
        } else if state == .background {
            becomeActive()
        }
    }

    private func platformDidUnmap(_ id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        Trace.note("\(backend?.name ?? "platform"): window \(id) unmapped")
        window.isMappedOnServer = false
        cancelTouches(in: window)
        if let scene = window.windowScene {
            if !scene.windows.contains(where: { $0.appearancePhase == .onscreen && $0.isMappedOnServer }) {
                scene.enterBackground()
            }
        } else if !sceneRegistry.containsWindow(where: { $0.isMappedOnServer }) {
            enterBackground()
        }
    }

    private func platformDidFocus(_ id: PlatformWindowID) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        window.makeKey()
        if let scene = window.windowScene { scene.becomeActive() } else { becomeActive() }
    }

    /// Focus moving between two windows of one scene arrives as FocusOut then FocusIn in one batch;
    /// the scene stays active instead of flickering through inactive. Moving to another scene's
    /// window, this scene resigns but the app stays active: the other scene becomes active next.
    func platformDidLoseFocus(_ id: PlatformWindowID, later: ArraySlice<PlatformEvent>) {
        guard let window = window(id), window.appearancePhase == .onscreen else { return }
        let scene = window.windowScene
        let focusTargets: [UIWindow] = later.compactMap { event in
            guard case .focusIn(let other) = event else { return nil }
            return self.window(other)
        }
        guard !focusTargets.contains(where: { $0.windowScene === scene }) else { return }
        inputRouter.cancelPresses()
        guard let scene else {
            resignActive()
            return
        }
        let movesToAnotherScene = focusTargets.contains { $0.windowScene != nil }
        if movesToAnotherScene { holdsApplicationState = true }
        scene.resignActive()
        holdsApplicationState = false
    }

    private func platformDidResize(_ id: PlatformWindowID, to size: PlatformSize) {
        guard let window = window(id) else { return }
        Trace.note("\(backend?.name ?? "platform"): window \(id) resized to \(size.width)×\(size.height)")
        window.applyPlatformSize(CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale))
    }

    private func platformDidRequestClose(_ id: PlatformWindowID) {
        guard let window = window(id) else { return }
        Trace.note("\(backend?.name ?? "platform"): close requested for window \(id)")
        if let scene = window.windowScene {
            closeScene(scene)
        } else {
            terminate(status: 0)
        }
    }

    /// Mapping note (§4): another client destroyed the window. It is gone as surely as a closed
    /// one, so it is treated as closed: its scene disconnects (the app ends with its last scene),
    /// or, for a window without a scene, the app ends.
    private func platformDidDestroy(_ id: PlatformWindowID) {
        guard let window = window(id) else { return }
        Trace.note("\(backend?.name ?? "platform"): window \(id) destroyed by another client")
        // The backend has forgotten the window already: nothing may be sent for it any more.
        window.platformWindow = nil
        window.isMappedOnServer = false
        sceneRegistry.unregister(id)
        UIApplication.inspectorGraphMayHaveChanged()
        if let scene = window.windowScene {
            closeScene(scene)
        } else {
            terminate(status: 0)
        }
    }

    private func connectionLost(_ reason: String) {
        Diagnostics.error(reason)
        backend = nil
        disconnectAllScenes()
        terminate(status: 1)
    }
}

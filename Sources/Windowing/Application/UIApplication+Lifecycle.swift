import Foundation

// App-level state. Apps without scenes hear active/inactive/background through their delegate
// (behaviour 2c.4–2c.6, 2d.3); scene-based apps hear them through scene delegates only, but the
// application's notifications are posted either way (behaviour 2.0.5).
extension UIApplication {
    func becomeActive() {
        guard state != .active else { return }
        if state == .background { enterForegroundFromBackground() }
        state = .active
        if !usesScenes, let delegate {
            Trace.callOptional(delegate, "applicationDidBecomeActive(_:)") { delegate.applicationDidBecomeActive(self) }
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    func resignActive() {
        guard state == .active else { return }
        interruptInput(of: nil)
        if !usesScenes, let delegate {
            Trace.callOptional(delegate, "applicationWillResignActive(_:)") {
                delegate.applicationWillResignActive(self)
            }
        }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        state = .inactive
    }

    func enterBackground() {
        resignActive()
        guard state == .inactive else { return }
        state = .background
        if !usesScenes, let delegate {
            Trace.callOptional(delegate, "applicationDidEnterBackground(_:)") {
                delegate.applicationDidEnterBackground(self)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    private func enterForegroundFromBackground() {
        if !usesScenes, let delegate {
            Trace.callOptional(delegate, "applicationWillEnterForeground(_:)") {
                delegate.applicationWillEnterForeground(self)
            }
        }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        state = .inactive
    }

    /// A scene changed state: the app is active if a scene is, inactive if one is in the
    /// foreground, else in the background.
    func sceneStatesDidChange() {
        guard !holdsApplicationState else { return }
        let states = sceneRegistry.scenes.map(\.activationState)
        if states.contains(.foregroundActive) {
            becomeActive()
        } else if states.contains(.foregroundInactive) {
            if state == .active { resignActive() }
            if state == .background { enterForegroundFromBackground() }
        } else if states.contains(.background) {
            enterBackground()
        }
    }

    /// Pre-scene apps become active between the first layout and the first frame (behaviour 2d.3).
    func windowDidLayOutForFirstAppearance(_ window: UIWindow) {
        if !usesScenes { becomeActive() }
    }

    /// `applicationWillTerminate(_:)`, then the windows and the connection go, then the process ends.
    func terminate(status: Int32) {
        guard !isTerminating else { return }
        if !usesScenes { enterBackground() }
        if let delegate {
            Trace.callOptional(delegate, "applicationWillTerminate(_:)") { delegate.applicationWillTerminate(self) }
        }
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        debugObserver?.applicationWillTerminate(self)
        isTerminating = true
        for source in runLoopSources + UIApplication.signalSources { source.cancel() }
        runLoopSources.removeAll()
        UIApplication.signalSources.removeAll()
        for id in sceneRegistry.removeAllWindows() { backend?.destroyWindow(id) }
        backend?.shutdown()
        fflush(nil)
        terminationHandler(status)
    }
}

import Foundation

// The activation-state transitions with their delegate calls and notifications (behaviour 4.3–4.5).
// The state read inside each callback is as behaviour 4.4 lists: `will…` before the change, `did…` after.
extension UIScene {
    func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        if let delegate {
            Trace.callOptional(delegate, "sceneWillEnterForeground(_:)") { delegate.sceneWillEnterForeground(self) }
        }
        activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
        UIApplication.current?.sceneStatesDidChange()
    }

    func becomeActive() {
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        if let delegate {
            Trace.callOptional(delegate, "sceneDidBecomeActive(_:)") { delegate.sceneDidBecomeActive(self) }
        }
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
        UIApplication.current?.sceneStatesDidChange()
    }

    func resignActive() {
        guard activationState == .foregroundActive else { return }
        UIApplication.current?.interruptInput(of: self)
        if let delegate {
            Trace.callOptional(delegate, "sceneWillResignActive(_:)") { delegate.sceneWillResignActive(self) }
        }
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
        activationState = .foregroundInactive
        UIApplication.current?.sceneStatesDidChange()
    }

    /// From the foreground, or straight from unattached for a connected scene that never got there
    /// (closed before its window was first mapped): UIKit dismisses a scene to the background.
    func enterBackground() {
        resignActive()
        guard activationState == .foregroundInactive || activationState == .unattached else { return }
        activationState = .background
        if let delegate {
            Trace.callOptional(delegate, "sceneDidEnterBackground(_:)") { delegate.sceneDidEnterBackground(self) }
        }
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
        UIApplication.current?.sceneStatesDidChange()
    }

    /// Only from a connected state: a scene still unattached passes through the background first, so
    /// `sceneDidDisconnect` never follows `willConnectTo` directly (behaviour 4.5; at termination too).
    func disconnect() {
        if activationState == .unattached { enterBackground() }
        activationState = .unattached
        if let delegate { Trace.callOptional(delegate, "sceneDidDisconnect(_:)") { delegate.sceneDidDisconnect(self) } }
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: self)
    }
}

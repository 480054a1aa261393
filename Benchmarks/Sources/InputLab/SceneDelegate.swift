import UIKit

/// Builds the mode's windows. Without a window manager every top-level window appears at (0, 0);
/// the fuzz test moves the second one itself.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var windows: [UIWindow] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "InputLab"
        switch Lab.mode {
        case .grid: makeWindow(GridViewController(), in: windowScene).makeKeyAndVisible()
        case .latency: makeWindow(LatencyViewController(), in: windowScene).makeKeyAndVisible()
        case .field, .textview, .paste: makeWindow(TypingViewController(), in: windowScene).makeKeyAndVisible()
        case .fuzz:
            // The large window comes first: a scene's size is its first window's. It is the key
            // window, so keys go to its first responder; the small one is mapped later, on top.
            makeWindow(FuzzViewController(), in: windowScene).makeKeyAndVisible()
            let compact = FuzzViewController()
            compact.compact = true
            let small = makeWindow(compact, in: windowScene)
            small.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
            small.isHidden = false
        }
    }

    private func makeWindow(_ controller: UIViewController, in scene: UIWindowScene) -> UIWindow {
        let window = TrackingWindow(windowScene: scene)
        window.rootViewController = controller
        windows.append(window)
        return window
    }
}

/// A window that shows every event it is sent to the ledger before delivering it (fuzz mode).
class TrackingWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) {
        if Lab.mode == .fuzz { InputLedger.shared.record(event) }
        super.sendEvent(event)
    }
}

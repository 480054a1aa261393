import Foundation

// Scenes the app asks for and dismisses itself (behaviour 3.3, 4.12): a new scene goes through
// configurationForConnecting and the manifest like the launch scene, and gets its own X window.
// Like UIKit, a request is answered asynchronously: it is carried out at the start of the next
// run-loop turn, and an error handler hears refusals then.
extension UIApplication {
    /// Activates `sceneSession`'s scene, or with nil connects a new scene in its own window.
    ///
    /// With `UIApplicationSupportsMultipleScenes` false and a scene already connected, nothing
    /// is created and `errorHandler` receives `UISceneError.Code.multipleScenesNotSupported`.
    /// Activating a connected session maps its windows again and makes its key window the app's
    /// (the X keyboard focus stays the window manager's to give).
    /// - Note: Differs from UIKit: `userActivity` is `Any?` and ignored, because Linux's Foundation
    ///   has no `NSUserActivity`; `options` is accepted and unused.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: Any?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        Trace.note(
            "requestSceneSessionActivation(\(sceneSession?.persistentIdentifier ?? "nil")) queued for the next turn")
        enqueueSceneRequest { app in
            if let error = app.activate(sceneSession) { app.refuse(error, errorHandler) }
        }
    }

    /// Disconnects `sceneSession`'s scene and discards the session, as closing its window does;
    /// the app ends with its last scene.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        Trace.note("requestSceneSessionDestruction(\(sceneSession.persistentIdentifier)) queued for the next turn")
        enqueueSceneRequest { app in
            guard app.sceneRegistry.contains(sceneSession), let scene = sceneSession.scene else {
                app.refuse(UISceneError(.requestDenied, Self.unknownSession(sceneSession)), errorHandler)
                return
            }
            app.closeScene(scene)
        }
    }

    private func enqueueSceneRequest(_ request: @escaping @MainActor (UIApplication) -> Void) {
        frameScheduler.enqueueSceneRequest(request)
        scheduleSceneRequests()
    }

    /// Runs the requests queued since the last turn, in order (the run loop's commit pass calls it).
    func runPendingSceneRequests() {
        for request in frameScheduler.takeSceneRequests() where !isTerminating { request(self) }
    }

    private func activate(_ session: UISceneSession?) -> UISceneError? {
        guard !isTerminating else { return UISceneError(.requestDenied, "the app is terminating") }
        if let session {
            guard sceneRegistry.contains(session), let scene = session.scene as? UIWindowScene else {
                return UISceneError(.requestDenied, Self.unknownSession(session))
            }
            for window in scene.windows where !window.isHidden {
                if let id = window.platformWindow { backend?.setVisible(true, of: id) }
            }
            scene.keyWindow?.makeKey()
            return nil
        }
        if !sceneRegistry.scenes.isEmpty && !supportsMultipleScenes {
            return UISceneError(
                .multipleScenesNotSupported,
                "UIApplicationSupportsMultipleScenes is false (or missing) in Info.plist's UIApplicationSceneManifest "
                    + "and a scene is already connected; set it to true to open more scenes"
            )
        }
        guard connectScene(role: .windowApplication) else {
            return UISceneError(
                .requestDenied,
                "the app does not use scenes (no UIApplicationSceneManifest and no configurationForConnecting)")
        }
        return nil
    }

    private func refuse(_ error: UISceneError, _ errorHandler: ((any Error) -> Void)?) {
        Trace.note("scene request refused: \(error)")
        if let errorHandler {
            errorHandler(error)
        } else {
            Diagnostics.warning("UIApplication: scene request refused with no error handler: \(error)")
        }
    }

    private static func unknownSession(_ session: UISceneSession) -> String {
        "session \(session.persistentIdentifier) is not one of the app's open sessions (it was discarded); pass nil to "
            + "create a new scene"
    }
}

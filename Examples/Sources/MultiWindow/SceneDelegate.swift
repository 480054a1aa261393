import UIKit

/// Each scene's delegate: numbers its scene, titles it and builds its window.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var number = 0

    override init() {
        super.init()
        Ledger.made(.sceneDelegate)
    }

    deinit { Ledger.freed(.sceneDelegate) }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        Ledger.sceneCount += 1
        number = Ledger.sceneCount
        log(#function, scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        session.userInfo = ["number": number]
        // The scene's title is each of its X windows' title (_NET_WM_NAME).
        windowScene.title = "MultiWindow \(number)"
        let window = CountedWindow(windowScene: windowScene)
        window.rootViewController = NoteViewController(number: number)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log(#function, scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { log(#function, scene) }
    func sceneWillResignActive(_ scene: UIScene) { log(#function, scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { log(#function, scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { log(#function, scene) }

    private func log(_ method: String, _ scene: UIScene) {
        Soak.check(scene, method)
        guard !Automation.isQuiet else { return }
        print("SceneDelegate[\(number)]::" + method)
    }
}

/// The scene class the manifest names (`UISceneClassName`), so the leak check can count scenes.
class NoteScene: UIWindowScene {
    required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        Ledger.made(.scene)
    }

    deinit { Ledger.freed(.scene) }
}

/// A window that is counted, for the leak check.
class CountedWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        Ledger.made(.window)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Ledger.made(.window)
    }

    isolated deinit { Ledger.freed(.window) }

    override func sendEvent(_ event: UIEvent) {
        Soak.record(event)
        super.sendEvent(event)
    }
}

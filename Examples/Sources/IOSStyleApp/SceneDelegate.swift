//
//  SceneDelegate.swift
//  IOSStyleApp
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let palette = Palette(name: "Harbour", colors: [.systemBlue, .systemTeal, .systemOrange])
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = PaletteViewController(model: palette)
        self.window = window
        window.makeKeyAndVisible()
    }
}

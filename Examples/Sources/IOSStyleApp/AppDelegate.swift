//
//  AppDelegate.swift
//  IOSStyleApp
//
//  Written as Xcode's iOS template writes an app, in the Swift 5 language mode: `@UIApplicationMain`,
//  a scene delegate named in Info.plist, a view controller with its own initializer and a view
//  subclass with its own initializer. Nothing in it is specific to Windowing.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        print("AppDelegate::application(_:didFinishLaunchingWithOptions:)")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        print("AppDelegate::applicationDidReceiveMemoryWarning(_:)")
    }
}

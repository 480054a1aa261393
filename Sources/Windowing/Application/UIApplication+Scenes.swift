import Foundation

// Scene sessions: choosing a configuration (Info.plist manifest, then configurationForConnecting),
// creating the scene and its delegate from class names that are checked before anything is
// instantiated (behaviour 3.4–3.15, 4.8–4.13), and disconnecting a scene when its window closes.
extension UIApplication {
    /// Connects a new scene for `role`; false when the app turns out not to use scenes.
    @discardableResult
    func connectScene(role: UISceneSession.Role) -> Bool {
        let manifest = infoPlist?.sceneManifest
        let session = UISceneSession(role: role, configuration: manifestConfiguration(for: role))
        let options = UIScene.ConnectionOptions()
        if let delegate {
            let configured = Trace.callOptional(delegate, "application(_:configurationForConnecting:options:)") {
                delegate.application(self, configurationForConnecting: session, options: options)
            }
            if configured !== session.configuration {
                warnIfNotInManifest(configured, role: role)
                session.configuration = configured
            }
        }
        if manifest == nil && session.configuration.isPlaceholder { return false }
        usesScenes = true
        connect(session, options: options)
        return true
    }

    private func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        let configuration = session.configuration
        let sceneClass = windowSceneClass(for: configuration)
        Trace.note(
            "UIApplication creates a UISceneSession and a \(sceneClass) (configuration '\(configuration.name ?? "")')")
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        sceneRegistry.add(scene, of: session)
        scene.delegate = makeSceneDelegate(for: configuration, scene: scene)
        UIApplication.inspectorGraphMayHaveChanged()
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        let storyboardWindow = makeStoryboardWindow(for: configuration, scene: scene)
        guard !isTerminating else { return }
        if let delegate = scene.delegate {
            Trace.callOptional(delegate, "scene(_:willConnectTo:options:)") {
                delegate.scene(scene, willConnectTo: session, options: options)
            }
        }
        showStoryboardWindow(storyboardWindow, scene: scene)
        startPendingAppearances()
        if scene.delegate == nil, !sceneRegistry.containsWindow(where: { $0.appearancePhase != .offscreen }) {
            endWithoutSceneDelegate(configuration)
            return
        }
        if scene.windows.contains(where: { $0.appearancePhase == .waitingForMap }) != true {
            Diagnostics.warning(
                "UIScene: scene '\(configuration.name ?? "")' has no visible window after "
                    + "scene(_:willConnectTo:options:); nothing will appear (create a UIWindow(windowScene:) and call "
                    + "makeKeyAndVisible())"
            )
            // Behaviour 2.0.7: a connected scene comes to the foreground even with nothing to map.
            scene.enterForeground()
            scene.becomeActive()
        }
    }

    /// Behaviour 3.13, 3.21: UIKit connects a scene whose delegate class cannot be used without a
    /// delegate, so nothing makes its window. A Windowing process with no window and nothing to do
    /// would linger unseen, so it ends, naming the key and the class.
    private func endWithoutSceneDelegate(_ configuration: UISceneConfiguration) {
        let source =
            configuration.delegateClassName.map { "UISceneDelegateClassName \"\($0)\" could not be used" }
            ?? "its delegateClass is nil"
        Diagnostics.error(
            "UIApplicationMain: scene configuration \"\(configuration.name ?? "")\" has no scene delegate "
                + "(\(source)) and no window is shown; with nothing to show, the app ends with exit status 1")
        disconnectAllScenes()
        terminate(status: 1)
    }

    /// The first manifest entry for the role (behaviour 3.4), with its classes resolved; a placeholder without one.
    private func manifestConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        guard let entry = infoPlist?.sceneManifest?.configurations[role.rawValue]?.first else {
            let placeholder = UISceneConfiguration(unfilledName: nil, role: role)
            placeholder.isPlaceholder = true
            return placeholder
        }
        let configuration = UISceneConfiguration(unfilledName: entry.name, role: role)
        fill(configuration, from: entry)
        return configuration
    }

    /// Resolves a manifest entry's class names into `configuration`, logging names that do not load.
    func fill(_ configuration: UISceneConfiguration, from entry: SceneManifest.Entry) {
        let role = configuration.role
        configuration.storyboardName = entry.storyboardName
        configuration.delegateClassName = entry.delegateClassName
        let lookup = lookupClass(named: entry.delegateClassName)
        if let type = lookup.type {
            configuration.delegateClass = type
        } else {
            // Behaviour 3.13: UIKit logs this and the scene goes on without a delegate. Once: a
            // configuration made in code by name is filled from the same entry again.
            ClassNameWarnings.once(
                "[SceneConfiguration] Info.plist configuration \"\(entry.name ?? "")\" for \(role.rawValue) contained "
                    + "UISceneDelegateClassName key, but could not load class with name "
                    + "\"\(entry.delegateClassName)\"; tried \(lookup.explanation)"
            )
        }
        if let sceneClassName = entry.sceneClassName {
            let sceneLookup = lookupClass(named: sceneClassName)
            if let type = sceneLookup.type {
                configuration.sceneClass = type
            } else {
                ClassNameWarnings.once(
                    "[SceneConfiguration] could not load UISceneClassName \"\(sceneClassName)\"; tried "
                        + "\(sceneLookup.explanation); using UIWindowScene"
                )
            }
        }
    }

    /// `registry.lookup(name)`, once per name. The runtime remembers the types it finds but not
    /// a name it does not: "UIWindowScene" is first tried as the app's own class, a search of
    /// every type and conformance record that failed again, ~0.8 M instructions, when a
    /// configuration made by name (`UISceneConfiguration(name:sessionRole:)`) is filled from the
    /// same entry. A Swift program's classes do not change while it runs.
    private func lookupClass(named name: String) -> TypeRegistry.Lookup {
        if let known = manifestClassLookups[name] { return known }
        let lookup = registry.lookup(name)
        manifestClassLookups[name] = lookup
        return lookup
    }

    private func warnIfNotInManifest(_ configuration: UISceneConfiguration, role: UISceneSession.Role) {
        guard let entries = infoPlist?.sceneManifest?.configurations[role.rawValue], let name = configuration.name
        else { return }
        if !entries.contains(where: { $0.name == name }) {
            Diagnostics.warning(
                "Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(name)\")"
            )
        }
    }

    private func windowSceneClass(for configuration: UISceneConfiguration) -> UIWindowScene.Type {
        guard let sceneClass = configuration.sceneClass else { return UIWindowScene.self }
        guard let windowScene = sceneClass as? UIWindowScene.Type else {
            Diagnostics.warning(
                "UISceneConfiguration: scene class '\(NSStringFromClass(sceneClass))' is not UIWindowScene or a "
                    + "subclass; refused, using UIWindowScene"
            )
            return UIWindowScene.self
        }
        return windowScene
    }

    /// A new scene delegate, only from a UIResponder class adopting UIWindowSceneDelegate (behaviour 3.6).
    private func makeSceneDelegate(for configuration: UISceneConfiguration, scene: UIScene) -> (any UISceneDelegate)? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        // The one protocol cast: each first cast to a protocol searches every conformance record
        // of a static binary, and the opened type below gives the instance UISceneDelegate's
        // conformance without a second search.
        guard let responder = delegateClass as? UIResponder.Type,
            let windowSceneDelegate = delegateClass as? any UIWindowSceneDelegate.Type,
            !(delegateClass is UIScene.Type), !(delegateClass is UIView.Type), !(delegateClass is UIViewController.Type)
        else {
            Diagnostics.warning(
                "[SceneConfiguration] scene delegate class '\(NSStringFromClass(delegateClass))' of configuration "
                    + "\"\(configuration.name ?? "")\" is not a UIResponder subclass adopting UIWindowSceneDelegate; "
                    + "refused, the scene has no delegate"
            )
            return nil
        }
        Trace.note("UIApplication creates the scene delegate (\(responder))")
        guard let delegate = Self.instantiate(windowSceneDelegate, as: responder) else {
            Diagnostics.warning(
                "[SceneConfiguration] init(coder:) of scene delegate class '\(NSStringFromClass(delegateClass))' of "
                    + "configuration \"\(configuration.name ?? "")\" returned nil; the scene has no delegate (Windowing "
                    + "creates scene delegates from their class names with init?(coder:))"
            )
            return nil
        }
        return delegate
    }

    /// A new `Delegate` from `responder`, the same class as a UIResponder, by `init?(coder:)`.
    /// A cast to the class itself is a class check, not a conformance search.
    private static func instantiate<Delegate: UIWindowSceneDelegate>(
        _ type: Delegate.Type, as responder: UIResponder.Type
    ) -> Delegate? {
        responder.instantiateFromClassName() as? Delegate
    }

    // MARK: - Disconnecting

    /// The scene's window was closed: it leaves the foreground, disconnects, its windows go away and
    /// its session is discarded (behaviour 4.6–4.8); the app ends with its last scene.
    func closeScene(_ scene: UIScene) {
        guard sceneRegistry.contains(scene) else { return }
        scene.enterBackground()
        // The windows go first, so their controllers hear viewWillDisappear before the scene is gone.
        tearDownWindows(of: scene)
        scene.disconnect()
        sceneRegistry.remove(scene)
        let session = scene.session
        session.scene = nil
        if let delegate {
            Trace.callOptional(delegate, "application(_:didDiscardSceneSessions:)") {
                delegate.application(self, didDiscardSceneSessions: [session])
            }
        }
        scene.delegate = nil
        UIApplication.inspectorGraphMayHaveChanged()
        // The app's key window cannot stay in a scene that is gone: another scene's takes over.
        if let key = sceneRegistry.keyWindow, key.windowScene === scene || key.windowScene == nil && usesScenes {
            sceneRegistry.keyWindow = sceneRegistry.scenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.last
        }
        if sceneRegistry.scenes.isEmpty { terminate(status: 0) }
    }

    private func tearDownWindows(of scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        for window in windowScene.windows {
            cancelTouches(in: window)
            window.isHidden = true
            if let id = window.platformWindow {
                window.platformWindow = nil
                releasePlatformWindow(id)
            }
        }
    }
}

/// Warnings about a manifest's class names, each printed once per process.
@MainActor
private enum ClassNameWarnings {
    static var given: Set<String> = []

    static func once(_ message: String) {
        guard given.insert(message).inserted else { return }
        Diagnostics.warning(message)
    }
}

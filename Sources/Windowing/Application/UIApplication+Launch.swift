import Foundation

// UIKit's launch sequence, made real (behaviour 1.7, §2, 2b.4, 2d.3):
// application object → delegate → willFinishLaunching → didFinishLaunching → a scene session,
// scene and scene delegate → scene(_:willConnectTo:options:) → viewWillAppear → X window mapped →
// foreground/active → viewIsAppearing → layout → first frame → viewDidAppear.
// Without a manifest or configurationForConnecting the app delegate's window is used instead.
extension UIApplication {
    /// Creates the application object and its delegate and runs the launch callbacks.
    /// - Throws: `LaunchError.initializerFailed` when the principal class's or the delegate's
    ///   `init?(coder:)` returns nil.
    static func launch(_ plan: LaunchPlan, backend: PlatformBackend) throws(LaunchError) -> UIApplication {
        // The call log starts before the application object, so it shows the whole launch.
        DebugTools.prepareLaunch(plan.debugSwitches)
        Trace.note("UIApplicationMain creates the application object (\(plan.principalClass))")
        guard let app = plan.principalClass.instantiateFromClassName() else {
            throw .initializerFailed(role: "principal class", name: NSStringFromClass(plan.principalClass))
        }
        if let handler = TerminationOverride.handler { app.terminationHandler = handler }
        app.backend = backend
        app.screen = UIScreen(platform: backend.screen)
        app.infoPlist = plan.infoPlist
        app.registry = plan.registry
        app.debugSwitches = plan.debugSwitches
        let debugTools = DebugTools()
        app.debugObserver = debugTools
        debugTools.applicationDidConnect(app)
        try app.attachDelegate(of: plan.delegateClass, conformance: plan.delegateConformance)
        app.finishLaunching()
        return app
    }

    private func attachDelegate(
        of delegateClass: UIResponder.Type?, conformance: (any UIApplicationDelegate.Type)?
    ) throws(LaunchError) {
        guard let delegateClass else { return }
        if delegateClass == type(of: self), let delegate = self as? any UIApplicationDelegate {
            // Behaviour 1.18: principal class = delegate class is one object, its own delegate.
            Trace.note("the application object is its own delegate")
            self.delegate = delegate
            return
        }
        Trace.note("UIApplicationMain creates the app delegate (\(delegateClass))")
        guard let instance = delegateClass.instantiateFromClassName() else {
            throw .initializerFailed(role: "application delegate", name: NSStringFromClass(delegateClass))
        }
        ownedDelegate = instance
        delegate = conformance.flatMap { Self.asDelegate(instance, of: $0) } ?? instance as? any UIApplicationDelegate
    }

    /// `instance` as the delegate class `@main` handed over, whose conformance comes with the type.
    private static func asDelegate<Delegate: UIApplicationDelegate>(
        _ instance: UIResponder, of type: Delegate.Type
    ) -> (any UIApplicationDelegate)? {
        instance as? Delegate
    }

    private func finishLaunching() {
        usesScenes = infoPlist?.sceneManifest != nil
        let mainStoryboardWindow = makeMainStoryboardWindow()
        guard !isTerminating else { return }
        if let delegate {
            _ = Trace.callOptional(delegate, "application(_:willFinishLaunchingWithOptions:)") {
                delegate.application(self, willFinishLaunchingWithOptions: nil)
            }
            _ = Trace.callOptional(delegate, "application(_:didFinishLaunchingWithOptions:)") {
                delegate.application(self, didFinishLaunchingWithOptions: nil)
            }
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        if !connectScene(role: .windowApplication) {
            // Behaviour 2.0.10, 2d.3: a pre-scene app's windows appear after didFinishLaunching returned.
            Trace.note("no scene manifest and no configurationForConnecting: the app delegate's window is used")
            showMainStoryboardWindow(mainStoryboardWindow)
            startPendingAppearances()
        }
    }

    // MARK: - Windows on the window system

    func createPlatformWindow(for window: UIWindow) -> PlatformWindowID? {
        guard let backend else { return nil }
        let spec = PlatformWindowSpec(
            size: pixelSize(of: window.bounds.size), title: title(for: window), className: applicationName)
        do {
            let id = try backend.createWindow(spec)
            sceneRegistry.register(window, as: id)
            UIApplication.inspectorGraphMayHaveChanged()
            Trace.note("\(backend.name): created window \(id) \(spec.size.width)×\(spec.size.height) '\(spec.title)'")
            return id
        } catch {
            Diagnostics.warning(String(describing: error))
            return nil
        }
    }

    func releasePlatformWindow(_ id: PlatformWindowID) {
        sceneRegistry.unregister(id)
        UIApplication.inspectorGraphMayHaveChanged()
        guard !isTerminating else { return }
        backend?.destroyWindow(id)
    }

    /// The app's name: Info.plist's display name, else the executable's.
    var applicationName: String {
        infoPlist?.displayName ?? FilePaths.lastComponent(of: AppResources.executablePath())
    }

    private func title(for window: UIWindow) -> String {
        window.windowScene?.title ?? applicationName
    }

    var scale: CGFloat { screen?.scale ?? 1 }

    func pixelSize(of size: CGSize) -> PlatformSize {
        PlatformSize(
            width: max(1, Int((size.width * scale).rounded(.up))),
            height: max(1, Int((size.height * scale).rounded(.up))))
    }

    /// The device-pixel rectangle covering `rect` (in points) completely.
    func pixelRect(of rect: CGRect) -> PlatformRect {
        let minX = Int((rect.minX * scale).rounded(.down))
        let minY = Int((rect.minY * scale).rounded(.down))
        let maxX = Int((rect.maxX * scale).rounded(.up))
        let maxY = Int((rect.maxY * scale).rounded(.up))
        return PlatformRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

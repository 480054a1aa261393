/// The one way the application's debug tools (the live inspector, the view debugger overlay and
/// their keys) watch the app and step in: the event, commit and render paths call nothing else of
/// theirs, and with no observer installed each of these places costs one nil test.
///
/// The application holds one observer (`UIApplication.debugObserver`); the launch installs the
/// toolkit's (`DebugTools`).
@MainActor
protocol ApplicationDebugObserver: AnyObject {
    /// Sees each window-system event before the application does; true when it was the tools'
    /// (an event of their own window, one of their keys), and the application leaves it alone.
    /// `later` holds the rest of the batch, for focus that moves within it.
    func application(
        _ application: UIApplication, claims event: PlatformEvent, later: ArraySlice<PlatformEvent>
    ) -> Bool

    /// A scene, window, controller or view came or went.
    func applicationGraphMayHaveChanged(_ application: UIApplication)

    /// `view`'s identifier or tag changed (the tools label views with them).
    func application(_ application: UIApplication, labelDidChangeOf view: UIView)

    /// The commit pass has laid out, displayed and presented the app's windows.
    func applicationDidCommit(_ application: UIApplication)

    /// Whether the tools have work for the next commit pass.
    var hasPendingWork: Bool { get }

    /// What `window` draws over its views in the frame it is about to render.
    func application(_ application: UIApplication, decorationFor window: UIWindow) -> WindowDebugDecoration

    /// The application is ending, before its windows and its connection go.
    func applicationWillTerminate(_ application: UIApplication)
}

/// What the debug tools draw over a window's views; drawn straight into the back buffer after the
/// view tree, so repainting the window without it restores the app's pixels exactly.
struct WindowDebugDecoration {
    /// Whether the view debugger overlay outlines and labels the views.
    var showsOverlay = false
    /// The view the inspector highlights, when it is in this window.
    var highlightedView: UIView?
    /// Whether the frame must repaint the whole window: a decoration is drawn (it may have moved
    /// anywhere), or one was drawn last time and must go.
    var needsFullDisplay = false

    static var none: WindowDebugDecoration { WindowDebugDecoration() }
}

extension UIApplication {
    /// A scene, window, controller or subview came or went: the debug tools hear of it (an open
    /// inspector redraws its graph in this run-loop turn's commit). Without an app or an observer
    /// this is one nil test.
    static func inspectorGraphMayHaveChanged() {
        guard let current, let observer = current.debugObserver else { return }
        observer.applicationGraphMayHaveChanged(current)
    }

    /// What the debug tools draw over `window` this frame; nothing without an observer.
    func debugDecoration(for window: UIWindow) -> WindowDebugDecoration {
        debugObserver?.application(self, decorationFor: window) ?? .none
    }

    /// Turns the overlay on or off and repaints every window whole, so what it covered (or will
    /// cover) is drawn again from the views' cached contents.
    func setShowsDebugOverlay(_ shows: Bool) {
        guard shows != debugSwitches.showsOverlay else { return }
        debugSwitches.showsOverlay = shows
        Trace.note("view debugger overlay \(shows ? "on" : "off")")
        for window in sceneRegistry.windows {
            window.needsFullDisplay = true
            window.scheduleCommit()
        }
    }
}

extension UIView {
    /// A label the debug tools show changed: the inspector's rows and, with the overlay on, the
    /// view's area are redrawn.
    func debugOverlayLabelDidChange() {
        guard let application = UIApplication.current, let observer = application.debugObserver else { return }
        observer.application(application, labelDidChangeOf: self)
    }
}

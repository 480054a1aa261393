/// The toolkit's debug tools as the application sees them: the live inspector (`Inspector`), the
/// view debugger overlay (drawn by `UIWindow`, switched by `DebugSwitches`) and their keys, behind
/// the application's one debug hook.
///
/// It keeps no state of its own: the switches are the application's, the open inspector is
/// `Inspector.current`. Closed and off, each call is a few tests of flags.
@MainActor
final class DebugTools: ApplicationDebugObserver {
    /// Starts what must run before the application object exists: the inspector's call log, so an
    /// inspector opened at launch shows the whole launch.
    static func prepareLaunch(_ switches: DebugSwitches) {
        if switches.opensInspector { Inspector.startLogging() }
    }

    /// The application object exists, with its window-system connection: opens what the switches ask for.
    func applicationDidConnect(_ application: UIApplication) {
        if application.debugSwitches.opensInspector { Inspector.open(for: application) }
    }

    // MARK: - Events

    func application(
        _ application: UIApplication, claims event: PlatformEvent, later: ArraySlice<PlatformEvent>
    ) -> Bool {
        // The inspector's window is the toolkit's, not the app's: its events stop here.
        if let inspector = Inspector.current {
            if inspector.handles(event, later: later) { return true }
            if case .focusOut(let id) = event, inspector.borrowsFocus(from: id, later: later) { return true }
        }
        guard case .key(let id, let key) = event, key.isDown, !key.isRepeat,
            application.keyWindow ?? application.window(id) != nil
        else { return false }
        // The keys are the toolkit's, not the app's: no press and no key command, and as the down
        // made no press, the release finds none to end.
        if DebugSwitches.isOverlayToggle(key) {
            application.setShowsDebugOverlay(!application.debugSwitches.showsOverlay)
            return true
        }
        if DebugSwitches.isInspectorToggle(key) {
            if let inspector = Inspector.current {
                inspector.close()
            } else {
                Inspector.open(for: application)
            }
            return true
        }
        return false
    }

    // MARK: - The graph and the commit pass

    func applicationGraphMayHaveChanged(_ application: UIApplication) {
        Inspector.current?.setNeedsGraphUpdate()
    }

    func application(_ application: UIApplication, labelDidChangeOf view: UIView) {
        // The inspector's rows show the identifier and the tag too.
        Inspector.current?.setNeedsGraphUpdate()
        guard application.debugSwitches.showsOverlay else { return }
        view.invalidateVisual()
    }

    func applicationDidCommit(_ application: UIApplication) {
        Inspector.current?.commitIfNeeded()
    }

    var hasPendingWork: Bool { Inspector.current?.hasPendingWork == true }

    func applicationWillTerminate(_ application: UIApplication) {
        Inspector.current?.close()
    }

    // MARK: - Drawing over the app's windows

    func application(_ application: UIApplication, decorationFor window: UIWindow) -> WindowDebugDecoration {
        var decoration = WindowDebugDecoration()
        // With the overlay on, any change repaints the whole window: a moved or resized view
        // moves its outline and its label, and labels stack and reach outside their views, so
        // the old overlay pixels can lie outside the damage.
        if application.debugSwitches.showsOverlay {
            decoration.showsOverlay = true
            decoration.needsFullDisplay = true
        }
        // The inspector's highlight is drawn the same way, so it is repainted whole too.
        if let highlight = Inspector.current?.highlight(in: window) {
            decoration.highlightedView = highlight
            decoration.needsFullDisplay = true
        }
        return decoration
    }
}

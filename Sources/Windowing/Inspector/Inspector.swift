/// The live inspector: a top-level window of the toolkit's own, beside the app's, that draws the
/// object graph (`InspectorSnapshot`) and the call log (`TraceLog`) as they change, and highlights
/// the view whose row is selected in that view's window.
///
/// It is not part of the app: it is a plain platform window drawn by the toolkit, so it is in no
/// scene, is no `UIWindow`, never becomes the key window and is not in its own graph. Closing it
/// (its close button, or Ctrl+Alt+I again) leaves the app running; the app ending closes it.
/// While it is open the trace keeps the last 500 events in memory; closed, it costs tracing
/// nothing but one more nil test.
@MainActor
final class Inspector {
    /// The open inspector, if any; one per process.
    static var current: Inspector?

    weak var application: UIApplication?
    let platformWindow: PlatformWindowID
    let log: TraceLog
    /// The graph as last drawn.
    private(set) var snapshot = InspectorSnapshot()
    private var objects: [ObjectIdentifier: InspectorSnapshot.ObjectReference] = [:]
    /// How many times the graph changed since the inspector opened (the dump's serial number).
    private(set) var graphVersion = 0
    /// The selected row's object; nil when nothing is selected.
    private(set) var selection: ObjectIdentifier?
    /// The first row shown in the graph pane (the pane scrolls when the graph is taller).
    var firstVisibleRow = 0
    /// The window the highlight was last drawn in, repainted when the highlight leaves it.
    weak var highlightWindow: UIWindow?
    /// The app window whose scene kept its focus while the inspector took the keyboard.
    weak var focusLender: UIWindow?
    private(set) var needsGraphUpdate = true
    private(set) var needsRedraw = true
    private var isMapped = false
    /// Whether every changed graph is printed to standard output (`WINDOWING_INSPECTOR_DUMP=1`).
    let dumpsGraph: Bool
    let renderer = InspectorRenderer()

    private init(application: UIApplication, platformWindow: PlatformWindowID, log: TraceLog, dumpsGraph: Bool) {
        self.application = application
        self.platformWindow = platformWindow
        self.log = log
        self.dumpsGraph = dumpsGraph
    }

    // MARK: - Opening and closing

    /// Starts keeping trace events before the app exists, so an inspector opened at launch shows
    /// the whole launch in its call log.
    static func startLogging() {
        if Trace.log == nil { Trace.log = TraceLog() }
    }

    /// Opens the inspector beside `application`'s windows; a window system that refuses the window
    /// gives one warning and no inspector.
    @discardableResult
    static func open(for application: UIApplication) -> Inspector? {
        if let current { return current }
        guard let backend = application.backend else { return nil }
        let size = InspectorRenderer.initialSize
        let pixels = application.pixelSize(of: size)
        // Placed at the screen's right edge, where a first app window (at the origin) is not.
        let spec = PlatformWindowSpec(
            size: pixels, title: "Windowing Inspector — \(application.applicationName)",
            className: "WindowingInspector",
            x: max(0, backend.screen.size.width - pixels.width), y: 0)
        let id: PlatformWindowID
        do {
            id = try backend.createWindow(spec)
        } catch {
            Diagnostics.warning("inspector: \(error); the live inspector stays closed")
            Trace.log = nil
            return nil
        }
        startLogging()
        let log = Trace.log ?? TraceLog()
        let inspector = Inspector(
            application: application, platformWindow: id, log: log,
            dumpsGraph: ProcessEnvironment.value("WINDOWING_INSPECTOR_DUMP") == "1")
        current = inspector
        log.didAppend = { [weak inspector] in inspector?.logDidChange() }
        Trace.note("live inspector open (\(backend.name) window \(id))")
        backend.setVisible(true, of: id)
        inspector.setNeedsGraphUpdate()
        return inspector
    }

    /// Closes the window and stops keeping trace events; the app goes on.
    func close() {
        guard Inspector.current === self else { return }
        setSelection(nil)
        Inspector.current = nil
        log.didAppend = nil
        Trace.note("live inspector closed")
        Trace.log = nil
        if let application, !application.isTerminating { application.backend?.destroyWindow(platformWindow) }
        if let lender = focusLender, let id = lender.platformWindow {
            // The keyboard does not come back by itself; the scene that lent it resigns now.
            focusLender = nil
            application?.platformDidLoseFocus(id, later: [])
        }
    }

    // MARK: - Updating, at most once per run-loop turn

    /// Something the graph shows may have changed (a scene, window, controller or subview came or went).
    func setNeedsGraphUpdate() {
        needsGraphUpdate = true
        application?.scheduleCommitPass()
    }

    /// A traced call or note arrived: the log grew, and scene states and titles may have changed.
    func logDidChange() {
        needsGraphUpdate = true
        setNeedsRedraw()
    }

    func setNeedsRedraw() {
        needsRedraw = true
        application?.scheduleCommitPass()
    }

    var hasPendingWork: Bool { needsGraphUpdate || (needsRedraw && isMapped) }

    /// Rebuilds the graph if asked, then draws and presents the window if anything changed.
    func commitIfNeeded() {
        guard let application, !application.isTerminating else { return }
        if needsGraphUpdate {
            needsGraphUpdate = false
            let (snapshot, objects) = InspectorSnapshot.capture(application)
            self.objects = objects
            if snapshot != self.snapshot {
                self.snapshot = snapshot
                graphVersion += 1
                needsRedraw = true
                if let selection, !snapshot.nodes.contains(where: { $0.object == selection }) { setSelection(nil) }
                if dumpsGraph { print(dump()) }
            }
        }
        // An app window waiting for the server to map it draws first: watching the app must not
        // delay its first frame. Its mapping and first frame are traced, which brings this back.
        let appWindowWaits = application.sceneRegistry.containsWindow { $0.appearancePhase == .waitingForMap }
        guard needsRedraw, isMapped, !appWindowWaits, let backend = application.backend,
            let surface = backend.backBuffer(of: platformWindow)
        else { return }
        needsRedraw = false
        renderer.draw(self, into: surface, scale: application.scale)
        backend.present([PlatformRect(x: 0, y: 0, width: surface.width, height: surface.height)], of: platformWindow)
    }

    /// The graph as text with each row's place in the window (in device pixels, as scrolled now;
    /// rows scrolled away lie outside it), for tests and for reading in a terminal:
    /// `[inspector] row 3 y 93 session UISceneSession #5 (Default Configuration)`.
    func dump() -> String {
        let scale = application?.scale ?? 1
        var lines = ["[inspector] graph \(graphVersion): \(snapshot.nodes.count) objects"]
        for (index, node) in snapshot.nodes.enumerated() {
            let y = Int((renderer.rowMidY(index, firstVisibleRow: firstVisibleRow) * scale).rounded())
            lines.append("[inspector] row \(index) y \(y) " + String(repeating: "  ", count: node.depth) + node.text)
        }
        lines.append("[inspector] end graph \(graphVersion)")
        return lines.joined(separator: "\n")
    }

    // MARK: - Selection

    var selectedRow: Int? { selection.flatMap { id in snapshot.nodes.firstIndex { $0.object == id } } }

    /// The view the selection stands for: a view or window itself, or a controller's loaded view,
    /// as long as it is in a window.
    var highlightedView: UIView? {
        guard let selection, let object = objects[selection]?.object else { return nil }
        let view = (object as? UIView) ?? (object as? UIViewController)?.viewIfLoaded
        guard let view, view is UIWindow || view.storedWindow != nil else { return nil }
        return view
    }

    /// Selects the row's object (nil clears) and repaints the windows the highlight leaves and enters.
    func select(row: Int?) {
        setSelection(row.flatMap { snapshot.nodes.indices.contains($0) ? snapshot.nodes[$0].object : nil })
    }

    private func setSelection(_ object: ObjectIdentifier?) {
        guard object != selection else { return }
        selection = object
        needsRedraw = true
        let view = highlightedView
        for window in [highlightWindow, view.flatMap { $0 as? UIWindow ?? $0.storedWindow }].compactMap({ $0 }) {
            window.needsFullDisplay = true
            window.scheduleCommit()
        }
        if let row = selectedRow { scrollToShow(row) }
        application?.scheduleCommitPass()
        if let view {
            Trace.note("inspector selects \(Trace.className(of: view)) \(Trace.identity(of: view))")
        }
    }

    private func scrollToShow(_ row: Int) {
        let visible = renderer.visibleGraphRows
        if row < firstVisibleRow { firstVisibleRow = row }
        if row >= firstVisibleRow + visible { firstVisibleRow = row - visible + 1 }
    }

    // MARK: - Its own window's events

    /// Handles `event` if it is about the inspector's window (true), else leaves it to the app.
    func handles(_ event: PlatformEvent, later: ArraySlice<PlatformEvent>) -> Bool {
        switch event {
        case .mapped(platformWindow):
            isMapped = true
            needsRedraw = true
            application?.scheduleCommitPass()
        case .unmapped(platformWindow):
            isMapped = false
        case .exposed(platformWindow, let rect):
            if !needsRedraw { application?.backend?.present([rect], of: platformWindow) }
        case .resized(platformWindow, _):
            setNeedsRedraw()
        case .closeRequested(platformWindow), .destroyed(platformWindow):
            close()
        case .focusIn(platformWindow), .keysLost(platformWindow):
            break
        case .focusOut(platformWindow):
            // The keyboard leaves the inspector for somewhere that is not the app: the scene that
            // lent it resigns as it would have when it lost the focus.
            if let lender = focusLender, let id = lender.platformWindow {
                focusLender = nil
                application?.platformDidLoseFocus(id, later: later)
            }
        case .pointer(platformWindow, let pointer):
            guard case .buttonDown(1) = pointer.kind, let scale = application?.scale else { break }
            let row = renderer.graphRow(
                at: CGPoint(x: pointer.location.x / scale, y: pointer.location.y / scale),
                firstVisibleRow: firstVisibleRow, rowCount: snapshot.nodes.count)
            select(row: row == selectedRow ? nil : row)
        case .scroll(platformWindow, let scroll):
            let maximum = max(0, snapshot.nodes.count - renderer.visibleGraphRows)
            firstVisibleRow = min(maximum, max(0, firstVisibleRow + Int(scroll.deltaY.rounded(.awayFromZero)) * 3))
            setNeedsRedraw()
        case .key(platformWindow, let key):
            handleKey(key)
        default:
            return false
        }
        return true
    }

    /// The keyboard going from the app's window `id` to the inspector (its FocusIn follows in
    /// `later`) is not the app losing it: the scene stays active until the inspector passes the
    /// focus on outside the app. True when the inspector borrowed it.
    func borrowsFocus(from id: PlatformWindowID, later: ArraySlice<PlatformEvent>) -> Bool {
        guard let application, let window = application.window(id), window.appearancePhase == .onscreen,
            later.contains(where: { if case .focusIn(platformWindow) = $0 { true } else { false } })
        else {
            return false
        }
        focusLender = window
        // Keys held now will be released in the inspector, where the app cannot see it.
        application.inputRouter.cancelPresses()
        return true
    }

    /// Up and Down move the selection, Escape clears it, Ctrl+Alt+I closes the inspector.
    private func handleKey(_ key: PlatformKeyEvent) {
        guard key.isDown else { return }
        if DebugSwitches.isInspectorToggle(key) {
            close()
            return
        }
        let count = snapshot.nodes.count
        switch key.hidUsage {
        case 0x52: select(row: max(0, (selectedRow ?? count) - 1))
        case 0x51: select(row: min(count - 1, (selectedRow ?? -1) + 1))
        case 0x29: select(row: nil)
        default: break
        }
    }
}

/// The work waiting for the next commit pass, and the rule that there is at most one pass per
/// run-loop turn however much is marked.
///
/// The pass itself (`UIApplication.commitIfNeeded()`) takes the work in this order: the scene
/// requests, then the windows that start appearing (`viewWillAppear` and the map request), then
/// the windows to lay out, display and present. Marking a window twice queues it once. A plain
/// value the application owns: taking the work empties the queue first, so whatever the pass's
/// callbacks mark goes into the next pass.
@MainActor
struct FrameScheduler {
    private var windowsAwaitingAppearance: [UIWindow] = []
    private var windowsNeedingCommit: [UIWindow] = []
    /// Scene activation and destruction requests, carried out at the start of the next turn.
    private var sceneRequests: [@MainActor (UIApplication) -> Void] = []
    /// Whether a pass is already on its way in this turn.
    private(set) var isPassScheduled = false
    /// Whether a frame was ever presented (the first one serves the screenshot and benchmark switches).
    private(set) var hasPresentedFirstFrame = false

    /// Whether anything waits for the next pass.
    var hasWork: Bool {
        !windowsNeedingCommit.isEmpty || !windowsAwaitingAppearance.isEmpty || !sceneRequests.isEmpty
    }

    // MARK: - Marking

    /// `window` was shown: it starts appearing in the next pass (or the launch step that asks first).
    mutating func windowNeedsAppearance(_ window: UIWindow) {
        if !windowsAwaitingAppearance.contains(where: { $0 === window }) { windowsAwaitingAppearance.append(window) }
    }

    /// `window` has layout or damage: it commits in the next pass.
    mutating func windowNeedsCommit(_ window: UIWindow) {
        if !windowsNeedingCommit.contains(where: { $0 === window }) { windowsNeedingCommit.append(window) }
    }

    mutating func enqueueSceneRequest(_ request: @escaping @MainActor (UIApplication) -> Void) {
        sceneRequests.append(request)
    }

    /// Claims this turn's pass: true the first time since the last pass began (the caller then
    /// schedules it), false while one is already on its way.
    mutating func claimPass() -> Bool {
        guard !isPassScheduled else { return false }
        isPassScheduled = true
        return true
    }

    // MARK: - Taking the work, in the pass's order

    /// The pass has begun: whatever is marked from now on needs another one.
    mutating func beginPass() {
        isPassScheduled = false
    }

    mutating func takeSceneRequests() -> [@MainActor (UIApplication) -> Void] {
        defer { sceneRequests.removeAll() }
        return sceneRequests
    }

    mutating func takeAppearances() -> [UIWindow] {
        defer { windowsAwaitingAppearance.removeAll() }
        return windowsAwaitingAppearance
    }

    mutating func takeCommits() -> [UIWindow] {
        defer { windowsNeedingCommit.removeAll() }
        return windowsNeedingCommit
    }

    /// A frame was presented; true for the first one.
    mutating func didPresent() -> Bool {
        guard !hasPresentedFirstFrame else { return false }
        hasPresentedFirstFrame = true
        return true
    }
}

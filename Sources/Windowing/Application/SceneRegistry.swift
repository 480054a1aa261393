/// The application's registries: the open scene sessions with their connected scenes, the
/// windows the window system knows by id, and which window is key.
///
/// A plain value the application owns: it only records and looks up, and calls nothing, so the
/// application can change it between the callbacks it makes. Windows are held weakly, as the
/// app's delegates and scenes own them; a window that went away is simply not found.
@MainActor
struct SceneRegistry {
    /// The sessions whose scenes are connected, in the order they connected.
    private(set) var sessions: [UISceneSession] = []
    /// The connected scenes, in the order they connected.
    private(set) var scenes: [UIScene] = []
    /// By the id's raw value: a `[PlatformWindowID: …]` would make the runtime search every
    /// conformance record of a static binary for PlatformWindowID's `Hashable` at launch (~0.36 M
    /// instructions), while `UInt`'s is searched anyway for the X11 window table. Ids are 64 bits.
    private var windowsByPlatformID: [UInt: WeakWindow] = [:]
    /// The window that most recently became key, in any scene.
    weak var keyWindow: UIWindow?
    /// The key window among the windows that have no scene.
    weak var sceneLessKeyWindow: UIWindow?

    // MARK: - Scenes

    /// Records a newly connected scene and its session.
    mutating func add(_ scene: UIScene, of session: UISceneSession) {
        sessions.append(session)
        scenes.append(scene)
    }

    /// Forgets `scene` and its session; false when the scene was not connected.
    @discardableResult
    mutating func remove(_ scene: UIScene) -> Bool {
        guard let index = scenes.firstIndex(where: { $0 === scene }) else { return false }
        scenes.remove(at: index)
        let session = scene.session
        sessions.removeAll { $0 === session }
        return true
    }

    func contains(_ scene: UIScene) -> Bool { scenes.contains { $0 === scene } }
    func contains(_ session: UISceneSession) -> Bool { sessions.contains { $0 === session } }

    // MARK: - Windows on the window system

    /// The window the window system calls `id`; nil for an id the app does not own (the inspector's).
    func window(_ id: PlatformWindowID) -> UIWindow? { windowsByPlatformID[Self.key(id)]?.window }

    mutating func register(_ window: UIWindow, as id: PlatformWindowID) {
        windowsByPlatformID[Self.key(id)] = WeakWindow(window: window)
    }

    mutating func unregister(_ id: PlatformWindowID) {
        windowsByPlatformID[Self.key(id)] = nil
    }

    /// The ids of every window on the window system, in no particular order.
    var platformWindowIDs: [PlatformWindowID] { windowsByPlatformID.keys.map(Self.id) }

    /// Every live window that has a window-system window, in no particular order.
    var windows: [UIWindow] { windowsByPlatformID.values.compactMap(\.window) }

    /// Whether some window with a window-system window passes `test`, without collecting them.
    func containsWindow(where test: (UIWindow) -> Bool) -> Bool {
        windowsByPlatformID.values.contains { $0.window.map(test) ?? false }
    }

    /// Forgets every window and returns the ids they had (the app is ending).
    mutating func removeAllWindows() -> [PlatformWindowID] {
        let ids = platformWindowIDs
        windowsByPlatformID.removeAll()
        return ids
    }

    private static func key(_ id: PlatformWindowID) -> UInt { UInt(truncatingIfNeeded: id.rawValue) }
    private static func id(_ key: UInt) -> PlatformWindowID { PlatformWindowID(rawValue: UInt64(key)) }
}

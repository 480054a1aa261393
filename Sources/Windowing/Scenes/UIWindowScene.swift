import Foundation

/// A scene that shows its interface in windows: on X11, each of its `UIWindow`s is a top-level
/// X window, and the scene's bounds are its main window's size.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []
    weak var keyWindowStorage: UIWindow?
    var sceneSize: CGSize

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        sceneSize = UIWindowScene.initialSize()
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's windows, in the order they were attached (behaviour 4.15).
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    /// The scene's key window.
    open var keyWindow: UIWindow? { keyWindowStorage }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }

    /// The scene's coordinate space; its bounds are the size of the scene's windows, and its
    /// origin is the screen's, where the scene's windows start.
    open var coordinateSpace: any UICoordinateSpace {
        ScreenCoordinateSpace(bounds: CGRect(origin: .zero, size: sceneSize))
    }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
        if let title { window.applyTitle(title) }
    }

    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        if keyWindowStorage === window { keyWindowStorage = nil }
    }

    func windowDidResize(_ window: UIWindow) {
        if window === windows.first { sceneSize = window.bounds.size }
    }

    override func titleDidChange() {
        for window in windows { window.applyTitle(title ?? "") }
    }

    /// 640×480 points, or `WINDOWING_SCENE_SIZE` (`WxH`), never larger than the screen.
    ///
    /// - Note: Differs from UIKit: a desktop scene is a window, not the whole screen; its first
    ///   size comes from here and the user can resize it.
    static func initialSize() -> CGSize {
        let screen = UIScreen.main.bounds.size
        var size = CGSize(width: 640, height: 480)
        if let value = ProcessEnvironment.value("WINDOWING_SCENE_SIZE") {
            if let parsed = parseSize(value) {
                size = parsed
            } else {
                Diagnostics.warning(
                    "UIWindowScene: ignoring WINDOWING_SCENE_SIZE '\(value)'; expected WIDTHxHEIGHT in points, e.g. "
                        + "800x600"
                )
            }
        }
        return CGSize(width: min(size.width, screen.width), height: min(size.height, screen.height))
    }

    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width >= 1, height >= 1, width <= 16384, height <= 16384
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// A weak reference to a window, for lists that must not keep windows alive.
struct WeakWindow {
    weak var window: UIWindow?
}

public import Foundation

/// One instance of the app's interface, created by the app and driven through its delegate
/// (behaviour 4.1–4.14).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle (raw values as UIKit's).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the app was asked to do when the scene connected.
    ///
    /// - Note: Differs from UIKit: no URL contexts, user activities or shortcut items, which
    ///   have no X11 equivalent; it is always empty.
    @preconcurrency @MainActor
    public class ConnectionOptions {
        init() {}
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, held strongly (behaviour 4.13).
    open var delegate: (any UISceneDelegate)?
    /// The scene's current life-cycle state.
    open internal(set) var activationState = ActivationState.unattached
    /// A title for the scene, shown as its windows' title.
    open var title: String! {
        didSet { titleDidChange() }
    }

    /// Created by the app for a session; you never create scenes yourself.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are created by the application for a session, with `init(session:connectionOptions:)`.
    @available(*, unavailable, message: "scenes are created by the application for a session")
    public required convenience init?(coder: NSCoder) {
        preconditionFailure("UIScene.init(coder:): scenes are created by the application for a session")
    }

    func titleDidChange() {}

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

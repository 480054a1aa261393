/// What UIKit needs to create a scene: its name, role, scene class and delegate class (behaviour 3.4–3.10).
///
/// A configuration built from the Info.plist manifest has its classes resolved from the names in
/// the manifest; one returned from `application(_:configurationForConnecting:options:)` is used as it is.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name (`UISceneConfigurationName`).
    public let name: String?
    /// The role of the sessions created from it.
    public let role: UISceneSession.Role
    /// The scene delegate's class, which must be a `UIResponder` adopting `UIWindowSceneDelegate`.
    open var delegateClass: AnyClass?
    /// The scene's class, `UIWindowScene` or a subclass; nil means `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller UIKit shows in the scene's window, created
    /// before `scene(_:willConnectTo:options:)` (behaviour 2a.1). From Info.plist's
    /// `UISceneStoryboardFile`, loaded when the scene connects, unless set in code.
    open var storyboard: UIStoryboard? {
        get { storedStoryboard }
        set {
            storedStoryboard = newValue
            storyboardName = nil
        }
    }
    private var storedStoryboard: UIStoryboard?
    /// `UISceneStoryboardFile` of the manifest entry, not loaded yet.
    var storyboardName: String?
    /// `UISceneDelegateClassName` of the manifest entry, for messages when it names no usable class.
    var delegateClassName: String?

    /// A configuration with nothing filled in from Info.plist.
    init(unfilledName name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
    }

    /// True for the empty configuration UIKit gives a session when nothing configures scenes.
    var isPlaceholder = false

    /// Creates a configuration; when Info.plist's manifest has one with this name and role, its
    /// delegate and scene classes are filled in from it, as UIKit does.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        if let name, let app = UIApplication.current,
            let entry = app.infoPlist?.sceneManifest?.configurations[sessionRole.rawValue]?.first(where: {
                $0.name == name
            })
        {
            app.fill(self, from: entry)
        }
    }
}

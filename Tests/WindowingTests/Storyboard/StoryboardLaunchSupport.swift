import Foundation

@testable import Windowing

// The classes `Launch.storyboard` and the storyboard launch tests name. They log to `CallLog.shared`.

/// The storyboard's controllers: every life-cycle call, recorded.
final class StoryboardRootController: UIViewController {
    var log: CallLog { CallLog.shared }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log.record(self, "init(coder:)")
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        log.record(self, "init(nibName:bundle:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.record(self, #function)
    }

    override func loadView() {
        log.record(self, #function)
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record(self, #function)
    }

    override func viewWillAppear(_ animated: Bool) { log.record(self, #function) }
    override func viewIsAppearing(_ animated: Bool) { log.record(self, #function) }
    override func viewDidAppear(_ animated: Bool) { log.record(self, #function) }
    override func viewWillLayoutSubviews() { log.record(self, #function) }
    override func viewDidLayoutSubviews() { log.record(self, #function) }
}

/// A storyboard app's scene delegate: observes what UIKit prepared before willConnectTo (behaviour 2a.1,
/// 2a.2) and, with `pick`, replaces the root controller by identifier (the launch-time choice of screen).
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var pick: String?
    var window: UIWindow?
    var log: CallLog { CallLog.shared }

    override init() {
        super.init()
        log.record(self, "init()")
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        log.record(self, "willConnectTo:begin")
        let root = window?.rootViewController
        log.observe(
            """
            willConnectTo: window \(window != nil), scene \(window?.windowScene === scene), \
            root \(root.map { String(describing: type(of: $0)) } ?? "nil"), hidden \(window?.isHidden == true), \
            key \(window?.isKeyWindow == true), loaded \(root?.isViewLoaded == true)
            """)
        if let pick = Self.pick, let window {
            window.rootViewController = UIStoryboard(name: "Launch", bundle: nil).instantiateViewController(
                identifier: pick)
        }
        log.record(self, "willConnectTo:end")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log.record(self, #function) }
    func sceneDidBecomeActive(_ scene: UIScene) { log.record(self, #function) }
}

/// A pre-scene storyboard app's delegate: observes the window UIKit made before willFinishLaunching (behaviour 2c.1).
final class StoryboardAppDelegate: RecordingAppDelegate {
    override func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        log.record(self, #function)
        let root = window?.rootViewController
        log.observe(
            """
            willFinish: window \(window != nil), root \(root.map { String(describing: type(of: $0)) } ?? "nil"), \
            loaded \(root?.isViewLoaded == true), hidden \(window?.isHidden == true)
            """)
        return true
    }
}

/// A pre-scene app delegate without a stored window: UIKit cannot use a main storyboard (behaviour 2c.8).
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene app configured in code, whose configuration carries a storyboard (UISceneConfiguration.storyboard).
final class CodeStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Code", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StoryboardSceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Launch", bundle: StoryboardFixtures.bundle)
        return configuration
    }
}

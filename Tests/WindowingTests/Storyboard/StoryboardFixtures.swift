import Foundation
import Testing

@testable import Windowing

/// The storyboard and nib fixtures (`Tests/Fixtures/Storyboards`), written as Xcode writes them,
/// and the classes they name.
@MainActor
enum StoryboardFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Storyboards")
    static var bundle: Bundle? { Bundle(path: folder.path) }
    static let registry = TypeRegistry(moduleName: "WindowingTests")

    /// `Main.storyboard`, read and checked afresh (not from the per-process cache).
    static func main() throws -> UIStoryboard {
        let url = folder.appendingPathComponent("Main.storyboard")
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "Main.storyboard", registry: registry)
        return UIStoryboard(model: model, name: "Main", bundle: bundle)
    }

    /// A storyboard made of `scenes` inside Xcode's document boilerplate.
    static func storyboard(_ scenes: String, initial: String? = "vc1", resources: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
                <scenes>
            \(scenes)
                </scenes>
                <resources>\(resources)</resources>
            </document>
            """
    }

    /// One scene whose controller (id `vc1`) has a root view (id `root`) holding `subviews`.
    static func scene(
        controller: String = "viewController", attributes: String = "", subviews: String = "", connections: String = ""
    ) -> String {
        """
            <scene sceneID="s1">
                <objects>
                    <\(controller) id="vc1" \(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
        \(subviews)
                            </subviews>
                        </view>
                        <connections>\(connections)</connections>
                    </\(controller)>
                </objects>
            </scene>
        """
    }

    static func compile(_ text: String, kind: IBCompiler.Kind = .storyboard, file: String = "Test.storyboard")
        throws(StoryboardError) -> IBModel
    {
        try IBFileLoader.compile(Data(text.utf8), kind: kind, file: file, registry: registry)
    }

    /// The collection view that is the first subview of `text`'s initial controller's view, loaded.
    static func firstCollectionView(in text: String) throws -> UICollectionView {
        let storyboard = UIStoryboard(model: try compile(text), name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        return try #require(controller.view.subviews.first as? UICollectionView)
    }

    /// The message of the error compiling `text` throws, or nil.
    static func error(_ text: String, kind: IBCompiler.Kind = .storyboard) -> String? {
        do {
            _ = try compile(text, kind: kind)
            return nil
        } catch {
            return error.description
        }
    }
}

/// The storyboard's initial controller: two outlets and an action, registered by name.
final class LoginViewController: UIViewController {
    var titleLabel: UILabel!
    var loginButton: UIButton?
    var taps = 0
    var events: [String] = []
    var outletsInViewDidLoad: (UILabel?, UIButton?) = (nil, nil)

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "titleLabel": StoryboardOutlet(\LoginViewController.titleLabel),
            "loginButton": StoryboardOutlet(\LoginViewController.loginButton),
        ]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        ["didTapLogin:": ActionMessage(LoginViewController.didTapLogin)]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:) outlet \(titleLabel == nil ? "nil" : "set")")
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        events.append("init(nibName:bundle:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib outlet \(titleLabel == nil ? "nil" : "set") loaded \(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        outletsInViewDidLoad = (titleLabel, loginButton)
    }

    func didTapLogin(_ sender: Any?) {
        taps += 1
    }
}

/// The nib's File's Owner.
final class ProfileViewController: UIViewController {
    var nameLabel: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        ["nameLabel": StoryboardOutlet(\ProfileViewController.nameLabel)]
    }
}

/// A view that records `awakeFromNib`, for the order of unarchiving.
final class AwakeningView: UIView {
    static var awakened: [Int] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        Self.awakened.append(tag)
    }
}

/// Not a view: a storyboard that names it as a view's class is refused.
final class NotAView: UIResponder {}

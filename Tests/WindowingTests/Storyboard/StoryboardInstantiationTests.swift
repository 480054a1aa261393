import Foundation
import Testing

@testable import Windowing

/// Instantiating controllers and views from `Main.storyboard` and `ProfileViewController.xib`
/// (behaviour 9.2–9.5, 9.10–9.21, 9.25).
@MainActor
struct StoryboardInstantiationTests {
    private func loadedLogin() throws -> (LoginViewController, UIView) {
        let storyboard = try StoryboardFixtures.main()
        let controller = try #require(storyboard.instantiateInitialViewController() as? LoginViewController)
        return (controller, try #require(controller.view))
    }

    // behaviour 9.2, 9.3, 9.25
    @Test func initialControllerComesFromInitCoderThenAwakeFromNibWithTheViewNotLoaded() throws {
        let storyboard = try StoryboardFixtures.main()
        let controller = try #require(storyboard.instantiateInitialViewController() as? LoginViewController)
        #expect(controller.events == ["init(coder:) outlet nil", "awakeFromNib outlet nil loaded false"])
        #expect(!controller.isViewLoaded)
        #expect(controller.storyboard === storyboard)
        controller.loadViewIfNeeded()
        #expect(controller.events.last == "viewDidLoad")
        #expect(controller.outletsInViewDidLoad.0 === controller.titleLabel)
        #expect(controller.outletsInViewDidLoad.1 === controller.loginButton)
        #expect(controller.titleLabel != nil && controller.loginButton != nil)
    }

    // behaviour 9.3, 9.4
    @Test func eachCallMakesANewInstance() throws {
        let storyboard = try StoryboardFixtures.main()
        let first = storyboard.instantiateInitialViewController()
        let second = storyboard.instantiateInitialViewController()
        #expect(first !== second)
        let home1 = storyboard.instantiateViewController(withIdentifier: "UserHasLoggedIn")
        let home2 = storyboard.instantiateViewController(withIdentifier: "UserHasLoggedIn")
        #expect(home1 !== home2)
        #expect(home1.view !== home2.view)
        #expect(type(of: home1) == UIViewController.self)
    }

    // behaviour 9.5: the launch-time choice of screen
    @Test func identifiersPickTheScreenAndTheGenericFormIsTyped() throws {
        let storyboard = try StoryboardFixtures.main()
        let login: LoginViewController = storyboard.instantiateViewController(identifier: "LoginScreen")
        #expect(login.events.first == "init(coder:) outlet nil")
        let home: UIViewController = storyboard.instantiateViewController(identifier: "UserHasLoggedIn")
        #expect(home.view.backgroundColor == UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1))
    }

    // behaviour 9.5
    @Test func creatorBlockReceivesTheCoder() throws {
        let storyboard = try StoryboardFixtures.main()
        var received: NSCoder?
        let controller: LoginViewController = storyboard.instantiateViewController(identifier: "LoginScreen") { coder in
            received = coder
            return LoginViewController(coder: coder)
        }
        #expect(received is StoryboardCoder)
        #expect(controller.events == ["init(coder:) outlet nil", "awakeFromNib outlet nil loaded false"])
        #expect(controller.view.subviews.count == 6)
        let fallback = storyboard.instantiateInitialViewController { _ -> LoginViewController? in nil }
        #expect(fallback?.events.first == "init(coder:) outlet nil")
    }

    // behaviour 9.4
    @Test func unknownIdentifierNamesItAndTheStoryboard() throws {
        let storyboard = try StoryboardFixtures.main()
        #expect(throws: StoryboardError.self) { try storyboard.controllerSpec(identifier: "Nope") }
        do {
            _ = try storyboard.controllerSpec(identifier: "Nope")
        } catch {
            #expect(
                error.description == """
                    Storyboard: Main.storyboard doesn't contain a view controller with identifier 'Nope'; identifiers \
                    in it: 'LoginScreen', 'UserHasLoggedIn' (set the Storyboard ID in Interface Builder)
                    """)
        }
    }

    // behaviour 9.12–9.14, 9.16: classes, frames, masks, hierarchy order
    @Test func hierarchyClassesFramesAndMasks() throws {
        let (_, root) = try loadedLogin()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let kinds = root.subviews.map { String(describing: type(of: $0)) }
        #expect(kinds == ["UILabel", "UIButton", "UIImageView", "UIView", "UIView", "UIStackView"])
        #expect(root.subviews[0].frame == CGRect(x: 20, y: 16.5, width: 280, height: 40))
        #expect(root.subviews[1].autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(root.subviews[2].autoresizingMask == [.flexibleLeftMargin, .flexibleTopMargin])
        #expect(root.subviews[4].autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(root.subviews[5].frame == CGRect(x: 0, y: 130, width: 320, height: 20))
        #expect(root.subviews[3].autoresizingMask == [])
    }

    // behaviour 9.15: sRGB, white, systemColor through <resources>, and UIKit's table without one
    @Test func coloursInEveryForm() throws {
        let (_, root) = try loadedLogin()
        #expect(root.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(root.subviews[1].backgroundColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(
            root.subviews[3].backgroundColor
                == UIColor(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1))
        #expect(root.subviews[4].backgroundColor == .secondarySystemBackground)
        #expect(root.subviews[0].backgroundColor == nil)
    }

    // behaviour 9.17: attributes on the element; absent ones are UIView's defaults
    @Test func viewAttributes() throws {
        let (_, root) = try loadedLogin()
        let plain = root.subviews[3]
        #expect(plain.isHidden && plain.alpha == 0.5 && plain.tag == 3)
        #expect(
            !plain.isOpaque && plain.clipsToBounds && !plain.isUserInteractionEnabled && plain.isMultipleTouchEnabled)
        #expect(plain.contentMode == .center)
        let button = root.subviews[1]
        #expect(button.tag == 7 && !button.isHidden && button.alpha == 1 && button.isUserInteractionEnabled)
        #expect(root.subviews[0].isUserInteractionEnabled == false)
        #expect(root.viewWithTag(7) === button)
    }

    // behaviour 9.18, 9.27
    @Test func labelTextAlignmentLinesFontAndColour() throws {
        let (controller, _) = try loadedLogin()
        let label = try #require(controller.titleLabel)
        #expect(label.text == "Welcome back")
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor(white: 1, alpha: 1))
        #expect(label.contentMode == .left)
    }

    // behaviour 9.19, 9.21
    @Test func buttonStatesTypeAndAction() throws {
        let (controller, _) = try loadedLogin()
        let button = try #require(controller.loginButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Log in")
        #expect(button.title(for: .highlighted) == "Logging in")
        #expect(button.titleColor(for: .normal) == UIColor(white: 1, alpha: 1))
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
        button.sendActions(for: .touchDown)
        #expect(controller.taps == 1)
    }

    @Test func imageViewImageFromTheStoryboardsBundleAndContentMode() throws {
        let (_, root) = try loadedLogin()
        let imageView = try #require(root.subviews[2] as? UIImageView)
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(imageView.clipsToBounds)
        #expect(imageView.image != nil)
    }

    // behaviour 9.8, 9.22, 9.23: nothing in the main fixture is skipped any more: the stack view loads
    // as a UIStackView with its constraints and guides bound (StoryboardLayoutTests), and the segue
    // and the navigation controller load (StoryboardSegueTests)
    @Test func theMainFixtureLoadsWithoutWarnings() throws {
        let storyboard = try StoryboardFixtures.main()
        #expect(storyboard.model.warnings == [])
        #expect(storyboard.model.controllers.count == 3)
    }

    // behaviour 6.8: a nib named after the class; File's Owner outlets, view outlet
    @Test func nibNamedAfterTheClassLoadsWithOutlets() throws {
        let controller = ProfileViewController(nibName: nil, bundle: StoryboardFixtures.bundle)
        let view = try #require(controller.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.backgroundColor == UIColor(white: 0.5, alpha: 1))
        let label = try #require(controller.nameLabel)
        #expect(label.superview === view)
        #expect(label.text == "Ada" && label.textAlignment == .right)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
    }

    @Test func nibByNameAndAMissingNibGivesAPlainView() throws {
        let named = ProfileViewController(nibName: "ProfileViewController", bundle: StoryboardFixtures.bundle)
        #expect(named.view.subviews.count == 1)
        let missing = ProfileViewController(nibName: "Missing", bundle: StoryboardFixtures.bundle)
        #expect(missing.view.subviews.isEmpty)
        #expect(missing.nameLabel == nil)
    }

    // behaviour 9.25: views awake after all connections, in creation order
    @Test func viewsAwakeFromNibInOrder() throws {
        AwakeningView.awakened = []
        let subviews = """
            <view tag="1" customClass="AwakeningView" customModule="WindowingTests" customModuleProvider="target" \
            id="a1">
                <subviews><view tag="2" customClass="AwakeningView" customModule="WindowingTests" id="a2"/></subviews>
            </view>
            <view tag="3" customClass="AwakeningView" customModule="WindowingTests" id="a3"/>
            """
        let model = try StoryboardFixtures.compile(
            StoryboardFixtures.storyboard(StoryboardFixtures.scene(subviews: subviews)))
        let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(AwakeningView.awakened.isEmpty)
        controller.loadViewIfNeeded()
        #expect(AwakeningView.awakened == [1, 2, 3])
        #expect(controller.view.subviews.map { type(of: $0) == AwakeningView.self } == [true, true])
    }

    @Test func storyboardWithoutInitialControllerGivesNil() throws {
        let model = try StoryboardFixtures.compile(
            StoryboardFixtures.storyboard(StoryboardFixtures.scene(), initial: nil))
        #expect(UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController() == nil)
    }

    @Test func decodingAnythingElseFromTheCoderFindsNothing() throws {
        let storyboard = try StoryboardFixtures.main()
        _ = storyboard.instantiateViewController(identifier: "LoginScreen") {
            (coder: NSCoder) -> LoginViewController? in
            #expect(!coder.containsValue(forKey: "title"))
            #expect(coder.decodeObject(forKey: "title") == nil)
            #expect(coder.decodeInteger(forKey: "count") == 0)
            return nil
        }
    }
}

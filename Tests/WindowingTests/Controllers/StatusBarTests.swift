import Foundation
import Testing

@testable import Windowing

/// A controller as iOS apps write them, hiding the status bar and asking for light content.
final class FullScreenController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    var safeAreaChanges = 0
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

/// The status bar and home indicator preferences exist with UIKit's defaults; nothing reads them.
@Suite @MainActor struct StatusBarPreferences {
    @Test func defaultsAreUIKits() {
        let controller = UIViewController()
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        #expect(!controller.prefersHomeIndicatorAutoHidden)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
    }

    @Test func overridesAreReadAndTheSafeAreaNeverChanges() {
        let controller = FullScreenController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(controller.safeAreaChanges == 0)
    }
}

import Foundation
import Testing

@testable import Windowing

/// A view that logs its trait changes into a shared list.
@MainActor
private final class TraitView: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log("\(name) \(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)")
    }
}

/// A controller that logs its trait changes.
@MainActor
private final class TraitController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log("controller \(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)")
    }
}

/// `UITraitCollection` and `UITraitEnvironment`: combining and comparing collections, a window's
/// size classes, the order `traitCollectionDidChange(_:)` reaches a window's tree when they
/// change, and appearance overrides.
@MainActor
struct TraitCollectionTests {
    @Test func singleTraitCollectionsCombineWithTheLaterWinning() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified && combined.displayScale == 0)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(combined.containsTraits(in: nil))
        #expect(UITraitCollection() == UITraitCollection())
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func aWindowsSizeGivesItsSizeClasses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let view = UIView()
        window.addSubview(view)
        let traits = view.traitCollection
        #expect((traits.horizontalSizeClass, traits.verticalSizeClass) == (.regular, .regular))
        #expect(traits.userInterfaceStyle == .light && traits.userInterfaceIdiom == .pad)
        #expect(traits.layoutDirection == .leftToRight && traits.displayScale == window.screen.scale)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let phone = view.traitCollection
        #expect((phone.horizontalSizeClass, phone.verticalSizeClass) == (.compact, .regular))
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.traitCollection.verticalSizeClass == .compact)
    }

    @Test func anAppearanceOverrideReachesTheSubtreeButNotAViewWithItsOwn() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let controller = TraitController()
        controller.log = { log.append($0) }
        let root = TraitView()
        root.name = "root"
        root.log = { log.append($0) }
        controller.view = root
        let light = TraitView()
        light.name = "light"
        light.log = { log.append($0) }
        light.overrideUserInterfaceStyle = .light
        root.addSubview(light)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        log.removeAll()
        controller.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(light.traitCollection.userInterfaceStyle == .light)
        #expect(log == ["controller 2", "root 2"])
        #expect(window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aControllerWithoutItsViewTakesItsParentsTraits() {
        let parent = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(UIViewController().traitCollection == UIScreen.main.traitCollection)
    }

    @Test func currentIsTheScreensOutsideDrawingAndCanBeSetForABlock() {
        #expect(UITraitCollection.current == UIScreen.main.traitCollection)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        dark.performAsCurrent { #expect(UITraitCollection.current.userInterfaceStyle == .dark) }
        #expect(UITraitCollection.current == UIScreen.main.traitCollection)
    }
}

extension AppTests {
    /// A headless window's size-class change, heard from the top of its tree.
    @Suite @MainActor struct TraitChanges {
        @Test func aSizeClassChangeReachesTheWindowThenEachControllerBeforeItsView() throws {
            var log: [String] = []
            let controller = TraitController()
            controller.log = { log.append($0) }
            let root = TraitView()
            root.name = "root"
            root.log = { log.append($0) }
            controller.view = root
            let child = TraitView()
            child.name = "child"
            child.log = { log.append($0) }
            root.addSubview(child)
            let shown = try HeadlessWindow(showing: controller)
            let window = shown.window
            window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
            log.removeAll()
            window.frame = CGRect(x: 0, y: 0, width: 620, height: 470)
            #expect(log.isEmpty, "the size classes did not change")
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            #expect(log == ["controller 2", "root 2", "child 2"])
            #expect(controller.traitCollection.horizontalSizeClass == .compact)
        }
    }
}

import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The `animated` argument of the appearance callbacks: true exactly when a push, pop,
    /// presentation or dismissal asked for animation, false for a window's appearance and for tabs.
    @Suite @MainActor struct AppearanceAnimatedArgument {
        private static let appeared = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]
        private static let disappeared = ["viewWillDisappear", "viewDidDisappear"]

        private func calls(_ names: [String], _ animated: Bool) -> [String] {
            names.map { "\($0)(\(animated))" }
        }

        private func launchNavigation() throws -> (TestApp, UINavigationController, RecordingViewController) {
            let test = try TestApp.launchSceneApp(root: {
                UINavigationController(rootViewController: RecordingViewController())
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let first = try #require(navigation.viewControllers.first as? RecordingViewController)
            return (test, navigation, first)
        }

        @Test func aWindowsFirstAppearanceIsNotAnimated() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            #expect(root.animatedArguments == calls(Self.appeared, false))
        }

        @Test(arguments: [true, false])
        func pushAndPopPassTheirAnimatedFlag(animated: Bool) throws {
            let (test, navigation, first) = try launchNavigation()
            first.animatedArguments.removeAll()
            let second = OtherViewController()
            navigation.pushViewController(second, animated: animated)
            test.finishTransitions()
            #expect(first.animatedArguments == calls(Self.disappeared, animated))
            #expect(second.animatedArguments == calls(Self.appeared, animated))

            first.animatedArguments.removeAll()
            second.animatedArguments.removeAll()
            navigation.popViewController(animated: animated)
            test.finishTransitions()
            #expect(second.animatedArguments == calls(Self.disappeared, animated))
            #expect(first.animatedArguments == calls(Self.appeared, animated))
        }

        @Test(arguments: [true, false])
        func setViewControllersPassesItsAnimatedFlag(animated: Bool) throws {
            let (test, navigation, first) = try launchNavigation()
            first.animatedArguments.removeAll()
            let replacement = OtherViewController()
            navigation.setViewControllers([replacement], animated: animated)
            test.finishTransitions()
            #expect(first.animatedArguments == calls(Self.disappeared, animated))
            #expect(replacement.animatedArguments == calls(Self.appeared, animated))
        }

        @Test(arguments: [true, false])
        func presentAndDismissPassTheirAnimatedFlag(animated: Bool) throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            root.animatedArguments.removeAll()
            let presented = OtherViewController()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: animated)
            test.finishTransitions()
            #expect(root.animatedArguments == calls(Self.disappeared, animated))
            #expect(presented.animatedArguments == calls(Self.appeared, animated))

            root.animatedArguments.removeAll()
            presented.animatedArguments.removeAll()
            presented.dismiss(animated: animated)
            test.finishTransitions()
            #expect(presented.animatedArguments == calls(Self.disappeared, animated))
            #expect(root.animatedArguments == calls(Self.appeared, animated))
        }

        @Test func aPresentedContainerPassesTheFlagToItsVisibleChild() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let top = OtherViewController()
            root.present(UINavigationController(rootViewController: top), animated: true)
            test.finishTransitions()
            #expect(top.animatedArguments == calls(Self.appeared, true))
            top.animatedArguments.removeAll()
            root.dismiss(animated: true)
            test.finishTransitions()
            #expect(top.animatedArguments == calls(Self.disappeared, true))
        }

        @Test func switchingTabsIsNotAnimated() throws {
            let test = try TestApp.launchSceneApp(root: {
                let tabs = UITabBarController()
                tabs.viewControllers = [RecordingViewController(), OtherViewController()]
                return tabs
            })
            let tabs = try #require(test.window?.rootViewController as? UITabBarController)
            let first = try #require(tabs.viewControllers?[0] as? RecordingViewController)
            let second = try #require(tabs.viewControllers?[1] as? OtherViewController)
            first.animatedArguments.removeAll()
            tabs.selectedIndex = 1
            test.finishTransitions()
            #expect(first.animatedArguments == calls(Self.disappeared, false))
            #expect(second.animatedArguments == calls(Self.appeared, false))
        }
    }
}

import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UINavigationController`: the stack, the bar and the appearance order of push and pop.
    @Suite @MainActor struct NavigationController {
        private func launch() throws -> (TestApp, UINavigationController, RecordingViewController) {
            let test = try TestApp.launchSceneApp(root: {
                let first = RecordingViewController()
                first.title = "First"
                return UINavigationController(rootViewController: first)
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let first = try #require(navigation.viewControllers.first as? RecordingViewController)
            return (test, navigation, first)
        }

        @Test func theRootAppearsBelowTheBarWithItsTitle() throws {
            let (test, navigation, first) = try launch()
            #expect(navigation.viewControllers == [first])
            #expect(navigation.topViewController === first)
            #expect(first.navigationController === navigation)
            #expect(first.parent === navigation)
            #expect(first.view.window === test.window)
            #expect(first.view.convert(first.view.bounds, to: nil).minY == UINavigationBar.height)
            #expect(navigation.navigationBar.titleLabel.text == "First")
            #expect(navigation.navigationBar.backButton.isHidden)
            #expect(test.log.count(of: "RecordingViewController::viewDidAppear(_:)") == 1)
        }

        @Test func showPushesInsideANavigationControllerAndPresentsOutsideOne() throws {
            let (test, navigation, first) = try launch()
            let second = RecordingViewController()
            first.show(second, sender: nil)
            test.finishTransitions()
            #expect(navigation.viewControllers == [first, second])
            #expect(first.presentedViewController == nil)
            let detail = UIViewController()
            second.showDetailViewController(detail, sender: nil)
            #expect(navigation.presentedViewController === detail)
            detail.dismiss(animated: false)
            let loose = UIViewController()
            let third = UIViewController()
            navigation.present(loose, animated: false)
            loose.show(third, sender: nil)
            test.finishTransitions()
            #expect(loose.presentedViewController === third)
            #expect(navigation.viewControllers == [first, second])
        }

        @Test func pushAndPopCallAppearanceAndTheDelegateInUIKitsOrder() throws {
            let (test, navigation, first) = try launch()
            let delegate = RecordingNavigationDelegate()
            navigation.delegate = delegate
            let second = OtherViewController()
            second.title = "Second"
            test.log.removeAll()
            navigation.pushViewController(second, animated: false)
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::willMove(toParent: parent)",
                    "RecordingViewController::viewWillDisappear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::willShow", "OtherViewController::viewIsAppearing(_:)",
                    "RecordingViewController::viewDidDisappear(_:)", "OtherViewController::didMove(toParent: parent)",
                    "OtherViewController::viewDidAppear(_:)", "OtherViewController::didShow",
                ])
            #expect(navigation.viewControllers == [first, second])
            #expect(first.viewIfLoaded?.window == nil)
            #expect(navigation.navigationBar.titleLabel.text == "Second")
            #expect(!navigation.navigationBar.backButton.isHidden)
            #expect(navigation.navigationBar.backButton.title(for: .normal) == "‹ First")

            test.log.removeAll()
            let popped = navigation.popViewController(animated: false)
            test.app.runUntilIdle()
            #expect(popped === second)
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::willMove(toParent: nil)",
                    "OtherViewController::viewWillDisappear(_:)", "RecordingViewController::viewWillAppear(_:)",
                    "RecordingViewController::willShow", "RecordingViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidDisappear(_:)", "OtherViewController::didMove(toParent: nil)",
                    "RecordingViewController::viewDidAppear(_:)", "RecordingViewController::didShow",
                ])
            #expect(navigation.viewControllers == [first])
            #expect(second.parent == nil)
            #expect(second.navigationController == nil)
        }

        @Test func theBackButtonAltLeftAndMouseButtonEightPop() throws {
            let (test, navigation, _) = try launch()
            for _ in 0..<3 { navigation.pushViewController(OtherViewController(), animated: false) }
            test.app.runUntilIdle()
            let back = navigation.navigationBar.backButton
            let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
            #expect(navigation.viewControllers.count == 3)
            test.key(80, "", modifiers: .alternate)
            #expect(navigation.viewControllers.count == 2)
            test.click(50, 200, button: 8)
            #expect(navigation.viewControllers.count == 1)
            test.key(80, "", modifiers: .alternate)
            #expect(navigation.viewControllers.count == 1, "the root is never popped")
        }

        @Test func backButtonTitleAndBarButtonItemsAreDrawnFromTheNavigationItem() throws {
            let (test, navigation, first) = try launch()
            first.navigationItem.backButtonTitle = "Home"
            let second = OtherViewController()
            second.navigationItem.title = "Detail"
            final class Target {
                var saved = 0
                func save() { saved += 1 }
            }
            let target = Target()
            let save = UIBarButtonItem(barButtonSystemItem: .save, target: target, action: Target.save)
            var added = 0
            second.navigationItem.rightBarButtonItems = [
                save, UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 }),
            ]
            navigation.pushViewController(second, animated: false)
            test.app.runUntilIdle()
            let bar = navigation.navigationBar
            #expect(bar.backButton.title(for: .normal) == "‹ Home")
            #expect(bar.titleLabel.text == "Detail")
            let buttons = bar.subviews.compactMap { $0 as? UIButton }.filter { $0 !== bar.backButton }
            #expect(buttons.map { $0.title(for: .normal) ?? $0.image(for: .normal)?.symbolName } == ["Save", "plus"])
            for button in buttons {
                let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                test.click(Double(center.x), Double(center.y))
            }
            #expect(target.saved == 1)
            #expect(added == 1)
            second.navigationItem.title = "Renamed"
            #expect(bar.titleLabel.text == "Renamed")
        }

        @Test func pushingAControllerAlreadyOnTheStackLogsUIKitsMessageAndChangesNothing() throws {
            let (test, navigation, first) = try launch()
            let second = OtherViewController()
            navigation.pushViewController(second, animated: false)
            test.app.runUntilIdle()
            test.log.removeAll()
            let warnings = collectControllerWarnings { navigation.pushViewController(first, animated: false) }
            #expect(warnings.count == 1)
            #expect(
                warnings.first?.hasPrefix(
                    "Pushing the same view controller instance more than once is not supported (<Recording") == true)
            #expect(navigation.viewControllers == [first, second])
            #expect(appearanceCalls(test.log).isEmpty)
        }

        @Test func popToRootAndSetViewControllersReplaceTheStack() throws {
            let (test, navigation, first) = try launch()
            let second = OtherViewController()
            let third = ThirdViewController()
            navigation.setViewControllers([first, second, third], animated: false)
            test.app.runUntilIdle()
            #expect(navigation.topViewController === third)
            #expect(second.viewIfLoaded == nil, "a controller under the top is not loaded")
            test.log.removeAll()
            let popped = navigation.popToRootViewController(animated: false)
            test.app.runUntilIdle()
            #expect(popped?.count == 2)
            #expect(navigation.viewControllers == [first])
            #expect(test.log.count(of: "OtherViewController::viewWillDisappear(_:)") == 0)
            #expect(test.log.count(of: "ThirdViewController::viewDidDisappear(_:)") == 1)
            #expect(test.log.count(of: "RecordingViewController::viewDidAppear(_:)") == 1)
            #expect(navigation.children == [first])
        }

        @Test func hidingTheBarGivesTheContentTheWholeView() throws {
            let (test, navigation, first) = try launch()
            navigation.setNavigationBarHidden(true, animated: false)
            test.app.runUntilIdle()
            #expect(navigation.isNavigationBarHidden)
            #expect(first.view.convert(first.view.bounds, to: nil) == test.window?.bounds)
        }

        @Test func aPresentedNavigationControllerIsTheVisibleControllersPresenter() throws {
            let (test, navigation, _) = try launch()
            let modal = OtherViewController()
            navigation.present(modal, animated: false)
            test.app.runUntilIdle()
            #expect(navigation.visibleViewController === modal)
        }
    }
}

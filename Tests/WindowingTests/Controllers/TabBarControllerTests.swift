import Foundation
import Testing

@testable import Windowing

/// Records the tab bar delegate's calls and refuses the tabs listed in `refused`.
@MainActor
final class RecordingTabBarDelegate: UITabBarControllerDelegate {
    var refused: Set<Int> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        CallLog.shared.record(Trace.className(of: viewController), "shouldSelect")
        let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
        return !refused.contains(index)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        CallLog.shared.record(Trace.className(of: viewController), "didSelect")
    }
}

extension AppTests {
    /// `UITabBarController`: tabs, selection, the delegate and Ctrl+digit.
    @Suite @MainActor struct TabBarController {
        private func launch() throws -> (TestApp, UITabBarController) {
            let test = try TestApp.launchSceneApp(root: {
                let tabs = UITabBarController()
                let first = RecordingViewController()
                first.title = "First"
                let second = OtherViewController()
                second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 2)
                second.tabBarItem.badgeValue = "3"
                tabs.viewControllers = [first, second]
                return tabs
            })
            return (test, try #require(test.window?.rootViewController as? UITabBarController))
        }

        @Test func theFirstTabIsShownAboveTheBar() throws {
            let (test, tabs) = try launch()
            #expect(tabs.selectedIndex == 0)
            let first = try #require(tabs.selectedViewController)
            #expect(first.view.window === test.window)
            #expect(first.tabBarController === tabs)
            #expect(tabs.children.count == 2)
            #expect(tabs.tabBar.buttons.map { $0.title(for: .normal) } == ["First", "Second"])
            #expect(tabs.tabBar.items?[1].badgeValue == "3")
            let frame = first.view.convert(first.view.bounds, to: nil)
            #expect(frame.maxY == (test.window?.bounds.height ?? 0) - UITabBar.height)
        }

        @Test func clickingATabAsksTheDelegateSwitchesAndTells() throws {
            let (test, tabs) = try launch()
            let delegate = RecordingTabBarDelegate()
            tabs.delegate = delegate
            test.log.removeAll()
            let button = tabs.tabBar.buttons[1]
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
            #expect(
                appearanceCalls(test.log) + test.log.entries(containing: "Select") == [
                    "RecordingViewController::viewWillDisappear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)", "RecordingViewController::viewDidDisappear(_:)",
                    "OtherViewController::viewDidAppear(_:)", "OtherViewController::shouldSelect",
                    "OtherViewController::didSelect",
                ])
            #expect(
                test.log.index(of: "OtherViewController::shouldSelect")! < test.log.index(
                    of: "RecordingViewController::viewWillDisappear(_:)")!)
            #expect(tabs.selectedIndex == 1)
        }

        @Test func ctrlDigitSelectsATabUnlessTheDelegateRefuses() throws {
            let (test, tabs) = try launch()
            let delegate = RecordingTabBarDelegate()
            delegate.refused = [1]
            tabs.delegate = delegate
            test.key(31, "2", modifiers: .control)
            #expect(tabs.selectedIndex == 0)
            delegate.refused = []
            test.key(31, "2", modifiers: .control)
            #expect(tabs.selectedIndex == 1)
            test.key(38, "9", modifiers: .control)
            #expect(tabs.selectedIndex == 1, "a digit with no tab does nothing")
        }

        @Test func settingSelectedIndexInCodeDoesNotCallTheDelegate() throws {
            let (test, tabs) = try launch()
            let delegate = RecordingTabBarDelegate()
            tabs.delegate = delegate
            test.log.removeAll()
            tabs.selectedIndex = 1
            test.app.runUntilIdle()
            #expect(test.log.entries(containing: "Select").isEmpty)
            #expect(test.log.count(of: "OtherViewController::viewDidAppear(_:)") == 1)
            #expect(tabs.selectedViewController?.view.window === test.window)
        }
    }
}

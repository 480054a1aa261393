import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A scene's controller that logs the segue calls it gets.
final class SegueSourceViewController: UIViewController {
    var allows = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        CallLog.shared.record("source", "shouldPerformSegue(\(identifier))")
        return allows
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        CallLog.shared.record(
            "source",
            "prepare(\(segue.identifier ?? "nil"), \(segue.source === self), \(Trace.className(of: segue.destination)), "
                + "loaded \(segue.destination.isViewLoaded))")
    }
}

extension AppTests {
    /// Storyboard container scenes and segues (issue 18).
    @Suite @MainActor struct StoryboardSegues {
        /// A navigation controller (initial) whose root is `SegueSourceViewController` with a button
        /// segue "next" (show) and a controller segue "modal" (presentation, full screen) to `vc2`.
        static let text = F.storyboard(
            """
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="SegueSourceViewController" \
            customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="go">
                                        <rect key="frame" x="20" y="20" width="100" height="40"/>
                                        <state key="normal" title="Go"/>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="next" id="s-next"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Start" id="ni"/>
                            <connections>
                                <segue destination="vc2" kind="presentation" identifier="modal" \
            modalPresentationStyle="fullScreen" id="s-modal"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root2">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, initial: "nav")

        private func launch() throws -> (TestApp, UINavigationController, SegueSourceViewController) {
            let model = try F.compile(Self.text)
            let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
            let test = try TestApp.launchSceneApp(root: { storyboard.instantiateInitialViewController()! })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let source = try #require(navigation.topViewController as? SegueSourceViewController)
            return (test, navigation, source)
        }

        @Test func aNavigationControllerSceneLoadsWithItsRootAndBar() throws {
            let (test, navigation, source) = try launch()
            #expect(navigation.viewControllers == [source])
            #expect(source.storyboard != nil)
            #expect(source.view.window === test.window)
            #expect(navigation.navigationBar.titleLabel.text == "Start")
        }

        @Test func aButtonsShowSegueAsksPreparesAndPushes() throws {
            let (test, navigation, source) = try launch()
            test.log.removeAll()
            let button = try #require(source.view.subviews.first as? UIButton)
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            source.allows = false
            test.click(Double(center.x), Double(center.y))
            #expect(navigation.viewControllers.count == 1)
            source.allows = true
            test.click(Double(center.x), Double(center.y))
            #expect(
                test.log.entries == [
                    "source::shouldPerformSegue(next)", "source::shouldPerformSegue(next)",
                    "source::prepare(next, true, UIViewController, loaded false)",
                ])
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.topViewController?.view.window === test.window)
        }

        @Test func performSegueByIdentifierPresentsInTheSegueStyleWithoutAsking() throws {
            let (test, navigation, source) = try launch()
            test.log.removeAll()
            source.performSegue(withIdentifier: "modal", sender: nil)
            test.app.runUntilIdle()
            #expect(test.log.entries == ["source::prepare(modal, true, UIViewController, loaded false)"])
            let presented = try #require(navigation.presentedViewController)
            #expect(presented.modalPresentationStyle == .fullScreen)
            #expect(presented.presentingViewController === navigation)
        }

        @Test func anUnknownIdentifierLogsUIKitsMessage() throws {
            let (_, navigation, source) = try launch()
            let warnings = collectControllerWarnings {
                source.performSegue(withIdentifier: "nowhere", sender: nil)
            }
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("Receiver (<SegueSourceViewController: 0x") == true)
            #expect(warnings.first?.hasSuffix(">) has no segue with identifier 'nowhere'") == true)
            #expect(navigation.viewControllers == [source])
            #expect(navigation.presentedViewController == nil)
        }

        @Test func aTabBarControllerSceneHasItsTabsInOrder() throws {
            let tabs = F.storyboard(
                """
                    <scene sceneID="t0">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="viewControllers" id="a"/>
                                    <segue destination="vc2" kind="relationship" relationship="viewControllers" id="b"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                """ + F.scene()
                    + """
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" sceneMemberID="viewController">
                                    <tabBarItem key="tabBarItem" title="Two" badgeValue="3" id="ti"/>
                                </viewController>
                            </objects>
                        </scene>
                    """, initial: "tabs")
            let storyboard = UIStoryboard(model: try F.compile(tabs), name: "Tabs", bundle: nil)
            let controller = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
            #expect(controller.viewControllers?.count == 2)
            #expect(controller.viewControllers?.last?.tabBarItem.title == "Two")
            #expect(controller.viewControllers?.last?.tabBarItem.badgeValue == "3")
            #expect(controller.viewControllers?.first?.tabBarItem.badgeValue == nil)
            #expect(controller.selectedIndex == 0)
        }
    }
}

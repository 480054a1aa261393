import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

extension AppTests {
    /// `prefersLargeTitles` and `largeTitleDisplayMode`: the 96-point bar, the 34-point bold title
    /// under its row, the content below it, the rule for `.automatic`, and the storyboard's
    /// `largeTitles` and `largeTitleDisplayMode` attributes.
    @Suite @MainActor struct NavigationLargeTitles {
        private func launch(largeTitles: Bool = true) throws -> (TestApp, UINavigationController, UIViewController) {
            let test = try TestApp.launchSceneApp(root: {
                let first = RecordingViewController()
                first.title = "First"
                let navigation = UINavigationController(rootViewController: first)
                navigation.navigationBar.prefersLargeTitles = largeTitles
                return navigation
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let first = try #require(navigation.viewControllers.first)
            return (test, navigation, first)
        }

        /// Dark (title text) pixels in a rectangle of the window.
        private func darkPixels(_ test: TestApp, x: Range<Int>, y: Range<Int>) -> Int {
            var count = 0
            for row in y {
                for column in x {
                    guard let pixel = test.pixel(column, row) else { continue }
                    let channels = [pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF]
                    if channels.allSatisfy({ $0 < 0x60 }) { count += 1 }
                }
            }
            return count
        }

        @Test func theRootsTitleIsDrawnLargeUnderATallerBar() throws {
            let (test, navigation, first) = try launch()
            let bar = navigation.navigationBar
            let width = Int(try #require(test.window).bounds.width)
            #expect(bar.frame == CGRect(x: 0, y: 0, width: CGFloat(width), height: 96))
            #expect(first.view.convert(first.view.bounds, to: nil).minY == 96, "the content starts below the bar")
            #expect(bar.largeTitleLabel.text == "First")
            #expect(bar.largeTitleLabel.font.pointSize == 34)
            #expect(bar.largeTitleLabel.font.weight == .bold)
            #expect(bar.titleLabel.text == nil, "no small title in the row")
            let label = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar)
            #expect(label.minX == 16 && label.minY >= 44 && label.maxY <= 95)
            // Pixels: the title's glyphs at the leading edge under the row, nothing in the row's middle.
            #expect(darkPixels(test, x: 16..<120, y: 44..<95) > 50)
            #expect(darkPixels(test, x: width / 2 - 60..<width / 2 + 60, y: 0..<43) == 0)
        }

        @Test func withoutPrefersLargeTitlesTheBarKeepsItsRow() throws {
            let (test, navigation, first) = try launch(largeTitles: false)
            #expect(navigation.navigationBar.frame.height == 44)
            #expect(first.view.convert(first.view.bounds, to: nil).minY == 44)
            #expect(navigation.navigationBar.largeTitleLabel.isHidden)
            #expect(navigation.navigationBar.titleLabel.text == "First")
            let width = Int(try #require(test.window).bounds.width)
            #expect(darkPixels(test, x: width / 2 - 60..<width / 2 + 60, y: 0..<43) > 20)

            // Turning it on while shown grows the bar and moves the content down.
            navigation.navigationBar.prefersLargeTitles = true
            test.app.runUntilIdle()
            #expect(navigation.navigationBar.frame.height == 96)
            #expect(first.view.convert(first.view.bounds, to: nil).minY == 96)
            #expect(darkPixels(test, x: 16..<120, y: 44..<95) > 50)
        }

        @Test func displayModesFollowUIKitsRule() throws {
            let (test, navigation, _) = try launch()
            let bar = navigation.navigationBar
            func push(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode) -> UIViewController {
                let controller = OtherViewController()
                controller.title = title
                controller.navigationItem.largeTitleDisplayMode = mode
                navigation.pushViewController(controller, animated: false)
                test.app.runUntilIdle()
                return controller
            }
            let never = push("Never", .never)
            #expect(bar.frame.height == 44 && bar.titleLabel.text == "Never")
            #expect(never.view.convert(never.view.bounds, to: nil).minY == 44)
            _ = push("Inherits never", .automatic)
            #expect(bar.frame.height == 44, ".automatic takes the setting of the item below")
            let always = push("Always", .always)
            #expect(bar.frame.height == 96 && bar.largeTitleLabel.text == "Always" && bar.titleLabel.text == nil)
            #expect(always.view.convert(always.view.bounds, to: nil).minY == 96)
            #expect(!bar.backButton.isHidden, "the back button stays in the row")
            #expect(bar.backButton.frame.maxY <= 44)
            navigation.popToRootViewController(animated: false)
            test.app.runUntilIdle()
            #expect(bar.frame.height == 96 && bar.largeTitleLabel.text == "First", "the root's .automatic is large")

            // Changing the top item's mode while it is shown.
            navigation.topViewController?.navigationItem.largeTitleDisplayMode = .never
            test.app.runUntilIdle()
            #expect(bar.frame.height == 44 && bar.titleLabel.text == "First")
        }

        @Test func storyboardLargeTitlesAndDisplayMode() throws {
            let text = F.storyboard(
                """
                    <scene sceneID="n0">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Start" largeTitleDisplayMode="never" id="ni"/>
                            </viewController>
                        </objects>
                    </scene>
                """, initial: "nav")
            let storyboard = UIStoryboard(model: try F.compile(text), name: "Large", bundle: nil)
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            #expect(navigation.navigationBar.prefersLargeTitles)
            #expect(navigation.viewControllers.first?.navigationItem.largeTitleDisplayMode == .never)

            let wrong = text.replacingOccurrences(
                of: "largeTitleDisplayMode=\"never\"", with: "largeTitleDisplayMode=\"huge\"")
            #expect {
                _ = try F.compile(wrong)
            } throws: { error in
                "\(error)".contains("unknown largeTitleDisplayMode 'huge'")
            }
        }
    }
}

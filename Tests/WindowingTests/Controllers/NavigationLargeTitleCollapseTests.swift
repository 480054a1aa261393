import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A large title over a scroll view collapses as it scrolls: the bar's height follows the
    /// offset between 96 and 44 points, the content stays against the bar's edge, the large
    /// title slides under the row and the row's title appears; a push that hides it moves the bar with the slide.
    @Suite @MainActor struct NavigationLargeTitleCollapse {
        /// A controller whose view is a scroll view with tall content.
        private final class ListController: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView(frame: UIScreen.main.bounds)
                scrollView.contentSize = CGSize(width: 100, height: 2000)
                view = scrollView
            }
        }

        private func launch() throws -> (TestApp, UINavigationController, UIScrollView) {
            let test = try TestApp.launchSceneApp(root: {
                let list = ListController()
                list.title = "Inbox"
                let navigation = UINavigationController(rootViewController: list)
                navigation.navigationBar.prefersLargeTitles = true
                return navigation
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let scrollView = try #require(navigation.topViewController?.view as? UIScrollView)
            test.app.runUntilIdle()
            return (test, navigation, scrollView)
        }

        /// Where the content's top (content y = 0) is in the window.
        private func contentTop(of scrollView: UIScrollView) -> CGFloat {
            scrollView.convert(CGPoint.zero, to: nil).y
        }

        @Test func atRestTheBarIsFullAndTheContentStartsBelowIt() throws {
            let (_, navigation, scrollView) = try launch()
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 96)
            #expect(scrollView.superview?.convert(scrollView.frame, to: nil).minY == 44, "it starts under the row")
            #expect(scrollView.adjustedContentInset.top == 52, "the large title's part of the bar")
            #expect(scrollView.contentOffset.y == -52, "resting at its top")
            #expect(contentTop(of: scrollView) == 96)
            #expect(bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: bar.frame.width, height: 51))
            #expect(bar.titleLabel.text == nil)
        }

        @Test(arguments: [(10.0, 86.0), (26.0, 70.0), (40.0, 56.0), (52.0, 44.0), (200.0, 44.0)])
        func theBarFollowsTheOffset(scrolled: CGFloat, height: CGFloat) throws {
            let (test, navigation, scrollView) = try launch()
            let bar = navigation.navigationBar
            scrollView.contentOffset.y = -52 + scrolled
            test.app.runUntilIdle()
            #expect(bar.frame.height == height)
            if scrolled <= 52 {
                #expect(contentTop(of: scrollView) == bar.frame.maxY, "the content stays against the bar")
            }
            let label = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar)
            #expect(label.maxY == 96 - 1 - 8 - min(scrolled, 51), "the large title rises with the bar's edge")
            #expect(bar.largeTitleArea.frame.minY == 44, "under the row, which hides what rose past it")
            #expect(bar.largeTitleArea.frame.height == max(0, height - 45))
            #expect(bar.hairline.frame.maxY == bar.frame.height)
        }

        @Test func collapsedTheRowShowsTheTitleAndScrollingBackRestoresTheLargeOne() throws {
            let (test, navigation, scrollView) = try launch()
            let bar = navigation.navigationBar
            scrollView.contentOffset.y = 300
            test.app.runUntilIdle()
            #expect(bar.frame.height == 44)
            #expect(bar.titleLabel.text == "Inbox" && bar.titleLabel.alpha == 1)
            #expect(bar.largeTitleArea.frame.height == 0)
            scrollView.contentOffset.y = -52
            test.app.runUntilIdle()
            #expect(bar.frame.height == 96)
            #expect(bar.titleLabel.text == nil)
            #expect(bar.largeTitleArea.frame.height == 51)
        }

        @Test func pullingDownStretchesTheBar() throws {
            let (test, navigation, scrollView) = try launch()
            scrollView.contentOffset.y = -72
            test.app.runUntilIdle()
            #expect(navigation.navigationBar.frame.height == 116)
            #expect(contentTop(of: scrollView) == 116)
        }

        @Test func neverAdjustingKeepsTheInsetOutAndTheBarFull() throws {
            let (test, navigation, scrollView) = try launch()
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentOffset.y = 0
            test.app.runUntilIdle()
            #expect(scrollView.adjustedContentInset.top == 0)
            #expect(navigation.navigationBar.frame.height == 96)
        }

        @Test func aPushThatHidesTheLargeTitleMovesTheBarWithTheSlide() throws {
            let (test, navigation, _) = try launch()
            let clock = AnimationClock()
            defer {
                AnimationEngine.shared.reset()
                FrameClock.shared.reset(source: RunLoopFrameSource())
            }
            let bar = navigation.navigationBar
            let detail = UIViewController()
            detail.navigationItem.largeTitleDisplayMode = .never
            navigation.pushViewController(detail, animated: true)
            test.app.runUntilIdle()
            #expect(bar.frame.height == 44, "the model changes at once")
            clock.frame(at: ControllerTransition.pushDuration / 2)
            let halfway = bar.layer.presentation()?.frame.height ?? 0
            #expect(halfway > 44 && halfway < 96, "on screen the bar shrinks with the slide")
            clock.frame(at: ControllerTransition.pushDuration + 0.01)
            test.app.runUntilIdle()
            #expect(bar.layer.presentation()?.frame.height == 44)
        }
    }
}

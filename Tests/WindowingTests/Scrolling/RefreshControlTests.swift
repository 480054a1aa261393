import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UIRefreshControl` on a 200×200 scroll view pulled with headless drags: one action per
    /// pull, the content resting with the control showing, and `endRefreshing()` sliding it back.
    @Suite @MainActor struct RefreshControl {
        let fixture: ScrollFixture
        let control = UIRefreshControl()
        let counter = ActionCounter()

        @MainActor final class ActionCounter {
            var count = 0
        }

        init() throws {
            fixture = try ScrollFixture()
            let counter = counter
            control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
            fixture.scrollView.refreshControl = control
        }

        @Test func theControlSitsAboveTheContentBehindIt() {
            #expect(control.superview === fixture.scrollView && fixture.scrollView.subviews.first === control)
            #expect(control.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
            #expect(!control.isRefreshing && !control.indicator.isAnimating)
            fixture.scrollView.contentInset.top = 20
            fixture.scrollView.layoutIfNeeded()
            #expect(control.frame.minY == -80, "above where the content rests")
            let other = UIRefreshControl()
            fixture.scrollView.refreshControl = other
            #expect(control.superview == nil && other.superview === fixture.scrollView)
            fixture.scrollView.refreshControl = nil
            #expect(other.superview == nil)
        }

        @Test func aLongPullStartsOneRefreshAndTheContentRestsWithTheControlShowing() {
            // 390 points of drag show as 200 · (1 − 1/(1 + 0.55 · 390/200)) ≈ 103 past the top.
            fixture.drag([(100, 10), (100, 100), (100, 200), (100, 300), (100, 400)], release: false)
            #expect(counter.count == 1, "the action runs while the finger is still down")
            #expect(control.isRefreshing && control.indicator.isAnimating)
            fixture.move(100, 420, at: 10.1)
            #expect(counter.count == 1, "once per pull")
            fixture.up(100, 420, at: 10.12)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: -60))
            #expect(fixture.scrollView.adjustedContentInset.top == 60 && fixture.scrollView.contentInset.top == 0)
            #expect(control.frame.minY == -60, "shown between the top and the content")

            control.endRefreshing()
            #expect(!control.isRefreshing && !control.indicator.isAnimating)
            #expect(fixture.scrollView.adjustedContentInset.top == 0)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == .zero)
            #expect(counter.count == 1)
        }

        @Test func aShortPullFadesTheIndicatorInAndSpringsBack() {
            fixture.drag([(100, 10), (100, 60), (100, 110)], release: false)
            #expect(counter.count == 0 && !control.isRefreshing)
            #expect(control.indicator.alpha > 0.3 && control.indicator.alpha < 1)
            fixture.up(100, 110, at: 10.1)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == .zero && fixture.scrollView.adjustedContentInset.top == 0)
        }

        @Test func beginRefreshingShowsTheControlWithoutAnAction() {
            control.beginRefreshing()
            control.beginRefreshing()
            #expect(control.isRefreshing && control.indicator.isAnimating && counter.count == 0)
            #expect(fixture.scrollView.adjustedContentInset.top == 60)
            fixture.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
            control.endRefreshing()
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == .zero)
        }

        @Test func shortContentCanBePulled() {
            fixture.scrollView.contentSize = CGSize(width: 200, height: 100)
            #expect(fixture.scrollView.scrollsVertically)
            fixture.drag([(100, 10), (100, 100), (100, 200), (100, 300), (100, 400)])
            #expect(counter.count == 1 && control.isRefreshing)
        }

        @Test func aTableViewControllerForwardsItsRefreshControl() {
            let table = UITableViewController()
            let refresh = UIRefreshControl()
            table.refreshControl = refresh
            #expect(table.tableView.refreshControl === refresh && table.refreshControl === refresh)
            table.tableView.reloadData()
            table.tableView.layoutIfNeeded()
            #expect(refresh.superview === table.tableView, "tiling keeps it")
        }
    }
}

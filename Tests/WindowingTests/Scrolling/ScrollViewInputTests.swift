import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// UIScrollView driven by headless pointer input: the wheel, drags, deceleration, bouncing,
    /// paging, nesting, the keyboard and the indicators, with the delegate's calls in UIKit's order.
    @Suite @MainActor struct ScrollViewInput {
        let fixture: ScrollFixture

        init() throws {
            fixture = try ScrollFixture()
        }

        private func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
            abs(a - b) <= tolerance
        }

        @Test func wheelNotchesScrollAndStopAtTheEdges() {
            fixture.wheel(deltaY: 1)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 40))
            #expect(fixture.log.entries == ["didScroll"])
            fixture.wheel(deltaY: -3)
            #expect(fixture.scrollView.contentOffset == .zero)
            fixture.wheel(deltaY: 100)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 800))
            // A precise device scrolls by fractions of a notch.
            fixture.wheel(deltaY: -0.25, isPrecise: true)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 790))
            // Sideways does nothing here: the content is not wider than the view.
            fixture.wheel(deltaX: 2, deltaY: 0)
            #expect(fixture.scrollView.contentOffset.x == 0)
        }

        @Test func aNestedScrollViewScrollsFirstThenPassesTheRestOn() {
            let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            inner.contentSize = CGSize(width: 200, height: 150)
            inner.frameSource = fixture.clock
            fixture.scrollView.addSubview(inner)
            fixture.wheel(deltaY: 2, at: 100, 50)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 50))
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 30))
            // Disabled, the inner one lets the outer one have the wheel.
            inner.isScrollEnabled = false
            fixture.wheel(deltaY: -1, at: 100, 20)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 50))
            #expect(fixture.scrollView.contentOffset == .zero)
        }

        @Test func aFlingDeceleratesInUIKitsOrder() {
            fixture.drag([(100, 150), (100, 140), (100, 120), (100, 100), (100, 80), (100, 60)])
            #expect(
                fixture.log.collapsed == [
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating",
                ])
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 90))
            #expect(fixture.scrollView.isDecelerating && !fixture.scrollView.isDragging)
            // 90 points in 0.08 s: 1.125 points per millisecond along the offset.
            #expect(isClose(fixture.log.velocities[0].y, 1.125) && fixture.log.velocities[0].x == 0)
            fixture.clock.runUntilIdle()
            #expect(fixture.log.collapsed.suffix(2) == ["didScroll", "didEndDecelerating"])
            let travelled = ScrollMotion.projectedDistance(velocity: 1.125, rate: 0.998)
            #expect(isClose(fixture.scrollView.contentOffset.y, 90 + travelled))
            #expect(!fixture.scrollView.isDecelerating)
            #expect(fixture.log.offsetsAtDidScroll == fixture.log.offsetsAtDidScroll.sorted { $0.y < $1.y })
        }

        @Test func aDragHeldStillEndsWithoutDeceleration() {
            fixture.drag([(100, 150), (100, 120), (100, 100)], release: false)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 100, in: fixture.id, at: 12))
            #expect(
                fixture.log.collapsed == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            #expect(fixture.log.velocities == [.zero])
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 50) && !fixture.scrollView.isDecelerating)
        }

        @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
            fixture.drag([(100, 50), (100, 70), (100, 100), (100, 150)])
            // 100 points of pull shows as 200 · (1 − 1/1.275).
            #expect(isClose(fixture.scrollView.contentOffset.y, -200 * (1 - 1 / 1.275)))
            #expect(fixture.log.entries.contains("didEndDragging(true)"))
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == .zero)
            #expect(fixture.log.entries.last == "didEndDecelerating")
        }

        @Test func withoutBouncesTheDragStopsAtTheEdge() {
            fixture.scrollView.bounces = false
            fixture.drag([(100, 50), (100, 70), (100, 150)], release: false)
            #expect(fixture.scrollView.contentOffset == .zero)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 150, in: fixture.id, at: 12))
        }

        @Test func theDelegateMayMoveTheTarget() {
            fixture.log.replacementTarget = CGPoint(x: 0, y: 400)
            fixture.drag([(100, 150), (100, 120), (100, 90), (100, 60)])
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        }

        @Test func pagingSettlesOnPages() {
            fixture.scrollView.isPagingEnabled = true
            // More than half a page, released still: the next page.
            fixture.drag([(100, 180), (100, 150), (100, 100), (100, 60)], release: false)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 60, in: fixture.id, at: 12))
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 200))
            // Less than half, released still: back.
            fixture.drag([(100, 150), (100, 130), (100, 110)], startingAt: 20, release: false)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 110, in: fixture.id, at: 22))
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 200))
            // A quick short flick: on to the next page.
            fixture.drag([(100, 150), (100, 135), (100, 120)], startingAt: 30)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        }

        @Test func animatedOffsetEndsWithItsCallback() {
            fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(fixture.scrollView.contentOffset == .zero)
            fixture.clock.advance(by: 0.15)
            #expect(isClose(fixture.scrollView.contentOffset.y, 150))
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
            #expect(fixture.log.collapsed == ["didScroll", "didEndScrollingAnimation"])
        }

        @Test func scrollRectToVisibleMovesTheLeast() {
            fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 350))
            fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 10), animated: false)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 350), "already visible")
            fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
            #expect(fixture.log.entries.last == "didEndScrollingAnimation")
        }

        @Test func keysThatReachTheScrollViewScrollIt() {
            func press(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
                let press = UIPress()
                press.key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: flags, keyCode: usage)
                fixture.scrollView.pressesBegan([press], with: nil)
                fixture.scrollView.pressesEnded([press], with: nil)
            }
            press(.keyboardPageDown)
            press(.keyboardDownArrow)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 200))
            press(.keyboardEnd)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 800))
            press(.keyboardSpacebar, .shift)
            press(.keyboardHome)
            fixture.clock.runUntilIdle()
            #expect(fixture.scrollView.contentOffset == .zero)
            press(.keyboardLeftArrow)
            #expect(fixture.scrollView.motion == nil, "not wider than the view: the key goes on up the chain")
        }

        @Test func indicatorsShowWhileScrollingThenFade() {
            let indicator = fixture.scrollView.verticalIndicator
            #expect(indicator.alpha == 0)
            fixture.wheel(deltaY: 1)
            #expect(indicator.alpha == 1 && !indicator.isHidden)
            #expect(fixture.scrollView.subviews.last === indicator)
            #expect(indicator.frame.minX == 194 && indicator.frame.width == 3)
            #expect(isClose(indicator.frame.minY, 40 + 3 + 7.76) && isClose(indicator.frame.height, 38.8))
            #expect(fixture.scrollView.horizontalIndicator.isHidden, "the content is not wider")
            fixture.clock.advance(by: 0.6)
            #expect(indicator.alpha < 1 && indicator.alpha > 0)
            fixture.clock.runUntilIdle()
            #expect(indicator.alpha == 0 && !fixture.clock.isRunning)
        }

        @Test func aDragAcrossAnInnerScrollViewGoesToTheOneThatScrollsThatWay() {
            let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            inner.contentSize = CGSize(width: 600, height: 100)
            inner.frameSource = fixture.clock
            fixture.scrollView.addSubview(inner)
            // Above the inner view's horizontal scroll bar, its bottom 12 points.
            fixture.drag([(100, 80), (100, 60), (100, 30), (100, 10)], release: false)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 10, in: fixture.id, at: 12))
            #expect(inner.contentOffset == .zero)
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 70))
            // The outer view scrolled by 70: the inner one now shows at y −70…30 in the window.
            fixture.drag([(150, 10), (130, 10), (100, 10)], startingAt: 20, release: false)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 10, in: fixture.id, at: 22))
            #expect(inner.contentOffset == CGPoint(x: 50, y: 0))
            #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 70))
        }

        @Test func aTouchStopsTheDeceleration() {
            fixture.drag([(100, 150), (100, 120), (100, 90), (100, 60)])
            fixture.clock.advance(by: 0.1)
            let offset = fixture.scrollView.contentOffset
            fixture.send(.pointer(.buttonDown(1), x: 100, y: 100, in: fixture.id, at: 20))
            #expect(!fixture.scrollView.isDecelerating && fixture.scrollView.isTracking)
            fixture.clock.advance(by: 0.1)
            #expect(fixture.scrollView.contentOffset == offset)
            fixture.send(.pointer(.buttonUp(1), x: 100, y: 100, in: fixture.id, at: 20.1))
            #expect(!fixture.scrollView.isTracking)
        }

        @Test func scrollingRecompositesWithoutDrawingAgain() {
            final class CountingView: UIView {
                var draws = 0
                override func draw(_ rect: CGRect) {
                    draws += 1
                    UIColor.red.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
                }
            }
            let content = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
            fixture.scrollView.addSubview(content)
            fixture.test.app.runUntilIdle()
            #expect(content.draws == 1)
            fixture.wheel(deltaY: 3)
            fixture.test.app.runUntilIdle()
            fixture.clock.runUntilIdle()
            fixture.test.app.runUntilIdle()
            #expect(fixture.scrollView.contentOffset.y == 120)
            #expect(content.draws == 1, "moving the bounds reuses the cached contents")
        }
    }
}

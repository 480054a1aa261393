import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UIPageControl`: pages and the current page, taps beside the current dot and drags along the
/// dots with the events they send, hiding for a single page, and its pixels. The control sits at
/// (100, 100) in the window, 160×26 points, with five dots 16 points apart centred in it: dot n's
/// centre is at x = 100 + 40 + 8 + 16n.
@Suite @MainActor struct UIPageControlTests {
    let control = UIPageControl(frame: .zero)
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(control, frame: CGRect(x: 100, y: 100, width: 160, height: 26))
        control.numberOfPages = 5
        log = ControlEventLog(control)
    }

    private func dotX(_ page: Int) -> CGFloat { 148 + 16 * CGFloat(page) }

    @Test func defaultsAreUIKits() {
        let fresh = UIPageControl(frame: .zero)
        #expect(fresh.numberOfPages == 0 && fresh.currentPage == 0)
        #expect(!fresh.hidesForSinglePage && fresh.allowsContinuousInteraction)
        #expect(fresh.pageIndicatorTintColor == nil && fresh.currentPageIndicatorTintColor == nil)
        #expect(fresh.backgroundStyle == .automatic)
    }

    @Test func theCurrentPageStaysWithinThePagesAndSettingItSendsNothing() {
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(log.names.isEmpty)
    }

    @Test func theSizeFollowsThePages() {
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 48, height: 26))
        #expect(control.intrinsicContentSize == CGSize(width: 80, height: 26))
    }

    @Test func aTapRightOfTheCurrentDotMovesOnePageAndSendsValueChanged() {
        control.currentPage = 1
        driver.tap(dotX(4), 113)
        #expect(control.currentPage == 2)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside"])
        driver.tap(dotX(0), 113)
        #expect(control.currentPage == 1)
    }

    @Test func aTapOnTheCurrentDotOrPastTheLastPageChangesNothing() {
        control.currentPage = 4
        driver.tap(dotX(4), 113)
        driver.tap(250, 113)
        #expect(control.currentPage == 4)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aDragAlongTheDotsMovesToTheDotUnderThePointer() {
        driver.down(dotX(0), 113)
        driver.move(dotX(2), 113)
        #expect(control.currentPage == 2)
        driver.move(dotX(3) + 3, 113)
        driver.up(dotX(3) + 3, 113)
        #expect(control.currentPage == 3)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test func withoutContinuousInteractionADragIsATap() {
        control.allowsContinuousInteraction = false
        driver.down(dotX(0), 113)
        driver.move(dotX(3), 113)
        driver.up(dotX(3), 113)
        #expect(control.currentPage == 1)
    }

    @Test func aSinglePageHiddenForSinglePageTakesNoTouches() {
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        driver.tap(dotX(4), 113)
        #expect(log.names.isEmpty)
    }

    // MARK: - Pixels

    private func rgba(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff)]
    }

    @Test func drawsTheCurrentDotInTheLabelColourAndTheOthersLighter() {
        let view = UIPageControl(frame: CGRect(x: 0, y: 0, width: 48, height: 26))
        view.numberOfPages = 3
        view.currentPage = 1
        let renderer = OffscreenRenderer(width: 48, height: 26)
        renderer.render(view)
        #expect(rgba(renderer.pixel(x: 24, y: 13)) == [0, 0, 0])
        let other = rgba(renderer.pixel(x: 8, y: 13))
        #expect(other != [0, 0, 0] && other != [255, 255, 255])
        #expect(rgba(renderer.pixel(x: 16, y: 13)) == [255, 255, 255], "between dots")
    }

    @Test func aSinglePageHiddenForSinglePageDrawsNothing() {
        let view = UIPageControl(frame: CGRect(x: 0, y: 0, width: 48, height: 26))
        view.numberOfPages = 1
        view.hidesForSinglePage = true
        let renderer = OffscreenRenderer(width: 48, height: 26)
        renderer.render(view)
        #expect(rgba(renderer.pixel(x: 24, y: 13)) == [255, 255, 255])
    }
}

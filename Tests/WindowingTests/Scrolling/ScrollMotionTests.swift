import Foundation
import Testing

@testable import Windowing

/// The arithmetic of scrolling without any view: deceleration, rubber-banding, animated offsets
/// and the indicator bar.
@MainActor
@Suite struct ScrollMotionTests {
    @Test func aFlingTravelsTheSumOfItsSpeeds() {
        // 1 point per millisecond at 0.998 per millisecond: 0.998 / 0.002 = 499 points.
        #expect(abs(ScrollMotion.projectedDistance(velocity: 1, rate: 0.998) - 499) < 1e-9)
        #expect(abs(ScrollMotion.projectedDistance(velocity: -2, rate: 0.99) + 198) < 1e-9)
        // A nonsensical rate behaves as .normal rather than never stopping.
        #expect(
            ScrollMotion.projectedDistance(velocity: 1, rate: 1)
                == ScrollMotion.projectedDistance(velocity: 1, rate: 0.998))
    }

    @Test func decelerationSlowsDownAndArrivesExactly() {
        let motion = ScrollMotion(
            kind: .deceleration(rate: 0.998), start: .zero, target: CGPoint(x: 0, y: 500), startTime: 10)
        let early = motion.offset(at: 10.1).offset.y
        let later = motion.offset(at: 10.2).offset.y
        #expect(early > 0 && later > early)
        #expect(later - early < early, "the second tenth of a second covers less than the first")
        let end = motion.offset(at: 20)
        #expect(end.finished && end.offset == CGPoint(x: 0, y: 500))
        #expect(motion.offset(at: 9).offset == .zero, "before it starts it is where it started")
    }

    @Test func animationEasesAndEndsOnTime() {
        let motion = ScrollMotion(
            kind: .animation(duration: 0.3), start: .zero, target: CGPoint(x: 100, y: 0), startTime: 0)
        #expect(motion.offset(at: 0.15).offset.x == 50)
        #expect(motion.offset(at: 0.03).offset.x < 10)
        #expect(!motion.offset(at: 0.29).finished)
        let end = motion.offset(at: 0.3)
        #expect(end.finished && end.offset == CGPoint(x: 100, y: 0))
    }

    @Test func rubberBandResistsAndNeverExceedsTheDimension() {
        let small = ScrollMotion.rubberBand(10, dimension: 200)
        #expect(small > 0 && small < 10)
        #expect(abs(ScrollMotion.rubberBand(100, dimension: 200) - 200 * (1 - 1 / 1.275)) < 1e-9)
        #expect(ScrollMotion.rubberBand(-100, dimension: 200) == -ScrollMotion.rubberBand(100, dimension: 200))
        #expect(ScrollMotion.rubberBand(1e9, dimension: 200) < 200)
        #expect(ScrollMotion.rubberBand(50, dimension: 0) == 0)
    }

    @Test func indicatorBarFollowsTheVisiblePart() {
        let bar = ScrollIndicatorView.bar(trackStart: 3, trackLength: 194, offset: 40, visible: 200, total: 1000)
        #expect(abs(bar.length - 38.8) < 1e-9 && abs(bar.start - (3 + 7.76)) < 1e-9)
        // Past the top edge it shrinks and stays on the track.
        let pulled = ScrollIndicatorView.bar(trackStart: 3, trackLength: 194, offset: -30, visible: 200, total: 1000)
        #expect(pulled.start == 3 && abs(pulled.length - (38.8 - 5.82)) < 1e-9)
        // Never shorter than its minimum.
        let long = ScrollIndicatorView.bar(trackStart: 0, trackLength: 100, offset: 0, visible: 10, total: 100_000)
        #expect(long.length == 20)
    }

    @Test func offsetRangeIncludesTheInsets() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentSize = CGSize(width: 50, height: 300)
        view.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        #expect(view.offsetRange.min == CGPoint(x: -5, y: -10))
        #expect(view.offsetRange.max == CGPoint(x: -5, y: 220))
        #expect(view.scrollsVertically && !view.scrollsHorizontally)
        view.alwaysBounceHorizontal = true
        #expect(view.scrollsHorizontally)
        #expect(view.adjustedContentInset == view.contentInset)
    }

    @Test func defaultsAreUIKits() {
        let view = UIScrollView()
        #expect(view.clipsToBounds && view.bounces && view.isScrollEnabled && !view.isPagingEnabled)
        #expect(!view.alwaysBounceVertical && !view.alwaysBounceHorizontal)
        #expect(view.decelerationRate == .normal && view.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(view.contentInsetAdjustmentBehavior == .automatic && view.contentInset == .zero)
        #expect(view.showsVerticalScrollIndicator && view.showsHorizontalScrollIndicator)
        #expect(view.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(view.contentOffset == .zero && view.contentSize == .zero)
        #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
    }

    @Test func contentOffsetIsTheBoundsOriginAndEveryChangeIsReported() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ScrollDelegateLog()
        view.delegate = log
        view.contentOffset = CGPoint(x: 0, y: 30)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 30))
        view.bounds = CGRect(x: 0, y: 45, width: 100, height: 100)
        #expect(view.contentOffset == CGPoint(x: 0, y: 45))
        view.contentOffset = CGPoint(x: 0, y: 45)
        #expect(log.entries == ["didScroll", "didScroll"])
        // Like UIKit, the offset is not clamped when set.
        view.setContentOffset(CGPoint(x: 0, y: -500), animated: false)
        #expect(view.contentOffset.y == -500)
    }
}

import Foundation
import Testing

@testable import Windowing

/// The deferred layout cycle (behaviour 7.25–7.28) and autoresizing (7.32–7.35).
@MainActor
struct UIViewLayoutTests {
    // behaviour 7.27
    @Test func layoutIfNeededLaysOutOnlyWhenSomethingIsPending() {
        let view = RecordingView("view", log: CallLog())
        view.layoutIfNeeded()  // a new view has never been laid out
        #expect(view.layoutCount == 1)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layoutCount == 1)  // behaviour 7.26: setNeedsLayout only makes a note
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    // behaviour 7.27: the subtree below the receiver is laid out, parents first.
    @Test func layoutIfNeededLaysOutTheMarkedSubtree() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent::layoutSubviews()", "child::layoutSubviews()", "grandchild::layoutSubviews()"])
        log.removeAll()
        grandchild.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["grandchild::layoutSubviews()"])
    }

    // behaviour 7.28: a bounds size change marks the view and its superview.
    @Test func boundsSizeChangeSchedulesLayoutOfTheViewAndItsSuperview() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.removeAll()
        child.frame.size = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent::layoutSubviews()", "child::layoutSubviews()"])
        log.removeAll()
        child.frame.origin = CGPoint(x: 5, y: 5)  // a move alone changes no size
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    // behaviour 7.28: adding schedules the receiver and the added view; removing schedules the former superview.
    @Test func addingAndRemovingSubviewsScheduleLayout() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        log.removeAll()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent::layoutSubviews()", "child::layoutSubviews()"])
        log.removeAll()
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent::layoutSubviews()"])
    }

    /// `subview` in a superview of `size`, after the superview is resized to `newSize`.
    private func autoresized(
        _ frame: CGRect, mask: UIView.AutoresizingMask, in size: CGSize, to newSize: CGSize
    ) -> CGRect {
        let superview = UIView(frame: CGRect(origin: .zero, size: size))
        let subview = UIView(frame: frame)
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame.size = newSize
        return subview.frame
    }

    // behaviour 7.34 (a), 7.32
    @Test func emptyMaskNeverChangesTheFrame() {
        let frame = CGRect(x: 20, y: 20, width: 100, height: 60)
        let size = CGSize(width: 320, height: 100)
        #expect(autoresized(frame, mask: [], in: size, to: CGSize(width: 420, height: 150)) == frame)
        #expect(autoresized(frame, mask: [], in: size, to: CGSize(width: 100, height: 50)) == frame)
    }

    // behaviour 7.34 (b)
    @Test func flexibleWidthTakesTheWholeChange() {
        #expect(
            autoresized(
                CGRect(x: 20, y: 10, width: 100, height: 30), mask: .flexibleWidth,
                in: CGSize(width: 320, height: 100), to: CGSize(width: 420, height: 100))
                == CGRect(x: 20, y: 10, width: 200, height: 30))
    }

    // behaviour 7.34 (c)
    @Test func flexibleHeightKeepsBothMargins() {
        #expect(
            autoresized(
                CGRect(x: 0, y: 20, width: 50, height: 60), mask: .flexibleHeight,
                in: CGSize(width: 50, height: 100), to: CGSize(width: 50, height: 150))
                == CGRect(x: 0, y: 20, width: 50, height: 110))
    }

    // behaviour 7.34 (d)
    @Test func flexibleMarginsShareTheChangeInProportion() {
        #expect(
            autoresized(
                CGRect(x: 20, y: 0, width: 150, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
                in: CGSize(width: 200, height: 10), to: CGSize(width: 320, height: 10))
                == CGRect(x: 68, y: 0, width: 150, height: 10))
    }

    // behaviour 7.34 (e)
    @Test func allThreeFlexibleScaleTogether() {
        #expect(
            autoresized(
                CGRect(x: 0, y: 20, width: 10, height: 60),
                mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
                in: CGSize(width: 10, height: 100), to: CGSize(width: 10, height: 150))
                == CGRect(x: 0, y: 30, width: 10, height: 90))
    }

    // behaviour 7.34 (f): Apple's proportional rule (±0.5 allowed).
    @Test func flexibleHeightAndBottomMarginFollowApplesRule() {
        let frame = autoresized(
            CGRect(x: 0, y: 20, width: 10, height: 60), mask: [.flexibleHeight, .flexibleBottomMargin],
            in: CGSize(width: 10, height: 100), to: CGSize(width: 10, height: 150))
        #expect(frame.minY == 20)
        #expect(abs(frame.height - 97.5) <= 0.5)
    }

    // behaviour 7.32: autoresizesSubviews = false turns the masks off.
    @Test func autoresizesSubviewsFalseKeepsSubviewFrames() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.frame.size = CGSize(width: 200, height: 200)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    // behaviour 7.8, 7.35: hidden views autoresize as usual.
    @Test func hiddenViewsAutoresize() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        subview.autoresizingMask = .flexibleWidth
        subview.isHidden = true
        superview.addSubview(subview)
        superview.frame.size.width = 300
        #expect(subview.frame.width == 300)
    }
}

extension AppTests {
    /// Layout in a shown window happens once per run-loop turn (behaviour 7.26, 7.27).
    @Suite @MainActor struct WindowLayout {
        // behaviour 7.26, 10.28
        @Test func setNeedsLayoutIsDeferredAndCoalesced() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            #expect(badge.layoutCount == 1)
            badge.setNeedsLayout()
            badge.setNeedsLayout()
            badge.setNeedsLayout()
            #expect(badge.layoutCount == 1)
            test.app.runUntilIdle()
            #expect(badge.layoutCount == 2)
            test.app.runUntilIdle()
            #expect(badge.layoutCount == 2)
        }

        // behaviour 7.27: layoutIfNeeded in a window lays out at once, and the next turn adds nothing.
        @Test func layoutIfNeededInAWindowRunsSynchronouslyOnce() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            badge.setNeedsLayout()
            badge.layoutIfNeeded()
            #expect(badge.layoutCount == 2)
            test.app.runUntilIdle()
            #expect(badge.layoutCount == 2)
        }

        // behaviour 6.11, 6.12: a root view relayout is wrapped in the controller's layout callbacks.
        @Test func rootViewRelayoutIsWrappedInControllerCallbacks() throws {
            let test = try TestApp.launchSceneApp()
            test.log.removeAll()
            test.rootViewController?.view.setNeedsLayout()
            test.app.runUntilIdle()
            #expect(
                test.log.entries == [
                    "RecordingViewController::viewWillLayoutSubviews()",
                    "root::layoutSubviews()",
                    "RecordingViewController::viewDidLayoutSubviews()",
                ])
        }
    }
}

import Foundation
import Testing

@testable import Windowing

/// A scroll view delegate that logs each call by its UIKit name, and may move the target of a
/// drag's end.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var entries: [String] = []
    var velocities: [CGPoint] = []
    var offsetsAtDidScroll: [CGPoint] = []
    /// Replaces the deceleration target in `scrollViewWillEndDragging`.
    var replacementTarget: CGPoint?

    /// The entries with runs of `didScroll` collapsed into one, for order checks.
    var collapsed: [String] {
        entries.reduce(into: []) { result, entry in
            if entry == "didScroll" && result.last == "didScroll" { return }
            result.append(entry)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        entries.append("didScroll")
        offsetsAtDidScroll.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        entries.append("willEndDragging")
        velocities.append(velocity)
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        entries.append("didEndScrollingAnimation")
    }
}

/// A root controller holding a 200×200 scroll view at (0, 0) with 200×1000 points of content.
final class ScrollTestController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let clock = ManualScrollFrameSource(now: 100)
    let log = ScrollDelegateLog()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.frameSource = clock
        scrollView.delegate = log
        view.addSubview(scrollView)
    }
}

/// A launched headless app showing a `ScrollTestController`, with pointer helpers in window points.
@MainActor
struct ScrollFixture {
    let test: TestApp
    let controller = ScrollTestController()
    let id: PlatformWindowID

    init() throws {
        let controller = self.controller
        test = try TestApp.launchSceneApp(root: { controller })
        id = try #require(test.app.sceneRegistry.platformWindowIDs.first)
    }

    var scrollView: UIScrollView { controller.scrollView }
    var clock: ManualScrollFrameSource { controller.clock }
    var log: ScrollDelegateLog { controller.log }

    func send(_ events: PlatformEvent...) {
        events.forEach(test.backend.inject)
        test.app.runUntilIdle()
    }

    func wheel(deltaX: Double = 0, deltaY: Double, at x: Double = 100, _ y: Double = 100, isPrecise: Bool = false) {
        send(
            .scroll(
                id,
                PlatformScrollEvent(
                    location: PlatformPoint(x: x, y: y), deltaX: deltaX, deltaY: deltaY, isPrecise: isPrecise,
                    modifiers: [], timestamp: 5)))
    }

    /// A drag with the primary button through `points` (window coordinates), one every `step` seconds.
    func drag(_ points: [(Double, Double)], startingAt time: Double = 10, step: Double = 0.016, release: Bool = true) {
        guard let first = points.first else { return }
        send(.pointer(.buttonDown(1), x: first.0, y: first.1, in: id, at: time))
        var now = time
        for point in points.dropFirst() {
            now += step
            send(.pointer(.motion, x: point.0, y: point.1, in: id, at: now))
        }
        if release, let last = points.last { send(.pointer(.buttonUp(1), x: last.0, y: last.1, in: id, at: now)) }
    }
}

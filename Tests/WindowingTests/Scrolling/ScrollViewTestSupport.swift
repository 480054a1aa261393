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

/// A launched headless app showing a `ScrollTestController`.
typealias ScrollFixture = HeadlessWindow<ScrollTestController>

extension HeadlessWindow where Controller == ScrollTestController {
    init() throws { try self.init(showing: ScrollTestController()) }

    var scrollView: UIScrollView { controller.scrollView }
    var clock: ManualScrollFrameSource { controller.clock }
    var log: ScrollDelegateLog { controller.log }
}

import Foundation
import Testing

@testable import Windowing

/// A 200×200 scroll view zooming a 400×300 view between 0.25× and 4×, whose delegate centres the
/// view when it is smaller than the scroll view the way UIKit apps do: `scrollViewDidZoom(_:)`
/// sets `contentInset` to half the room left on each axis.
final class CentringZoomController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var log: [String] = []
    var centres = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addSubview(zoomed)
        scrollView.contentSize = zoomed.bounds.size
        scrollView.minimumZoomScale = 0.25
        scrollView.maximumZoomScale = 4
        scrollView.frameSource = ManualScrollFrameSource(now: 100)
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll x=\(scrollView.contentOffset.x) y=\(scrollView.contentOffset.y)")
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        log.append("didZoom")
        guard centres else { return }
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        let horizontal = max((size.width - content.width) / 2, 0)
        let vertical = max((size.height - content.height) / 2, 0)
        scrollView.contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: 0, right: 0)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming(\(scale))")
    }
}

extension AppTests {
    /// UIKit does not centre zoomed content smaller than the scroll view: it stays at the content's
    /// origin unless the app moves it. Apps centre it by setting `contentInset` in
    /// `scrollViewDidZoom(_:)`; the offset then settles inside the new edges, which is what puts the
    /// content in the middle.
    @Suite @MainActor struct ScrollViewZoomCentring {
        let fixture: HeadlessWindow<CentringZoomController>
        var scrollView: UIScrollView { fixture.controller.scrollView }
        var zoomed: UIView { fixture.controller.zoomed }

        init() throws {
            fixture = try HeadlessWindow(showing: CentringZoomController())
        }

        /// Where the zoomed view is on the scroll view's frame (its frame less the offset).
        private var onScreen: CGRect {
            zoomed.frame.offsetBy(dx: -scrollView.contentOffset.x, dy: -scrollView.contentOffset.y)
        }

        @Test func withoutTheAppsHelpSmallContentStaysAtTheTopLeft() {
            fixture.controller.centres = false
            scrollView.setZoomScale(0.25, animated: false)
            #expect(scrollView.contentSize == CGSize(width: 100, height: 75))
            #expect(scrollView.contentOffset == .zero)
            #expect(onScreen == CGRect(x: 0, y: 0, width: 100, height: 75))
        }

        @Test func insetsSetInDidZoomCentreTheContentAfterSetZoomScale() {
            scrollView.setZoomScale(0.25, animated: false)
            #expect(scrollView.contentInset == UIEdgeInsets(top: 62.5, left: 50, bottom: 0, right: 0))
            #expect(scrollView.contentOffset == CGPoint(x: -50, y: -62.5))
            #expect(onScreen == CGRect(x: 50, y: 62.5, width: 100, height: 75))
            // The offset stays at the smaller content's edge while it zooms, then settles as the insets change.
            #expect(fixture.controller.log == ["didZoom", "didScroll x=-50.0 y=-62.5"])
        }

        @Test func insetsSetInDidZoomCentreTheContentWhenACtrlWheelGestureEnds() {
            // Eight notches towards the user quarter the scale about the middle of the view.
            fixture.send(
                .scroll(
                    fixture.id,
                    PlatformScrollEvent(
                        location: PlatformPoint(x: 100, y: 100), deltaX: 0, deltaY: 8, isPrecise: false,
                        modifiers: [.control], timestamp: 5)))
            #expect(scrollView.zoomScale == 0.25)
            #expect(onScreen == CGRect(x: 50, y: 62.5, width: 100, height: 75))
            // The offset settles after didZoom, before the gesture's end is reported.
            #expect(
                fixture.controller.log == [
                    "willBeginZooming", "didZoom", "didScroll x=-50.0 y=-62.5", "didEndZooming(0.25)",
                ])
            #expect(!scrollView.isZooming)
        }

        @Test func zoomingBackInScrollsFromTheCentredPlace() {
            scrollView.setZoomScale(0.25, animated: false)
            scrollView.setZoomScale(1, animated: false)
            #expect(scrollView.contentInset == .zero)
            #expect(scrollView.contentSize == CGSize(width: 400, height: 300))
            // The content point in the middle of the view, (50, 37.5) at 0.25×, stays in the middle.
            #expect(scrollView.contentOffset == CGPoint(x: 100, y: 50))
        }

        @Test func newInsetsDoNotScrollAnOffsetInsideTheEdges() {
            fixture.controller.centres = false
            scrollView.contentOffset = CGPoint(x: 30, y: 40)
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            #expect(scrollView.contentOffset == CGPoint(x: 30, y: 40))
            // An offset the new insets leave outside the edges moves back inside.
            scrollView.contentOffset = CGPoint(x: 300, y: 0)
            scrollView.contentInset = .zero
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        }
    }
}

import Foundation
import Testing

@testable import Windowing

/// A 200×200 scroll view zooming a 400×300 view between 0.5× and 4×, whose delegate logs the
/// zoom calls by their UIKit names (with `isZooming` while the scale changes).
final class ZoomTestController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let clock = ManualScrollFrameSource(now: 100)
    var log: [String] = []
    var zooms = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addSubview(zoomed)
        scrollView.contentSize = zoomed.bounds.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.frameSource = clock
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zooms ? zoomed : nil }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if log.last != "didScroll" { log.append("didScroll") }
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.append(view === zoomed ? "willBeginZooming" : "willBeginZooming(other view)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        log.append(scrollView.isZooming ? "didZoom(zooming)" : "didZoom")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming(\(scale))")
    }
}

extension AppTests {
    /// Zooming: the arithmetic on its own, then `setZoomScale`, `zoom(to:)` and Ctrl+wheel on a
    /// headless window, with the delegate's calls in order.
    @Suite @MainActor struct ScrollViewZoom {
        let fixture: HeadlessWindow<ZoomTestController>
        var scrollView: UIScrollView { fixture.controller.scrollView }
        var zoomed: UIView { fixture.controller.zoomed }

        init() throws {
            fixture = try HeadlessWindow(showing: ZoomTestController())
        }

        private func ctrlWheel(_ notches: Double, at x: Double, _ y: Double) {
            fixture.send(
                .scroll(
                    fixture.id,
                    PlatformScrollEvent(
                        location: PlatformPoint(x: x, y: y), deltaX: 0, deltaY: notches, isPrecise: false,
                        modifiers: [.control], timestamp: 5)))
        }

        @Test func theArithmetic() {
            #expect(ZoomGeometry.clamp(0.2, minimum: 0.5, maximum: 4, current: 1) == 0.5)
            #expect(ZoomGeometry.clamp(9, minimum: 0.5, maximum: 4, current: 1) == 4)
            #expect(ZoomGeometry.clamp(.nan, minimum: 0.5, maximum: 4, current: 1.5) == 1.5)
            #expect(ZoomGeometry.clamp(-2, minimum: 0.5, maximum: 4, current: 1.5) == 1.5)
            // A maximum below the minimum is the minimum.
            #expect(ZoomGeometry.clamp(3, minimum: 2, maximum: 1, current: 1) == 2)
            #expect(abs(ZoomGeometry.scale(1, afterWheelNotches: -4) - 2) < 1e-9)
            #expect(abs(ZoomGeometry.scale(2, afterWheelNotches: 4) - 1) < 1e-9)
            // The content under (100, 60) stays there: at 2×, content point (100, 60) is at (200, 120).
            #expect(
                ZoomGeometry.offset(keeping: CGPoint(x: 100, y: 60), offset: .zero, from: 1, to: 2)
                    == CGPoint(x: 100, y: 60))
            #expect(
                ZoomGeometry.offset(keeping: CGPoint(x: 150, y: 50), offset: CGPoint(x: 50, y: 0), from: 2, to: 1)
                    == CGPoint(x: -25, y: -25))
            let square = CGSize(width: 200, height: 200)
            #expect(ZoomGeometry.scale(showing: CGRect(x: 0, y: 0, width: 100, height: 50), in: square) == 2)
            #expect(ZoomGeometry.scale(showing: .null, in: square) == nil)
            #expect(ZoomGeometry.scale(showing: .zero, in: square) == nil)
            let centred = ZoomGeometry.offset(
                centering: CGRect(x: 50, y: 50, width: 100, height: 100), at: 2, in: square)
            #expect(centred == CGPoint(x: 100, y: 100))
            let motion = ZoomMotion(
                startScale: 1, targetScale: 3, startOffset: .zero, targetOffset: CGPoint(x: 10, y: 20), startTime: 0)
            #expect(motion.state(at: 0.15).scale == 2 && motion.state(at: 0.15).offset == CGPoint(x: 5, y: 10))
            #expect(motion.state(at: 0.3) == (3, CGPoint(x: 10, y: 20), true))
        }

        @Test func setZoomScaleScalesTheViewAndTheContentAboutTheCentre() {
            scrollView.setZoomScale(2, animated: false)
            #expect(scrollView.zoomScale == 2)
            #expect(zoomed.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(zoomed.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
            #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
            // The centre of the visible area, content (100, 100), is still at the centre.
            #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
            #expect(fixture.controller.log == ["didScroll", "didZoom"])
            // Outside the limits it stops at them; the same scale again tells nobody.
            scrollView.zoomScale = 10
            #expect(scrollView.zoomScale == 4 && scrollView.contentSize == CGSize(width: 1600, height: 1200))
            fixture.controller.log.removeAll()
            scrollView.setZoomScale(4, animated: false)
            #expect(fixture.controller.log.isEmpty)
            scrollView.zoomScale = 0.1
            #expect(scrollView.zoomScale == 0.5 && scrollView.contentSize == CGSize(width: 200, height: 150))
            #expect(scrollView.contentOffset == .zero, "the offset stays inside the smaller content")
        }

        @Test func withoutAViewForZoomingNothingZooms() {
            fixture.controller.zooms = false
            scrollView.setZoomScale(2, animated: false)
            #expect(scrollView.zoomScale == 1 && zoomed.transform == .identity && fixture.controller.log.isEmpty)
            // Ctrl+wheel then scrolls, as the wheel does.
            ctrlWheel(1, at: 100, 100)
            #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == CGPoint(x: 0, y: 40))
        }

        @Test func zoomToARectAnimatedEndsWithDidEndZooming() {
            scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 50), animated: true)
            #expect(scrollView.zoomScale == 1, "nothing moves before the first frame")
            fixture.controller.clock.runUntilIdle()
            #expect(scrollView.zoomScale == 2)
            // The rectangle's centre, (150, 125) at 2×, is in the middle of the view.
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))
            #expect(fixture.controller.log.contains("didZoom") && fixture.controller.log.last == "didEndZooming(2.0)")
            #expect(!fixture.controller.log.contains("willBeginZooming"), "an animated zoom is no gesture")
        }

        @Test func ctrlWheelZoomsAboutThePointerInUIKitsOrder() {
            // Four notches away from the user double the scale about (50, 40).
            ctrlWheel(-4, at: 50, 40)
            #expect(abs(scrollView.zoomScale - 2) < 1e-9)
            #expect(zoomed.frame.size == CGSize(width: 800, height: 600))
            #expect(abs(scrollView.contentOffset.x - 50) < 1e-6 && abs(scrollView.contentOffset.y - 40) < 1e-6)
            #expect(
                fixture.controller.log == ["willBeginZooming", "didScroll", "didZoom(zooming)", "didEndZooming(2.0)"])
            #expect(!scrollView.isZooming)
            // At the limit a notch does nothing at all.
            ctrlWheel(-8, at: 50, 40)
            #expect(scrollView.zoomScale == 4)
            fixture.controller.log.removeAll()
            ctrlWheel(-1, at: 50, 40)
            #expect(scrollView.zoomScale == 4 && fixture.controller.log.isEmpty)
            // Without Ctrl the wheel scrolls the zoomed content.
            let before = scrollView.contentOffset
            fixture.wheel(deltaY: 1)
            #expect(scrollView.contentOffset == CGPoint(x: before.x, y: before.y + 40))
        }

        @Test func equalLimitsMeanNoZoomGesture() {
            scrollView.maximumZoomScale = 0.5
            ctrlWheel(1, at: 100, 100)
            #expect(scrollView.zoomScale == 1)
            #expect(fixture.controller.log == ["didScroll"], "the wheel scrolled instead: \(fixture.controller.log)")
        }
    }
}

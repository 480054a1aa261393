import Foundation
import Testing
import Windowing
import WindowingTesting

/// A 300×400 scroll view zooming a white 300×400 view with a red 50×50 square at its top-left
/// corner, logging the zoom calls.
@MainActor
final class ZoomingSquareController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        page.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .red
        page.addSubview(square)
        scrollView.addSubview(page)
        scrollView.contentSize = page.bounds.size
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { page }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
    }
}

/// Zooming with Ctrl+wheel and dragging the scroll bar on a private Xvfb, through XTEST: the X
/// server's pixels show the zoomed and the scrolled content.
@MainActor
@Suite(.serialized)
struct ScrollZoomX11Tests {
    @Test func ctrlWheelZoomsThePixelsAboutThePointer() throws {
        let controller = ZoomingSquareController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 300, height: 400), on: .xvfb)
        defer { app.terminate() }
        #expect(app.pixel(at: CGPoint(x: 80, y: 80)) == 0xFFFFFF)
        let client = try XTestClient(displayName: try #require(app.displayName))
        let control = try #require(client.keycode(for: client.keysym(named: "Control_L")))
        #expect(client.keyDown(keycode: control))
        // Four notches away from the user double the scale about (1, 1).
        app.scroll(dy: -4, at: CGPoint(x: 1, y: 1))
        #expect(client.keyUp(keycode: control))
        try app.waitUntil { abs(controller.scrollView.zoomScale - 2) < 1e-9 }
        #expect(abs(controller.scrollView.contentSize.width - 600) < 1e-6)
        #expect(abs(controller.scrollView.contentOffset.y - 1) < 1e-6)
        // The square is now 100×100, one point up and left of the corner.
        try app.waitUntil { app.pixel(at: CGPoint(x: 80, y: 80)) == 0xFF0000 }
        #expect(app.pixel(at: CGPoint(x: 120, y: 80)) == 0xFFFFFF)
        #expect(Array(controller.calls.prefix(3)) == ["willBeginZooming", "didZoom", "didEndZooming"])
        #expect(controller.calls.count == 12, "one whole gesture per notch: \(controller.calls)")
    }

    @Test func draggingTheScrollBarScrollsThePixels() throws {
        let controller = StripeScrollController()
        controller.loadViewIfNeeded()
        controller.scrollView.showsVerticalScrollIndicator = true
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 300, height: 400), on: .xvfb)
        defer { app.terminate() }
        // The track is 394 points long and the thumb 394 × 400 / 3000 ≈ 52.5 at its top: the
        // content moves by the thumb's share of the track, 78 / 394 of 3000 points.
        app.drag(from: CGPoint(x: 295, y: 20), to: CGPoint(x: 295, y: 98), steps: 8)
        let expected: CGFloat = 78 * 3000 / 394
        try app.waitUntil { abs(controller.scrollView.contentOffset.y - expected) < 0.01 }
        #expect(controller.collapsed == ["didScroll"], "no dragging callbacks")
        // Content y 593.9 + 50 is a red stripe (600–700), + 150 a green one.
        try app.waitUntil { app.pixel(at: CGPoint(x: 150, y: 50)) == controller.expectedPixel(atY: 50) }
        #expect(controller.expectedPixel(atY: 50) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 150, y: 150)) == 0x00FF00)
    }
}

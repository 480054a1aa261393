import Foundation
import Testing
import Windowing
import WindowingTesting

/// A scroll view of stripes 100 points tall (red, green, blue, repeating) that logs its delegate.
@MainActor
final class StripeScrollController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    var calls: [String] = []
    static let colors: [UIColor] = [.red, .green, .blue]
    static let pixels: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<30 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 300, height: 100))
            stripe.backgroundColor = Self.colors[index % 3]
            scrollView.addSubview(stripe)
        }
        scrollView.contentSize = CGSize(width: 300, height: 3000)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    /// The colour the window should show at content-independent point `y` of the scroll view.
    func expectedPixel(atY y: CGFloat) -> UInt32 {
        Self.pixels[Int((scrollView.contentOffset.y + y) / 100) % 3]
    }

    /// The calls with runs of didScroll made one.
    var collapsed: [String] {
        calls.reduce(into: []) { result, call in
            if call == "didScroll" && result.last == "didScroll" { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { calls.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

/// UIScrollView on a private Xvfb: XTEST wheel notches scroll it, and the pixels the X server holds
/// show the content at the new offset. (A drag on Xvfb is not covered yet: see the headless tests.)
/// Synchronous, so no other suite can replace the process-wide application object midway.
@MainActor
@Suite(.serialized)
struct ScrollViewX11Tests {
    @Test func wheelNotchesScrollThePixels() throws {
        let controller = StripeScrollController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 300, height: 400), on: .xvfb)
        defer { app.terminate() }
        #expect(app.pixel(at: CGPoint(x: 150, y: 50)) == 0xFF0000)

        app.scroll(dy: 3, at: CGPoint(x: 150, y: 200))
        try app.waitUntil { controller.scrollView.contentOffset.y == 120 }
        // Content y 120 + 50 = 170 is the green stripe; 120 + 390 = 510 the second blue one.
        try app.waitUntil { app.pixel(at: CGPoint(x: 150, y: 50)) == 0x00FF00 }
        #expect(app.pixel(at: CGPoint(x: 150, y: 390)) == 0x0000FF)
        #expect(controller.calls == ["didScroll", "didScroll", "didScroll"], "one per notch")
    }
}

import Foundation
import Testing

@testable import Windowing

/// A layout pass settles before anything is drawn: what a view's `layoutSubviews()` moves is laid
/// out in the same pass, as a table that sizes a cell to its measured height moves the cell's
/// constrained content.
@MainActor
struct LayoutSettlingTests {
    /// Sizes its one subview, a frame-laid container, to its own height less 10 on each side.
    final class Sizer: UIView {
        let box = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            box.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    @Test func contentConstrainedInAViewMovedDuringLayoutIsLaidOutInTheSamePass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let sizer = Sizer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(sizer)
        sizer.addSubview(sizer.box)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        sizer.box.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: sizer.box.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: sizer.box.bottomAnchor, constant: -5),
            inner.leadingAnchor.constraint(equalTo: sizer.box.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: sizer.box.trailingAnchor),
        ])
        window.layoutSubtreeIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 5, width: 180, height: 70))
        sizer.frame.size.height = 160
        window.layoutSubtreeIfNeeded()
        #expect(sizer.box.frame.height == 140)
        #expect(
            inner.frame == CGRect(x: 0, y: 5, width: 180, height: 130), "laid out in the pass that moved its container")
    }
}

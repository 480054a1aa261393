import Foundation
import Testing

@_spi(LayoutSolver) @testable import Windowing

/// Frames are the solved edges rounded to the pixel grid, less the superview's rounded corner:
/// the engine rounds a superview's corner once a pass for all its subviews that moved.
@MainActor
struct LayoutRoundedCornerTests {
    /// The frame UIKit gives a view whose solved left edge is `left` and width `width`, in a
    /// superview whose solved left edge is `corner` (at one pixel a point).
    private func expectedFrame(left: Double, width: Double, corner: Double) -> CGRect {
        let minX = left.rounded() - corner.rounded()
        return CGRect(x: minX, y: 0, width: (left + width).rounded() - left.rounded(), height: 10)
    }

    @Test func subviewsOfAMovedSuperviewAreFramedAgainstItsRoundedCorner() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.4)
        var constraints = [
            leading, container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 10),
        ]
        let subviews = (0..<4).map { _ in UIView() }
        for (index, subview) in subviews.enumerated() {
            subview.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(subview)
            constraints += [
                subview.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7.3 * Double(index)),
                subview.topAnchor.constraint(equalTo: container.topAnchor),
                subview.widthAnchor.constraint(equalToConstant: 7.3),
                subview.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        for constant in [10.4, 10.6, 11.5, 10.4, 12.45] {
            leading.constant = CGFloat(constant)
            root.layoutIfNeeded()
            #expect(
                container.frame
                    == CGRect(
                        x: constant.rounded(), y: 0, width: (constant + 100).rounded() - constant.rounded(), height: 10)
            )
            for (index, subview) in subviews.enumerated() {
                let left = constant + 7.3 * Double(index)
                #expect(
                    subview.frame == expectedFrame(left: left, width: 7.3, corner: constant),
                    "subview \(index) at \(constant)")
            }
        }
    }
}

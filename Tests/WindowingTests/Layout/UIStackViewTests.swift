import Foundation
import Testing

@testable import Windowing

/// A view with a fixed intrinsic content size, as a label or button has one.
@MainActor
final class SizedView: UIView {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Whether the layout pass solves constraints yet (layout-core's engine): the geometry tests
/// run once it does.
@MainActor
enum LayoutEngineCheck {
    static var isSolving: Bool {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 42)])
        container.layoutIfNeeded()
        return child.frame.width == 42
    }
}

/// UIStackView's geometry for each distribution and alignment, hidden views, nesting and the
/// arranged-subview API, laid out without a window.
@MainActor
@Suite struct UIStackViewTests {
    private func stack(
        _ views: [UIView], _ distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0,
        alignment: UIStackView.Alignment = .fill, width: CGFloat = 300, height: CGFloat = 100
    ) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        return stack
    }

    private func frames(_ stack: UIStackView) -> [CGRect] {
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func fillStretchesTheViewThatHugsLeast() {
        let a = SizedView(50, 20)
        let b = SizedView(60, 30)
        let c = SizedView(40, 10)
        for view in [b, c] { view.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal) }
        #expect(
            frames(stack([a, b, c], spacing: 10)) == [
                CGRect(x: 0, y: 0, width: 180, height: 100), CGRect(x: 190, y: 0, width: 60, height: 100),
                CGRect(x: 260, y: 0, width: 40, height: 100),
            ])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func fillEquallyGivesEqualLengths() {
        let views = [UIView(), UIView(), UIView()]
        let result = frames(stack(views, .fillEqually, spacing: 15))
        #expect(result.map(\.width) == [90, 90, 90])
        #expect(result.map(\.minX) == [0, 105, 210])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func fillProportionallyFollowsIntrinsicLengths() {
        let views = [SizedView(50, 10), SizedView(100, 10), SizedView(150, 10)]
        let result = frames(stack(views, .fillProportionally, width: 600))
        #expect(result.map(\.width) == [100, 200, 300])
        #expect(result.map(\.minX) == [0, 100, 300])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func equalSpacingSharesTheGaps() {
        let views = [SizedView(50, 10), SizedView(60, 10), SizedView(40, 10)]
        let result = frames(stack(views, .equalSpacing, spacing: 10))
        #expect(result.map(\.minX) == [0, 125, 260])
        #expect(result.map(\.width) == [50, 60, 40])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func equalCenteringSpacesTheCentres() {
        let views = [SizedView(50, 10), SizedView(60, 10), SizedView(40, 10)]
        let result = frames(stack(views, .equalCentering))
        // Frames are rounded to whole points (the pixel grid at scale 1), as UIKit rounds them.
        #expect(zip(result.map(\.midX), [25, 152.5, 280]).allSatisfy { abs($0 - $1) <= 0.5 })
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func alignmentsAcrossTheAxis() {
        func ys(_ alignment: UIStackView.Alignment) -> [CGFloat] {
            let views = [SizedView(10, 20), SizedView(10, 30), SizedView(10, 10)]
            return frames(stack(views, .fillEqually, alignment: alignment)).map(\.minY)
        }
        #expect(ys(.leading) == [0, 0, 0])
        #expect(ys(.top) == [0, 0, 0])
        #expect(ys(.center) == [40, 35, 45])
        #expect(ys(.trailing) == [80, 70, 90])
        #expect(ys(.bottom) == [80, 70, 90])
        #expect(ys(.fill) == [0, 0, 0])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func verticalStackAlignsLeadingAndTrailing() {
        let views = [SizedView(20, 10), SizedView(40, 10)]
        let vertical = stack(views, .fillEqually, alignment: .trailing, width: 100, height: 100)
        vertical.axis = .vertical
        let result = frames(vertical)
        #expect(
            result == [CGRect(x: 80, y: 0, width: 20, height: 50), CGRect(x: 60, y: 50, width: 40, height: 50)])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func hiddenViewsCollapseAndComeBack() {
        let views = [UIView(), UIView(), UIView()]
        let row = stack(views, .fillEqually, spacing: 10)
        views[1].isHidden = true
        #expect(frames(row).map(\.width) == [145, 0, 145])
        #expect(row.arrangedSubviews[2].frame.minX == 155)
        views[1].isHidden = false
        // A third of 280 each, rounded to whole points (the pixel grid at scale 1).
        let widths = frames(row).map(\.width)
        #expect(widths.allSatisfy { abs($0 - 280 / 3) < 1 } && widths.reduce(0, +) == 280)
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func nestedStacks() {
        let cells = (0..<4).map { _ in UIView() }
        let top = UIStackView(arrangedSubviews: [cells[0], cells[1]])
        let bottom = UIStackView(arrangedSubviews: [cells[2], cells[3]])
        for row in [top, bottom] { row.distribution = .fillEqually }
        let column = stack([top, bottom], .fillEqually, height: 200)
        column.axis = .vertical
        column.layoutIfNeeded()
        #expect(
            cells.map { $0.convert($0.bounds, to: column) } == [
                CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 150, y: 0, width: 150, height: 100),
                CGRect(x: 0, y: 100, width: 150, height: 100), CGRect(x: 150, y: 100, width: 150, height: 100),
            ])
    }

    /// The gaps between adjacent frames.
    private func gaps(_ frames: [CGRect]) -> [CGFloat] {
        zip(frames, frames.dropFirst()).map { $1.minX - $0.maxX }
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func customSpacingAfterAView() {
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        let row = stack(views, .equalSpacing, spacing: 5, width: 200)
        row.setCustomSpacing(40, after: views[0])
        #expect(row.customSpacing(after: views[0]) == 40)
        #expect(row.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        // With equal spacing the custom spacing is the first gap's minimum, and the gaps stay
        // equal (both required): 150 points of views and two gaps of 40 do not fit in 200, so the
        // views give up 30 points below their intrinsic widths (compression resistance 750). All
        // three resist equally, so which of them gives the points up is not determined.
        let result = frames(row)
        #expect(gaps(result) == [40, 40])
        #expect(result.first?.minX == 0 && result.last?.maxX == 200)
        #expect(result.map(\.width).reduce(0, +) == 120 && result.allSatisfy { $0.width <= 50 })
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func customSpacingIsAMinimumForEqualSpacing() {
        // The view that resists least is the one compressed.
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        views[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let row = stack(views, .equalSpacing, spacing: 5, width: 200)
        row.setCustomSpacing(40, after: views[0])
        #expect(
            frames(row) == [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 90, y: 0, width: 20, height: 100),
                CGRect(x: 150, y: 0, width: 50, height: 100),
            ])
        // With room for both, the gaps are equal and above the minimum; the views keep their widths.
        row.frame.size.width = 300
        let wide = frames(row)
        #expect(gaps(wide) == [75, 75] && wide.map(\.width) == [50, 50, 50])
        // Below the room it leaves, the custom spacing takes no part.
        row.setCustomSpacing(10, after: views[0])
        row.frame.size.width = 250
        #expect(gaps(frames(row)) == [50, 50])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func customSpacingIsAMinimumForEqualCentering() {
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        let row = stack(views, .equalCentering, spacing: 5, width: 200)
        row.setCustomSpacing(40, after: views[0])
        // The centres' equal distances (priority 999) cannot hold with a 40-point first gap unless
        // a view is compressed (750). Compressing the first view brings the centres closest per
        // point given up: it ends 30 wide, the centres 80 apart.
        let result = frames(row)
        #expect(
            result == [
                CGRect(x: 0, y: 0, width: 30, height: 100), CGRect(x: 70, y: 0, width: 50, height: 100),
                CGRect(x: 150, y: 0, width: 50, height: 100),
            ])
        #expect(gaps(result)[0] >= 40 && result.map(\.midX) == [15, 95, 175])
        // With room, the centres are equally spaced and the first gap stays above its minimum.
        row.frame.size.width = 300
        let wide = frames(row)
        #expect(wide.map(\.midX) == [25, 150, 275] && gaps(wide) == [75, 75])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func layoutMarginsRelativeArrangement() {
        let view = UIView()
        let row = stack([view], width: 100, height: 50)
        row.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        row.isLayoutMarginsRelativeArrangement = true
        #expect(frames(row) == [CGRect(x: 10, y: 5, width: 80, height: 40)])
    }

    @Test func arrangedSubviewAPI() {
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let row = UIStackView(arrangedSubviews: [a, b])
        #expect(row.axis == .horizontal && row.distribution == .fill && row.alignment == .fill && row.spacing == 0)
        #expect(row.subviews == [a, b] && !a.translatesAutoresizingMaskIntoConstraints)
        row.insertArrangedSubview(c, at: 0)
        #expect(row.arrangedSubviews == [c, a, b])
        #expect(row.subviews == [a, b, c], "a new arranged view is added as the last subview")
        row.removeArrangedSubview(a)
        #expect(row.arrangedSubviews == [c, b] && row.subviews == [a, b, c], "it stays a subview")
        b.removeFromSuperview()
        #expect(row.arrangedSubviews == [c])
        row.insertArrangedSubview(a, at: 1)
        #expect(row.arrangedSubviews == [c, a] && row.subviews == [a, c])
    }
}

import Foundation
import Testing

@testable import Windowing

/// Warnings, threads, subclass hooks and other edges of the text system.
@Suite @MainActor struct TextEdgeCaseTests {
    @Test func theBadSizeWarningNamesTheAPITheValueAndTheRule() {
        #expect(
            UIFont.sizeWarning(.nan, api: "UIFont.systemFont(ofSize:)", replacement: 14)
                == "UIFont: invalid size 'nan' in UIFont.systemFont(ofSize:); using 14.0 (sizes must be finite, "
                + "positive and at most 4096.0)"
        )
    }

    @Test func fontMetricsCanBeReadFromManyThreadsAtOnce() async {
        let heights = await withTaskGroup(of: CGFloat.self) { group in
            for size in 1...16 {
                group.addTask { UIFont.systemFont(ofSize: CGFloat(size)).lineHeight / CGFloat(size) }
            }
            var collected: [CGFloat] = []
            for await height in group { collected.append(height) }
            return collected
        }
        #expect(heights.count == 16)
        #expect(heights.allSatisfy { abs($0 - heights[0]) < 0.01 })
    }

    @Test func aSingleLineLabelShowsOnlyItsFirstLine() {
        let label = UILabel()
        label.text = "First\nSecond\nThird"
        let one = label.sizeThatFits(.zero)
        #expect(one.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(.zero).height > 2.5 * one.height)
    }

    /// A label with padding, written the way UIKit code writes it.
    final class PaddedLabel: UILabel {
        let inset: CGFloat = 10

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(
                forBounds: bounds.insetBy(dx: inset, dy: inset), limitedToNumberOfLines: numberOfLines)
            return inner.insetBy(dx: -inset, dy: -inset)
        }

        override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: inset, dy: inset)) }
    }

    @Test func subclassesThatInsetTheTextRectMeasureWithTheirInsets() throws {
        let plain = UILabel()
        plain.text = "Padded"
        let padded = PaddedLabel()
        padded.text = "Padded"
        #expect(
            padded.intrinsicContentSize
                == CGSize(
                    width: plain.intrinsicContentSize.width + 20,
                    height: plain.intrinsicContentSize.height + 20))
        padded.sizeToFit()
        padded.backgroundColor = .white
        let ink = try #require(TextPixels.box(in: TextPixels.render(padded), where: TextPixels.isDark))
        #expect(ink.minX >= 10 && ink.maxX < padded.bounds.width - 9)
    }

    @Test func changingTheTitleLabelsFontRelaysTheButton() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let before = label.frame
        label.font = .boldSystemFont(ofSize: 30)
        button.layoutIfNeeded()
        #expect(label.frame.width > before.width && label.frame.height > before.height)
        #expect(abs(label.center.x - 100) < 0.01)
    }
}

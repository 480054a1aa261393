import Foundation
import Testing

@testable import Windowing

/// UILabel: defaults (behaviour 9.27), measuring, wrapping, truncation and the pixels it draws.
@Suite @MainActor struct UILabelTests {
    static let sentence = "The quick brown fox jumps over the lazy dog again and again"

    func label(_ text: String?, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 40)) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isEnabled)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.clipsToBounds)
        #expect(label.contentMode == .redraw)
    }

    @Test func settingNilResetsTheFontAndColour() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test func attributedTextCarriesTheFirstCharactersStyleIntoTheLabel() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(
            string: "Hi",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style,
            ])
        #expect(label.text == "Hi")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(
            label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
                == UIFont.boldSystemFont(ofSize: 20))
    }

    // MARK: - Measuring

    @Test func sizeThatFitsGrowsWithTheTextAndIsWholePoints() {
        let short = label("Hi").sizeThatFits(.zero)
        let long = label("Hello there").sizeThatFits(.zero)
        #expect(long.width > short.width && long.height == short.height)
        #expect(long.width == long.width.rounded(.up) && long.height == long.height.rounded(.up))
        #expect(label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label("").intrinsicContentSize == .zero)
    }

    @Test func sizeToFitMakesTheBoundsTheSizeOfTheText() {
        let label = label("Hello there")
        label.sizeToFit()
        let measured = "Hello there".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.bounds.size == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        #expect(label.frame.origin == .zero)
    }

    @Test func wrappingAtAWidthGivesMoreLinesAndNumberOfLinesLimitsThem() {
        let label = label(Self.sentence)
        let oneLine = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(oneLine.width > 120)  // a single-line label measures its whole text
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > 3 * oneLine.height)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(two.height == (2 * UIFont.systemFont(ofSize: 17).lineHeight).rounded(.up))
        label.lineBreakMode = .byWordWrapping
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == two.height)
    }

    @Test func intrinsicContentSizeWrapsAtThePreferredWidth() {
        let label = label(Self.sentence)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize.width <= 100)
        #expect(label.intrinsicContentSize.height > 60)
    }

    @Test func truncationKeepsTheTextInsideTheBounds() throws {
        let label = label(Self.sentence, frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width <= 120)
        let ink = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        #expect(ink.maxX < 120)
        #expect(ink.width > 90)  // the line is filled up to the ellipsis
    }

    @Test func badWidthsAndSizesDoNotCrash() {
        let label = label(Self.sentence)
        label.numberOfLines = 0
        for width in [CGFloat.nan, -5, 0, .infinity] {
            #expect(label.sizeThatFits(CGSize(width: width, height: width)).width > 300)
        }
        label.numberOfLines = -3
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)).height > 40)
        label.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        _ = TextPixels.render(UILabel(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    // MARK: - Pixels

    @Test func darkTextPixelsAppearInsideTheLabelCentredVertically() throws {
        let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let ink = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        #expect(ink.minX < 10)
        #expect(ink.width > 30 && ink.width < 60)
        // The line box (not the ink) is centred: its top is (60 - lineHeight) / 2.
        let lineTop = (60 - UIFont.systemFont(ofSize: 17).lineHeight) / 2
        #expect(
            abs(ink.minY - (lineTop + UIFont.systemFont(ofSize: 17).ascender - UIFont.systemFont(ofSize: 17).capHeight))
                < 2)
    }

    @Test func alignmentMovesTheText() throws {
        let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let left = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        label.textAlignment = .center
        let centre = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        label.textAlignment = .right
        let right = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        #expect(abs(centre.midX - 100) < 3)
        #expect(right.maxX > 190 && right.maxX < 200)
        #expect(left.minX < centre.minX && centre.minX < right.minX)
        #expect(abs(left.width - right.width) <= 1)
    }

    @Test func textColourAndDisabledStateChangeThePixels() throws {
        let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        #expect(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isRed) != nil)
        label.textColor = .black
        label.isEnabled = false
        #expect(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark) == nil)
        #expect(TextPixels.box(in: TextPixels.render(label), where: { TextPixels.channels($0).red < 160 }) != nil)
    }

    @Test func chineseTextRendersGlyphs() throws {
        let label = label("你好世界", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let ink = try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark))
        #expect(ink.width > 4 * 12)
    }

    @Test func settingTextMarksTheLabelForDisplay() {
        let label = label("A")
        label.needsDisplayRect = nil
        label.text = "B"
        #expect(label.needsDisplayRect == label.bounds)
        label.needsDisplayRect = nil
        label.textColor = .blue
        #expect(label.needsDisplayRect == label.bounds)
    }
}

/// UILabel's shrinking of single-line text to fit (`adjustsFontSizeToFitWidth`).
@Suite @MainActor struct UILabelFontAdjustmentTests {
    func inkWidth(_ label: UILabel) throws -> CGFloat {
        try #require(TextPixels.box(in: TextPixels.render(label), where: TextPixels.isDark)).width
    }

    @Test func textTooWideShrinksToTheBoundsAndNoFurtherThanTheMinimum() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Shrink this text to fit"
        label.adjustsFontSizeToFitWidth = true
        #expect(try inkWidth(label) < 150)  // minimumScaleFactor 0: truncated, not shrunk
        let truncated = label.drawingLayout(width: 150)
        #expect(truncated?.key.text.baseFont.pointSize == 17)
        label.minimumScaleFactor = 0.3
        let shrunk = try #require(label.drawingLayout(width: 150))
        #expect(shrunk.key.text.baseFont.pointSize < 17 && shrunk.key.text.baseFont.pointSize > 5.1)
        #expect(shrunk.size.width <= 150.5)
        label.minimumScaleFactor = 0.97  // the text needs about 0.956
        #expect(label.drawingLayout(width: 150)?.key.text.baseFont.pointSize == 17 * 0.97)
    }

    @Test func textThatFitsKeepsItsSize() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "Short"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        #expect(label.drawingLayout(width: 300)?.key.text.baseFont.pointSize == 17)
    }
}

extension UILabelTests {
    @Test func unlimitedLinesTruncateAtTheHeightOfTheBounds() throws {
        let label = label(Self.sentence + " " + Self.sentence, frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        label.numberOfLines = 0
        let layout = try #require(label.drawingLayout(width: 120, height: 50))
        #expect(layout.size.height <= 50)
        #expect(layout.lineCount == 2)
        label.lineBreakMode = .byWordWrapping
        let clipped = try #require(label.drawingLayout(width: 120, height: 50))
        #expect(clipped.lineCount > 5)
    }
}

import Foundation
import Testing

@testable import Windowing

/// Paragraph styles: spacing, indents, alignment and line breaking as drawn and measured.
@Suite @MainActor struct ParagraphStyleTests {
    let font = UIFont.systemFont(ofSize: 16)
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"

    func attributes(_ configure: (NSMutableParagraphStyle) -> Void) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        configure(style)
        return [.font: font, .paragraphStyle: style]
    }

    func measured(_ attributes: [NSAttributedString.Key: Any], width: CGFloat = 200) -> CGRect {
        text.boundingRect(
            with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
    }

    @Test func defaultsAreUIKits() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.lineSpacing == 0 && style.firstLineHeadIndent == 0 && style.headIndent == 0)
    }

    @Test func copiesAreIndependentAndEqualByValue() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let copy = try #require(style.copy() as? NSParagraphStyle)
        let mutable = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
        #expect(copy.isEqual(style) && mutable.isEqual(style))
        mutable.lineSpacing = 8
        #expect(style.lineSpacing == 4 && !mutable.isEqual(style))
        #expect(!(copy is NSMutableParagraphStyle))
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let plain = measured(attributes { _ in })
        let spaced = measured(attributes { $0.lineSpacing = 10 })
        let lines = (plain.height / font.lineHeight).rounded()
        #expect(lines >= 3)
        #expect(abs(spaced.height - plain.height - 10 * (lines - 1)) < 1.5)
    }

    @Test func indentsMoveTheFirstLineOrTheOthers() throws {
        func ink(_ attributes: [NSAttributedString.Key: Any]) throws -> (first: CGRect, rest: CGRect) {
            let surface = TextPixels.draw(width: 240, height: 200) {
                text.draw(in: CGRect(x: 0, y: 0, width: 240, height: 200), withAttributes: attributes)
            }
            let lineHeight = Int(font.lineHeight)
            var firstBox = CGRect.null
            var restBox = CGRect.null
            for y in 0..<surface.height {
                for x in 0..<surface.width where TextPixels.isDark(surface.pixel(x: x, y: y)) {
                    let point = CGRect(x: x, y: y, width: 1, height: 1)
                    if y < lineHeight { firstBox = firstBox.union(point) } else { restBox = restBox.union(point) }
                }
            }
            try #require(!firstBox.isNull && !restBox.isNull)
            return (firstBox, restBox)
        }
        let plain = try ink(attributes { _ in })
        let firstIndented = try ink(attributes { $0.firstLineHeadIndent = 30 })
        #expect(abs(firstIndented.first.minX - plain.first.minX - 30) <= 1)
        #expect(abs(firstIndented.rest.minX - plain.rest.minX) <= 1)
        let hanging = try ink(attributes { $0.headIndent = 25 })
        #expect(abs(hanging.first.minX - plain.first.minX) <= 1)
        #expect(abs(hanging.rest.minX - plain.rest.minX - 25) <= 1)
        #expect(hanging.rest.maxX <= 240)
    }

    @Test func alignmentAndCharacterWrappingApplyToDrawnStrings() throws {
        let right = TextPixels.draw(width: 200, height: 30) {
            "Right".draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes { $0.alignment = .right })
        }
        let ink = try #require(TextPixels.box(in: right, where: TextPixels.isDark))
        #expect(ink.maxX > 190)
        let word = "Supercalifragilistic expialidocious"
        let byChar = word.boundingRect(
            with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
            attributes: attributes { $0.lineBreakMode = .byCharWrapping }, context: nil)
        #expect(byChar.width <= 100 && byChar.width > 90)  // lines are filled to the width
    }

    @Test func badParagraphValuesAreIgnored() {
        let plain = measured(attributes { _ in })
        let bad = measured(
            attributes {
                $0.lineSpacing = .nan
                $0.firstLineHeadIndent = -.infinity
                $0.headIndent = -20
            })
        #expect(bad == plain)
    }

    @Test func textStylesHaveUIKitsDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }
}

import Foundation
import Testing

@testable import Windowing

/// Measuring strings: `size(withAttributes:)` and `boundingRect(with:options:attributes:context:)`.
@Suite @MainActor struct TextMeasuringTests {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    let paragraph = "The quick brown fox jumps over the lazy dog and keeps running far away."

    @Test func sizesGrowWithTheText() {
        let short = "Hello".size(withAttributes: attributes)
        let long = "Hello, world".size(withAttributes: attributes)
        #expect(short.width > 20 && long.width > short.width)
        #expect(short.height == long.height)
        #expect(abs(short.height - UIFont.systemFont(ofSize: 17).lineHeight) < 1)
        #expect("".size(withAttributes: attributes) == .zero)
    }

    @Test func biggerFontsMeasureBigger() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let big = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(abs(big.width - 2 * small.width) < 1)
        #expect(abs(big.height - 2 * small.height) < 1)
    }

    @Test func lineBreaksInTheTextAddLines() {
        let one = "Hello".size(withAttributes: attributes)
        let two = "Hello\nworld".size(withAttributes: attributes)
        #expect(abs(two.height - 2 * one.height) < 1)
    }

    @Test func wrappingAtAWidthGivesMoreLinesNoWiderThanTheWidth() {
        let unlimited = paragraph.boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let wrapped = paragraph.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 150)
        #expect(wrapped.height >= 4 * unlimited.height - 1)
        #expect(unlimited.width > 500)
    }

    @Test func withoutLineFragmentOriginTheRectSitsOnTheBaselineOfOneLine() {
        let font = UIFont.systemFont(ofSize: 17)
        let rect = paragraph.boundingRect(
            with: CGSize(width: 150, height: 100), options: [], attributes: attributes, context: nil)
        #expect(abs(rect.minY + font.ascender) < 1)
        #expect(abs(rect.height - font.lineHeight) < 1)
        #expect(rect.width > 500)
    }

    @Test func truncatingTheLastVisibleLineLimitsTheHeight() {
        let context = NSStringDrawingContext()
        let rect = paragraph.boundingRect(
            with: CGSize(width: 150, height: 45),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: attributes, context: context)
        #expect(rect.height <= 45)
        #expect(rect.height > 30)
        #expect(context.totalBounds == rect)
    }

    @Test func deviceMetricsMeasureTheInk() {
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesDeviceMetrics]
        let ink = "x".boundingRect(
            with: CGSize(width: 100, height: 100), options: options, attributes: attributes, context: nil)
        let box = "x".boundingRect(
            with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: attributes,
            context: nil)
        #expect(ink.minY > box.minY)
        #expect(ink.height < box.height)
        #expect(abs(ink.height - UIFont.systemFont(ofSize: 17).xHeight) < 1)
    }

    @Test func attributedStringsMeasureLikeTheirAttributes() {
        let plain = NSAttributedString(string: "Hello", attributes: attributes).size()
        #expect(plain == "Hello".size(withAttributes: attributes))
        let mixed = NSMutableAttributedString(string: "Hello", attributes: attributes)
        mixed.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
        #expect(mixed.size().width > plain.width)
        let kerned = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2])
        #expect(abs(kerned.size().width - plain.width - 10) < 2.5)
    }

    @Test func chineseAndEmojiAreMeasured() {
        let chinese = "你好，世界".size(withAttributes: attributes)
        #expect(chinese.width > 5 * 12)
        #expect("😀".size(withAttributes: attributes).width > 0)
    }

    // MARK: - Bad input

    @Test func badWidthsAreTakenAsUnlimited() {
        let unlimited = paragraph.size(withAttributes: attributes)
        for width in [CGFloat.nan, -10, 0, .infinity] {
            let rect = paragraph.boundingRect(
                with: CGSize(width: width, height: .nan), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(rect.size == unlimited, "width \(width)")
        }
    }

    @Test func invalidUTF16AndNULCharactersMeasureWithoutCrashing() {
        let lone = NSString(characters: [0xD800, 0x41, 0xDC00], length: 3)
        #expect(lone.size(withAttributes: attributes).width > 0)
        let attributed = NSMutableAttributedString(string: lone as String)
        attributed.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        #expect(attributed.size().width > 0)
        #expect("a\u{0}b".size(withAttributes: attributes).width > "ab".size(withAttributes: attributes).width)
    }

    @Test func hugeFontsMeasureWithoutHanging() {
        let size = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 100_000)])
        #expect(size.height > 4000 && size.height < 6000)
    }

    @Test func mappingUTF16OffsetsToUTF8ByteIndices() {
        // "a" 1 byte, 😀 a surrogate pair of 4 bytes, 中 3 bytes, "b" 1 byte.
        #expect(PangoAttributes.utf8Offsets(of: "a😀中b") == [0, 1, 1, 5, 8, 9])
        #expect(PangoAttributes.utf8Offsets(of: "") == [0])
    }
}

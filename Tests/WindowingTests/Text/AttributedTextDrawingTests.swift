import Foundation
import Testing

@testable import Windowing

/// Drawing attributed strings: attribute ranges land on the right glyphs, also after non-ASCII text.
@Suite @MainActor struct AttributedTextDrawingTests {
    let font = UIFont.systemFont(ofSize: 24)

    /// Draws `text` at (4, 4) on a white 400 × 40 surface.
    func drawn(_ text: NSAttributedString) -> Bitmap {
        TextPixels.draw(width: 400, height: 40) { text.draw(at: CGPoint(x: 4, y: 4)) }
    }

    /// Where the range after `prefix` starts: the prefix's measured width, from x = 4.
    func start(after prefix: String) -> CGFloat {
        4 + NSAttributedString(string: prefix, attributes: [.font: font]).size().width
    }

    @Test(arguments: ["AB", "A😀B", "中文字", "é😀中"])
    func aColouredRangeAfterNonASCIITextLandsOnItsGlyphs(prefix: String) throws {
        let string = prefix + "MMM" + "WW"
        let text = NSMutableAttributedString(string: string, attributes: [.font: font])
        let range = NSRange(location: prefix.utf16.count, length: 3)
        text.addAttribute(.foregroundColor, value: UIColor.red, range: range)
        let surface = drawn(text)
        let red = try #require(TextPixels.box(in: surface, where: TextPixels.isRed))
        let redStart = start(after: prefix)
        let redEnd = start(after: prefix + "MMM")
        #expect(red.minX >= redStart - 1.5 && red.maxX <= redEnd + 1.5, "red \(red) outside \(redStart)…\(redEnd)")
        #expect(red.width > (redEnd - redStart) * 0.7)
        // The text before and after the range stays black.
        let dark = try #require(TextPixels.box(in: surface, where: TextPixels.isDark))
        #expect(dark.minX < redStart && dark.maxX > redEnd)
    }

    @Test func backgroundColourFillsBehindItsRange() throws {
        let text = NSMutableAttributedString(string: "ab cd", attributes: [.font: font])
        text.addAttribute(.backgroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 2))
        let blue = try #require(TextPixels.box(in: drawn(text), where: TextPixels.isBlue))
        #expect(blue.minX >= start(after: "ab ") - 1.5)
        #expect(blue.height >= font.lineHeight - 2)
    }

    @Test func underlinesDrawBelowTheBaseline() throws {
        let plain = NSAttributedString(string: "ab", attributes: [.font: font])
        let underlined = NSAttributedString(
            string: "ab", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        let plainInk = try #require(TextPixels.box(in: drawn(plain), where: TextPixels.isDark))
        let underlinedInk = try #require(TextPixels.box(in: drawn(underlined), where: TextPixels.isDark))
        #expect(underlinedInk.maxY > plainInk.maxY)
        let struck = NSAttributedString(
            string: "ab",
            attributes: [
                .font: font, .strikethroughStyle: 1,
                .strikethroughColor: UIColor.red,
            ])
        let strike = try #require(TextPixels.box(in: drawn(struck), where: TextPixels.isRed))
        #expect(strike.minY > plainInk.minY && strike.maxY < plainInk.maxY)
    }

    @Test func plainStringsDrawInTheirForegroundColourInARect() throws {
        let surface = TextPixels.draw(width: 200, height: 100) {
            "Wrapped text in a rectangle".draw(
                in: CGRect(x: 10, y: 10, width: 80, height: 60),
                withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red])
        }
        let red = try #require(TextPixels.box(in: surface, where: TextPixels.isRed))
        #expect(red.minX >= 10 && red.maxX < 90 && red.minY >= 10 && red.maxY < 70)
        #expect(red.height > 30)  // more than two lines
    }

    @Test func drawingWithNoContextOrBadGeometryDoesNothing() {
        "Hello".draw(at: .zero, withAttributes: nil)
        let surface = TextPixels.draw(width: 50, height: 50) {
            "Hello".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: nil)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: -5, height: 20), withAttributes: nil)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20), withAttributes: nil)
            "".draw(at: .zero, withAttributes: nil)
        }
        #expect(TextPixels.box(in: surface, where: TextPixels.isDark) == nil)
        // The context still works afterwards.
        let after = TextPixels.draw(width: 50, height: 30) {
            "Hi".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: nil)
            "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        }
        #expect(TextPixels.box(in: after, where: TextPixels.isDark) != nil)
    }
}

extension AttributedTextDrawingTests {
    @Test func baselineOffsetRaisesItsRange() throws {
        let text = NSMutableAttributedString(string: "xx", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        text.addAttribute(.baselineOffset, value: 6, range: NSRange(location: 1, length: 1))
        let surface = drawn(text)
        let red = try #require(TextPixels.box(in: surface, where: TextPixels.isRed))
        let blue = try #require(TextPixels.box(in: surface, where: TextPixels.isBlue))
        #expect(abs(red.minY - blue.minY - 6) <= 1)
    }
}

import Foundation
import Testing

@testable import Windowing

/// UIFont: the system fonts, names, weights and Pango metrics.
@Suite struct UIFontTests {
    @Test func theSystemFontIsDejaVuSansAtTheRequestedSize() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVu Sans")
        #expect(font.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVu Sans Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVu Sans Italic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
    }

    @Test func weightsHaveUIKitsRawValuesAndMapToCSSWeights() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.systemFont(ofSize: 10, weight: .bold).pangoWeight == 700)
        #expect(UIFont.systemFont(ofSize: 10, weight: .semibold).pangoWeight == 600)
        #expect(UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(0.38)).pangoWeight == 700)
        #expect(UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(.nan)).pangoWeight == 400)
        #expect(UIFont.systemFont(ofSize: 10, weight: .heavy).fontName == "DejaVu Sans Heavy")
    }

    @Test func installedFamiliesAreFoundByNameAndUnknownOnesGiveNil() {
        #expect(UIFont(name: "DejaVu Serif", size: 20)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "dejavu sans mono", size: 20)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "DejaVu Sans-Bold", size: 20)?.fontName == "DejaVu Sans Bold")
        #expect(UIFont(name: "No Such Font Family", size: 20) == nil)
        #expect(UIFont(name: "", size: 20) == nil)
        #expect(UIFont(name: "DejaVu Sans-Squiggly", size: 20) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
    }

    @Test func withSizeKeepsTheFaceAndFontsCompareByValue() {
        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.withSize(30) == UIFont.boldSystemFont(ofSize: 30))
        #expect(bold != UIFont.systemFont(ofSize: 12))
    }

    @Test func badSizesFallBackToTheSystemSizeAndHugeOnesAreClamped() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 14)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 14)
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 14)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 14)
        #expect(UIFont.systemFont(ofSize: 1e9).pointSize == UIFont.maximumPointSize)
    }

    @Test func metricsAreSaneAndInPointsAt72DPI() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender > 12 && font.ascender < 17)
        #expect(font.descender < -2 && font.descender > -6)
        // DejaVu Sans' line is about 1.16 em: 17 pt text is ~20 units tall, not 96-dpi scaled (~26).
        #expect(font.lineHeight > 17 && font.lineHeight < 22)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.01)
        #expect(font.leading >= 0)
        #expect(font.capHeight > 10 && font.capHeight < font.ascender)
        #expect(font.xHeight > 7 && font.xHeight < font.capHeight)
        let double = UIFont.systemFont(ofSize: 34)
        #expect(abs(double.ascender - 2 * font.ascender) < 0.5)
        #expect(abs(double.lineHeight - 2 * font.lineHeight) < 0.5)
    }

    @Test @MainActor func monospacedDigitsHaveEqualWidths() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        let ones = "1111".size(withAttributes: [.font: font]).width
        let eights = "8888".size(withAttributes: [.font: font]).width
        #expect(abs(ones - eights) < 0.01)
        let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
        #expect(
            abs("iiii".size(withAttributes: [.font: mono]).width - "MMMM".size(withAttributes: [.font: mono]).width)
                < 0.01)
    }
}

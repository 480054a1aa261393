import Foundation
import Testing

@testable import Windowing

/// `UIFont(name:size:)` with Apple's font names (issue 15): PostScript and family names map to
/// the nearest installed family, weight and slant; `familyName` and `fontName` report Apple's
/// names; names that map to nothing give nil.
@Suite struct UIFontNameTests {
    /// Name, reported family, weight, italic, and the face fontconfig draws it with.
    static let table: [(String, String, UIFont.Weight, Bool, String, Int)] = [
        ("Helvetica-Bold", "Helvetica", .bold, false, "DejaVu Sans", 700),
        ("Helvetica", "Helvetica", .regular, false, "DejaVu Sans", 400),
        ("HelveticaNeue-Light", "Helvetica Neue", .light, false, "DejaVu Sans", 200),
        ("Helvetica Neue", "Helvetica Neue", .regular, false, "DejaVu Sans", 400),
        ("Menlo-Regular", "Menlo", .regular, false, "DejaVu Sans Mono", 400),
        ("AvenirNext-DemiBold", "Avenir Next", .semibold, false, "DejaVu Sans", 700),
        ("Avenir Next", "Avenir Next", .regular, false, "DejaVu Sans", 400),
        ("Georgia-BoldItalic", "Georgia", .bold, true, "DejaVu Serif", 700),
        ("Courier-Oblique", "Courier", .regular, true, "DejaVu Sans Mono", 400),
        ("ArialMT", "Arial", .regular, false, "DejaVu Sans", 400),
        ("Arial-BoldItalicMT", "Arial", .bold, true, "DejaVu Sans", 700),
        ("TimesNewRomanPS-BoldMT", "Times New Roman", .bold, false, "DejaVu Serif", 700),
        ("TimesNewRomanPSMT", "Times New Roman", .regular, false, "DejaVu Serif", 400),
        ("Menlo", "Menlo", .regular, false, "DejaVu Sans Mono", 400),
        ("San Francisco", "San Francisco", .regular, false, "DejaVu Sans", 400),
        (".SFUI-Semibold", "San Francisco", .semibold, false, "DejaVu Sans", 700),
        (".SFUIText-Bold", ".SF UI Text", .bold, false, "DejaVu Sans", 700),
        ("SF Pro Text", "SF Pro Text", .regular, false, "DejaVu Sans", 400),
        ("SFProDisplay-Heavy", "SF Pro Display", .heavy, false, "DejaVu Sans", 700),
        ("SFMono-Regular", "SF Mono", .regular, false, "DejaVu Sans Mono", 400),
        ("Futura-CondensedMedium", "Futura", .medium, false, "DejaVu Sans", 400),
        ("Helvetica-BoldOblique", "Helvetica", .bold, true, "DejaVu Sans", 700),
        ("AvenirNextCondensed-Bold", "Avenir Next Condensed", .bold, false, "DejaVu Sans", 700),
    ]

    @Test(arguments: table)
    func applesNamesMapToTheNearestInstalledFace(
        _ row: (String, String, UIFont.Weight, Bool, String, Int)
    ) throws {
        let (name, family, weight, italic, face, css) = row
        let font = try #require(UIFont(name: name, size: 48), "\(name)")
        #expect(font.familyName == family, "\(name)")
        #expect(font.weight == weight && font.isItalic == italic, "\(name)")
        let matched = FontCatalog.matchedFace(for: font)
        #expect(matched.family == face && matched.weight == css && matched.italic == italic, "\(name): \(matched)")
    }

    @Test func fontNameReportsThePostScriptNameAsUIKitDoes() {
        #expect(UIFont(name: "Helvetica-Bold", size: 48)?.fontName == "Helvetica-Bold")
        #expect(UIFont(name: "Helvetica Neue", size: 12)?.fontName == "HelveticaNeue")
        #expect(UIFont(name: "Arial", size: 12)?.fontName == "ArialMT")
        #expect(UIFont(name: "Avenir Next", size: 12)?.fontName == "AvenirNext-Regular")
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.withSize(20).fontName == "Menlo-Regular")
        #expect(UIFont(name: "DejaVu Sans-Bold", size: 20)?.fontName == "DejaVu Sans Bold")
    }

    @Test func namesThatMapToNothingGiveNil() {
        #expect(UIFont(name: "NoSuchFont-Bold", size: 12) == nil)
        #expect(UIFont(name: "Helvetica-Squiggly", size: 12) == nil)
        #expect(UIFont(name: "Papyrus", size: 12) == nil)
        #expect(UIFont(name: " ", size: 12) == nil)
    }

    /// The symptom of issue 15: "Helvetica-Bold" drew in the regular weight.
    @Test @MainActor func helveticaBoldDrawsHeavierThanHelvetica() throws {
        func ink(_ name: String) throws -> Int {
            let font = UIFont(name: name, size: 48)
            #expect(font != nil, "\(name)")
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            label.font = font
            label.text = "Il"
            let surface = TextPixels.render(label)
            var dark = 0
            for y in 0..<surface.height {
                for x in 0..<surface.width where TextPixels.isDark(surface.pixel(x: x, y: y)) { dark += 1 }
            }
            return dark
        }
        let regular = try ink("Helvetica")
        let bold = try ink("Helvetica-Bold")
        #expect(Double(bold) > Double(regular) * 1.3, "bold \(bold), regular \(regular)")
    }
}

public import Foundation

/// A font: a family, a size in points, a weight and a slant, drawn by Pango from the fonts
/// fontconfig knows.
///
/// Sizes are points, and a point is one Cairo user unit (one pixel at scale 1): a 17 pt font's
/// em is 17 units tall, the way UIKit's points work, not scaled up for a 96 dpi screen.
///
/// - Note: Differs from UIKit: the system font is the "DejaVu Sans" family (installed by
///   `scripts/setup.sh`) in its semi-condensed width, whose advances are close to San
///   Francisco's (the article "Text and fonts" says why); its `fontName` is a fontconfig family
///   and style, not a PostScript name.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The family of the system font.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family of the monospaced system font.
    public static let monospacedFamilyName = "DejaVu Sans Mono"
    /// The largest size drawn; larger requests are clamped to it.
    public static let maximumPointSize: CGFloat = 4096

    /// The font family: the installed family as fontconfig names it ("DejaVu Sans"), or the
    /// Apple family a name asked for ("Helvetica Neue"), as UIKit reports it.
    public let familyName: String
    /// The size in points (Cairo user units).
    public let pointSize: CGFloat
    /// The weight on UIKit's scale (`UIFont.Weight.regular` is 0, `.bold` 0.4).
    let weight: Weight
    let isItalic: Bool
    /// Whether digits take tabular (equal) widths, for `monospacedDigitSystemFont`.
    let hasMonospacedDigits: Bool
    /// The family list fontconfig is asked for: an installed family, or an Apple family followed
    /// by a generic one ("Helvetica,sans-serif"), which fontconfig replaces by the nearest installed.
    let drawingFamily: String
    /// Whether this is the system font, drawn semi-condensed to take San Francisco's widths.
    let isSystemFont: Bool
    /// The PostScript name `UIFont(name:size:)` was given, or that of the Apple family it named.
    let postScriptName: String?

    init(
        family: String, size: CGFloat, weight: Weight = .regular, italic: Bool = false,
        monospacedDigits: Bool = false, drawingFamily: String? = nil, systemFont: Bool = false,
        postScriptName: String? = nil, api: String
    ) {
        familyName = family
        pointSize = Self.validSize(size, api: api)
        self.weight = weight
        isItalic = italic
        hasMonospacedDigits = monospacedDigits
        self.drawingFamily = drawingFamily ?? family
        isSystemFont = systemFont
        self.postScriptName = postScriptName
    }

    /// The font `fontName` names at `fontSize`, or nil if it names no font this toolkit knows.
    ///
    /// A name is one of:
    /// - an installed fontconfig family ("DejaVu Serif"), compared case-insensitively, optionally
    ///   followed by a dash and a style ("DejaVu Serif-BoldItalic", "DejaVu Sans-Light");
    /// - one of Apple's fonts by PostScript name ("Helvetica-Bold", "HelveticaNeue-Light",
    ///   "ArialMT", "TimesNewRomanPS-BoldMT", ".SFUI-Semibold") or family name ("Avenir Next",
    ///   "SF Pro Text"). It is drawn with the installed family fontconfig puts in its place, at the
    ///   weight and slant the name gives; `familyName` and `fontName` report Apple's names.
    ///
    /// The article "Text and fonts" lists the Apple families known and what stands in for each.
    /// `UIFont.familyNames` lists the installed families.
    ///
    /// - Note: Differs from UIKit: UIKit gives nil for a font that is not installed. Here a name
    ///   "maps to nothing", and gives nil, when it is neither an installed family nor one of the
    ///   Apple fonts in the table, or its style words are not ones a PostScript name uses
    ///   (fontconfig would otherwise substitute some font for any name).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let mapping = FontNameMapping.map(fontName, installedFamily: Self.installedFamily) else { return nil }
        let drawing: String
        switch mapping.request {
        case .installed(let family): drawing = family
        case .substitute(let family, let generic): drawing = "\(family),\(generic.rawValue)"
        case .system: drawing = Self.systemFamilyName
        case .monospacedSystem: drawing = Self.monospacedFamilyName
        }
        self.init(
            family: mapping.familyName, size: fontSize, weight: mapping.weight, italic: mapping.italic,
            drawingFamily: drawing, systemFont: mapping.request == .system, postScriptName: mapping.fontName,
            api: "UIFont(name:size:)")
    }

    /// The families fontconfig has installed, sorted.
    public class var familyNames: [String] { FontCatalog.families.values.sorted() }

    private static func installedFamily(_ name: String) -> String? { FontCatalog.installedFamily(named: name) }

    /// The size a font is made with: NaN, infinite, zero and negative sizes become
    /// `systemFontSize` and huge ones `maximumPointSize`, each with a warning.
    static func validSize(_ size: CGFloat, api: String) -> CGFloat {
        if size.isFinite, size > 0, size <= maximumPointSize { return size }
        let replacement = size.isFinite && size > maximumPointSize ? maximumPointSize : systemFontSize
        Diagnostics.warning(sizeWarning(size, api: api, replacement: replacement))
        return replacement
    }

    static func sizeWarning(_ size: CGFloat, api: String, replacement: CGFloat) -> String {
        "UIFont: invalid size '\(size)' in \(api); using \(replacement) (sizes must be finite, positive and at most "
            + "\(maximumPointSize))"
    }

    // MARK: - Names

    /// The name the font was made with when it was one of Apple's ("Helvetica-Bold"; the
    /// regular face's PostScript name for a family name: "HelveticaNeue"), else the family
    /// followed by the style, e.g. "DejaVu Sans Bold Italic".
    open var fontName: String {
        if let postScriptName { return postScriptName }
        let styles = [weight == .regular ? nil : weight.styleName, isItalic ? "Italic" : nil].compactMap { $0 }
        return ([familyName] + styles).joined(separator: " ")
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            family: familyName, size: fontSize, weight: weight, italic: isItalic,
            monospacedDigits: hasMonospacedDigits, drawingFamily: drawingFamily, systemFont: isSystemFont,
            postScriptName: postScriptName, api: "UIFont.withSize(_:)")
    }

    // MARK: - Metrics (from Pango's font metrics)

    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs: negative, as in UIKit.
    open var descender: CGFloat { metrics.descender }
    /// The distance from one baseline to the next in a paragraph of this font.
    open var lineHeight: CGFloat { metrics.lineHeight }
    /// The extra gap between lines the font asks for (`lineHeight - ascender + descender`).
    open var leading: CGFloat { metrics.leading }
    /// The height of capital letters above the baseline (the ink of "H").
    open var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters above the baseline (the ink of "x").
    open var xHeight: CGFloat { metrics.xHeight }

    var metrics: FontCatalog.Metrics { FontCatalog.metrics(for: self) }

    // MARK: - Equality

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.hasMonospacedDigits == rhs.hasMonospacedDigits
            && lhs.drawingFamily == rhs.drawingFamily && lhs.isSystemFont == rhs.isSystemFont
            && lhs.postScriptName == rhs.postScriptName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(hasMonospacedDigits)
        hasher.combine(drawingFamily)
        hasher.combine(isSystemFont)
    }

    public var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weight.styleName.lowercased()); font-style: "
            + "\(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }
}

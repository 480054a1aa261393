public import Foundation

/// A font: a family, a size in points, a weight and a slant, drawn by Pango from the fonts
/// fontconfig knows.
///
/// Sizes are points, and a point is one Cairo user unit (one pixel at scale 1): a 17 pt font's
/// em is 17 units tall, the way UIKit's points work, not scaled up for a 96 dpi screen.
///
/// - Note: Differs from UIKit: the system font is the "DejaVu Sans" family (installed by
///   `scripts/setup.sh`), and `fontName` is a fontconfig family and style, not a PostScript name.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The family of the system font.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family of the monospaced system font.
    public static let monospacedFamilyName = "DejaVu Sans Mono"
    /// The largest size drawn; larger requests are clamped to it.
    public static let maximumPointSize: CGFloat = 4096

    /// The font family, as fontconfig names it, e.g. "DejaVu Sans".
    public let familyName: String
    /// The size in points (Cairo user units).
    public let pointSize: CGFloat
    /// The weight on UIKit's scale (`UIFont.Weight.regular` is 0, `.bold` 0.4).
    let weight: Weight
    let isItalic: Bool
    /// Whether digits take tabular (equal) widths, for `monospacedDigitSystemFont`.
    let hasMonospacedDigits: Bool

    init(
        family: String, size: CGFloat, weight: Weight = .regular, italic: Bool = false,
        monospacedDigits: Bool = false, api: String
    ) {
        familyName = family
        pointSize = Self.validSize(size, api: api)
        self.weight = weight
        isItalic = italic
        hasMonospacedDigits = monospacedDigits
    }

    /// The installed font family `fontName` at `fontSize`, or nil if fontconfig has no such family.
    ///
    /// Like UIKit, an unknown name gives nil rather than another font. To see which installed
    /// font fontconfig would substitute, run `fc-match '<name>'`; `UIFont.familyNames` lists the
    /// names this initializer accepts.
    ///
    /// - Note: Differs from UIKit: names are fontconfig family names ("DejaVu Serif"),
    ///   optionally followed by "-Bold", "-Italic" or "-BoldItalic"; PostScript names of fonts
    ///   that are not installed ("Helvetica-Bold") give nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        var family = fontName
        var bold = false
        var italic = false
        if let dash = fontName.lastIndex(of: "-"), Self.installedFamily(fontName) == nil {
            let style = fontName[fontName.index(after: dash)...].lowercased()
            family = String(fontName[..<dash])
            bold = style.contains("bold")
            italic = style.contains("italic") || style.contains("oblique")
            guard bold || italic || style == "regular" else { return nil }
        }
        guard let installed = Self.installedFamily(family) else { return nil }
        self.init(
            family: installed, size: fontSize, weight: bold ? .bold : .regular, italic: italic,
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

    /// The family followed by the style, e.g. "DejaVu Sans Bold Italic".
    open var fontName: String {
        let styles = [weight == .regular ? nil : weight.styleName, isItalic ? "Italic" : nil].compactMap { $0 }
        return ([familyName] + styles).joined(separator: " ")
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            family: familyName, size: fontSize, weight: weight, italic: isItalic,
            monospacedDigits: hasMonospacedDigits, api: "UIFont.withSize(_:)")
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
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(hasMonospacedDigits)
    }

    public var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weight.styleName.lowercased()); font-style: "
            + "\(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }
}

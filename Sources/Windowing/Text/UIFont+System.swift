public import Foundation

// The system fonts and UIKit's weight scale.
extension UIFont {
    /// A font weight on UIKit's scale, from -1 (thinnest) through 0 (regular) to 1 (heaviest),
    /// with UIKit's raw values for the named weights.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The named weights with their CSS/OpenType weights (which Pango and fontconfig use).
        static let scale: [(weight: Weight, css: Int, name: String)] = [
            (.ultraLight, 200, "UltraLight"), (.thin, 100, "Thin"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
            (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
        ]

        /// The named weight nearest to this one (a NaN weight counts as regular).
        var nearestNamed: (weight: Weight, css: Int, name: String) {
            let value = rawValue.isNaN ? 0 : rawValue
            return Self.scale.min { abs($0.weight.rawValue - value) < abs($1.weight.rawValue - value) } ?? Self.scale[3]
        }

        var styleName: String { nearestNamed.name }
    }

    /// The CSS/OpenType weight (100…900) Pango is asked for.
    var pangoWeight: Int { weight.nearestNamed.css }

    /// The standard size of the system font, 14 points (UIKit's value).
    public class var systemFontSize: CGFloat { 14 }
    /// The standard size of label text, 17 points (UIKit's value).
    public class var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles, 18 points (UIKit's value).
    public class var buttonFontSize: CGFloat { 18 }
    /// The size of small system text, 12 points (UIKit's value).
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The system font ("DejaVu Sans") at `fontSize`, regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, systemFont: true, api: "UIFont.systemFont(ofSize:)")
    }

    /// The system font at `fontSize` and `weight`; weights between the named ones use the nearest.
    ///
    /// - Note: Differs from UIKit: a weight is drawn with the nearest face fontconfig has;
    ///   DejaVu Sans has ExtraLight, Book and Bold, so medium and semibold look regular.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            family: systemFamilyName, size: fontSize, weight: weight, systemFont: true,
            api: "UIFont.systemFont(ofSize:weight:)")
    }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            family: systemFamilyName, size: fontSize, weight: .bold, systemFont: true,
            api: "UIFont.boldSystemFont(ofSize:)")
    }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            family: systemFamilyName, size: fontSize, italic: true, systemFont: true,
            api: "UIFont.italicSystemFont(ofSize:)")
    }

    /// The monospaced system font ("DejaVu Sans Mono") at `fontSize` and `weight`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            family: monospacedFamilyName, size: fontSize, weight: weight,
            api: "UIFont.monospacedSystemFont(ofSize:weight:)")
    }

    /// The system font with digits of equal width (OpenType `tnum`), for columns of numbers.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            family: systemFamilyName, size: fontSize, weight: weight, monospacedDigits: true, systemFont: true,
            api: "UIFont.monospacedDigitSystemFont(ofSize:weight:)")
    }
}

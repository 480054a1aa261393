public import Foundation

// The attribute keys UIKit defines and the toolkit draws. Foundation on Linux declares
// `NSAttributedString.Key` but none of UIKit's keys.
extension NSAttributedString.Key {
    /// A `UIFont`; text without it uses the system font (12 pt when drawn as a string, the
    /// label's font in a label).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs; black when absent (a label's `textColor` in a label).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the glyphs' line boxes.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character (letter spacing); 0 by default.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value (an `Int` or `NSNumber`) for an underline.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline; the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text (drawn as one line whatever the style).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough line; the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number of points the characters are raised above the baseline (negative: lowered).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The line styles of underlines and strikethroughs.
///
/// - Note: Differs from UIKit: the pattern options (`patternDot`…) and `byWord` are absent,
///   and Pango has no thick line, so `.thick` draws as `.single`; `.double` draws two lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

public import Foundation

/// Scales fonts and values for a text style as the user's preferred content size asks.
///
/// Windowing has no content size setting: the preferred size is always Large, UIKit's default,
/// at which UIKit scales every style by exactly 1. So a scaled font is the font given (lowered to
/// `maximumPointSize` where one is given and smaller) and a scaled value is the value given, as
/// on an iOS device at the default size. https://developer.apple.com/documentation/uikit/uifontmetrics
///
/// - Note: Differs from UIKit: no setting changes the content size category, so nothing is ever
///   scaled by more than 1.
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the current content size (see the class's description).
    @preconcurrency @MainActor
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` at the current content size, no larger than `maximumPointSize` (0 means no limit).
    @preconcurrency @MainActor
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    /// `value`, a length that goes with text of this style, at the current content size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// Adopted by views whose font can follow the content size category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category; it never changes here (see
    /// `UIFontMetrics`), so the setting is kept and has no visible effect.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

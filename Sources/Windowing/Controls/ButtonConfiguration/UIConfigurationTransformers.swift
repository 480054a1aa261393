public import Foundation

/// A function from one colour to another, which a configuration applies to the colour it
/// resolved (for example to darken a highlighted background).
/// See <https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer>.
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Makes every colour grey, keeping its brightness and opacity.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
            let gray = 0.299 * red + 0.587 * green + 0.114 * blue
            return UIColor(red: gray, green: gray, blue: gray, alpha: alpha)
        }
    }
}

/// A function from text attributes to text attributes, which a button configuration applies
/// to its title or subtitle before drawing it (typically to set the font).
/// See <https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer>.
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// How a configured button's (or cell's) background is drawn: a fill colour, a stroke, a
/// corner radius, insets and an optional custom view.
/// See <https://developer.apple.com/documentation/uikit/uibackgroundconfiguration>.
///
/// - Note: Differs from UIKit: the factory methods are `clear()` and the list ones of iOS 14
///   (`listPlainCell()`…); the visual effect, image and shadow properties are absent.
public struct UIBackgroundConfiguration {
    /// The fill; nil lets the owner (a button's style) choose it.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// A view shown behind the content, over the fill, sized to the background's rectangle.
    public var customView: UIView?
    /// The list look a list factory made it with, whose colours fill it when `backgroundColor`
    /// is nil (UIBackgroundConfiguration+Lists.swift).
    var listLook: ListBackgroundLook?
    /// The fill `updated(for:)` chose for the state (a selected row's grey), under `backgroundColor`.
    var stateBackgroundColor: UIColor?

    /// A background with no fill and no stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    public init() {}

    /// The fill colour after the transformer, or `fallback` when no colour is set.
    public func resolvedBackgroundColor(for fallback: UIColor) -> UIColor {
        let color = backgroundColor ?? stateBackgroundColor ?? listLook?.fill ?? fallback
        return backgroundColorTransformer?(color) ?? color
    }
}

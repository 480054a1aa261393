public import Foundation

/// A colour with sRGB components, as Core Graphics' `CGColor` holds one.
///
/// - Note: Differs from UIKit: a Swift class holding sRGB (or gray) components; there are no
///   colour spaces or patterns.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Red, green, blue and alpha in 0...1 (sRGB).
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let isGray: Bool

    /// Creates a colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (Self.clamp(red), Self.clamp(green), Self.clamp(blue), Self.clamp(alpha))
        isGray = false
    }

    /// Creates a gray colour; 0 is black and 1 is white.
    public init(gray: CGFloat, alpha: CGFloat) {
        let white = Self.clamp(gray)
        rgba = (white, white, white, Self.clamp(alpha))
        isGray = true
    }

    /// The components in the colour's space: gray and alpha, or red, green, blue and alpha.
    public var components: [CGFloat]? {
        isGray ? [rgba.red, rgba.alpha] : [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }

    public var numberOfComponents: Int { isGray ? 2 : 4 }
    public var alpha: CGFloat { rgba.alpha }

    /// A copy of the colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray
            ? CGColor(gray: rgba.red, alpha: alpha)
            : CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    public static var black: CGColor { CGColor(gray: 0, alpha: 1) }
    public static var white: CGColor { CGColor(gray: 1, alpha: 1) }
    public static var clear: CGColor { CGColor(gray: 0, alpha: 0) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
    }

    public var description: String {
        let parts = (components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(isGray ? "gray" : "sRGB")(\(parts))>"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }
}

/// How a path's inside is decided when it is filled.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding number rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

public import Foundation

/// A colour: sRGB components with alpha, as UIKit's `UIColor` in the light appearance.
///
/// Named and system colours use the values UIKit documents for the light appearance.
/// - Note: Differs from UIKit: system colours do not change with a dark appearance.
open class UIColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The Core Graphics colour with the same components.
    public let cgColor: CGColor
    /// Whether this is `UIColor.tintColor`, which a view draws as its own `tintColor` (see
    /// `resolvedForTint(of:)`); `cgColor` holds the default tint for drawing outside a view.
    private(set) var followsTint = false

    /// Creates a colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour; 0 is black and 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness in 0...1 (HSB, as UIKit).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Creates a colour with the components of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` stands for: sRGB components in 0...1.
    /// Declared here, not with the conformance in `UIColor+Literal.swift`, because a protocol's
    /// initializer on an open class must be `required`, and only the class body may declare one.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Reads the sRGB components; returns true, as every Windowing colour is convertible.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = cgColor.rgba.red
        green?.pointee = cgColor.rgba.green
        blue?.pointee = cgColor.rgba.blue
        alpha?.pointee = cgColor.rgba.alpha
        return true
    }

    /// Reads the gray level; returns false (leaving the pointers alone) for a colour made from
    /// red, green and blue, as UIKit does for colours outside a grayscale space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.numberOfComponents == 2 else { return false }
        white?.pointee = cgColor.rgba.red
        alpha?.pointee = cgColor.rgba.alpha
        return true
    }

    /// Reads hue, saturation and brightness in 0...1 (hue 0 for grays); always succeeds.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.rgba
        let maximum = max(c.red, c.green, c.blue)
        let minimum = min(c.red, c.green, c.blue)
        let chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / chroma
            } else if maximum == c.green {
                h = (c.blue - c.red) / chroma + 2
            } else {
                h = (c.red - c.green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// The alpha component.
    public var alphaComponent: CGFloat { cgColor.alpha }

    /// A copy of the colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = cgColor.rgba
        let copy = UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        copy.followsTint = followsTint
        return copy
    }

    /// Makes this colour the fill colour of the current graphics context.
    @preconcurrency @MainActor open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this colour the stroke colour of the current graphics context.
    @preconcurrency @MainActor open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this colour both the fill and the stroke colour of the current graphics context.
    @preconcurrency @MainActor open func set() {
        setFill()
        setStroke()
    }

    /// Colours are equal when their components are; `UIColor.tintColor` equals the default tint.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

    public var description: String {
        let c = cgColor.rgba
        return String(
            format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(c.red), Double(c.green), Double(c.blue),
            Double(c.alpha))
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation))
        let v = min(1, max(0, brightness))
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

// MARK: - Named and system colours

extension UIColor {
    static func rgb255(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }

    public class var systemBackground: UIColor { .white }
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { .white }
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { .white }
    public class var label: UIColor { .black }
    public class var secondaryLabel: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    }
    public class var tertiaryLabel: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    }
    public class var separator: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }
    public class var quaternaryLabel: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    }
    public class var placeholderText: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    }
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var systemFill: UIColor {
        UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    }
    public class var secondarySystemFill: UIColor {
        UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    }
    public class var tertiarySystemFill: UIColor {
        UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    }
    public class var quaternarySystemFill: UIColor {
        UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
    }
    public class var darkText: UIColor { .black }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var link: UIColor { systemBlue }
    /// The tint colour of the view that draws it: a label's `textColor`, a button's title colour
    /// or a view's `backgroundColor` set to it follows the view's `tintColor`, inherited from its
    /// superviews. Outside a view (in `cgColor`, or drawn into a graphics context) it is the
    /// default tint, system blue.
    ///
    /// - Note: Differs from UIKit: only views resolve it (labels, button titles, backgrounds and
    ///   template images); attributed-string colours and layer colours use the default blue.
    public class var tintColor: UIColor {
        let color = systemBlue
        color.followsTint = true
        return color
    }
}

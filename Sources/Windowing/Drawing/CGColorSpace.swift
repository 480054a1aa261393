public import Foundation

/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// A colour space: gray or RGB. Windowing draws everything in sRGB without colour management, so
/// a colour space only says how many components a colour has.
/// - Note: Differs from UIKit: device RGB is sRGB and device gray is sRGB gray; only the names
///   `sRGB`, `extendedSRGB`, `genericRGBLinear` are RGB names and `genericGrayGamma2_2`,
///   `linearGray` gray ones, and linear spaces are not converted.
public final class CGColorSpace: Equatable, CustomStringConvertible, @unchecked Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"

    public let model: CGColorSpaceModel
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// The colour space with a system name; nil for a name Windowing does not know.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.genericRGBLinear: self.init(model: .rgb, name: name)
        case Self.genericGrayGamma2_2, Self.linearGray: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    /// Colour components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }
    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }

extension CGColor {
    /// A colour from components in `space` followed by alpha; nil when the count does not match.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        if space.model == .monochrome {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// The colour's space: gray for gray colours, sRGB otherwise.
    public var colorSpace: CGColorSpace? {
        numberOfComponents == 2
            ? CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
            : CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    }
}

extension CGColor {
    /// An sRGB colour (the Swift name of `CGColorCreateSRGB`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour (the Swift name of `CGColorCreateGenericGrayGamma2_2`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }
}

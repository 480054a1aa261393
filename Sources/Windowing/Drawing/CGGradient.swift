public import Foundation

/// A smooth transition between colours at locations in 0...1, for `drawLinearGradient` and
/// `drawRadialGradient`.
///
/// Locations outside 0...1 are clamped and stops are sorted by location; without locations the
/// colours are spread evenly (a single colour sits at 0).
/// - Note: Differs from UIKit: `colors` is a Swift array of `CGColor` rather than a `CFArray`.
public final class CGGradient: @unchecked Sendable {
    struct Stop {
        var location: CGFloat
        var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    }

    let stops: [Stop]

    /// A gradient of `colors`; nil (with a warning) when there are no colours, or when
    /// `locations` has another count or a non-finite value.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let stops = Self.stops(colors.map(\.rgba), locations) else { return nil }
        self.stops = stops
    }

    /// A gradient from `count` colours given as components in `space` followed by alpha each.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
    ) {
        let width = space.numberOfComponents + 1
        guard count > 0, components.count >= count * width else {
            PathWarnings.once(
                "gradient-components",
                "CGGradient: \(count) colours need \(count * width) components in \(space), got \(components.count); "
                    + "no gradient"
            )
            return nil
        }
        let colors = (0..<count).map { i -> CGColor in
            let c = Array(components[(i * width)..<((i + 1) * width)])
            return width == 2
                ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        guard let stops = Self.stops(colors.map(\.rgba), locations) else { return nil }
        self.stops = stops
    }

    private static func stops(
        _ colors: [(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)],
        _ locations: [CGFloat]?
    ) -> [Stop]? {
        guard !colors.isEmpty else {
            PathWarnings.once("gradient-empty", "CGGradient: no colours given; no gradient")
            return nil
        }
        let spots: [CGFloat]
        if let locations {
            guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else {
                PathWarnings.once(
                    "gradient-locations",
                    "CGGradient: locations \(locations) must be finite and one per colour (\(colors.count)); no "
                        + "gradient"
                )
                return nil
            }
            spots = locations.map { min(1, max(0, $0)) }
        } else {
            spots = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        return zip(spots, colors).map { Stop(location: $0, color: $1) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `t` (clamped to 0...1), interpolated between the neighbouring stops.
    func color(at t: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let t = min(1, max(0, t))
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var index = 1
        while index < stops.count - 1, stops[index].location < t { index += 1 }
        let a = stops[index - 1]
        let b = stops[index]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return (
            mix(a.color.red, b.color.red), mix(a.color.green, b.color.green),
            mix(a.color.blue, b.color.blue), mix(a.color.alpha, b.color.alpha)
        )
    }
}

/// Whether a gradient also paints beyond its start and end locations (with the end colours).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

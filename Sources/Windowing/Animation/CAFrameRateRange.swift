import Foundation

/// The frame rates a display link would like: a minimum, a maximum and a preferred rate, in
/// frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// The rate asked for; nil leaves it to the system (the screen's rate).
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// The rate a display link fires at on a screen of `screenRate`: the preferred rate (or the
    /// maximum) within the range, at most the screen's rate.
    func effectiveRate(screenRate: Double) -> Double {
        let asked = Double(preferred.flatMap { $0 > 0 ? $0 : nil } ?? (maximum > 0 ? maximum : 0))
        guard asked > 0, asked.isFinite else { return screenRate }
        let floor = minimum > 0 && minimum.isFinite ? Double(minimum) : 0
        return min(screenRate, max(asked, floor))
    }
}

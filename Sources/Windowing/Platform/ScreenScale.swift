/// The range a screen scale is kept in, whatever the X server's resources or the environment say.
///
/// Scales feed integer pixel sizes, so an absurd value (`Xft.dpi: 1e20`, `WINDOWING_SCALE=inf`)
/// would overflow the conversion and trap at launch. Every scale read from outside goes through
/// ``clamped(_:source:warn:)``, which keeps it in range and says where it came from.
enum ScreenScale {
    /// Half to eight device pixels per point: 48 to 768 dpi, wider than any screen sold.
    static let range: ClosedRange<Double> = 0.5...8

    /// `value` inside ``range``; a value outside gives one warning naming `source` and the value used.
    ///
    /// - Parameters:
    ///   - value: a positive number (NaN and values ≤ 0 are the caller's to refuse).
    ///   - source: what the value is, as the warning names it, e.g. "WINDOWING_SCALE '1e20'".
    static func clamped(_ value: Double, source: String, warn: (String) -> Void) -> Double {
        let result = min(max(value, range.lowerBound), range.upperBound)
        if result != value {
            warn(
                "X11: \(source) is out of range; using scale \(formatted(result)) "
                    + "(scales run from \(formatted(range.lowerBound)) to \(formatted(range.upperBound)))")
        }
        return result
    }

    /// `2` rather than `2.0`, so warnings read like what a user types.
    static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

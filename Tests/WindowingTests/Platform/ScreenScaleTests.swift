import Testing

@testable import Windowing

/// Scales read from the environment and from the X server's resources: any client on a display can
/// write `RESOURCE_MANAGER`, and a mistyped `WINDOWING_SCALE` must not trap at launch (issue 21).
@Suite struct ScreenScaleTests {
    /// Runs `body` with a warning collector and returns what it returned and the warnings.
    private func collecting<T>(_ body: ((String) -> Void) -> T) -> (T, [String]) {
        var warnings: [String] = []
        let result = body { warnings.append($0) }
        return (result, warnings)
    }

    @Test func xftDPIInRangeGivesItsScaleWithoutWarning() {
        let (scale, warnings) = collecting {
            X11Screen.dpiScale(resources: "Xft.antialias:\t1\nXft.dpi:\t192\n", warn: $0)
        }
        #expect(scale == 2)
        #expect(warnings.isEmpty)
        #expect(collecting { X11Screen.dpiScale(resources: "Xft.antialias:\t1\n", warn: $0) }.0 == nil)
    }

    @Test(arguments: ["1e20", "inf", "1e308", "99999999999999999999999"])
    func hugeXftDPIIsClampedToScale8WithAWarningNamingItsSource(_ dpi: String) {
        let (scale, warnings) = collecting { X11Screen.dpiScale(resources: "Xft.dpi:\t\(dpi)\n", warn: $0) }
        #expect(scale == 8)
        #expect(
            warnings == [
                "X11: Xft.dpi '\(dpi)' in RESOURCE_MANAGER is out of range; using scale 8 (scales run from 0.5 to 8)"
            ])
    }

    @Test func tinyXftDPIIsClampedToHalf() {
        let (scale, warnings) = collecting { X11Screen.dpiScale(resources: "Xft.dpi: 1e-300\n", warn: $0) }
        #expect(scale == 0.5)
        #expect(
            warnings == [
                "X11: Xft.dpi '1e-300' in RESOURCE_MANAGER is out of range; using scale 0.5 (scales run from 0.5 to 8)"
            ])
    }

    @Test(arguments: ["nan", "-96", "0", "big", ""])
    func xftDPIThatIsNoPositiveNumberIsIgnoredWithAWarning(_ dpi: String) {
        let (scale, warnings) = collecting { X11Screen.dpiScale(resources: "Xft.dpi:\t\(dpi)\n", warn: $0) }
        #expect(scale == nil)
        #expect(warnings == ["X11: ignoring Xft.dpi '\(dpi)' in RESOURCE_MANAGER; use dots per inch such as 96 or 192"])
    }

    @Test(arguments: [("1e20", 8.0), ("inf", 8.0), ("0.001", 0.5), ("1.5", 1.5)])
    func windowingScaleIsKeptInRange(_ text: String, _ expected: Double) {
        let (scale, warnings) = collecting { X11Screen.scaleOverride(text, warn: $0) }
        #expect(scale == expected)
        if expected == 1.5 {
            #expect(warnings.isEmpty)
        } else {
            #expect(
                warnings == [
                    "X11: WINDOWING_SCALE '\(text)' is out of range; using scale \(ScreenScale.formatted(expected)) "
                        + "(scales run from 0.5 to 8)"
                ])
        }
    }

    @Test(arguments: ["nan", "-2", "0", "two"])
    func windowingScaleThatIsNoPositiveNumberIsIgnored(_ text: String) {
        let (scale, warnings) = collecting { X11Screen.scaleOverride(text, warn: $0) }
        #expect(scale == nil)
        #expect(warnings == ["X11: ignoring WINDOWING_SCALE '\(text)'; use a positive number such as 2"])
    }

    /// A resource database of random bytes never traps and never yields a scale outside the range.
    @Test func randomResourceTextNeverGivesAScaleOutOfRange() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Xft.dpi:", "\t", " ", "\n", "1e", "9", "0", ".", "-", "inf", "nan", "!", "*dpi:", "\\", "\u{0}"]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let scale = X11Screen.dpiScale(resources: text, warn: { _ in })
            if let scale { #expect(ScreenScale.range.contains(scale), "\(text.debugDescription)") }
        }
    }
}

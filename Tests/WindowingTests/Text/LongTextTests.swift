import Foundation
import Testing

@testable import Windowing

/// A label or string drawing with megabytes of text: Pango keeps about 100 bytes per character,
/// so a 16 MB text cost 1.6 GB. At most `TextLayout.maximumTextBytes` are laid out (issue 21).
@MainActor
struct LongTextTests {
    private func layout(_ text: String) -> TextLayout {
        TextLayout(
            TextLayout.Key(
                text: StyledText(string: text, font: UIFont.systemFont(ofSize: 12)), options: TextLayout.Options()))
    }

    @Test func textBeyondTheLimitIsNotLaidOut() {
        #expect(TextLayout.maximumTextBytes == 262_144)
        // One unwrapped line: its width grows with every character laid out.
        let atLimit = layout(String(repeating: "x", count: TextLayout.maximumTextBytes))
        let beyond = layout(String(repeating: "x", count: 1_000_000))
        #expect(atLimit.size.width > 0)
        #expect(beyond.size.width == atLimit.size.width)
    }

    @Test func aCutFallsBeforeTheCharacterTheLimitSplits() {
        // "界" is three bytes: 87,381 of them fill 262,143 bytes, and the next one would cross the limit.
        let whole = layout(String(repeating: "界", count: 87_381))
        let beyond = layout(String(repeating: "界", count: 100_000))
        #expect(beyond.size.width == whole.size.width)
    }

    @Test func textWithinTheLimitIsLaidOutWhole() {
        let shorter = layout(String(repeating: "x", count: 1_000))
        let longer = layout(String(repeating: "x", count: 1_001))
        #expect(longer.size.width > shorter.size.width)
    }
}

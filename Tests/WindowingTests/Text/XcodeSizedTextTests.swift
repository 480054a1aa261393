import Foundation
import Testing

@testable import Windowing

/// Issue 15: Xcode sizes its default button ("Button", system font 15 pt) 46 × 30 and its default
/// label ("Label", 17 pt) 42 × 21 from San Francisco's widths; the system font's widths must let
/// both show their whole text.
@Suite @MainActor struct XcodeSizedTextTests {
    @Test func theSystemFontIsDrawnWithDejaVuSansSemiCondensed() {
        let face = FontCatalog.matchedFace(for: .systemFont(ofSize: 15))
        #expect(face.family == "DejaVu Sans" && face.condensed && face.weight == 400)
        #expect(FontCatalog.matchedFace(for: .boldSystemFont(ofSize: 15)).condensed)
        #expect(!FontCatalog.matchedFace(for: UIFont(name: "DejaVu Sans", size: 15)!).condensed)
    }

    @Test func xcodesDefaultButtonTitleFitsItsFortySixPoints() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 46, height: 30)
        button.setTitle("Button", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let fitting = label.sizeThatFits(.zero)
        #expect(fitting.width <= 46 && fitting.width >= 43, "\(fitting)")
        #expect(label.frame.width == fitting.width, "the title is not narrowed, so not truncated")
        // The same title in a wide button draws the same ink: nothing was replaced by an ellipsis.
        let wide = UIButton(type: .system)
        wide.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        wide.setTitle("Button", for: .normal)
        wide.layoutIfNeeded()
        #expect(Self.inkWidth(button) == Self.inkWidth(wide))
    }

    @Test func xcodesDefaultLabelFitsItsFortyTwoPoints() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 42, height: 21))
        label.text = "Label"
        let fitting = label.sizeThatFits(.zero)
        #expect(fitting.width <= 42 && fitting.width >= 39 && fitting.height <= 21, "\(fitting)")
        let wide = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
        wide.text = "Label"
        #expect(Self.inkWidth(label) == Self.inkWidth(wide))
    }

    /// The width of the non-white pixels `view` draws on white.
    static func inkWidth(_ view: UIView) -> CGFloat? {
        TextPixels.box(in: TextPixels.render(view)) { $0 & 0xFF_FFFF != 0xFF_FFFF }?.width
    }
}

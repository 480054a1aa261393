import Foundation
import Testing

@testable import Windowing

/// UIButton titles: the title label, per-state titles and colours, and the size from the title.
@Suite @MainActor struct UIButtonTitleTests {
    func button(_ type: UIButton.ButtonType = .system) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        return button
    }

    @Test func theTitleLabelShowsTheCurrentStatesTitle() throws {
        let button = button()
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        let label = try #require(button.titleLabel)
        #expect(label.superview === button)
        #expect(label.text == "Normal")
        button.isHighlighted = true
        #expect(label.text == "Pressed")
        #expect(button.currentTitle == "Pressed")
        button.isHighlighted = false
        button.isSelected = true
        #expect(label.text == "Normal")  // no selected title: falls back to .normal
        #expect(button.titleLabel === label)
    }

    @Test func titleColoursFollowTheStateWithFallbackToNormal() throws {
        let button = button(.custom)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        let label = try #require(button.titleLabel)
        #expect(label.textColor == .red)
        button.isHighlighted = true
        #expect(label.textColor == .green)
        button.isHighlighted = false
        button.isSelected = true
        #expect(label.textColor == .red)
    }

    @Test func attributedTitlesTakePrecedence() throws {
        let button = button()
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(
            NSAttributedString(string: "Fancy", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        #expect(button.titleLabel?.text == "Fancy")
        #expect(button.currentAttributedTitle?.string == "Fancy")
        #expect(button.attributedTitle(for: .disabled)?.string == "Fancy")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
    }

    @Test func intrinsicSizeComesFromTheTitle() {
        let button = button()
        #expect(button.intrinsicContentSize == .zero)
        button.setTitle("OK", for: .normal)
        let short = button.intrinsicContentSize
        button.setTitle("Cancel everything", for: .normal)
        let long = button.intrinsicContentSize
        #expect(short.width > 10 && long.width > short.width)
        #expect(long.height == short.height && short.height >= 15)
        button.sizeToFit()
        #expect(button.bounds.size == long)
    }

    @Test func theTitleIsCentredAndDrawnInTheTintColour() throws {
        let button = button()
        button.tintColor = .red
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(abs(label.center.x - 80) < 0.01 && abs(label.center.y - 20) < 0.01)
        let red = try #require(TextPixels.box(in: TextPixels.render(button), where: TextPixels.isRed))
        #expect(abs(red.midX - 80) < 3 && abs(red.midY - 20) < 4)
        // A titled system button draws no tint fill behind its title.
        #expect(button.bounds.width - red.width > 60)
    }

    @Test func aHighlightedSystemButtonDimsItsTitle() throws {
        let button = button()
        button.tintColor = .blue
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        #expect(TextPixels.box(in: TextPixels.render(button), where: TextPixels.isBlue) != nil)
        button.isHighlighted = true
        #expect(TextPixels.box(in: TextPixels.render(button), where: TextPixels.isBlue) == nil)
    }

    @Test func theTitleLabelDoesNotTakeTouches() throws {
        let button = button()
        button.setTitle("Tap", for: .normal)
        button.layoutIfNeeded()
        #expect(button.hitTest(CGPoint(x: 80, y: 20), with: nil) === button)
    }
}

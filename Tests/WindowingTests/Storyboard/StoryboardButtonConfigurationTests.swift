import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `<buttonConfiguration>`, as Xcode 13 and later write it for new buttons.
@Suite @MainActor struct StoryboardButtonConfigurationTests {
    private func button(_ xml: String) throws -> (UIButton, [String]) {
        let model = try F.compile(F.storyboard(F.scene(subviews: xml)))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let button = try #require(controller.view.subviews.first as? UIButton)
        return (button, model.warnings)
    }

    @Test func aFilledConfigurationLoadsWithItsTitleFontColoursAndInsets() throws {
        let (button, warnings) = try button(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b">
                <rect key="frame" x="20" y="15" width="200" height="50"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Book now" cornerStyle="capsule" \
            buttonSize="large" imagePadding="6">
                    <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                    <color key="baseBackgroundColor" systemColor="systemBlueColor"/>
                    <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/>
                    <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
                </buttonConfiguration>
            </button>
            """)
        #expect(warnings.isEmpty)
        let configuration = try #require(button.configuration)
        #expect(configuration.style == .filled)
        #expect(configuration.title == "Book now")
        #expect(configuration.cornerStyle == .capsule)
        #expect(configuration.buttonSize == .large)
        #expect(configuration.imagePadding == 6)
        #expect(configuration.baseBackgroundColor == .systemBlue)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        #expect(button.currentTitle == nil, "the placeholder state title is not used")
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.text == "Book now")
        #expect(
            label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
                == .boldSystemFont(ofSize: 18))
    }

    @Test func anAttributedTitleKeepsItsFragmentsFontAndColour() throws {
        let (button, warnings) = try button(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                <rect key="frame" x="0.0" y="0.0" width="374" height="165.5"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="tinted">
                    <attributedString key="attributedTitle">
                        <fragment content="Try Again?">
                            <attributes>
                                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                <font key="NSFont" size="35" name="Helvetica"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <color key="baseForegroundColor" systemColor="systemGrayColor"/>
                </buttonConfiguration>
            </button>
            """)
        #expect(warnings.isEmpty)
        button.layoutIfNeeded()
        let text = try #require(button.titleLabel?.attributedText)
        #expect(text.string == "Try Again?")
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 35)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.label)
        #expect(button.configuration?.baseForegroundColor == .systemGray)
    }

    @Test func anUnknownStyleIsRefusedWithTheChoices() {
        #expect(throws: StoryboardError.self) {
            try button(
                """
                <button id="b"><buttonConfiguration key="configuration" style="glass" title="X"/></button>
                """)
        }
    }
}

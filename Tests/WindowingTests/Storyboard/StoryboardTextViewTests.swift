import Foundation
import Testing

@testable import Windowing

final class TextViewDelegateController: UIViewController, UITextViewDelegate {}

/// `<textView>` as Xcode writes it: a real `UITextView` with the element's settings, and its
/// `delegate` outlet.
@MainActor
struct StoryboardTextViewTests {
    private typealias F = StoryboardFixtures

    private static func textView(_ attributes: String = "editable=\"NO\"", connections: String = "") -> String {
        """
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(attributes) \
        selectable="YES" textAlignment="center" showsHorizontalScrollIndicator="NO" text="Lorem ipsum" id="tv1">
            <rect key="frame" x="16" y="100" width="343" height="200"/>
            <color key="backgroundColor" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
            <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            <connections>\(connections)</connections>
        </textView>
        """
    }

    private func load(_ text: String) throws -> (IBModel, UIViewController) {
        let model = try F.compile(text)
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        return (model, controller)
    }

    @Test func aTextViewLoadsWithItsTextEditabilityFontColourAlignmentAndFrame() throws {
        let (model, controller) = try load(F.storyboard(F.scene(subviews: Self.textView())))
        #expect(model.warnings == [])
        let textView = try #require(controller.view.subviews.first as? UITextView)
        #expect(textView.text == "Lorem ipsum")
        #expect(!textView.isEditable && textView.isSelectable)
        #expect(textView.font == UIFont.systemFont(ofSize: 14))
        #expect(textView.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(textView.backgroundColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(textView.textAlignment == .center)
        #expect(textView.frame == CGRect(x: 16, y: 100, width: 343, height: 200))
        #expect(!textView.showsHorizontalScrollIndicator && textView.showsVerticalScrollIndicator)
        #expect(textView.clipsToBounds && textView.isMultipleTouchEnabled)
    }

    @Test func anEditableTextViewIsEditableByDefault() throws {
        let (_, controller) = try load(F.storyboard(F.scene(subviews: Self.textView(""))))
        let textView = try #require(controller.view.subviews.first as? UITextView)
        #expect(textView.isEditable)
    }

    @Test func theDelegateOutletConnectsTheTextViewToItsController() throws {
        let outlet = "<outlet property=\"delegate\" destination=\"vc1\" id=\"d1\"/>"
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"TextViewDelegateController\" customModule=\"WindowingTests\"",
                subviews: Self.textView(connections: outlet)))
        let (model, controller) = try load(text)
        #expect(model.warnings == [])
        let textView = try #require(controller.view.subviews.first as? UITextView)
        #expect(textView.delegate === (controller as? TextViewDelegateController))
    }

    @Test func aBadFlagIsRefusedWithTheAttributeAndItsValue() {
        #expect(
            F.error(F.storyboard(F.scene(subviews: Self.textView("editable=\"maybe\"")))) == """
                Storyboard: Test.storyboard:10: <textView id="tv1">: editable="maybe" is not YES or NO; Interface \
                Builder writes YES or NO
                """)
    }

    @Test func textOfSeveralLinesComesFromItsStringElement() throws {
        let text = F.storyboard(
            F.scene(
                subviews: """
                    <textView contentMode="scaleToFill" id="tv1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <string key="text">Two
                    lines</string>
                    </textView>
                    """))
        let (model, controller) = try load(text)
        #expect(model.warnings.isEmpty)
        let textView = try #require(controller.view.subviews.first as? UITextView)
        #expect(textView.text.hasPrefix("Two\n") && textView.text.hasSuffix("lines"), "the characters as written")
        #expect(textView.text.split(separator: "\n").count == 2)
    }

    @Test func aStringElementPastTheLimitIsRefusedWithItsSize() {
        let long = String(repeating: "a", count: IBXMLReader.maximumAttributeBytes + 1)
        let text = F.storyboard(
            F.scene(subviews: "<textView id=\"tv1\"><string key=\"text\">\(long)</string></textView>"))
        #expect(
            F.error(text) == """
                Storyboard: Test.storyboard:10: <string key="text">: its text is more than 65536 bytes long, the most \
                Windowing reads in one attribute or text; keep long text in the app's code or resources, not in the \
                storyboard
                """)
    }
}

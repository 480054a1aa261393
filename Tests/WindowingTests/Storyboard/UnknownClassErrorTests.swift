import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A controller whose `customClass` is misspelt: the refusal names the missing class first, not
/// the outlet or action it leaves unreceived, and the "Unknown class" warning is not lost when the
/// file is then refused (issue 21).
@MainActor
struct UnknownClassErrorTests {
    private let label = "<label id=\"lbl\" text=\"Hi\"/>"

    @Test func anOutletOfAControllerWhoseClassIsMissingBlamesTheClass() {
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewControlr\" customModuleProvider=\"target\"", subviews: label,
                connections: "<outlet property=\"titleLabel\" destination=\"lbl\" id=\"o1\"/>"))
        #expect(
            F.error(text) == """
                Storyboard: Test.storyboard:13: <viewController id="vc1">: the class 'LoginViewControlr' of 'vc1' was \
                not found (see the 'Unknown class' warning), so its outlet 'titleLabel' cannot be connected; check \
                customClass and customModule, and that the class is compiled into the app
                """)
    }

    @Test func anActionToAControllerWhoseClassIsMissingBlamesTheClass() {
        let button = """
            <button buttonType="system" id="b"><connections><action selector="didTapLogin:" destination="vc1" \
            eventType="touchUpInside" id="a1"/></connections></button>
            """
        let text = F.storyboard(
            F.scene(attributes: "customClass=\"Nowhere\" customModule=\"Gone\"", subviews: button))
        let message = F.error(text)
        #expect(
            message?.hasSuffix(
                "the class 'Nowhere' of 'vc1' was not found (see the 'Unknown class' warning), so its action "
                    + "'didTapLogin:' cannot be connected; check customClass and customModule, and that the class is "
                    + "compiled into the app") == true, "\(message ?? "nil")")
    }

    @Test func theUnknownClassWarningIsGivenEvenWhenTheFileIsThenRefused() throws {
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewControlr\" customModuleProvider=\"target\"", subviews: label,
                connections: "<outlet property=\"titleLabel\" destination=\"lbl\" id=\"o1\"/>"))
        var warnings: [String] = []
        #expect(throws: StoryboardError.self) {
            try IBFileLoader.compile(
                Data(text.utf8), kind: .storyboard, file: "Test.storyboard", registry: F.registry,
                warningsBeforeFailure: { warnings = $0 })
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Unknown class LoginViewControlr in Interface Builder file") == true)
    }

    @Test func aKnownClassStillGetsTheOutletMessage() {
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"", subviews: label,
                connections: "<outlet property=\"subtitleLabel\" destination=\"lbl\" id=\"o1\"/>"))
        #expect(
            F.error(text)?.contains("the outlet 'subtitleLabel' is not in LoginViewController.storyboardOutlets")
                == true)
    }
}

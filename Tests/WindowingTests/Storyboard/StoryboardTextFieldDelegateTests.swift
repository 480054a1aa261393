import Foundation
import Testing

@testable import Windowing

final class FieldDelegateController: UIViewController, UITextFieldDelegate {}

/// A text field's `delegate` outlet, as Xcode writes it inside the field's `<connections>`.
@MainActor
struct StoryboardTextFieldDelegateTests {
    private typealias F = StoryboardFixtures

    private func field(connectedTo destination: String, controllerClass: String) throws -> (IBModel, String) {
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="34"/>
                <connections>
                    <outlet property="delegate" destination="\(destination)" id="d1"/>
                </connections>
            </textField>
            """
        let text = F.storyboard(
            F.scene(attributes: "customClass=\"\(controllerClass)\" customModule=\"WindowingTests\"", subviews: field))
        return (try F.compile(text), text)
    }

    @Test func theDelegateOutletConnectsTheFieldToItsController() throws {
        let (model, _) = try field(connectedTo: "vc1", controllerClass: "FieldDelegateController")
        #expect(model.warnings == [])
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController()
                as? FieldDelegateController)
        controller.loadViewIfNeeded()
        let textField = try #require(controller.view.subviews.first as? UITextField)
        #expect(textField.delegate === controller)
    }

    @Test func aControllerThatIsNotATextFieldDelegateIsRefusedByName() throws {
        let error = #expect(throws: StoryboardError.self) {
            _ = try field(connectedTo: "vc1", controllerClass: "ConstraintOutletController")
        }
        guard case .unconnected(_, _, let element, let problem, _) = error else {
            Issue.record("not an unconnected outlet: \(String(describing: error))")
            return
        }
        #expect(element == "<textField id=\"t1\">")
        #expect(
            problem
                == "the outlet 'delegate' holds UITextFieldDelegate, but its destination 'vc1' is ConstraintOutletController"
        )
    }
}

import Foundation
import Testing

@testable import Windowing

/// A view subclass written the iOS way: its own designated initializer and `required
/// init?(coder:)`, nothing else (it compiles only if Windowing asks for nothing more).
private final class ColorView: UIView {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view controller written the iOS way, with a model passed to its own initializer.
private final class ModelViewController: UIViewController {
    let model: String

    init(model: String) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Responders are NSObjects, as in UIKit: equal by identity, hashable, described.
@MainActor
struct ResponderObjectTests {
    @Test func respondersAreNSObjects() {
        let responders: [UIResponder] = [UIView(), UIViewController(), ColorView(color: .red)]
        for responder in responders {
            #expect((responder as AnyObject) is NSObject)
        }
    }

    @Test func viewsAreEqualOnlyToThemselves() {
        let view = UIView()
        let other = UIView()
        #expect(view.isEqual(view))
        #expect(!view.isEqual(other))
        #expect(!view.isEqual(nil))
        #expect(view == view)
        #expect(view != other)
        #expect(view.hash == view.hash)
        #expect(view.hashValue == view.hashValue)
    }

    @Test func viewsWorkInSetsAndAsDictionaryKeys() {
        let first = UIView()
        let second = ColorView(color: .blue)
        let views: Set<UIView> = [first, second, first]
        #expect(views.count == 2)
        #expect(views.contains(second))
        var counts: [UIView: Int] = [:]
        counts[first, default: 0] += 1
        counts[first, default: 0] += 1
        counts[second, default: 0] += 1
        #expect(counts[first] == 2)
        #expect(counts[second] == 1)
        #expect(counts[UIView()] == nil)
        let controllers: Set<UIViewController> = [ModelViewController(model: "a"), UIViewController()]
        #expect(controllers.count == 2)
        #expect([first, second].firstIndex(of: second) == 1)
    }

    @Test func viewDescriptionOverridesNSObjects() {
        let view = ColorView(color: .red)
        view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let description = view.description
        #expect(description.hasPrefix("<ColorView: 0x"))
        #expect(description.hasSuffix("; frame = (1 2; 30 40)>"))
        #expect(String(describing: view) == description)
        #expect("\(view)" == description)
        #expect(view.debugDescription == description)
        // NSObject's description, for a responder that is not a view.
        #expect(ModelViewController(model: "m").description.contains("ModelViewController"))
    }

    @Test func viewDescriptionOffTheMainThreadIsNSObjects() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let description = await Task.detached { view.description }.value
        #expect(!description.contains("frame ="))
        #expect(description.contains("UIView"))
    }

    @Test func iOSStyleSubclassesKeepTheirInitializers() {
        let controller = ModelViewController(model: "notes")
        #expect(controller.model == "notes")
        #expect(ColorView(color: .green).color == .green)
        #expect(ColorView(color: .green).frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        // UIKit's convenience initializers stay on the base classes.
        #expect(UIView().frame == .zero)
        #expect(UIViewController().nibName == nil)
    }
}

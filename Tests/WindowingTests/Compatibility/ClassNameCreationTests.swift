import Foundation
import Testing

@testable import Windowing

/// An app delegate with a designated initializer of its own: as documented, it also writes
/// `required init?(coder:)`, which is how Windowing creates it from its class name.
final class ModelAppDelegate: UIResponder, UIApplicationDelegate {
    static var coderHeldValues: Bool?
    let model: String
    var window: UIWindow?

    init(model: String) {
        self.model = model
        super.init()
    }

    required init?(coder: NSCoder) {
        Self.coderHeldValues = coder.containsValue(forKey: "model") || coder.decodeObject(forKey: "model") != nil
        model = "from init(coder:)"
        super.init()
    }
}

/// An app delegate whose `init?(coder:)` fails.
final class FailingAppDelegate: UIResponder, UIApplicationDelegate {
    override init() { super.init() }
    required init?(coder: NSCoder) { nil }
}

extension AppTests {
    /// The app delegate, scene delegates and a principal class are created from their class names
    /// through `UIResponder.init(coder:)`, which runs their `init()`.
    @Suite @MainActor struct ClassNameCreation {
        @Test func anOverriddenInitRunsWhenTheDelegateIsCreatedFromItsName() throws {
            let test = try TestApp.launchSceneApp(delegate: ManifestAppDelegate.self)
            #expect(test.log.count(of: "ManifestAppDelegate::init()") == 1)
            #expect(test.log.count(of: "RecordingSceneDelegate::init()") == 1)
            #expect(test.sceneDelegate != nil)
        }

        @Test func aDelegateWithItsOwnInitializerIsCreatedThroughInitCoder() {
            ModelAppDelegate.coderHeldValues = nil
            let test = TestApp.launch(delegate: ModelAppDelegate.self, infoPlist: nil, drawFirstFrame: false)
            let delegate = test.app.delegate as? ModelAppDelegate
            #expect(delegate?.model == "from init(coder:)")
            #expect(ModelAppDelegate.coderHeldValues == false, "the coder holds no values")
            #expect(ModelAppDelegate(model: "direct").model == "direct")
        }

        @Test func aPrincipalSubclassIsCreatedThroughInitCoderAndItsInit() {
            CountingApplication.instances = 0
            let test = TestApp.launch(principal: CountingApplication.self, delegate: ManifestAppDelegate.self)
            #expect(test.app is CountingApplication)
            #expect(CountingApplication.instances == 1)
        }

        @Test func aDelegateWhoseInitCoderReturnsNilStopsTheLaunch() {
            UIApplication.resetForTesting()
            let plan = LaunchPlan(
                principalClass: UIApplication.self, delegateClass: FailingAppDelegate.self, infoPlist: nil,
                moduleName: "WindowingTests")
            TerminationOverride.handler = { _ in }
            #expect(
                throws: LaunchError.initializerFailed(
                    role: "application delegate", name: "WindowingTests.FailingAppDelegate")
            ) {
                _ = try UIApplication.launch(plan, backend: HeadlessBackend())
            }
            UIApplication.resetForTesting()
        }
    }
}

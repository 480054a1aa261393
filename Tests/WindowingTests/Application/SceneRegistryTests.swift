import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The application's scene and window registries, as a value on their own.
    @Suite @MainActor struct SceneRegistryValue {
        static func scene() -> (UIWindowScene, UISceneSession) {
            let configuration = UISceneConfiguration(unfilledName: nil, role: .windowApplication)
            let session = UISceneSession(role: .windowApplication, configuration: configuration)
            return (UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions()), session)
        }

        @Test func windowsAreFoundByTheirWindowSystemIDUntilTheyGo() {
            UIApplication.resetForTesting()
            var registry = SceneRegistry()
            let kept = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            registry.register(kept, as: PlatformWindowID(rawValue: 1))
            do {
                let passing = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                registry.register(passing, as: PlatformWindowID(rawValue: 2))
                #expect(registry.window(PlatformWindowID(rawValue: 2)) === passing)
                #expect(registry.windows.count == 2)
            }
            // Held weakly: a window that went away is not found, and an id the app does not own neither.
            #expect(registry.window(PlatformWindowID(rawValue: 2)) == nil)
            #expect(registry.window(PlatformWindowID(rawValue: 3)) == nil)
            #expect(registry.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
            #expect(registry.containsWindow { $0 === kept })
            #expect(!registry.containsWindow { $0 !== kept })
            registry.unregister(PlatformWindowID(rawValue: 1))
            #expect(registry.window(PlatformWindowID(rawValue: 1)) == nil)
            registry.register(kept, as: PlatformWindowID(rawValue: 4))
            // The id of a window that went away is still the app's to destroy on the window system.
            let removed = registry.removeAllWindows()
            #expect(Set(removed) == [PlatformWindowID(rawValue: 2), PlatformWindowID(rawValue: 4)])
            #expect(registry.platformWindowIDs.isEmpty && registry.windows.isEmpty)
        }

        @Test func scenesAndTheirSessionsComeAndGoTogetherInOrder() {
            UIApplication.resetForTesting()
            var registry = SceneRegistry()
            let (first, firstSession) = Self.scene()
            let (second, secondSession) = Self.scene()
            registry.add(first, of: firstSession)
            registry.add(second, of: secondSession)
            #expect(registry.scenes == [first, second] && registry.sessions == [firstSession, secondSession])
            #expect(registry.contains(first) && registry.contains(secondSession))
            let removals = [registry.remove(first), registry.remove(first)]
            #expect(removals == [true, false], "the second time, it is already gone")
            #expect(registry.scenes == [second] && registry.sessions == [secondSession])
            #expect(!registry.contains(first) && !registry.contains(firstSession))
        }

        @Test func theKeyWindowIsHeldWeakly() {
            UIApplication.resetForTesting()
            var registry = SceneRegistry()
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                registry.keyWindow = window
                registry.sceneLessKeyWindow = window
                #expect(registry.keyWindow === window)
            }
            #expect(registry.keyWindow == nil && registry.sceneLessKeyWindow == nil)
        }

        @Test func theApplicationRegistersItsWindowsAndScenes() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            #expect(test.app.sceneRegistry.window(id) === window)
            #expect(test.app.window(id) === window)
            #expect(test.app.sceneRegistry.scenes.count == 1 && test.app.connectedScenes.count == 1)
            #expect(test.app.sceneRegistry.keyWindow === window && test.app.keyWindow === window)
            let second = try #require(test.showSecondWindow())
            let secondID = try #require(second.platformWindow)
            #expect(Set(test.app.sceneRegistry.platformWindowIDs) == [id, secondID])
            test.send { .closeRequested($0) }
            #expect(test.app.sceneRegistry.scenes.isEmpty && test.app.sceneRegistry.sessions.isEmpty)
        }
    }
}

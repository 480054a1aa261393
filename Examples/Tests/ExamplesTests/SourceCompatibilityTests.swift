import Foundation
import Testing
import WindowingTesting

/// The apps written as iOS apps are written, in the Swift 5 language mode (IOSStyleApp with
/// `@UIApplicationMain`, MainSwiftApp with `UIApplicationMain` called from main.swift): that they
/// built is the first half of the test; each runs headless to its first frame and exits.
@Suite(.serialized)
struct SourceCompatibilityTests {
    private func runToFirstFrame(_ name: String) throws -> AppProcess {
        let app = try AppProcess(
            executable: AppProcess.builtProduct(named: name),
            environment: [
                "WINDOWING_BACKEND": "headless", "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1", "WINDOWING_TRACE": "1",
                "PATH": "/usr/bin:/bin",
            ])
        #expect(app.wait(timeout: 60) == 0, "\(name) exit status; stderr: \(app.standardError)")
        return app
    }

    private func lines(_ app: AppProcess) -> [String] {
        app.standardOutput.split(separator: "\n").map(String.init)
    }

    private func index(of text: String, in lines: [String]) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    @Test func uiApplicationMainAttributeAppReachesItsFirstFrame() throws {
        let app = try runToFirstFrame("IOSStyleApp")
        let output = lines(app)
        let steps = [
            "UIApplicationMain creates the app delegate (AppDelegate)",
            "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            "UIApplication creates the scene delegate (SceneDelegate)",
            "PaletteViewController::viewDidLoad() Harbour: 3 swatches",
            "PaletteViewController::viewWillAppear(_:) items 0.0 0.1 0.2",
            "first swatch: <SwatchView: 0x",
        ]
        let positions = steps.map { index(of: $0, in: output) }
        #expect(!positions.contains(nil), "missing steps in:\n\(app.standardOutput)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "steps out of order in:\n\(app.standardOutput)")
        #expect(app.standardOutput.contains("frame = (20 20; 100 100)"))
        #expect(!app.standardOutput.contains("applicationDidReceiveMemoryWarning"))
    }

    @Test func mainSwiftAppReachesItsFirstFrame() throws {
        let app = try runToFirstFrame("MainSwiftApp")
        let output = lines(app)
        let steps = [
            "Application::init()",
            "AppDelegate::init()",
            "CounterViewController::viewWillAppear(_:) Count: 3",
        ]
        let positions = steps.map { index(of: $0, in: output) }
        #expect(!positions.contains(nil), "missing steps in:\n\(app.standardOutput)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "steps out of order in:\n\(app.standardOutput)")
    }
}

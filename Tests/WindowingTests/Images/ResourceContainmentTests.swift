import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// Names from storyboards and code find files inside the app's resources only: a storyboard is
/// input, and `image="../../../../tmp/x/secret"` used to load and draw any readable image (issue 21).
@MainActor
struct ResourceContainmentTests {
    /// A resources folder `res` and, beside it, `outside/secret.png`, a readable image.
    private func resourcesBesideASecret() throws -> (root: URL, resources: URL) {
        let root = try TestImages.temporaryFolder()
        let resources = root.appendingPathComponent("res")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let png = try #require(TestImages.marker().pngData())
        try png.write(to: outside.appendingPathComponent("secret.png"))
        try png.write(to: resources.appendingPathComponent("inside.png"))
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try png.write(to: resources.appendingPathComponent("icons/nested.png"))
        return (root, resources)
    }

    @Test func namesThatLeaveTheResourcesFindNothing() throws {
        let (root, resources) = try resourcesBesideASecret()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try #require(Bundle(path: resources.path))
        #expect(UIImage(named: "inside", in: bundle, with: nil) != nil)
        #expect(UIImage(named: "icons/nested", in: bundle, with: nil) != nil, "subfolders stay allowed")
        for name in ["../outside/secret", "icons/../../outside/secret", root.path + "/outside/secret", "..", "~/x"] {
            #expect(UIImage(named: name, in: bundle, with: nil) == nil, "\(name)")
        }
    }

    @Test func theRuleForNames() {
        for name in ["Badge", "icons/badge", "a..b", "..hidden", "x/..y"] {
            #expect(AppResources.isInsideResources(name), "\(name)")
        }
        for name in ["../x", "a/../../x", "/etc/passwd", "..", "a/..", "~root/x", "a\0b"] {
            #expect(!AppResources.isInsideResources(name), "\(name.debugDescription)")
        }
    }

    @Test(arguments: ["image", "highlightedImage"])
    func anImageViewNamingAFileOutsideIsRefused(_ attribute: String) {
        let view = "<imageView id=\"i\" \(attribute)=\"../../../../tmp/x/secret\"/>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: view)))
                == "Storyboard: Test.storyboard:10: <imageView id=\"i\">: \(attribute)=\"../../../../tmp/x/secret\" "
                + "leads outside the app's resources; name an image in the app's resources, without '..' or a "
                + "leading '/'")
    }

    @Test func aButtonStateImageOutsideIsRefused() {
        let button = """
            <button id="b"><state key="normal" title="Go" image="/etc/secret"/></button>
            """
        #expect(
            F.error(F.storyboard(F.scene(subviews: button)))
                == "Storyboard: Test.storyboard:10: <state key=\"normal\">: image=\"/etc/secret\" leads outside the "
                + "app's resources; name an image in the app's resources, without '..' or a leading '/'")
    }

    @Test func theCheckerRefusesIt() throws {
        let (root, resources) = try resourcesBesideASecret()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = resources.appendingPathComponent("Main.storyboard")
        let view = "<imageView id=\"i\" image=\"../outside/secret\"/>"
        try Data(F.storyboard(F.scene(subviews: view)).utf8).write(to: url)
        guard case .refused(let message) = StoryboardChecker.check(url) else {
            Issue.record("the checker accepted an image outside the resources")
            return
        }
        #expect(message.contains("image=\"../outside/secret\" leads outside the app's resources"))
    }
}

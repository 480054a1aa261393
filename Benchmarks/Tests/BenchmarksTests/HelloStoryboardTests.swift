import Foundation
import Testing
import WindowingTesting

/// HelloStoryboard, the first-paint benchmark's storyboard launch (issue 4), is HelloWindow with
/// its view tree in `Main.storyboard`: on one Xvfb, both first frames must be the same pixels, so
/// that timing one against the other compares the same scene, and both launch in the same order.
@Suite(.serialized)
struct HelloStoryboardTests {
    private func firstFrame(of product: String, on server: XvfbServer) throws -> (frame: PNGPixels, log: [String]) {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("\(product)-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let environment = [
            "DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
            "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1", "WINDOWING_SCREENSHOT": shot.path,
        ]
        let app = try AppProcess(executable: AppProcess.builtProduct(named: product), environment: environment)
        #expect(app.wait(timeout: 30) == 0, "\(product) stderr: \(app.standardError)")
        #expect(app.standardError.isEmpty, "\(product) warned: \(app.standardError)")
        let frame = try #require(PNGPixels(png: try Data(contentsOf: shot)), "\(product) wrote no readable screenshot")
        let log = app.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("::") }
        return (frame, log)
    }

    @Test func drawsHelloWindowsFrameFromItsStoryboard() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let code = try firstFrame(of: "HelloWindow", on: server)
        let storyboard = try firstFrame(of: "HelloStoryboard", on: server)

        #expect(storyboard.frame.width == 640 && storyboard.frame.height == 480)
        let comparison = GoldenStore.compare(storyboard.frame, code.frame, channel: 0)
        #expect(
            comparison.differing == 0,
            "\(comparison.differing) pixels differ, first at \(comparison.first.map { "(\($0.x), \($0.y))" } ?? "-")")
        // The app's own lines; the storyboard's view loads later (behaviour 2a.1: after willConnectTo,
        // not inside it), but the app logs no callback in between, so the lines are the same.
        #expect(code.log.count >= 10)
        #expect(storyboard.log == code.log)
    }
}

import Foundation
import Testing
import WindowingTesting

/// The view debugger overlay in HelloWindow on a private Xvfb: `WINDOWING_DEBUG_OVERLAY=1` outlines
/// the badge view's frame (24, 232, 592, 224) in magenta, and Ctrl+Alt+D, pressed through XTEST, turns
/// the overlay off so the edge shows the badge's white background again. (That the key never
/// reaches the responder chain is checked headless, in `DebugOverlayTests`.)
@Suite(.serialized)
struct HelloWindowOverlayTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    private func pixel(_ client: XTestClient, _ window: UInt, _ x: Int, _ y: Int) -> UInt32? {
        client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF }
    }

    @Test func switchOutlinesTheBadgeAndControlAltDTurnsItOff() throws {
        let server = try XvfbServer(width: 800, height: 600)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: [
                "DISPLAY": server.displayName, "WINDOWING_DEBUG_OVERLAY": "1", "WINDOWING_TRACE": "1",
            ])
        let window = try #require(
            client.awaitWindow(named: "Hello, Window", of: app, printing: "viewDidAppear"),
            "no window; stderr: \(app.standardError)")
        #expect(waitUntil(timeout: 5) { pixel(client, window, 24, 300) == 0xFF00FF }, "left edge of the badge outlined")
        #expect(pixel(client, window, 300, 455) == 0xFF00FF, "bottom edge of the badge outlined")
        #expect(pixel(client, window, 25, 300) == 0xFFFFFF, "the badge inside its outline")

        #expect(
            client.key(
                client.keysym(named: "d"), holding: [client.keysym(named: "Control_L"), client.keysym(named: "Alt_L")]))
        #expect(waitUntil(timeout: 5) { pixel(client, window, 24, 300) == 0xFFFFFF }, "the badge's own colour again")
        #expect(pixel(client, window, 300, 455) == 0xFFFFFF)
        #expect(app.standardOutput.contains("view debugger overlay off"))

        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0)
    }
}

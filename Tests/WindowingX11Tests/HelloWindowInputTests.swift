import CX11
import Foundation
import Testing
import WindowingTesting

/// HelloWindow driven with real input through XTEST on a private Xvfb: a button, a drag and a key,
/// checked by the callbacks the app prints and by the pixels that change (behaviour 8.9, 8.23, 8.29–8.31);
/// once with pointer input through XInput 2 (Xvfb has it) and once on core events (`WINDOWING_NO_XI2`).
@Suite(.serialized)
struct HelloWindowInputTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    private func pixel(_ client: XTestClient, _ window: UInt, _ x: Int, _ y: Int) -> UInt32? {
        client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF }
    }

    @Test(arguments: [false, true])
    func buttonDragAndArrowKeyChangeTheWindow(coreOnly: Bool) throws {
        // Xvfb's devices have no scroll axes, so XI2 pointer events are forced for that path.
        try drive(with: [coreOnly ? "WINDOWING_NO_XI2" : "WINDOWING_XI2_POINTER": "1"])
    }

    /// The same after a launch through a connection of XCB's own (issue 20), forced on the Unix
    /// display: the first frame is drawn without Xlib, whose connection then takes the window over,
    /// and the close request still reaches the app through the connection that made the window.
    @Test func buttonDragAndArrowKeyWorkAfterTheLaunchConnectionHandsOver() throws {
        try drive(with: ["WINDOWING_LAUNCH_CONNECTION": "1", "WINDOWING_XI2_POINTER": "1"])
    }

    private func drive(with switches: [String: String]) throws {
        let server = try XvfbServer(width: 800, height: 600)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let environment = ["DISPLAY": server.displayName].merging(switches) { $1 }
        let app = try AppProcess(executable: executable, environment: environment)
        let window = try #require(
            client.awaitWindow(named: "Hello, Window", of: app, printing: "viewDidAppear"),
            "no window; stderr: \(app.standardError)")
        // After a launch connection's first frame, input is selected once Xlib's connection took over.
        #expect(waitUntil(timeout: 5) { (client.allEventMasks(of: window) ?? 0) & ButtonPressMask != 0 })
        // The core pointer masks stay selected on both paths: selected XI2 events take precedence.
        let masks = try #require(client.allEventMasks(of: window))
        #expect(
            masks & ButtonPressMask != 0 && masks & PointerMotionMask != 0, "event masks 0x\(String(masks, radix: 16))")

        // The red card is a custom UIButton: darker while pressed, and its action recolours the header.
        #expect(client.moveMouse(toX: 116, y: 148))
        #expect(client.pressButton(1))
        #expect(waitUntil(timeout: 5) { pixel(client, window, 40, 100) == 0xCC2F26 }, "highlighted look while pressed")
        #expect(client.releaseButton(1))
        #expect(waitUntil(timeout: 5) { pixel(client, window, 10, 10) == 0x5856D6 }, "header recoloured by the action")
        #expect(pixel(client, window, 40, 100) == 0xFF3B30)

        // The orange card follows a drag that began on it.
        #expect(client.moveMouse(toX: 524, y: 148))
        #expect(client.pressButton(1))
        for step in 1...10 { _ = client.moveMouse(toX: 524 - step * 10, y: 148 - step * 4) }
        #expect(client.releaseButton(1))
        #expect(
            waitUntil(timeout: 5) { app.standardOutput.contains("DraggableView::touchesEnded(_:with:) at 332,48") },
            "\(app.standardOutput)")
        // The frame that shows the card's last position is drawn after the callback prints.
        #expect(
            waitUntil(timeout: 5) {
                pixel(client, window, 524, 148) == 0xF2F2F7 && pixel(client, window, 424, 108) == 0xFF9500
            }, "card drawn at its new place only")

        // The controller is the first responder: the right arrow nudges the card by 10 points,
        // uncovering the green card it overlapped at x 332...341.
        #expect(pixel(client, window, 336, 108) == 0xFF9500)
        #expect(client.key(client.keysym(named: "Right")))
        #expect(
            waitUntil(timeout: 5) {
                app.standardOutput.contains("ViewController::pressesBegan(_:with:) moved the card to 342,48")
            }, "\(app.standardOutput)")
        #expect(waitUntil(timeout: 5) { pixel(client, window, 336, 108) == 0x34C759 })
        #expect(pixel(client, window, 520, 108) == 0xFF9500)

        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0)
        let order = app.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("DraggableView::") || $0.hasPrefix("ViewController::didTapButton")
        }
        #expect(
            order == [
                "ViewController::didTapButton(_:)", "DraggableView::touchesBegan(_:with:)",
                "DraggableView::touchesEnded(_:with:) at 332,48",
            ])
    }
}

import CX11
import Foundation
import Testing
import WindowingTesting

/// A second X client that treats HelloWindow's window as a target for 10 seconds: malformed
/// client messages (wrong formats, wrong types, windows that do not exist), random events sent
/// with `XSendEvent`, and property changes of every shape to the properties the app reads. The
/// app keeps running and drawing, and the scene callbacks it prints stay in a valid order
/// (issue 21). The storm lasts a fixed time; nothing is asserted about timing.
@Suite(.serialized)
struct HostileClientTests {
    static let title = "Hello, Window"
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    /// What the storm sent, for the report.
    struct Counts {
        var clientMessages = 0
        var sentEvents = 0
        var propertyChanges = 0
    }

    @Test func tenSecondsOfMalformedTrafficLeaveTheAppWorking() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable,
            environment: ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        let window = try #require(
            client.awaitWindow(named: Self.title, of: app, printing: "ViewController::viewDidAppear(_:)"),
            "no window; stderr: \(app.standardError)")

        let counts = try storm(window, on: server.displayName, seconds: 10)
        print(
            "hostile client: \(counts.clientMessages) client messages, \(counts.sentEvents) sent events, "
                + "\(counts.propertyChanges) property changes in 10 s")
        #expect(app.isRunning, "stderr: \(app.standardError)")
        #expect(counts.clientMessages > 0 && counts.sentEvents > 0 && counts.propertyChanges > 0)

        // Real events from a window manager's moves still work: minimise, restore, resize. (An
        // app short of CPU used to fall minutes behind here: HostileClientDrainTests.)
        #expect(client.iconify(window))
        #expect(client.restore(window))
        #expect(client.resize(window, width: 700, height: 500))
        #expect(
            waitUntil(timeout: 60) { client.pixel(of: window, x: 690, y: 10).map { $0 & 0xFF_FFFF } == 0x007AFF },
            "the header should span the new width")
        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 30) == 0, "stderr: \(app.standardError)")
        let lines = app.standardOutput.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[trace]") }
        #expect(lines.last == "AppDelegate::applicationWillTerminate(_:)")
        #expect(Self.sceneCallbacksAreInOrder(lines), "\(lines)")
    }

    /// Every scene callback is one its scene's state allows (behaviour 4.5): foreground before
    /// active, resign before background, nothing after the disconnect.
    static func sceneCallbacksAreInOrder(_ lines: [String]) -> Bool {
        enum State { case unattached, background, inactive, active, disconnected }
        var state = State.unattached
        for line in lines where line.hasPrefix("SceneDelegate::") {
            switch (line.dropFirst("SceneDelegate::".count), state) {
            case ("scene(_:willConnectTo:options:)", .unattached): state = .background
            case ("sceneWillEnterForeground(_:)", .background): state = .inactive
            case ("sceneDidBecomeActive(_:)", .inactive): state = .active
            case ("sceneWillResignActive(_:)", .active): state = .inactive
            case ("sceneDidEnterBackground(_:)", .inactive): state = .background
            case ("sceneDidDisconnect(_:)", .background), ("sceneDidDisconnect(_:)", .inactive): state = .disconnected
            default: return false
            }
        }
        return state == .disconnected
    }

    /// Sends random traffic to `window` from a connection of its own for `seconds`.
    private func storm(_ window: UInt, on displayName: String, seconds: Double) throws -> Counts {
        let display = try #require(XOpenDisplay(displayName))
        defer { XCloseDisplay(display) }
        // Everything sent is a request the server accepts (an error would reach the process-wide
        // handler other tests rely on): malformed formats and values are X11EventFuzzTests' part.
        func atom(_ name: String) -> UInt { XInternAtom(display, name, 0) }
        let atoms = [
            "WM_PROTOCOLS", "WM_TAKE_FOCUS", "_NET_WM_PING", "_NET_WM_STATE", "_NET_WM_STATE_HIDDEN", "WM_STATE",
            "WM_CHANGE_STATE", "UTF8_STRING", "ATOM", "CARDINAL", "STRING", "WM_NAME", "_NET_WM_NAME",
            "_NET_WM_SYNC_REQUEST", "XdndEnter", "CLIPBOARD", "TARGETS",
        ].map(atom)
        let deleteWindow = atom("WM_DELETE_WINDOW")
        let protocols = atom("WM_PROTOCOLS")
        let root = XDefaultRootWindow(display)
        var generator = SeededGenerator(seed: 2_026_1126)
        var counts = Counts()
        func any<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        func target() -> UInt {
            any([window, window, window, 0, root, window + 1, 0xFFFF_FFF, UInt(generator.next() & 0x1FFF_FFFF)])
        }

        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            for _ in 0..<50 {
                switch generator.next() % 3 {
                case 0:
                    var event = XEvent()
                    withUnsafeMutableBytes(of: &event) { bytes in
                        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
                    }
                    event.xclient.type = ClientMessage
                    event.xclient.window = target()
                    event.xclient.message_type = any(atoms + [0, UInt(generator.next() & 0xFFFF)])
                    event.xclient.format = any([8, 16, 32, 32])
                    var message = event.xclient
                    // A close request is a legitimate one; everything else is noise.
                    if message.message_type == protocols, message.format == 32,
                        UInt(bitPattern: CX11_ClientMessageLong(&message, 0)) == deleteWindow
                    {
                        continue
                    }
                    XSendEvent(display, window, 0, any([0, NoEventMask, StructureNotifyMask, 0x01FF_FFFF]), &event)
                    counts.clientMessages += 1
                case 1:
                    var event = XEvent()
                    withUnsafeMutableBytes(of: &event) { bytes in
                        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
                    }
                    event.type = Int32(2 + generator.next() % 33)
                    if event.type == ClientMessage { event.type = Expose }
                    event.xany.window = any([window, window, target()])
                    XSendEvent(
                        display, window, any([0, 1]), any([0, ExposureMask, StructureNotifyMask, 0x01FF_FFFF]), &event)
                    counts.sentEvents += 1
                default:
                    let property = any(atoms + [atom("WM_STATE"), atom("_NET_WM_STATE")])
                    if generator.next() % 8 == 0 {
                        XDeleteProperty(display, window, property)
                    } else {
                        let format = any([8, 16, 32] as [Int32])
                        let count = Int(generator.next() % 40)
                        var longs = (0..<count).map { _ in
                            any([
                                UInt(IconicState), UInt(NormalState), atom("_NET_WM_STATE_HIDDEN"),
                                UInt(generator.next()),
                            ])
                        }
                        _ = longs.withUnsafeMutableBytes { bytes in
                            XChangeProperty(
                                display, window, property, any(atoms + [property]), format,
                                PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(count))
                        }
                    }
                    counts.propertyChanges += 1
                }
            }
            XSync(display, 0)
        }
        // A manager would leave the state properties as the window's real state: normal.
        XDeleteProperty(display, window, atom("_NET_WM_STATE"))
        XDeleteProperty(display, window, atom("WM_STATE"))
        XSync(display, 0)
        return counts
    }
}

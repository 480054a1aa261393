import Testing
import WindowingTesting

@testable import Windowing

/// The launch through a connection of XCB's own (issue 20), forced on a Unix display with
/// `WINDOWING_LAUNCH_CONNECTION=1`: the first frame is drawn without Xlib, then Xlib's connection
/// takes over and input, close requests and shutdown work as on the usual path.
extension X11BackendTests {
    private func launchBackend() throws -> X11Backend {
        try X11Backend(displayName: server.displayName, environment: X11Environment(launchConnection: "1"))
    }

    /// Drains without waiting on Xlib's connection, so it does not take over.
    private func drainLaunch(_ backend: X11Backend, until done: ([PlatformEvent]) -> Bool) -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        _ = waitUntil {
            backend.syncLaunchForTesting()
            events += backend.drainEvents()
            return done(events)
        }
        return events
    }

    @Test func theLaunchConnectionDrawsTheFirstFrameThenXlibTakesInputAndCloseRequests() throws {
        let backend = try launchBackend()
        var isShutDown = false
        defer { if !isShutDown { backend.shutdown() } }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        #expect(backend.usesLaunchConnectionForTesting)
        #expect(backend.screen == PlatformScreen(size: PlatformSize(width: 800, height: 600), scale: 1))

        let id = try backend.createWindow(Self.spec())
        backend.setVisible(true, of: id)
        let full = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        let shown = drainLaunch(backend) { $0.contains(.exposed(id, full)) }
        #expect(shown.contains(.mapped(id)) && shown.contains(.exposed(id, full)), "\(shown)")
        expectIdentity(of: id.xid, in: client)  // the same properties, written with XCB
        let surface = try #require(backend.backBuffer(of: id))
        Self.fill(surface, full, Self.red)
        Self.fill(surface, PlatformRect(x: 10, y: 10, width: 50, height: 30), Self.green)
        backend.present([full], of: id)
        backend.syncLaunchForTesting()
        #expect(!backend.hasHandedOverForTesting, "the first frame needs nothing of Xlib")
        #expect(client.pixel(of: id.xid, x: 5, y: 5) == Self.red)
        #expect(client.pixel(of: id.xid, x: 20, y: 20) == Self.green)
        #expect(client.pixel(of: id.xid, x: 199, y: 99) == Self.red)

        // The run loop's flush after the first frame hands the window to Xlib's connection.
        _ = backend.flush()
        #expect(backend.hasHandedOverForTesting)
        #expect(client.click(atX: 30, y: 40))
        let clicked = drain(backend) { $0.contains { $0.pointer?.kind == .buttonUp(1) } }
        let buttons = clicked.filter { $0.pointer?.kind == .buttonDown(1) || $0.pointer?.kind == .buttonUp(1) }
        #expect(buttons.map(\.pointer?.kind) == [.buttonDown(1), .buttonUp(1)], "\(clicked)")
        #expect(buttons.allSatisfy { $0.windowID == id })
        #expect(buttons.first?.pointer?.location == PlatformPoint(x: 30, y: 40))

        // A window manager's close request goes to the window's creator, the launch connection.
        #expect(client.sendDeleteWindow(to: id.xid))
        #expect(drain(backend) { $0.contains(.closeRequested(id)) }.filter { $0 == .closeRequested(id) }.count == 1)
        var pinged: [PlatformEvent] = []
        #expect(client.sendPing(to: id.xid) { pinged += backend.drainEvents() })
        #expect(pinged.isEmpty)

        // Later frames go through Xlib, onto the pixels the launch drew.
        Self.fill(surface, PlatformRect(x: 100, y: 50, width: 20, height: 20), Self.blue)
        backend.present([PlatformRect(x: 100, y: 50, width: 10, height: 20)], of: id)
        backend.syncForTesting()
        #expect(client.pixel(of: id.xid, x: 105, y: 55) == Self.blue)
        #expect(client.pixel(of: id.xid, x: 115, y: 55) == Self.red, "only the presented rectangle changes")

        backend.shutdown()
        isShutDown = true
        #expect(backend.eventFileDescriptor == nil)
        #expect(client.geometry(of: id.xid) == nil, "shutdown leaves no window")
    }

    @Test func aSecondWindowIsXlibsAndTheFirstStaysReadable() throws {
        let backend = try launchBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let first = try openWindow(backend)
        let second = try openWindow(backend, width: 120, height: 80)
        #expect(backend.hasHandedOverForTesting)
        #expect(client.sendDeleteWindow(to: first.xid) && client.sendDeleteWindow(to: second.xid))
        let closes = drain(backend) { $0.contains(.closeRequested(first)) && $0.contains(.closeRequested(second)) }
        #expect(closes.contains(.closeRequested(first)) && closes.contains(.closeRequested(second)))
        backend.destroyWindow(first)
        backend.syncForTesting()
        #expect(client.geometry(of: first.xid) == nil)
        #expect(client.geometry(of: second.xid) != nil)
    }

    @Test func xlibFailingToOpenAfterTheWindowShowedIsAConnectionLossReportedOnce() throws {
        let backend = try launchBackend()
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        backend.loseXlibDisplayForTesting()
        let id = try backend.createWindow(Self.spec())
        backend.setVisible(true, of: id)
        let full = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        _ = drainLaunch(backend) { $0.contains(.exposed(id, full)) }
        let surface = try #require(backend.backBuffer(of: id))
        Self.fill(surface, full, Self.green)
        backend.present([full], of: id)
        #expect(backend.flush(), "the loss waits to be drained")
        let message =
            "X11: Xlib could not open display '\(server.displayName)' after the window was shown; "
            + "check that the X server still accepts connections"
        #expect(backend.drainEvents() == [.connectionLost(message)])
        #expect(backend.drainEvents().isEmpty)
        #expect(!backend.flush())
        // What the app may still call before it ends does nothing, and ending closes the window.
        backend.present([full], of: id)
        backend.setTitle("after", of: id)
        #expect(backend.capture(id) == nil)
        backend.shutdown()
        #expect(client.geometry(of: id.xid) == nil)
    }

    @Test func anUnservedDisplayThrowsCannotOpenDisplayOnTheLaunchPathToo() throws {
        let name = try #require(Self.unservedDisplayName())
        #expect(throws: PlatformError.cannotOpenDisplay(name)) {
            _ = try X11Backend(displayName: name, environment: X11Environment(launchConnection: "1"))
        }
    }
}

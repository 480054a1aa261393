import Testing
import WindowingTesting

@testable import Windowing

extension X11BackendTests {
    @Test func remappingProducesExpose() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let id = try openWindow(backend)
        backend.setVisible(false, of: id)
        #expect(drain(backend) { $0.contains(.unmapped(id)) } == [.unmapped(id)])
        backend.setVisible(true, of: id)
        let events = drain(backend) { $0.contains(.exposed(id, PlatformRect(x: 0, y: 0, width: 200, height: 100))) }
        #expect(events == [.mapped(id), .exposed(id, PlatformRect(x: 0, y: 0, width: 200, height: 100))])
    }

    @Test func resizeStormProducesOneResized() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        for step in 1...20 {
            client.resize(id.xid, width: 200 + step * 3, height: 100 + step * 2)
        }
        backend.syncForTesting()
        let resizes = backend.drainEvents().filter { if case .resized = $0 { true } else { false } }
        #expect(resizes == [.resized(id, PlatformSize(width: 260, height: 140))])
        #expect(backend.drainEvents().isEmpty)
        let buffer = try #require(backend.backBuffer(of: id))
        #expect((buffer.width, buffer.height) == (260, 140))
    }

    @Test func resizeStormEndingAtTheReportedSizeReportsNothing() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        client.resize(id.xid, width: 300, height: 300)
        client.resize(id.xid, width: 200, height: 100)
        backend.syncForTesting()
        #expect(!backend.drainEvents().contains { if case .resized = $0 { true } else { false } })
    }

    @Test func requestedSizeIsReportedOnceApplied() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let id = try openWindow(backend)
        backend.requestSize(PlatformSize(width: 150, height: 90), of: id)
        let events = drain(backend) { $0.contains(.resized(id, PlatformSize(width: 150, height: 90))) }
        #expect(events.contains(.resized(id, PlatformSize(width: 150, height: 90))))
    }

    @Test func deleteWindowMessageProducesCloseRequested() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        client.sendDeleteWindow(to: id.xid)
        #expect(drain(backend) { $0.contains(.closeRequested(id)) } == [.closeRequested(id)])
        #expect(client.geometry(of: id.xid) != nil, "closing is the application's decision")
    }

    @Test func pingIsAnsweredSilently() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        var events: [PlatformEvent] = []
        #expect(client.sendPing(to: id.xid) { events += backend.drainEvents() })
        #expect(events.isEmpty)
    }

    @Test func focusChangesAreReported() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let first = try openWindow(backend)
        client.focus(first.xid)
        #expect(drain(backend) { $0.contains(.focusIn(first)) }.contains(.focusIn(first)))
        client.focus(client.root)
        #expect(drain(backend) { $0.contains(.focusOut(first)) }.contains(.focusOut(first)))
    }

    @Test func hiddenWindowManagerStateCountsAsUnmapped() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        client.setNetWMState(["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_HIDDEN"], of: id.xid)
        #expect(drain(backend) { $0.contains(.unmapped(id)) } == [.unmapped(id)])
        client.unmap(id.xid)
        client.setNetWMState(["_NET_WM_STATE_ABOVE"], of: id.xid)
        backend.syncForTesting()
        #expect(backend.drainEvents().isEmpty, "still unmapped: nothing became viewable")
        client.setNetWMState(["_NET_WM_STATE_HIDDEN"], of: id.xid)
        backend.setVisible(true, of: id)
        backend.syncForTesting()
        #expect(!backend.drainEvents().contains(.mapped(id)), "mapped but minimised is not viewable")
        client.setNetWMState(nil, of: id.xid)
        #expect(drain(backend) { $0.contains(.mapped(id)) } == [.mapped(id)])
    }

    @Test func pointerDrivenFocusIsNotReported() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        _ = try openWindow(backend)
        // Under PointerRoot focus, entering the window sends FocusIn with detail NotifyPointer.
        #expect(client.moveMouse(toX: 50, y: 50))
        #expect(client.click(atX: 60, y: 60))
        #expect(client.key(0x61))  // XK_a
        let b = try #require(client.keycode(for: client.keysym(named: "b")))
        #expect(client.keyDown(keycode: b))
        #expect(client.moveMouse(toX: 700, y: 500))
        #expect(client.keyUp(keycode: b))
        backend.syncForTesting()
        let events = backend.drainEvents()
        #expect(!events.contains { if case .focusIn = $0 { true } else { false } })
        #expect(!events.contains { if case .focusOut = $0 { true } else { false } })
        #expect(
            events.contains { if case .key = $0 { true } else { false } }, "keys reach the window under the pointer")
        // The release of b happens outside the window, where this client cannot see it.
        let lost = events.filter { if case .keysLost = $0 { true } else { false } }
        #expect(lost.count == 1, "leaving the window under PointerRoot focus loses the held b")
        #expect(events.filter { if case .key(_, let key) = $0 { key.hidUsage == 5 } else { false } }.count == 1)
        #expect(client.resize(0x1FFF_FFF0, width: 10, height: 10) == false, "a bad id fails without exiting")
    }

    // MARK: - Errors

    @Test func screenWithoutA24BitVisualIsRefused() throws {
        let shallow = try XvfbServer(depth: 16)
        #expect(throws: PlatformError.unsupportedVisual(depth: 16, bitsPerPixel: 16)) {
            try X11Backend(displayName: shallow.displayName, environment: X11Environment())
        }
    }

    @Test func protocolErrorIsReportedAndSurvived() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let before = X11Backend.reportedProtocolErrorsForTesting
        backend.mapWindowForTesting(rawID: 0x1FFF_FFF0)
        #expect(X11Backend.reportedProtocolErrorsForTesting == before + 1)
        let report = try #require(X11Backend.lastProtocolErrorReportForTesting)
        #expect(report.hasPrefix("X11: protocol error BadWindow (invalid Window parameter) (request 8.0"))
        #expect(report.hasSuffix("resource 0x1ffffff0) ignored"))
        _ = try openWindow(backend)
    }

    @Test func errorAboutADestroyedWindowIsSilent() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let id = try backend.createWindow(Self.spec())
        backend.destroyWindow(id)
        let before = X11Backend.reportedProtocolErrorsForTesting
        backend.mapWindowForTesting(rawID: id.rawValue)
        #expect(X11Backend.reportedProtocolErrorsForTesting == before)
    }

    @Test func lostConnectionIsReportedOnceAndSurvived() throws {
        let doomed = try XvfbServer()
        let backend = try X11Backend(displayName: doomed.displayName, environment: X11Environment())
        let id = try backend.createWindow(Self.spec())
        _ = backend.backBuffer(of: id)
        doomed.stop()
        var events: [PlatformEvent] = []
        waitUntil {
            events += backend.drainEvents()
            return !events.isEmpty
        }
        let message = "X11: lost the connection to display '\(doomed.displayName)'; the X server exited or closed it"
        #expect(events == [.connectionLost(message)])
        #expect(backend.drainEvents().isEmpty)
        #expect(backend.flush() == false)
        backend.setVisible(true, of: id)
        backend.present([PlatformRect(x: 0, y: 0, width: 10, height: 10)], of: id)
        #expect(backend.capture(id) == nil)
        #expect(throws: PlatformError.self) { try backend.createWindow(Self.spec()) }
        backend.shutdown()
    }

    @Test func lostConnectionWhileFlushingIsSurvived() throws {
        let doomed = try XvfbServer()
        let backend = try X11Backend(displayName: doomed.displayName, environment: X11Environment())
        let id = try backend.createWindow(Self.spec())
        backend.syncForTesting()
        doomed.stop()
        for step in 0..<2000 {
            backend.setTitle("title \(step)", of: id)
        }
        #expect(backend.flush() == true, "the loss is pending until drained")
        let message = "X11: lost the connection to display '\(doomed.displayName)'; the X server exited or closed it"
        #expect(backend.drainEvents() == [.connectionLost(message)])
        #expect(backend.flush() == false)
        backend.shutdown()
    }
}

import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Integration tests of `X11Backend` against a private Xvfb per test (no window manager running).
@MainActor
@Suite(.serialized)
final class X11BackendTests {
    static let title = "Hello 世界"
    /// Stopped by PID when the test's suite instance goes away (`XvfbServer.deinit`).
    let server: XvfbServer

    init() throws {
        server = try XvfbServer()
    }

    // MARK: - Opening the display

    @Test func opensTheDisplayByName() throws {
        let backend = try makeBackend()
        #expect(backend.name == "x11")
        #expect(backend.screen == PlatformScreen(size: PlatformSize(width: 800, height: 600), scale: 1))
        #expect(backend.eventFileDescriptor != nil)
        backend.shutdown()
        #expect(backend.eventFileDescriptor == nil)
        #expect(backend.drainEvents() == [])
    }

    @Test func missingDisplayThrowsDisplayNotSet() {
        #expect(throws: PlatformError.displayNotSet) {
            try X11Backend(displayName: nil, environment: X11Environment(display: nil))
        }
        #expect(throws: PlatformError.displayNotSet) {
            try X11Backend(displayName: nil, environment: X11Environment(display: ""))
        }
    }

    @Test func displayNobodyServesThrowsCannotOpenDisplay() throws {
        let name = try #require(Self.unservedDisplayName())
        do {
            _ = try X11Backend(displayName: name, environment: X11Environment())
            Issue.record("opened \(name), which no server should serve")
        } catch {
            #expect(error == .cannotOpenDisplay(name))
            #expect(
                error.description
                    == "X11: cannot open display '\(name)'; is an X server running and does it accept this user?")
        }
    }

    @Test func displayComesFromTheEnvironmentWhenNoNameIsGiven() throws {
        let backend = try X11Backend(displayName: nil, environment: X11Environment(display: server.displayName))
        backend.shutdown()
    }

    @Test func scaleFollowsXftDpiUnlessOverridden() throws {
        let client = try XTestClient(displayName: server.displayName)
        client.setResources("Xft.antialias:\t1\nXft.dpi:\t192\n")
        let atDPI = try makeBackend()
        #expect(atDPI.screen.scale == 2)
        atDPI.shutdown()
        let overridden = try X11Backend(
            displayName: server.displayName, environment: X11Environment(scale: "1.5"))
        #expect(overridden.screen.scale == 1.5)
        overridden.shutdown()
        let invalid = try X11Backend(displayName: server.displayName, environment: X11Environment(scale: "big"))
        #expect(invalid.screen.scale == 2)
        invalid.shutdown()
        client.setResources(nil)
    }

    // MARK: - Windows and their properties

    @Test func createdWindowIsMappedWithItsSizeAndProperties() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try backend.createWindow(Self.spec(width: 320, height: 200))
        backend.syncForTesting()
        let xid = try #require(client.windows(named: Self.title).first)
        #expect(UInt64(xid) == id.rawValue)
        #expect(client.geometry(of: xid)?.isViewable == false)

        backend.setVisible(true, of: id)
        let events = drain(backend) { $0.contains(.exposed(id, PlatformRect(x: 0, y: 0, width: 320, height: 200))) }
        #expect(events.first == .mapped(id))
        #expect(client.geometry(of: xid) == XTestClient.Geometry(width: 320, height: 200, isViewable: true))
        expectIdentity(of: xid, in: client)
    }

    func expectIdentity(of xid: UInt, in client: XTestClient) {
        #expect(client.textProperty("_NET_WM_NAME", of: xid)?.text == Self.title)
        #expect(client.textProperty("_NET_WM_NAME", of: xid)?.type == "UTF8_STRING")
        #expect(client.string("_NET_WM_ICON_NAME", of: xid) == Self.title)
        #expect(client.string("WM_NAME", of: xid) == Self.title)
        #expect(client.windowClass(of: xid)?.instance == "HelloWindow")
        #expect(client.windowClass(of: xid)?.className == "HelloWindow")
        #expect(client.longs("_NET_WM_PID", of: xid) == [Int(getpid())])
        #expect(client.atomNames("WM_PROTOCOLS", of: xid) == ["WM_DELETE_WINDOW", "_NET_WM_PING"])
        #expect(client.atomNames("_NET_WM_WINDOW_TYPE", of: xid) == ["_NET_WM_WINDOW_TYPE_NORMAL"])
        #expect(client.string("WM_CLIENT_MACHINE", of: xid)?.isEmpty == false)
        // Set one by one rather than by XSetWMProperties, which interns WM_LOCALE_NAME alone.
        #expect(client.string("WM_LOCALE_NAME", of: xid) == setlocale(LC_CTYPE, nil).map { String(cString: $0) })
        let normalHints = client.longs("WM_NORMAL_HINTS", of: xid) ?? []
        #expect(normalHints.count >= 7 && normalHints[5] == 1 && normalHints[6] == 1)  // PMinSize 1×1
        let hints = client.longs("WM_HINTS", of: xid) ?? []
        #expect(hints.count >= 3 && hints[1] == 1 && hints[2] == 1)  // input True, NormalState
    }

    @Test func setTitleRewritesBothNames() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try backend.createWindow(Self.spec())
        backend.setTitle("Grüße ✓", of: id)
        backend.syncForTesting()
        #expect(client.string("_NET_WM_NAME", of: id.xid) == "Grüße ✓")
        #expect(client.string("WM_NAME", of: id.xid) == "Grüße ✓")
    }

    @Test func unknownWindowIdsAreIgnored() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let unknown = PlatformWindowID(rawValue: 0x1234)
        backend.setTitle("nobody", of: unknown)
        backend.setVisible(true, of: unknown)
        backend.requestSize(PlatformSize(width: 10, height: 10), of: unknown)
        backend.present([PlatformRect(x: 0, y: 0, width: 1, height: 1)], of: unknown)
        backend.destroyWindow(unknown)
        #expect(backend.backBuffer(of: unknown) == nil)
        #expect(backend.capture(unknown) == nil)
    }

    // MARK: - Helpers

    func makeBackend(sharedMemory: Bool = true) throws -> X11Backend {
        try X11Backend(
            displayName: server.displayName, environment: X11Environment(disablesSharedMemory: !sharedMemory))
    }

    static func spec(width: Int = 200, height: Int = 100) -> PlatformWindowSpec {
        PlatformWindowSpec(size: PlatformSize(width: width, height: height), title: title, className: "HelloWindow")
    }

    /// A created, mapped and first-exposed window.
    func openWindow(_ backend: X11Backend, width: Int = 200, height: Int = 100) throws -> PlatformWindowID {
        let id = try backend.createWindow(Self.spec(width: width, height: height))
        backend.setVisible(true, of: id)
        let full = PlatformRect(x: 0, y: 0, width: width, height: height)
        let events = drain(backend) { $0.contains(.exposed(id, full)) }
        try #require(events.contains(.exposed(id, full)))
        return id
    }

    /// Drains the backend until `done` holds for everything drained so far, for at most 5 s.
    func drain(_ backend: X11Backend, until done: ([PlatformEvent]) -> Bool) -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        waitUntil {
            backend.syncForTesting()
            events += backend.drainEvents()
            return done(events)
        }
        return events
    }

    /// ":N" for the first N from 4000 up with neither a socket nor a lock file.
    static func unservedDisplayName() -> String? {
        (4000..<5000).first { number in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        }.map { ":\($0)" }
    }
}

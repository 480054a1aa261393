import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A scroll moves pixels on the server with `XCopyArea`; the strip it uncovers is presented.
extension X11BackendTests {
    @Test(arguments: [true, false])
    func scrollMovesThePixelsOnTheServer(sharedMemory: Bool) throws {
        let backend = try makeBackend(sharedMemory: sharedMemory)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)  // red, green in (10, 10, 50, 30)
        #expect(backend.scroll(PlatformRect(x: 0, y: 20, width: 200, height: 80), dx: 0, dy: -20, of: id))
        let surface = try #require(backend.backBuffer(of: id))
        let strip = PlatformRect(x: 0, y: 80, width: 200, height: 20)
        Self.fill(surface, strip, Self.blue)
        backend.present([strip], of: id)
        backend.syncForTesting()
        #expect(client.pixel(of: id.xid, x: 20, y: 5) == Self.green, "moved up by 20")
        #expect(client.pixel(of: id.xid, x: 20, y: 25) == Self.red)
        #expect(client.pixel(of: id.xid, x: 5, y: 90) == Self.blue)
        try expectServerMatchesBackBuffer(backend, id, client)

        // Sideways, the other way, and a present of everything after it sends nothing wrong.
        #expect(backend.scroll(PlatformRect(x: 0, y: 0, width: 170, height: 100), dx: 30, dy: 0, of: id))
        Self.fill(surface, PlatformRect(x: 0, y: 0, width: 30, height: 100), Self.red)
        backend.present([PlatformRect(x: 0, y: 0, width: 200, height: 100)], of: id)
        backend.syncForTesting()
        #expect(client.pixel(of: id.xid, x: 50, y: 5) == Self.green)
        try expectServerMatchesBackBuffer(backend, id, client)
        _ = backend.drainEvents()  // NoExpose events, nothing to report
    }
}

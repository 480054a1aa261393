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

    /// Without MIT-SHM, wheel notch after wheel notch: each moves the pixels on the server and
    /// presents the new strip, which saves nothing on the server (its old pixels moved away), and
    /// the window shows the back buffer after each.
    @Test func noShmScrollsPresentTheStripsAndSaveNothing() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        let surface = try #require(backend.backBuffer(of: id))
        for notch in 0..<4 {
            #expect(backend.scroll(PlatformRect(x: 0, y: 20, width: 200, height: 80), dx: 0, dy: -20, of: id))
            let strip = PlatformRect(x: 0, y: 80, width: 200, height: 20)
            Self.fill(surface, strip, notch % 2 == 0 ? Self.blue : Self.green)
            Self.paintNoise(surface, PlatformRect(x: 10 + 20 * notch, y: 84, width: 30, height: 10))
            backend.present([strip], of: id)
            backend.syncForTesting()
            try expectServerMatchesBackBuffer(backend, id, client)
            #expect(backend.savedPresentRectsForTesting(id) == 0, "notch \(notch)")
        }
        #expect(client.pixel(of: id.xid, x: 5, y: 25) == Self.blue, "the first notch's strip, moved up 60")
        _ = backend.drainEvents()
    }
}

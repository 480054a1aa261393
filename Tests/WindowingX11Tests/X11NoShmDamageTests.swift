import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Presenting without MIT-SHM: only changed pixels go out, as fills and images, and what the
/// server shows afterwards is the back buffer, read back pixel by pixel.
extension X11BackendTests {
    @Test func noShmPresentOfAChangedButtonLeavesTheServerEqualToTheBackBuffer() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        #expect(backend.usesSharedMemoryForTesting(id) == false)
        #expect(backend.unknownPresentRectsForTesting(id) == [])
        try expectServerMatchesBackBuffer(backend, id, client)

        // A 100×40 "button" darkens, with a few mixed pixels where its title would be.
        let surface = try #require(backend.backBuffer(of: id))
        let button = PlatformRect(x: 80, y: 30, width: 100, height: 40)
        Self.fill(surface, button, 0x80_0000)
        Self.paintNoise(surface, PlatformRect(x: 110, y: 45, width: 30, height: 10))
        backend.present([PlatformRect(x: 0, y: 0, width: 200, height: 100)], of: id)
        backend.syncForTesting()
        try expectServerMatchesBackBuffer(backend, id, client)
    }

    @Test func noShmPixelsTheServerLostComeBackFromTheMirror() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        // Unmapped, the window's pixels are gone; mapped again, the server asks for all of them.
        backend.setVisible(false, of: id)
        _ = drain(backend) { $0.contains(.unmapped(id)) }
        backend.setVisible(true, of: id)
        let full = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        let events = drain(backend) { $0.contains(.exposed(id, full)) }
        try #require(events.contains(.exposed(id, full)))
        // The mirror on the server kept them: nothing is sent again, the present copies them.
        #expect(backend.unknownPresentRectsForTesting(id) == [])
        backend.present([full], of: id)
        backend.syncForTesting()
        #expect(backend.unknownPresentRectsForTesting(id) == [])
        try expectServerMatchesBackBuffer(backend, id, client)
    }

    /// A button's press and release as a click paints them: the press sends the title as a mask
    /// through RENDER, the release copies the saved plain button back; the server's pixels are the
    /// back buffer's after each.
    @Test func noShmClickIsMaskedThenCopiedAndTheServerMatches() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        backend.prepareRenderForTesting()
        let surface = try #require(backend.backBuffer(of: id))
        let button = PlatformRect(x: 80, y: 30, width: 100, height: 40)
        let title = PlatformRect(x: 96, y: 42, width: 68, height: 16)
        Self.paintButton(surface, button, title, background: 0xFF_3B30)
        backend.present([button], of: id)
        #expect(backend.presentsBlendsForTesting(id))
        backend.syncForTesting()
        try expectServerMatchesBackBuffer(backend, id, client)
        #expect(backend.savedPresentRectsForTesting(id) == 1)  // the button before its title

        Self.paintButton(surface, button, title, background: 0xCC_2F26)
        backend.present([button], of: id)
        backend.syncForTesting()
        try expectServerMatchesBackBuffer(backend, id, client)
        #expect(backend.savedPresentRectsForTesting(id) == 2)  // and the plain button

        Self.paintButton(surface, button, title, background: 0xFF_3B30)
        backend.present([button], of: id)
        backend.syncForTesting()
        try expectServerMatchesBackBuffer(backend, id, client)
        #expect(backend.savedPresentRectsForTesting(id) == 3)  // and the pressed one; the plain came back
    }

    /// Saves past the cache's budget (the window's area) evict the oldest slots; their pixmaps are
    /// kept and take later saves of the same size, and the server still shows the back buffer.
    @Test func noShmSavesPastTheBudgetReuseReleasedPixmaps() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        let surface = try #require(backend.backBuffer(of: id))
        let area = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        let colours: [UInt32] = [0x80_0000, 0x00_8000, 0x00_0080, 0x80_8000, 0x00_8080, 0x80_0080]
        var spares: [Int] = []
        for colour in colours + colours.reversed() {
            Self.fill(surface, area, colour)
            Self.paintNoise(surface, PlatformRect(x: 40, y: 20, width: 60, height: 30))
            backend.present([area], of: id)
            backend.syncForTesting()
            try expectServerMatchesBackBuffer(backend, id, client)
            spares.append(try #require(backend.sparePixmapsForTesting(id)))
        }
        // 65,536 pixels hold three 20,000-pixel saves: the fourth evicts one, whose pixmap the
        // next save takes back.
        #expect(spares.prefix(3) == [0, 0, 0])
        #expect(spares.max() == 1)
        #expect(try #require(backend.savedPresentRectsForTesting(id)) <= 3)
    }

    @Test func noShmStripsFitTheServersRequestSize() throws {
        let backend = try makeBackend(sharedMemory: false)
        defer { backend.shutdown() }
        let huge = PlatformRect(x: 3, y: 5, width: 30_000, height: 3_000)  // 360 MB of pixels
        let strips = backend.strips(of: huge)
        #expect(strips.count > 1)
        #expect(strips.first?.y == 5)
        #expect(strips.reduce(0) { $0 + $1.height } == 3_000)
        let limit = backend.maximumRequestBytesForTesting
        #expect(strips.allSatisfy { $0.x == 3 && $0.width == 30_000 && 28 + $0.width * $0.height * 4 <= limit })
        #expect(backend.strips(of: PlatformRect(x: 0, y: 0, width: 200, height: 100)).count == 1)
    }

    @Test func aUnixSocketDisplayIsLocal() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        #expect(backend.connection.isUnixSocket)
    }

    // MARK: - Helpers

    func expectServerMatchesBackBuffer(
        _ backend: X11Backend, _ id: PlatformWindowID, _ client: XTestClient,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let surface = try #require(backend.backBuffer(of: id))
        let screen = try #require(client.image(of: id.xid))
        var mismatches = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width where screen[x: x, y: y] != surface.pixel(x: x, y: y) & 0xFF_FFFF {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "pixels differing from the back buffer", sourceLocation: sourceLocation)
    }

    /// A button's background with a title of white anti-aliased over it.
    static func paintButton(_ surface: Bitmap, _ button: PlatformRect, _ title: PlatformRect, background: UInt32) {
        fill(surface, button, background)
        surface.flush()
        guard let data = surface.data else { return }
        let levels: [UInt32] = [0, 255, 255, 128, 64, 255, 0, 30, 200]
        for y in title.y..<(title.y + title.height) {
            for x in title.x..<(title.x + title.width) {
                let coverage = levels[(x * 37 + y * 11) % levels.count]
                let color = X11PresentBlend.composite(background, 0xFF_FFFF, coverage: coverage)
                data.storeBytes(of: color, toByteOffset: y * surface.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        surface.markDirty()
    }

    /// Pixels of many colours, none repeated in a run, so they can only go out as an image.
    static func paintNoise(_ surface: Bitmap, _ rect: PlatformRect) {
        surface.flush()
        guard let data = surface.data else { return }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let color = UInt32(truncatingIfNeeded: (x * 7919 + y * 104_729) & 0xFF_FFFF)
                data.storeBytes(of: color, toByteOffset: y * surface.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        surface.markDirty()
    }
}

import Foundation
import Testing

@testable import Windowing

/// A headless window's pixels across resizes: kept top-left as X keeps them with NorthWestGravity,
/// and a resize within what was allocated reuses the memory.
@Suite @MainActor struct HeadlessResizeTests {
    private func window(in backend: HeadlessBackend) throws -> PlatformWindowID {
        try backend.createWindow(
            PlatformWindowSpec(size: PlatformSize(width: 100, height: 50), title: "resize", className: "Resize"))
    }

    @Test func aResizeKeepsThePixelsTopLeftAndClearsNewGround() throws {
        let backend = HeadlessBackend()
        let id = try window(in: backend)
        let back = try #require(backend.backBuffer(of: id))
        let data = try #require(back.data)
        data.storeBytes(of: UInt32(0x00FF_0000), toByteOffset: 10 * back.bytesPerRow + 10 * 4, as: UInt32.self)
        back.markDirty()
        backend.present([PlatformRect(x: 0, y: 0, width: 100, height: 50)], of: id)
        backend.requestSize(PlatformSize(width: 60, height: 40), of: id)
        let shrunk = try #require(backend.capture(id))
        #expect((shrunk.width, shrunk.height) == (60, 40))
        #expect(shrunk.pixel(x: 10, y: 10) == 0xFFFF_0000)
        backend.requestSize(PlatformSize(width: 200, height: 100), of: id)
        let grown = try #require(backend.capture(id))
        #expect((grown.width, grown.height) == (200, 100))
        #expect(grown.pixel(x: 150, y: 90) == 0xFF00_0000)
        #expect(try #require(backend.backBuffer(of: id)).width == 200)
    }

    @Test func aResizeWithinTheLargestSizeSoFarReusesTheMemory() throws {
        let backend = HeadlessBackend()
        let id = try window(in: backend)
        backend.requestSize(PlatformSize(width: 300, height: 200), of: id)
        let large = try #require(backend.capture(id)?.data)
        let largeBack = try #require(backend.backBuffer(of: id)?.data)
        backend.requestSize(PlatformSize(width: 120, height: 80), of: id)
        #expect(backend.capture(id)?.data == large)
        #expect(backend.backBuffer(of: id)?.data == largeBack)
        #expect(backend.capture(id)?.width == 120)
    }
}

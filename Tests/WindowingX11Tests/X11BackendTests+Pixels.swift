import Foundation
import Testing
import WindowingTesting

@testable import Windowing

extension X11BackendTests {
    static let red: UInt32 = 0xFF_0000
    static let green: UInt32 = 0x00_FF00
    static let blue: UInt32 = 0x00_00FF

    @Test(arguments: [true, false])
    func presentedPixelsReachTheWindow(sharedMemory: Bool) throws {
        let backend = try makeBackend(sharedMemory: sharedMemory)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        #expect(backend.usesSharedMemoryForTesting(id) == sharedMemory)
        #expect(client.pixel(of: id.xid, x: 5, y: 5) == Self.red)
        #expect(client.pixel(of: id.xid, x: 20, y: 20) == Self.green)

        let surface = try #require(backend.backBuffer(of: id))
        Self.fill(surface, PlatformRect(x: 100, y: 50, width: 20, height: 20), Self.blue)
        backend.present([PlatformRect(x: 100, y: 50, width: 10, height: 20)], of: id)
        backend.syncForTesting()
        #expect(client.pixel(of: id.xid, x: 105, y: 55) == Self.blue)
        #expect(client.pixel(of: id.xid, x: 115, y: 55) == Self.red, "only the presented rectangle changes")
    }

    @Test func presentClampsRectanglesToTheBuffer() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        let surface = try #require(backend.backBuffer(of: id))
        Self.fill(surface, PlatformRect(x: 0, y: 0, width: 200, height: 100), Self.green)
        backend.present([PlatformRect(x: -50, y: 90, width: 1000, height: 1000)], of: id)
        backend.syncForTesting()
        #expect(client.pixel(of: id.xid, x: 0, y: 99) == Self.green)
        #expect(client.pixel(of: id.xid, x: 199, y: 95) == Self.green)
    }

    @Test(arguments: [true, false])
    func captureReturnsThePresentedPixels(sharedMemory: Bool) throws {
        let backend = try makeBackend(sharedMemory: sharedMemory)
        defer { backend.shutdown() }
        let client = try XTestClient(displayName: server.displayName)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        let capture = try #require(backend.capture(id))
        #expect((capture.width, capture.height) == (200, 100))
        #expect(capture.pixel(x: 5, y: 5) == 0xFF00_0000 | Self.red)
        #expect(capture.pixel(x: 20, y: 20) == 0xFF00_0000 | Self.green)
        let screen = try #require(client.image(of: id.xid))
        #expect(screen[x: 59, y: 39] == capture.pixel(x: 59, y: 39) & 0xFF_FFFF)
        #expect(screen[x: 60, y: 40] == capture.pixel(x: 60, y: 40) & 0xFF_FFFF)
    }

    @Test func captureOfAnUnmappedWindowIsNil() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let id = try backend.createWindow(Self.spec())
        #expect(backend.capture(id) == nil)
    }

    @Test func destroyingAWindowReleasesItsSharedMemory() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let before = Self.sharedMemorySegmentsOfThisProcess()
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        #expect(backend.usesSharedMemoryForTesting(id) == true)
        #expect(Self.sharedMemorySegmentsOfThisProcess() == before + 1)
        backend.destroyWindow(id)
        backend.syncForTesting()
        #expect(Self.sharedMemorySegmentsOfThisProcess() == before)
    }

    @Test func resizingReplacesTheSharedSegment() throws {
        let backend = try makeBackend()
        defer { backend.shutdown() }
        let before = Self.sharedMemorySegmentsOfThisProcess()
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        backend.requestSize(PlatformSize(width: 240, height: 120), of: id)
        _ = drain(backend) { $0.contains(.resized(id, PlatformSize(width: 240, height: 120))) }
        let surface = try #require(backend.backBuffer(of: id))
        #expect((surface.width, surface.height) == (240, 120))
        backend.syncForTesting()
        #expect(Self.sharedMemorySegmentsOfThisProcess() == before + 1)
    }

    // MARK: - Helpers

    /// Red everywhere, green in (10, 10, 50, 30), presented in full.
    func paintPattern(_ backend: X11Backend, _ id: PlatformWindowID) throws {
        let surface = try #require(backend.backBuffer(of: id))
        #expect((surface.width, surface.height) == (200, 100))
        Self.fill(surface, PlatformRect(x: 0, y: 0, width: 200, height: 100), Self.red)
        Self.fill(surface, PlatformRect(x: 10, y: 10, width: 50, height: 30), Self.green)
        backend.present([PlatformRect(x: 0, y: 0, width: 200, height: 100)], of: id)
        backend.syncForTesting()  // plain XPutImage is only flushed; another client must see it done
    }

    /// Writes `color` (0xRRGGBB) into every pixel word of `rect`, behind Cairo's back.
    static func fill(_ surface: Bitmap, _ rect: PlatformRect, _ color: UInt32) {
        surface.flush()
        guard let data = surface.data else { return }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                data.storeBytes(of: color, toByteOffset: y * surface.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        surface.markDirty()
    }

    /// System V segments this process created that still exist (`/proc/sysvipc/shm`, column cpid).
    static func sharedMemorySegmentsOfThisProcess() -> Int {
        let table = (try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)) ?? ""
        let pid = String(getpid())
        return table.split(separator: "\n").dropFirst().filter { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return columns.count > 4 && columns[4] == pid
        }.count
    }
}

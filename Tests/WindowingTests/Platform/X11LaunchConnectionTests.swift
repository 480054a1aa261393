import Testing

@testable import Windowing

/// The pure parts of the launch over a remote display (issue 20): which displays get the launch
/// connection, how its first frame is cut into requests, and how its events are read from the
/// wire. No X server needed.
@Suite struct X11LaunchConnectionTests {
    // MARK: - Which displays

    @Test(arguments: ["localhost:10", "localhost:10.0", "host:0", "192.168.1.5:0", "tcp/host:0", "::1:0", "[::1]:0"])
    func aDisplayWithAHostIsRemote(name: String) {
        #expect(X11LaunchConnection.isRemote(name))
    }

    @Test(arguments: [":0", ":1.0", "unix:0", "unix/:0", "local/host:0", "/tmp/launch-X/org.xquartz:0", "nonsense", ""])
    func aUnixSocketDisplayIsLocal(name: String) {
        #expect(!X11LaunchConnection.isRemote(name))
    }

    @Test func theSwitchForcesEitherWayAndAnOtherValueIsIgnoredWithAWarning() {
        #expect(X11Environment(launchConnection: "1").usesLaunchConnection(for: ":0"))
        #expect(!X11Environment(launchConnection: "0").usesLaunchConnection(for: "localhost:10"))
        #expect(X11Environment().usesLaunchConnection(for: "localhost:10"))
        #expect(!X11Environment(launchConnection: "").usesLaunchConnection(for: ":0"))
        var warnings: [String] = []
        #expect(!X11Environment(launchConnection: "yes").usesLaunchConnection(for: ":0") { warnings.append($0) })
        #expect(warnings == ["X11: ignoring WINDOWING_LAUNCH_CONNECTION 'yes'; use 1 (always) or 0 (never)"])
    }

    // MARK: - Strips

    @Test func aFrameUnderTheCoreLimitIsOneRequest() {
        let rect = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        #expect(X11Backend.strips(of: rect, maximumRequestBytes: 262_140) == [rect])
    }

    @Test func aLargerFrameIsCutIntoBandsOfWholeRowsThatEachFit() {
        let rect = PlatformRect(x: 10, y: 5, width: 640, height: 480)
        let strips = X11Backend.strips(of: rect, maximumRequestBytes: 262_140)
        // (262,140 − 24) / 2,560 bytes a row = 102 rows.
        #expect(strips.map(\.height) == [102, 102, 102, 102, 72])
        #expect(strips.first?.y == 5 && strips.last.map { $0.y + $0.height } == 485)
        #expect(strips.allSatisfy { $0.x == 10 && $0.width == 640 && 24 + $0.width * 4 * $0.height <= 262_140 })
    }

    @Test func aRowWiderThanARequestStillGoesOneRowAtATime() {
        let rect = PlatformRect(x: 0, y: 0, width: 100, height: 3)
        #expect(X11Backend.strips(of: rect, maximumRequestBytes: 100).map(\.height) == [1, 1, 1])
        #expect(
            X11Backend.strips(of: PlatformRect(x: 0, y: 0, width: 0, height: 3), maximumRequestBytes: 100)
                .isEmpty)
    }

    // MARK: - Wire events

    private func event(_ bytes: [Int: [UInt8]]) -> X11LaunchEvent {
        var wire = [UInt8](repeating: 0, count: 32)
        for (offset, values) in bytes { wire.replaceSubrange(offset..<(offset + values.count), with: values) }
        return wire.withUnsafeBytes { X11LaunchEvent(wire: $0) }
    }

    private func u16(_ value: UInt16) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    private func u32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

    @Test func anExposeCarriesItsRectangleAndCount() {
        let expose = event([0: [12], 4: u32(0x40_0001), 8: u16(3) + u16(4) + u16(200) + u16(100) + u16(2)])
        #expect(expose == .expose(window: 0x40_0001, rect: PlatformRect(x: 3, y: 4, width: 200, height: 100), count: 2))
    }

    @Test func mapUnmapAndConfigureOfTheWindowItself() {
        #expect(event([0: [19], 4: u32(7), 8: u32(7)]) == .mapped(window: 7))
        #expect(event([0: [18], 4: u32(7), 8: u32(7)]) == .unmapped(window: 7))
        #expect(event([0: [19], 4: u32(1), 8: u32(7)]) == .other, "a child's, through SubstructureNotify")
        let configure = event([0: [22], 4: u32(7), 8: u32(7), 20: u16(300) + u16(150)])
        #expect(configure == .configured(window: 7, size: PlatformSize(width: 300, height: 150), synthetic: false))
        let moved = event([0: [22 | 0x80], 4: u32(7), 8: u32(7), 20: u16(300) + u16(150)])
        #expect(moved == .configured(window: 7, size: PlatformSize(width: 300, height: 150), synthetic: true))
        #expect(event([0: [21], 4: u32(7), 8: u32(7)]) == .other, "a reparent changes nothing the toolkit sees")
    }

    @Test func focusDestroyAndErrors() {
        #expect(event([0: [9], 1: [3], 4: u32(7), 8: [0]]) == .focus(window: 7, gained: true, mode: 0, detail: 3))
        #expect(event([0: [10], 1: [5], 4: u32(7), 8: [1]]) == .focus(window: 7, gained: false, mode: 1, detail: 5))
        #expect(event([0: [17], 4: u32(7), 8: u32(7)]) == .destroyed(window: 7))
        #expect(event([0: [17 | 0x80], 4: u32(7), 8: u32(7)]) == .other, "only the server may say a window is gone")
        #expect(event([0: [0], 1: [3], 4: u32(7), 10: [1]]) == .error(code: 3, resource: 7, majorOpcode: 1))
    }

    @Test func aWindowManagersClientMessageCarriesTypeAndProtocol() {
        let delete = event([0: [33 | 0x80], 1: [32], 4: u32(7), 8: u32(301), 12: u32(302)])
        #expect(delete == .clientMessage(window: 7, type: 301, name: 302))
        #expect(event([0: [33], 1: [8], 4: u32(7), 8: u32(301)]) == .other, "format 8 is no WM_PROTOCOLS message")
    }

    @Test func fewerThan32BytesReadAsNothing() {
        let short = [UInt8](repeating: 12, count: 16).withUnsafeBytes { X11LaunchEvent(wire: $0) }
        #expect(short == .other)
    }
}

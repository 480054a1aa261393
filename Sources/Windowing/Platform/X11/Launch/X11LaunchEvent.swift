/// One event or error of the launch connection, read from its 32 bytes as the server sent them
/// (XCB hands them over unconverted, in this host's byte order, which the connection asked for).
///
/// The launch connection selects exposure, structure and focus events on its window, and as the
/// window's creator it is sent what a window manager addresses to the window with an empty mask
/// (WM_DELETE_WINDOW, `_NET_WM_PING`). Everything else is `.other` and dropped.
enum X11LaunchEvent: Equatable {
    case expose(window: UInt32, rect: PlatformRect, count: Int)
    case mapped(window: UInt32)
    case unmapped(window: UInt32)
    /// `synthetic`: another client sent it (a window manager's move notice); its size is not the truth.
    case configured(window: UInt32, size: PlatformSize, synthetic: Bool)
    /// FocusIn or FocusOut of the window, with the protocol's mode and detail.
    case focus(window: UInt32, gained: Bool, mode: UInt8, detail: UInt8)
    /// The server's own DestroyNotify of the window itself.
    case destroyed(window: UInt32)
    /// A format-32 ClientMessage: its type and first data item (the protocol, for WM_PROTOCOLS).
    case clientMessage(window: UInt32, type: UInt32, name: UInt32)
    /// An error for a request of the launch connection.
    case error(code: UInt8, resource: UInt32, majorOpcode: UInt8)
    case other

    /// Reads the event in `bytes` (at least 32 of them; fewer read as `.other`).
    init(wire bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 32 else {
            self = .other
            return
        }
        func u8(_ offset: Int) -> UInt8 { bytes[offset] }
        func u16(_ offset: Int) -> UInt16 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self) }
        func u32(_ offset: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        let synthetic = u8(0) & 0x80 != 0
        switch u8(0) & 0x7F {
        case 0: self = .error(code: u8(1), resource: u32(4), majorOpcode: u8(10))
        case 12:
            let rect = PlatformRect(x: Int(u16(8)), y: Int(u16(10)), width: Int(u16(12)), height: Int(u16(14)))
            self = .expose(window: u32(4), rect: rect, count: Int(u16(16)))
        case 9, 10: self = .focus(window: u32(4), gained: u8(0) & 0x7F == 9, mode: u8(8), detail: u8(1))
        case 17 where !synthetic && u32(4) == u32(8): self = .destroyed(window: u32(8))
        case 18 where u32(4) == u32(8): self = .unmapped(window: u32(8))
        case 19 where u32(4) == u32(8): self = .mapped(window: u32(8))
        case 22 where u32(4) == u32(8):
            let size = PlatformSize(width: Int(u16(20)), height: Int(u16(22)))
            self = .configured(window: u32(8), size: size, synthetic: synthetic)
        case 33 where u8(1) == 32: self = .clientMessage(window: u32(4), type: u32(8), name: u32(12))
        default: self = .other
        }
    }
}

internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A window's back buffer: a Cairo xRGB32 surface and an XImage describing the same bytes to Xlib.
///
/// With MIT-SHM the bytes live in a System V segment that the X server reads directly
/// (`XShmPutImage`); without it (remote displays, `WINDOWING_NO_SHM=1`) Cairo owns them and
/// `XPutImage` copies them through the socket (SDL's software framebuffer does the same).
@MainActor
struct X11BackBuffer {
    let surface: Bitmap
    /// The XImage over the pixels; nil for a buffer made before Xlib's connection opened, which
    /// the launch connection presents (`unattached(size:)`) until `attached(to:visual:)`.
    let image: X11ImageHeader?
    let size: PlatformSize
    /// The pixels are in a segment shared with the server.
    let usesSharedMemory: Bool
    /// Without MIT-SHM, what the server was last sent, so a present sends only what changed.
    var shadow: X11PresentShadow?
    /// Without MIT-SHM, the window's pixels on the server, made by the first present.
    var mirror: X11ServerMirror?

    /// Why a shared-memory buffer could not be made.
    enum SharedMemoryFailure: Error {
        /// The server refused `XShmAttach`: it cannot see our memory (a remote display), so stop trying.
        case refusedByServer
        /// This attempt failed locally (segment limits, allocation); a later one may work.
        case unavailable
    }

    /// A buffer over a fresh MIT-SHM segment that the server has attached.
    ///
    /// The segment is marked for removal (`IPC_RMID`) as soon as both sides attached, so the kernel
    /// frees it when the last of us detaches, even if this process crashes.
    static func shared(
        size: PlatformSize, connection: X11Connection, visual: UnsafeMutablePointer<Visual>
    ) throws(SharedMemoryFailure) -> X11BackBuffer {
        let segment = X11SharedSegment(connection: connection)
        guard
            let image = XShmCreateImage(
                connection.display, visual, 24, ZPixmap, nil, segment.info, UInt32(size.width), UInt32(size.height))
        else { throw .unavailable }
        let header = X11ImageHeader(image)
        let bytesPerRow = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32, bytesPerRow >= size.width * 4, bytesPerRow % 4 == 0,
            let address = segment.create(byteCount: bytesPerRow * size.height)
        else { throw .unavailable }
        image.pointee.data = address.assumingMemoryBound(to: CChar.self)
        try segment.attach()
        let surface = Bitmap(
            data: address, width: size.width, height: size.height, bytesPerRow: bytesPerRow,
            release: { segment.release() })
        return X11BackBuffer(surface: surface, image: header, size: size, usesSharedMemory: true)
    }

    /// A buffer in memory Cairo owns, presented with `XPutImage`; nil if Xlib cannot describe it.
    static func plain(
        size: PlatformSize, connection: X11Connection, visual: UnsafeMutablePointer<Visual>
    ) -> X11BackBuffer? {
        let surface = Bitmap(width: size.width, height: size.height)
        surface.flush()
        guard let image = imageHeader(of: surface, size: size, connection: connection, visual: visual) else {
            return nil
        }
        return X11BackBuffer(
            surface: surface, image: image, size: size, usesSharedMemory: false,
            shadow: X11PresentShadow(width: size.width, height: size.height))
    }

    /// An XImage over `surface`'s pixels, which it does not own; nil if Xlib cannot describe it.
    private static func imageHeader(
        of surface: Bitmap, size: PlatformSize, connection: X11Connection, visual: UnsafeMutablePointer<Visual>
    ) -> X11ImageHeader? {
        guard let data = surface.data,
            let image = XCreateImage(
                connection.display, visual, 24, ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
                UInt32(size.width), UInt32(size.height), 32, Int32(surface.bytesPerRow))
        else { return nil }
        // Cairo writes native-endian words; saying so lets Xlib swap for a server of the other order.
        image.pointee.byte_order = X11ImageHeader.hostByteOrder
        return X11ImageHeader(image)
    }
}

extension X11BackBuffer {
    /// A plain buffer for the launch connection, which sends its rows with XCB: no XImage yet,
    /// since Xlib's connection, which describes one, is still opening.
    static func unattached(size: PlatformSize) -> X11BackBuffer {
        let surface = Bitmap(width: size.width, height: size.height)
        surface.flush()
        return X11BackBuffer(
            surface: surface, image: nil, size: size, usesSharedMemory: false,
            shadow: X11PresentShadow(width: size.width, height: size.height))
    }

    /// This buffer, same pixels and shadow, with the XImage Xlib presents it through; nil if
    /// Xlib cannot describe it.
    func attached(to connection: X11Connection, visual: UnsafeMutablePointer<Visual>) -> X11BackBuffer? {
        guard image == nil else { return self }
        guard let made = Self.imageHeader(of: surface, size: size, connection: connection, visual: visual) else {
            return nil
        }
        return X11BackBuffer(
            surface: surface, image: made, size: size, usesSharedMemory: false, shadow: shadow, mirror: mirror)
    }
}

extension X11Connection {
    /// Whether the connection is a Unix-domain socket, the only transport over which the server
    /// can attach this process's System V segments. A TCP display may be another machine even
    /// when it is named localhost (`ssh -X` forwards `localhost:10`), and there a segment id would
    /// name someone else's memory, so MIT-SHM is not even asked about (one round trip fewer).
    var isUnixSocket: Bool {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let descriptor = XConnectionNumber(display)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return status == 0 && Int32(address.ss_family) == AF_UNIX
    }

    /// Whether presents should try MIT-SHM first: not switched off, a Unix socket, and the server has it.
    func offersSharedMemory(unless switchedOff: Bool) -> Bool {
        !switchedOff && isUnixSocket && XShmQueryExtension(display) != 0
    }
}

/// Owns an XImage header whose pixel bytes belong to someone else, and frees only the header.
///
/// `XDestroyImage` would `free()` both `data` and `obdata`; here they point into Cairo's memory, a
/// shared segment and our `XShmSegmentInfo`, so both are cleared first.
final class X11ImageHeader {
    /// `LSBFirst` on little-endian hosts, `MSBFirst` otherwise.
    static let hostByteOrder = 1.littleEndian == 1 ? LSBFirst : MSBFirst

    let pointer: UnsafeMutablePointer<XImage>

    init(_ pointer: UnsafeMutablePointer<XImage>) {
        self.pointer = pointer
    }

    deinit {
        pointer.pointee.data = nil
        pointer.pointee.obdata = nil
        _ = CX11_XDestroyImage(pointer)
    }
}

/// A System V shared-memory segment attached by this process and by the X server.
final class X11SharedSegment {
    let connection: X11Connection
    /// Lives as long as the XImage that points at it through `obdata`.
    let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    private var isAttachedByServer = false

    init(connection: X11Connection) {
        self.connection = connection
        info.initialize(to: XShmSegmentInfo(shmseg: 0, shmid: -1, shmaddr: nil, readOnly: 0))
    }

    /// Creates and maps a private segment of `byteCount` bytes; nil if the kernel refuses.
    func create(byteCount: Int) -> UnsafeMutableRawPointer? {
        let id = shmget(0, byteCount, IPC_CREAT | 0o600)  // key 0 is IPC_PRIVATE
        guard id >= 0 else { return nil }
        let address = shmat(id, nil, 0)
        guard let address, Int(bitPattern: address) != -1 else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        PagePrefault.populate(address, byteCount: byteCount)
        return address
    }

    /// Lets the server attach the segment, then marks it for removal whatever happened.
    func attach() throws(X11BackBuffer.SharedMemoryFailure) {
        let accepted = try? X11ErrorTrap.run("XShmAttach", display: connection) {
            XShmAttach(connection.display, info) != 0
        }
        shmctl(info.pointee.shmid, IPC_RMID, nil)
        isAttachedByServer = accepted == true
        guard isAttachedByServer else { throw .refusedByServer }
    }

    /// Detaches the server, then this process; the kernel frees the segment once both let go.
    func release() {
        if isAttachedByServer && connection.isUsable {
            // A flush suffices: the server keeps its own mapping until it handles the detach.
            XShmDetach(connection.display, info)
            XFlush(connection.display)
        }
        isAttachedByServer = false
        detachLocally()
    }

    private func detachLocally() {
        guard let address = info.pointee.shmaddr else { return }
        shmdt(address)
        info.pointee.shmaddr = nil
    }

    deinit {
        detachLocally()
        info.deallocate()
    }
}

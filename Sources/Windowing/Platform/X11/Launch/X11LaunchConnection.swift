internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A connection of XCB's own, through which the first window is made and drawn over a remote
/// display while Xlib's connection opens on a thread beside it (issue 20, X11Backend+Launch).
///
/// `XOpenDisplay` waits for four replies one after another (the setup, BIG-REQUESTS twice,
/// `RESOURCE_MANAGER`); `xcb_connect` waits for the setup only. The setup tells everything the
/// first frame needs: the root, its visual, the screen's size and the largest request. So the
/// window is created, described, mapped and drawn here, and Xlib takes over after the first frame.
///
/// The window stays this connection's: closing it would destroy the window, and a window manager
/// sends WM_DELETE_WINDOW and `_NET_WM_PING` to the window's creator, so it stays open, and read,
/// for the app's life. Everything here only sends; the waits are `collect…` and `sync()`.
@MainActor
final class X11LaunchConnection {
    /// The XCB connection (`xcb_connection_t`).
    let xcb: OpaquePointer
    let root: UInt32
    let rootVisual: UInt32
    let rootDepth: UInt8
    /// The screen's size in pixels.
    let size: PlatformSize
    /// The largest request the server takes without BIG-REQUESTS, in bytes.
    let maximumRequestBytes: Int
    /// The server lays image bytes out as this host does, so a back buffer goes as it is.
    let sharesByteOrder: Bool
    private let visualIsXRGB: Bool
    private let bitsPerPixel: Int
    /// `close()` ran; `xcb` is freed memory.
    private(set) var isClosed = false

    /// Requests may still be sent and events read.
    var isUsable: Bool { !isClosed && xcb_connection_has_error(xcb) == 0 }

    /// The socket, for the backend's event descriptor.
    var fileDescriptor: Int32 { xcb_get_file_descriptor(xcb) }

    /// Connects to `name` (one round trip, for the setup) and reads the default screen from the setup.
    ///
    /// - Throws: `PlatformError.cannotOpenDisplay` with the name as Xlib would print it if XCB
    ///   cannot connect or the setup names no such screen.
    static func connect(_ name: String) throws(PlatformError) -> X11LaunchConnection {
        var screenNumber: Int32 = 0
        let failure = PlatformError.cannotOpenDisplay(XDisplayName(name).map { String(cString: $0) } ?? name)
        guard let xcb = xcb_connect(name, &screenNumber) else { throw failure }
        guard xcb_connection_has_error(xcb) == 0, let setup = xcb_get_setup(xcb) else {
            xcb_disconnect(xcb)
            throw failure
        }
        var screens = xcb_setup_roots_iterator(setup)
        for _ in 0..<max(0, screenNumber) where screens.rem > 0 { xcb_screen_next(&screens) }
        guard screens.rem > 0, let screen = screens.data else {
            xcb_disconnect(xcb)
            throw failure
        }
        return X11LaunchConnection(xcb: xcb, setup: setup, screen: screen)
    }

    private init(xcb: OpaquePointer, setup: UnsafePointer<xcb_setup_t>, screen: UnsafeMutablePointer<xcb_screen_t>) {
        self.xcb = xcb
        root = screen.pointee.root
        rootVisual = screen.pointee.root_visual
        rootDepth = screen.pointee.root_depth
        size = PlatformSize(
            width: Int(screen.pointee.width_in_pixels), height: Int(screen.pointee.height_in_pixels))
        maximumRequestBytes = Int(setup.pointee.maximum_request_length) * 4
        sharesByteOrder = Int32(setup.pointee.image_byte_order) == X11ImageHeader.hostByteOrder
        visualIsXRGB = Self.isXRGB(screen, visual: screen.pointee.root_visual)
        let formats = UnsafeBufferPointer(
            start: xcb_setup_pixmap_formats(setup), count: Int(xcb_setup_pixmap_formats_length(setup)))
        bitsPerPixel = formats.first { $0.depth == screen.pointee.root_depth }.map { Int($0.bits_per_pixel) } ?? 0
    }

    /// Whether `visual` of `screen` is 24-bit TrueColor with 0x00RRGGBB masks.
    private static func isXRGB(_ screen: UnsafeMutablePointer<xcb_screen_t>, visual: UInt32) -> Bool {
        var depths = xcb_screen_allowed_depths_iterator(screen)
        while depths.rem > 0 {
            if let depth = depths.data, depth.pointee.depth == 24 {
                let visuals = UnsafeBufferPointer(
                    start: xcb_depth_visuals(depth), count: Int(xcb_depth_visuals_length(depth)))
                if let found = visuals.first(where: { $0.visual_id == visual }) {
                    return found._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue) && found.red_mask == 0xFF0000
                        && found.green_mask == 0xFF00 && found.blue_mask == 0xFF
                }
            }
            xcb_depth_next(&depths)
        }
        return false
    }

    /// The same check as `X11Screen.requireXRGBVisual`, from the setup.
    ///
    /// - Throws: `PlatformError.unsupportedVisual` with the root's depth and bits per pixel.
    func requireXRGBVisual() throws(PlatformError) {
        guard rootDepth == 24, bitsPerPixel == 32, visualIsXRGB else {
            throw .unsupportedVisual(depth: Int(rootDepth), bitsPerPixel: bitsPerPixel)
        }
    }

    // MARK: - Requests

    /// Asks for the root's `RESOURCE_MANAGER` (where `Xft.dpi` lives) without waiting.
    func requestResources() -> xcb_get_property_cookie_t {
        xcb_get_property(xcb, 0, root, UInt32(XA_RESOURCE_MANAGER), UInt32(XA_STRING), 0, 1 << 20)
    }

    /// The property's text, waiting for its reply if it has not come; nil if absent or lost.
    func collectResources(_ cookie: xcb_get_property_cookie_t) -> String? {
        guard let reply = xcb_get_property_reply(xcb, cookie, nil) else { return nil }
        defer { free(reply) }
        let length = Int(xcb_get_property_value_length(reply))
        guard reply.pointee.format == 8, length > 0, let value = xcb_get_property_value(reply) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: length), as: UTF8.self)
    }

    /// A checked `CreateWindow` as X11Backend's: no background, NorthWest bit gravity, the root's
    /// visual; its check is collected later (`check(_:)`), once a later reply or event has come.
    func createWindow(
        _ geometry: X11WindowGeometry, eventMask: UInt32
    ) -> (xid: UInt32, cookie: xcb_void_cookie_t) {
        let xid = xcb_generate_id(xcb)
        let mask = UInt32(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask)
        let values: [UInt32] = [UInt32(None), 0, UInt32(NorthWestGravity), eventMask]
        let cookie = xcb_create_window_checked(
            xcb, rootDepth, xid, root, geometry.x, geometry.y, geometry.width, geometry.height, 0,
            UInt16(InputOutput), rootVisual, mask, values)
        return (xid, cookie)
    }

    /// The error code of a checked request, 0 if it succeeded; waits only if no later answer came.
    func check(_ cookie: xcb_void_cookie_t) -> Int32 {
        guard let error = xcb_request_check(xcb, cookie) else { return 0 }
        defer { free(error) }
        return Int32(error.pointee.error_code)
    }

    /// Replaces a property. Format-32 items arrive as C longs, as Xlib takes them, and go as 32 bits.
    func changeProperty(
        _ window: UInt32, _ property: UInt, type: UInt, format: Int32, _ bytes: UnsafeRawBufferPointer, count: Int
    ) {
        if format == 32 {
            let items = (0..<count).map { UInt32(truncatingIfNeeded: bytes.load(fromByteOffset: $0 * 8, as: Int.self)) }
            items.withUnsafeBytes { send(window, property, type, 32, $0.baseAddress, count) }
        } else {
            send(window, property, type, UInt8(format), bytes.baseAddress, count)
        }
    }

    private func send(
        _ window: UInt32, _ property: UInt, _ type: UInt, _ format: UInt8, _ data: UnsafeRawPointer?, _ count: Int
    ) {
        xcb_change_property(
            xcb, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, UInt32(truncatingIfNeeded: property),
            UInt32(truncatingIfNeeded: type), format, UInt32(count), data)
    }

    func map(_ window: UInt32) { xcb_map_window(xcb, window) }
    func unmap(_ window: UInt32) { xcb_unmap_window(xcb, window) }
    func destroy(_ window: UInt32) { xcb_destroy_window(xcb, window) }

    func resize(_ window: UInt32, to size: PlatformSize) {
        let geometry = X11WindowGeometry(x: 0, y: 0, size: size)
        let values = [UInt32(geometry.width), UInt32(geometry.height)]
        xcb_configure_window(
            xcb, window, UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue | XCB_CONFIG_WINDOW_HEIGHT.rawValue), values)
    }

    /// The events this connection is sent for `window` from now on (0: only those sent to its creator).
    func selectEvents(_ mask: UInt32, on window: UInt32) {
        xcb_change_window_attributes(xcb, window, UInt32(XCB_CW_EVENT_MASK.rawValue), [mask])
    }

    /// A pixmap of the root's depth, `size` at least 1×1, for the window's pixels on the server
    /// (the mirror Xlib's presents adopt, `X11ServerMirror`), and a GC for it without
    /// GraphicsExpose events: a pixmap source is always complete.
    func createMirror(for window: UInt32, size: PlatformSize) -> (pixmap: UInt32, gc: UInt32) {
        let pixmap = xcb_generate_id(xcb)
        let geometry = X11WindowGeometry(x: 0, y: 0, size: size)
        xcb_create_pixmap(xcb, rootDepth, pixmap, window, geometry.width, geometry.height)
        let gc = xcb_generate_id(xcb)
        xcb_create_gc(xcb, gc, pixmap, UInt32(XCB_GC_GRAPHICS_EXPOSURES.rawValue), [0])
        return (pixmap, gc)
    }

    func freeGC(_ gc: UInt32) { xcb_free_gc(xcb, gc) }
    func freePixmap(_ pixmap: UInt32) { xcb_free_pixmap(xcb, pixmap) }

    /// Fills `rects` with `color` (0xRRGGBB), in requests of at most 16,000 rectangles.
    func fill(_ rects: [PlatformRect], color: UInt32, on drawable: UInt32, gc: UInt32) {
        xcb_change_gc(xcb, gc, UInt32(XCB_GC_FOREGROUND.rawValue), [color])
        let boxes = rects.map {
            xcb_rectangle_t(
                x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                height: UInt16(clamping: $0.height))
        }
        for start in stride(from: 0, to: boxes.count, by: 16_000) {
            let part = Array(boxes[start..<min(start + 16_000, boxes.count)])
            xcb_poly_fill_rectangle(xcb, drawable, gc, UInt32(part.count), part)
        }
    }

    /// Copies `rect` of `source` to the same place in `target`.
    func copy(_ rect: PlatformRect, from source: UInt32, to target: UInt32, gc: UInt32) {
        let (x, y) = (Int16(clamping: rect.x), Int16(clamping: rect.y))
        xcb_copy_area(
            xcb, source, target, gc, x, y, x, y, UInt16(clamping: rect.width), UInt16(clamping: rect.height))
    }

    /// `rect` of the pixels (32-bit words, `bytesPerRow` apart) as ZPixmap `PutImage`s, in strips
    /// that each fit a request (`X11Backend.strips(of:maximumRequestBytes:headerBytes:)`).
    func putImage(
        _ rect: PlatformRect, from pixels: UnsafeRawPointer, bytesPerRow: Int, on drawable: UInt32, gc: UInt32
    ) {
        let rowBytes = rect.width * 4
        for strip in X11Backend.strips(of: rect, maximumRequestBytes: maximumRequestBytes) {
            let first = pixels + strip.y * bytesPerRow + strip.x * 4
            if rowBytes == bytesPerRow {
                // Whole rows of the buffer are already one run of bytes: XCB copies them out itself.
                xcb_put_image(
                    xcb, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), drawable, gc, UInt16(strip.width),
                    UInt16(strip.height), Int16(strip.x), Int16(strip.y), 0, rootDepth,
                    UInt32(rowBytes * strip.height), first.assumingMemoryBound(to: UInt8.self))
                continue
            }
            var bytes = [UInt8](repeating: 0, count: rowBytes * strip.height)
            bytes.withUnsafeMutableBytes { target in
                guard let base = target.baseAddress else { return }
                for row in 0..<strip.height {
                    let source = first + row * bytesPerRow
                    (base + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
                }
            }
            xcb_put_image(
                xcb, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), drawable, gc, UInt16(strip.width),
                UInt16(strip.height), Int16(strip.x), Int16(strip.y), 0, rootDepth, UInt32(bytes.count), bytes)
        }
    }

    /// Sends a ClientMessage's 32 bytes to the root as EWMH's ping answer wants.
    func sendToRoot(_ event: UnsafeRawBufferPointer) {
        let mask = UInt32(SubstructureNotifyMask | SubstructureRedirectMask)
        _ = event.withMemoryRebound(to: CChar.self) { xcb_send_event(xcb, 0, root, mask, $0.baseAddress) }
    }

    func flush() {
        guard isUsable else { return }
        xcb_flush(xcb)
    }

    /// Waits until the server handled everything sent so far (a `GetInputFocus` reply).
    func sync() {
        guard isUsable else { return }
        free(xcb_get_input_focus_reply(xcb, xcb_get_input_focus(xcb), nil))
    }

    /// The next event or error already read or readable without blocking; the caller frees it.
    func nextEvent() -> UnsafeMutablePointer<xcb_generic_event_t>? {
        guard !isClosed else { return nil }
        return xcb_poll_for_event(xcb)
    }

    /// The next event XCB already read from the socket (while waiting for a reply), without reading more.
    func nextQueuedEvent() -> UnsafeMutablePointer<xcb_generic_event_t>? {
        guard !isClosed else { return nil }
        return xcb_poll_for_queued_event(xcb)
    }

    /// Disconnects; the server destroys the windows this connection made.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        xcb_disconnect(xcb)
    }

    // MARK: - Pure parts

    /// Whether the display `name` is reached over the network, where each round trip costs the
    /// link's latency: a host before the colon (`host:0`, `localhost:10` as `ssh -X` sets, `tcp/…`),
    /// not a Unix socket (`:0`, `unix:0`, `unix/…`, a socket path).
    nonisolated static func isRemote(_ name: String) -> Bool {
        guard !name.hasPrefix("/") else { return false }
        var rest = Substring(name)
        var transport: Substring?
        if let slash = rest.firstIndex(of: "/") {
            transport = rest[..<slash]
            rest = rest[rest.index(after: slash)...]
        }
        guard let colon = rest.lastIndex(of: ":") else { return false }
        let host = rest[..<colon]
        if let transport { return transport != "unix" && transport != "local" }
        return !host.isEmpty && host != "unix"
    }
}

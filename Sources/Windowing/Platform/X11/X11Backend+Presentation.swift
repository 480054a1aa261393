internal import CX11

extension X11Backend {
    /// The window's back buffer at its current size, made again when the size changed.
    func backBuffer(of id: PlatformWindowID) -> Bitmap? {
        guard let window = window(id) else { return nil }
        if let buffer = window.backBuffer, buffer.size == window.size || !connection.isUsable {
            return buffer.surface
        }
        guard connection.isUsable else { return nil }
        window.backBuffer = nil  // the old segment goes before the new one is made
        window.backBuffer = makeBackBuffer(window.size)
        return window.backBuffer?.surface
    }

    /// A shared-memory buffer when the server takes one, else a plain one.
    private func makeBackBuffer(_ size: PlatformSize) -> X11BackBuffer? {
        if triesSharedMemory {
            do {
                return try X11BackBuffer.shared(size: size, connection: connection, visual: visual)
            } catch .refusedByServer {
                triesSharedMemory = false
            } catch {
                // A local failure (segment limits); plain memory works, and the next buffer tries again.
            }
        }
        guard let buffer = X11BackBuffer.plain(size: size, connection: connection, visual: visual) else {
            Diagnostics.warning("X11: cannot describe a \(size.width)x\(size.height) back buffer to Xlib")
            return nil
        }
        return buffer
    }

    /// Copies `rects` (clamped to the buffer) from the back buffer to the window.
    ///
    /// With MIT-SHM one `XSync` ends the batch, because the segment must not be drawn into again
    /// before the server has read it; plain `XPutImage` copies the bytes, so a flush is enough,
    /// and only the pixels that changed since the last present go out (`X11PresentShadow`).
    func present(_ rects: [PlatformRect], of id: PlatformWindowID) {
        guard connection.isUsable, let window = window(id), let buffer = window.backBuffer else { return }
        hasPresented = true
        buffer.surface.flush()
        let bounds = PlatformRect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)
        let clamped = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        if let shadow = buffer.shadow, let pixels = buffer.surface.data {
            send(shadow.plan(clamped, source: pixels, bytesPerRow: buffer.surface.bytesPerRow), of: buffer, to: window)
        } else {
            for rect in clamped { put(rect, of: buffer, to: window) }
        }
        if buffer.usesSharedMemory {
            XSync(display, 0)
        } else {
            XFlush(display)
        }
    }

    /// The server lost `rect` of the window (Expose): the next present sends it whole.
    func serverLost(_ rect: PlatformRect, of window: X11Window) {
        window.backBuffer?.shadow?.forget(rect)
    }

    /// The fills, one colour change and `XFillRectangles` each, then the images in strips.
    private func send(_ plan: X11PresentPlan, of buffer: X11BackBuffer, to window: X11Window) {
        for fill in plan.fills {
            XSetForeground(display, window.gc, UInt(fill.color))
            var rects = fill.rects.map {
                XRectangle(
                    x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                    height: UInt16(clamping: $0.height))
            }
            XFillRectangles(display, window.xid, window.gc, &rects, Int32(rects.count))
        }
        for rect in plan.images {
            for strip in strips(of: rect) { put(strip, of: buffer, to: window) }
        }
    }

    /// The largest request the server takes, in bytes: BIG-REQUESTS' limit if Xlib enabled it.
    var maximumRequestBytes: Int {
        let extended = XExtendedMaxRequestSize(display)
        return (extended > 0 ? extended : XMaxRequestSize(display)) * 4
    }

    /// `rect` cut into bands of whole rows that each fit one request, BIG-REQUESTS' size if the
    /// server has it. Xlib would halve an oversized `XPutImage` itself; cutting here makes the
    /// requests predictable. A single row always fits: even the core limit (256 KB) holds 65,000 pixels.
    func strips(of rect: PlatformRect) -> [PlatformRect] {
        let rows = max(1, (maximumRequestBytes - 28) / max(1, rect.width * 4))  // PutImage's header, big length
        guard rows < rect.height else { return [rect] }
        return stride(from: rect.y, to: rect.y + rect.height, by: rows).map {
            PlatformRect(x: rect.x, y: $0, width: rect.width, height: min(rows, rect.y + rect.height - $0))
        }
    }

    /// One `XShmPutImage` (no completion event) or `XPutImage` of `rect`.
    private func put(_ rect: PlatformRect, of buffer: X11BackBuffer, to window: X11Window) {
        let (x, y) = (Int32(rect.x), Int32(rect.y))
        let (width, height) = (UInt32(rect.width), UInt32(rect.height))
        if buffer.usesSharedMemory {
            XShmPutImage(display, window.xid, window.gc, buffer.image.pointer, x, y, x, y, width, height, 0)
        } else {
            XPutImage(display, window.xid, window.gc, buffer.image.pointer, x, y, x, y, width, height)
        }
    }

    /// The window's pixels as the server has them, or nil if it cannot read them (e.g. unmapped).
    func capture(_ id: PlatformWindowID) -> Bitmap? {
        guard connection.isUsable, let window = window(id) else { return nil }
        let image = try? X11ErrorTrap.run("XGetImage", display: connection) { () -> UnsafeMutablePointer<XImage>? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window.xid, &attributes) != 0 else { return nil }
            return XGetImage(
                display, window.xid, 0, 0, UInt32(attributes.width), UInt32(attributes.height), ~0, ZPixmap)
        }
        guard let image = image ?? nil else { return nil }
        defer { _ = CX11_XDestroyImage(image) }
        return Self.surface(copying: image)
    }

    /// A new surface holding the image's pixels as 0x00RRGGBB words.
    private static func surface(copying image: UnsafeMutablePointer<XImage>) -> Bitmap? {
        let (width, height) = (Int(image.pointee.width), Int(image.pointee.height))
        let surface = Bitmap(width: width, height: height)
        surface.flush()
        guard let target = surface.data, let source = image.pointee.data else { return nil }
        let direct = image.pointee.bits_per_pixel == 32 && image.pointee.byte_order == X11ImageHeader.hostByteOrder
        let sourceStride = Int(image.pointee.bytes_per_line)
        for y in 0..<height {
            let row = target + y * surface.bytesPerRow
            for x in 0..<width {
                let word =
                    direct
                    ? UnsafeRawPointer(source).loadUnaligned(fromByteOffset: y * sourceStride + x * 4, as: UInt32.self)
                    : UInt32(truncatingIfNeeded: CX11_XGetPixel(image, Int32(x), Int32(y)))
                row.storeBytes(of: word & 0x00FF_FFFF, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        surface.markDirty()
        return surface
    }
}

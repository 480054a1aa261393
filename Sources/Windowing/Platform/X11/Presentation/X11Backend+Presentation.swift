internal import CX11

extension X11Backend {
    /// The window's back buffer at its current size, made again when the size changed.
    func backBuffer(of id: PlatformWindowID) -> Bitmap? {
        guard let window = window(id) else { return nil }
        if isLaunching { return launchBackBuffer(of: window) }
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
    /// before the server has read it. Plain `XPutImage` copies the bytes, so a flush is enough;
    /// only the pixels that changed since the last present go out (`X11PresentShadow`), into the
    /// window's mirror on the server, which then copies them to the window (`X11ServerMirror`).
    func present(_ rects: [PlatformRect], of id: PlatformWindowID) {
        guard let window = window(id), let buffer = window.backBuffer else { return }
        let bounds = PlatformRect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)
        let clamped = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        if isLaunching {
            presentOnLaunchConnection(clamped, of: window, buffer)
            return
        }
        guard connection.isUsable, let gc = window.gc else { return }
        hasPresented = true
        buffer.surface.flush()
        if let shadow = buffer.shadow, let pixels = buffer.surface.data {
            let mirror = mirror(of: window, shadow: shadow)
            if let mirror, let renderFormats, mirror.blending == nil, !shadow.allowsBlends {
                shadow.allowsBlends = mirror.enableBlending(renderFormats, size: buffer.size, visual: visual)
            }
            // One rectangle at a time: a save must read the pixels the rectangles before it left.
            for rect in clamped {
                let plan = shadow.plan([rect], source: pixels, bytesPerRow: buffer.surface.bytesPerRow)
                if let mirror {
                    mirror.perform(plan.steps)
                    send(plan, of: buffer, to: mirror.pixmap, gc: mirror.gc, mirror: mirror)
                    mirror.show(rect, on: window.xid)
                    mirror.release(plan.released)
                } else {
                    send(plan, of: buffer, to: window.xid, gc: gc)
                }
            }
        } else {
            for rect in clamped { put(rect, of: buffer, to: window.xid, gc: gc) }
        }
        if buffer.usesSharedMemory {
            XSync(display, 0)
        } else {
            XFlush(display)
        }
    }

    /// The window's mirror, made with the back buffer's first present; nil on MIT-SHM or if Xlib
    /// cannot make one (then presents draw on the window itself, as before).
    private func mirror(of window: X11Window, shadow: X11PresentShadow) -> X11ServerMirror? {
        if let mirror = window.backBuffer?.mirror { return mirror }
        guard let size = window.backBuffer?.size,
            let mirror = X11ServerMirror(connection: connection, window: window.xid, size: size)
        else { return nil }
        window.backBuffer?.mirror = mirror
        // The new pixmap holds nothing yet; one window's worth of saved pixels on each side.
        shadow.forget(PlatformRect(x: 0, y: 0, width: size.width, height: size.height))
        shadow.cache = X11PresentCache(budget: max(size.width * size.height, 65_536))
        return mirror
    }

    /// The server lost `rect` of the window (Expose). Without a mirror the next present sends it
    /// whole; with one, the present that answers the Expose copies it from the mirror.
    func serverLost(_ rect: PlatformRect, of window: X11Window) {
        guard window.backBuffer?.mirror == nil else { return }
        window.backBuffer?.shadow?.forget(rect)
    }

    /// The fills, one colour change and `XFillRectangles` each, the blends (only a mirror has
    /// them: their backgrounds' fills, then the masks), then the images in strips.
    private func send(
        _ plan: X11PresentPlan, of buffer: X11BackBuffer, to drawable: UInt, gc: OpaquePointer,
        mirror: X11ServerMirror? = nil
    ) {
        for fill in plan.fills {
            XSetForeground(display, gc, UInt(fill.color))
            var rects = fill.rects.map {
                XRectangle(
                    x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                    height: UInt16(clamping: $0.height))
            }
            XFillRectangles(display, drawable, gc, &rects, Int32(rects.count))
        }
        // After every fill: a fill of a mixed colour inside a blend's rectangle must not be its base.
        if let mirror, !plan.blends.isEmpty {
            for background in Set(plan.blends.map(\.background)).sorted() {
                XSetForeground(display, gc, UInt(background))
                var rects = plan.blends.filter { $0.background == background }.map {
                    XRectangle(
                        x: Int16(clamping: $0.rect.x), y: Int16(clamping: $0.rect.y),
                        width: UInt16(clamping: $0.rect.width), height: UInt16(clamping: $0.rect.height))
                }
                XFillRectangles(display, drawable, gc, &rects, Int32(rects.count))
            }
            for blend in plan.blends { mirror.draw(blend) }
        }
        for rect in plan.images {
            for strip in strips(of: rect) { put(strip, of: buffer, to: drawable, gc: gc) }
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
        // PutImage's header with BIG-REQUESTS' longer length field.
        Self.strips(of: rect, maximumRequestBytes: maximumRequestBytes, headerBytes: 28)
    }

    /// `rect` cut into bands of whole rows whose `PutImage` (`headerBytes` of header, 24 without
    /// BIG-REQUESTS) fits `maximumRequestBytes`; one row per band at least.
    nonisolated static func strips(
        of rect: PlatformRect, maximumRequestBytes: Int, headerBytes: Int = 24
    ) -> [PlatformRect] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let rows = max(1, (maximumRequestBytes - headerBytes) / (rect.width * 4))
        guard rows < rect.height else { return [rect] }
        return stride(from: rect.y, to: rect.y + rect.height, by: rows).map {
            PlatformRect(x: rect.x, y: $0, width: rect.width, height: min(rows, rect.y + rect.height - $0))
        }
    }

    /// One `XShmPutImage` (no completion event) or `XPutImage` of `rect`.
    private func put(_ rect: PlatformRect, of buffer: X11BackBuffer, to drawable: UInt, gc: OpaquePointer) {
        guard let image = buffer.image else { return }
        let (x, y) = (Int32(rect.x), Int32(rect.y))
        let (width, height) = (UInt32(rect.width), UInt32(rect.height))
        if buffer.usesSharedMemory {
            XShmPutImage(display, drawable, gc, image.pointer, x, y, x, y, width, height, 0)
        } else {
            XPutImage(display, drawable, gc, image.pointer, x, y, x, y, width, height)
        }
    }

    /// The window's pixels as the server has them, or nil if it cannot read them (e.g. unmapped).
    func capture(_ id: PlatformWindowID) -> Bitmap? {
        // What the launch connection drew is on the server once it answered: two streams are not ordered.
        launch?.connection.sync()
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

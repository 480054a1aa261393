internal import CX11

/// The RENDER picture formats a mirror needs to composite coverage masks (`X11PresentBlend`).
struct X11RenderFormats {
    /// The window's visual, for the mirror's picture.
    let window: UnsafeMutablePointer<XRenderPictFormat>
    /// PictStandardA8, for the masks.
    let alpha: UnsafeMutablePointer<XRenderPictFormat>
}

extension X11Backend {
    /// Looks RENDER up once a frame is on screen and some window presents without MIT-SHM: the
    /// extension query and the format list are round trips the launch does not wait for. Until
    /// then, and without RENDER, two-colour rectangles go out as images.
    func prepareRender() {
        guard renderPending, connection.isUsable,
            windows.values.contains(where: { $0.backBuffer?.shadow != nil })
        else { return }
        renderPending = false
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var depthCount: Int32 = 0
        guard XRenderQueryExtension(display, &eventBase, &errorBase) != 0,
            let depths = XListDepths(display, XDefaultScreen(display), &depthCount)
        else { return }
        defer { XFree(depths) }
        // An 8-bit pixmap holds the masks; the depths came with the connection setup.
        guard UnsafeBufferPointer(start: depths, count: Int(depthCount)).contains(8),
            let window = XRenderFindVisualFormat(display, visual),
            let alpha = XRenderFindStandardFormat(display, Int32(PictStandardA8))
        else { return }
        renderFormats = X11RenderFormats(window: window, alpha: alpha)
    }
}

extension X11ServerMirror {
    /// Makes the pictures and the mask pixmap; false if Xlib cannot (then blends stay off).
    func enableBlending(
        _ formats: X11RenderFormats, size: PlatformSize, visual: UnsafeMutablePointer<Visual>
    ) -> Bool {
        let display = connection.display
        // Xlib sizes an 8-bit image's pixels by the server's format; the masks are built as bytes.
        guard let probe = XCreateImage(display, visual, 8, ZPixmap, 0, nil, 1, 1, 32, 4) else { return false }
        let bitsPerPixel = probe.pointee.bits_per_pixel
        _ = CX11_XDestroyImage(probe)
        guard bitsPerPixel == 8 else { return false }
        let mask = XCreatePixmap(display, pixmap, UInt32(max(1, size.width)), UInt32(max(1, size.height)), 8)
        guard let maskGC = XCreateGC(display, mask, 0, nil) else {
            XFreePixmap(display, mask)
            return false
        }
        blending = X11MirrorBlending(
            picture: XRenderCreatePicture(display, pixmap, formats.window, 0, nil), mask: mask, maskGC: maskGC,
            maskPicture: XRenderCreatePicture(display, mask, formats.alpha, 0, nil), visual: visual)
        return true
    }

    /// Fills nothing: the blend's background is among the plan's fills, which come first. Puts
    /// the coverage into the mask at the rectangle's place and composites the foreground through it.
    func draw(_ blend: X11PresentBlend) {
        guard let blending else { return }
        let display = connection.display
        let rect = blend.rect
        let stride = (rect.width + 3) / 4 * 4
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: stride * rect.height)
        defer { bytes.deallocate() }
        blend.coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<rect.height {
                let row = UnsafeMutableRawPointer(bytes + y * stride)
                row.copyMemory(from: coverage.baseAddress! + y * rect.width, byteCount: rect.width)
                (row + rect.width).initializeMemory(as: UInt8.self, repeating: 0, count: stride - rect.width)
            }
        }
        guard
            let image = XCreateImage(
                display, blending.visual, 8, ZPixmap, 0, bytes, UInt32(rect.width), UInt32(rect.height), 32,
                Int32(stride))
        else { return }
        XPutImage(
            display, blending.mask, blending.maskGC, image, 0, 0, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
            UInt32(rect.height))
        image.pointee.data = nil  // ours, freed above
        _ = CX11_XDestroyImage(image)
        // 16-bit channels: the server keeps the top 8 bits, which are the colour's own.
        var color = XRenderColor(
            red: UInt16((blend.foreground >> 16) & 0xFF) * 257, green: UInt16((blend.foreground >> 8) & 0xFF) * 257,
            blue: UInt16(blend.foreground & 0xFF) * 257, alpha: 0xFFFF)
        let solid = XRenderCreateSolidFill(display, &color)
        XRenderComposite(
            display, Int32(PictOpOver), solid, blending.maskPicture, blending.picture, 0, 0, Int32(rect.x),
            Int32(rect.y), Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        XRenderFreePicture(display, solid)
    }
}

/// The mirror's RENDER resources.
struct X11MirrorBlending {
    let picture: UInt
    let mask: UInt
    let maskGC: OpaquePointer
    let maskPicture: UInt
    let visual: UnsafeMutablePointer<Visual>
}

internal import CX11

/// A pixmap on the server with the window's pixels as last presented without MIT-SHM, and the
/// pixmaps of `X11PresentCache`'s slots.
///
/// A present draws into the mirror, then copies the rectangles it presented to the window. So
/// pixels the server drops from the window (covered by another window, unmapped) come back with
/// a CopyArea instead of over the link, and a cache save reads the old pixels from the mirror,
/// which no other window can cover, so a save never holds another window's pixels.
final class X11ServerMirror {
    let connection: X11Connection
    let pixmap: UInt
    /// No GraphicsExpose or NoExpose: a pixmap source is always complete.
    let gc: OpaquePointer
    private let depth: UInt32
    private var slots: [Int: (pixmap: UInt, size: PlatformSize)] = [:]
    /// Pixmaps of released slots, kept for a later save of the same size instead of a new one: a
    /// control's press and release save the same rectangle again and again.
    private var spares: [PlatformSize: [UInt]] = [:]
    private(set) var spareCount = 0
    private static let maximumSpares = 8
    /// RENDER's pictures and the mask pixmap, once `enableBlending` made them.
    var blending: X11MirrorBlending?

    /// A mirror the size of `window`'s back buffer; nil if Xlib cannot allocate the GC.
    init?(connection: X11Connection, window: UInt, size: PlatformSize) {
        let display = connection.display
        depth = UInt32(XDefaultDepth(display, XDefaultScreen(display)))
        pixmap = XCreatePixmap(display, window, UInt32(max(1, size.width)), UInt32(max(1, size.height)), depth)
        var values = XGCValues()
        values.graphics_exposures = 0
        guard let gc = XCreateGC(display, pixmap, UInt(GCGraphicsExposures), &values) else {
            XFreePixmap(display, pixmap)
            return nil
        }
        self.connection = connection
        self.gc = gc
    }

    /// A mirror over `pixmap`, which the launch connection made and drew the first frame into
    /// (X11Backend+Launch); it is freed with the mirror like one made here. Nil if Xlib cannot
    /// allocate the GC.
    init?(connection: X11Connection, adopting pixmap: UInt) {
        let display = connection.display
        depth = UInt32(XDefaultDepth(display, XDefaultScreen(display)))
        var values = XGCValues()
        values.graphics_exposures = 0
        guard let gc = XCreateGC(display, pixmap, UInt(GCGraphicsExposures), &values) else { return nil }
        self.connection = connection
        self.pixmap = pixmap
        self.gc = gc
    }

    /// Carries out a plan's saves and restores between the mirror and the slots' pixmaps.
    func perform(_ steps: [X11PresentPlan.Step]) {
        let display = connection.display
        for step in steps {
            switch step {
            case .save(let slot, let rect):
                let size = PlatformSize(width: rect.width, height: rect.height)
                let target =
                    takeSpare(of: size)
                    ?? XCreatePixmap(display, pixmap, UInt32(size.width), UInt32(size.height), depth)
                slots[slot] = (target, size)
                XCopyArea(
                    display, pixmap, target, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
                    UInt32(rect.height), 0, 0)
            case .restore(let slot, let rect):
                guard let source = slots[slot]?.pixmap else { continue }
                XCopyArea(
                    display, source, pixmap, gc, 0, 0, UInt32(rect.width), UInt32(rect.height), Int32(rect.x),
                    Int32(rect.y))
            }
        }
    }

    /// Frees the slots' pixmaps, or keeps a few for the next saves of their size.
    func release(_ released: [Int]) {
        for slot in released {
            guard let target = slots.removeValue(forKey: slot) else { continue }
            if spareCount < Self.maximumSpares {
                spares[target.size, default: []].append(target.pixmap)
                spareCount += 1
            } else {
                XFreePixmap(connection.display, target.pixmap)
            }
        }
    }

    private func takeSpare(of size: PlatformSize) -> UInt? {
        guard let spare = spares[size]?.popLast() else { return nil }
        spareCount -= 1
        return spare
    }

    /// Copies `rect` of the mirror to the window.
    func show(_ rect: PlatformRect, on window: UInt) {
        XCopyArea(
            connection.display, pixmap, window, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
            UInt32(rect.height), Int32(rect.x), Int32(rect.y))
    }

    deinit {
        guard connection.isUsable else { return }
        for target in slots.values { XFreePixmap(connection.display, target.pixmap) }
        for spare in spares.values.joined() { XFreePixmap(connection.display, spare) }
        if let blending {
            XRenderFreePicture(connection.display, blending.maskPicture)
            XRenderFreePicture(connection.display, blending.picture)
            XFreeGC(connection.display, blending.maskGC)
            XFreePixmap(connection.display, blending.mask)
        }
        XFreeGC(connection.display, gc)
        XFreePixmap(connection.display, pixmap)
    }
}

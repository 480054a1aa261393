internal import CX11

extension X11Backend {
    /// Moves `source` by (`dx`, `dy`) in the back buffer, in the copy of what the server was last
    /// sent, and on the server with one `XCopyArea`: a scroll costs a 28-byte request instead of
    /// the pixels. What the server cannot copy (a part of the window another window covers) comes
    /// back as GraphicsExpose and is presented from the back buffer like an Expose. Without
    /// MIT-SHM the copy is made in the window's mirror, then shown (`X11ServerMirror`).
    func scroll(_ source: PlatformRect, dx: Int, dy: Int, of id: PlatformWindowID) -> Bool {
        // Before Xlib's connection opened the caller redraws instead (the launch draws one frame).
        guard !isLaunching, connection.isUsable, let window = window(id), let gc = window.gc,
            let buffer = window.backBuffer, buffer.size == window.size
        else { return false }
        let movable = PixelMove.movable(source, dx: dx, dy: dy, width: buffer.size.width, height: buffer.size.height)
        guard !movable.isEmpty else { return false }
        buffer.surface.flush()
        guard let pixels = buffer.surface.data else { return false }
        PixelMove.move(movable, dx: dx, dy: dy, in: pixels, bytesPerRow: buffer.surface.bytesPerRow)
        buffer.surface.markDirty()
        buffer.shadow?.move(movable, dx: dx, dy: dy)
        if let mirror = buffer.mirror {
            // The mirror is never covered, so the copy is whole and there is no GraphicsExpose.
            XCopyArea(
                display, mirror.pixmap, mirror.pixmap, mirror.gc, Int32(movable.x), Int32(movable.y),
                UInt32(movable.width), UInt32(movable.height), Int32(movable.x + dx), Int32(movable.y + dy))
            mirror.show(movable.offsetBy(dx: dx, dy: dy), on: window.xid)
            return true
        }
        XCopyArea(
            display, window.xid, window.xid, gc, Int32(movable.x), Int32(movable.y), UInt32(movable.width),
            UInt32(movable.height), Int32(movable.x + dx), Int32(movable.y + dy))
        return true
    }
}

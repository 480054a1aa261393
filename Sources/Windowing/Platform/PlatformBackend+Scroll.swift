// Scrolling by moving pixels: the window asks its backend to move the still-visible part of a
// scroll view's content in the back buffer and on the screen, then repaints only the strip the
// move uncovered. A backend that cannot answers false, and the window repaints the whole view.

extension PlatformBackend {
    /// Moves the pixels of `source` (window pixels) by (`dx`, `dy`) in the back buffer and on the
    /// screen; false if this backend cannot, so the caller repaints instead.
    func scroll(_ source: PlatformRect, dx: Int, dy: Int, of id: PlatformWindowID) -> Bool { false }
}

extension PlatformRect {
    func offsetBy(dx: Int, dy: Int) -> PlatformRect { PlatformRect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// Moving a rectangle of 32-bit pixels within one buffer, overlapping or not.
enum PixelMove {
    /// The part of `source` that can move by (`dx`, `dy`) and stay inside a `width`×`height` buffer.
    static func movable(_ source: PlatformRect, dx: Int, dy: Int, width: Int, height: Int) -> PlatformRect {
        let bounds = PlatformRect(x: 0, y: 0, width: width, height: height)
        return source.intersection(bounds).intersection(bounds.offsetBy(dx: -dx, dy: -dy))
    }

    /// Moves `source`, which must be `movable`, by (`dx`, `dy`).
    static func move(
        _ source: PlatformRect, dx: Int, dy: Int, in base: UnsafeMutableRawPointer, bytesPerRow: Int
    ) {
        guard !source.isEmpty else { return }
        // Rows go in the order that reads each before it is overwritten; within a row the copy is a memmove.
        let rows =
            dy > 0
            ? stride(from: source.height - 1, through: 0, by: -1) : stride(from: 0, through: source.height - 1, by: 1)
        for row in rows {
            let from = base + (source.y + row) * bytesPerRow + source.x * 4
            let to = base + (source.y + row + dy) * bytesPerRow + (source.x + dx) * 4
            to.copyMemory(from: from, byteCount: source.width * 4)
        }
    }
}

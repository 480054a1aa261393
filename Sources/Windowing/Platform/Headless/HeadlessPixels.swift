import Foundation

/// Pixel memory for a headless window that outlives its size: a resize within what was already
/// allocated makes a new surface over the same bytes instead of allocating and clearing a new
/// one. The pixels stay where they were, top-left anchored, as an X window with NorthWestGravity
/// keeps them until the repaint.
@MainActor
final class HeadlessPixels {
    private var storage: PixelStorage?

    /// A surface of `size` over this storage, growing it (and dropping its pixels) if it is too small.
    func bitmap(_ size: PlatformSize) -> Bitmap {
        let width = max(1, size.width)
        let height = max(1, size.height)
        if let storage, width <= storage.width, height <= storage.height {
            return storage.bitmap(width: width, height: height)
        }
        // Surfaces made earlier keep the old bytes alive through their release closures.
        guard
            let grown = PixelStorage(
                width: max(width, storage?.width ?? 0), height: max(height, storage?.height ?? 0))
        else { return Bitmap(width: width, height: height) }
        storage = grown
        return grown.bitmap(width: width, height: height)
    }
}

/// Zeroed xRGB32 rows, freed when the last surface over them goes.
@MainActor
private final class PixelStorage {
    let base: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let bytesPerRow: Int

    init?(width: Int, height: Int) {
        bytesPerRow = Bitmap.bytesPerRow(forWidth: width)
        guard bytesPerRow > 0, let base = calloc(bytesPerRow * height, 1) else { return nil }
        self.base = base
        self.width = width
        self.height = height
    }

    func bitmap(width: Int, height: Int) -> Bitmap {
        Bitmap(data: base, width: width, height: height, bytesPerRow: bytesPerRow) { _ = self }
    }

    isolated deinit { free(base) }
}

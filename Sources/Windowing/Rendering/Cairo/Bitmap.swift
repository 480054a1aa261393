internal import CCairo
import Foundation

/// Pixels in memory, a Cairo image surface: in xRGB32 (Cairo's RGB24) for a window's back buffer,
/// or premultiplied ARGB32 for a view's cached contents and an image's pixels. Pixels are 32-bit
/// native-endian words 0x00RRGGBB (0xAARRGGBB), the layout a 24-bit TrueColor X visual uses, so a
/// backend can present the bytes without conversion.
@MainActor
final class Bitmap {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    /// Keeps memory a backend lent us (a shared-memory segment) alive exactly as long as the surface.
    private let releaseStorage: (() -> Void)?

    /// A surface whose memory Cairo owns.
    init(width: Int, height: Int, hasAlpha: Bool = false) {
        self.width = max(1, width)
        self.height = max(1, height)
        let format = hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        pointer = cairo_image_surface_create(format, Int32(self.width), Int32(self.height))
        releaseStorage = nil
        if let data = cairo_image_surface_get_data(pointer) {
            PagePrefault.populate(
                UnsafeMutableRawPointer(data), byteCount: Int(cairo_image_surface_get_stride(pointer)) * self.height)
        }
    }

    /// A surface over memory the caller owns (for example an MIT-SHM segment); `release` runs
    /// after Cairo has let go of it.
    init(data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, release: @escaping () -> Void) {
        self.width = width
        self.height = height
        pointer = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height),
            Int32(bytesPerRow))
        releaseStorage = release
    }

    /// Takes ownership of an image surface Cairo made (a decoded PNG); its reference is released in `deinit`.
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
        releaseStorage = nil
    }

    /// Whether pixels carry alpha (ARGB32, premultiplied) rather than being opaque xRGB32.
    var hasAlpha: Bool { cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32 }

    /// The Cairo stride for an xRGB32 row of `width` pixels.
    static func bytesPerRow(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
    }

    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The first byte of the pixel data, valid until the surface is released.
    var data: UnsafeMutableRawPointer? { cairo_image_surface_get_data(pointer).map { UnsafeMutableRawPointer($0) } }

    /// Finishes Cairo's pending work so the bytes can be read by someone else.
    func flush() { cairo_surface_flush(pointer) }

    /// Tells Cairo the bytes were changed behind its back.
    func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// The pixel at (x, y) as 0xAARRGGBB (alpha forced to 0xFF for xRGB surfaces).
    func pixel(x: Int, y: Int) -> UInt32 {
        flush()
        guard x >= 0, y >= 0, x < width, y < height, let data else { return 0 }
        let word = data.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        return cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24 ? word | 0xFF00_0000 : word
    }

    /// Writes the surface as a PNG file at `path`, a new file of mode 0600 that never writes through
    /// a link or file already there (`PrivateFile`).
    func writePNG(to path: String) throws(PrivateFile.WriteError) {
        let data: Data
        do throws(ImageError) {
            data = try ImageCodec.encodePNG(self)
        } catch {
            throw PrivateFile.WriteError(path: path, reason: error.description)
        }
        try PrivateFile.write(data, to: path)
    }

    /// A copy of the pixels as they are now (a snapshot); nil when Cairo could not make one (out
    /// of memory).
    func copy() -> Bitmap? {
        flush()
        let copy = Bitmap(width: width, height: height, hasAlpha: hasAlpha)
        let canvas = Canvas(bitmap: copy)
        cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.cr, pointer, 0, 0)
        cairo_paint(canvas.cr)
        copy.flush()
        guard cairo_surface_status(copy.pointer) == CAIRO_STATUS_SUCCESS else { return nil }
        return copy
    }

    /// The pixels of the `width` × `height` rectangle at (x, y), which the caller keeps inside
    /// the bitmap, as a new bitmap of the same format.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        let copy = Bitmap(width: width, height: height, hasAlpha: hasAlpha)
        let canvas = Canvas(bitmap: copy)
        cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.cr, pointer, Double(-x), Double(-y))
        cairo_paint(canvas.cr)
        copy.flush()
        return copy
    }

    /// A new ARGB32 bitmap of the same size whose pixels are `color` at this bitmap's alpha: a
    /// template image's shape filled with the tint colour.
    func tinted(_ color: CGColor) -> Bitmap {
        let tinted = Bitmap(width: width, height: height, hasAlpha: true)
        let canvas = Canvas(bitmap: tinted)
        canvas.setSource(color)
        cairo_mask_surface(canvas.cr, pointer, 0, 0)
        tinted.flush()
        return tinted
    }

    @MainActor deinit {
        cairo_surface_destroy(pointer)
        releaseStorage?()
    }
}

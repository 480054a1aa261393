import CCairo
import Foundation

/// A PNG's pixels as premultiplied 0xAARRGGBB words, row by row (Cairo's reading of the file).
public struct PNGPixels: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var words: [UInt32]

    public init(width: Int, height: Int, words: [UInt32]) {
        precondition(words.count == width * height, "PNGPixels: \(words.count) words for \(width)×\(height)")
        self.width = width
        self.height = height
        self.words = words
    }

    /// Decodes PNG bytes; nil if Cairo cannot read them.
    public init?(png: Data) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source([UInt8](png))
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    guard source.bytes.count - source.offset >= Int(length) else { return CAIRO_STATUS_READ_ERROR }
                    for index in 0..<Int(length) { buffer[index] = source.bytes[source.offset + index] }
                    source.offset += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            return nil
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                words.append(opaque ? word | 0xFF00_0000 : word)
            }
        }
        self.init(width: width, height: height, words: words)
    }

    public subscript(x: Int, y: Int) -> UInt32 { words[y * width + x] }

    /// Encodes the pixels as PNG bytes.
    public func pngData() -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height {
                for x in 0..<width {
                    UnsafeMutableRawPointer(data).storeBytes(
                        of: words[y * width + x], toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        withExtendedLifetime(sink) {
            _ = cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.data
    }
}

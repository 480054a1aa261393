internal import CCairo
internal import CJPEG
import Foundation

/// Turns PNG and JPEG bytes into Cairo ARGB32 surfaces and back: PNG with Cairo's own reader and
/// writer, JPEG with libjpeg-turbo (`CJPEG`); icons (`IconImage`) are read too. Sizes are checked against `ImageLimits` from the
/// header before any pixels are allocated.
@MainActor
enum ImageCodec {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func decode(_ data: Data) throws(ImageError) -> Bitmap {
        guard !data.isEmpty else { throw .empty }
        if data.starts(with: pngSignature) { return try decodePNG(data) }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(data) }
        if IconImage.matches(data) { return try decodeIcon(data) }
        let first = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        throw .unrecognizedFormat(firstBytes: first)
    }

    // MARK: - PNG

    /// Feeds Cairo's PNG reader from memory.
    private final class PNGSource {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private static func decodePNG(_ data: Data) throws(ImageError) -> Bitmap {
        // IHDR must come first: length (4), "IHDR" (4), width (4), height (4), big-endian.
        guard data.count >= 24 else {
            throw .corrupt(format: "PNG", reason: "only \(data.count) bytes, shorter than a PNG header")
        }
        let header = [UInt8](data.prefix(24))
        guard header[12...15].elementsEqual("IHDR".utf8) else {
            throw .corrupt(format: "PNG", reason: "the first chunk is not IHDR")
        }
        func bigEndian(_ at: Int) -> Int { header[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        try ImageLimits.check(width: bigEndian(16), height: bigEndian(20), format: "PNG")
        let bytes = [UInt8](data)
        try ImageLimits.checkPNGData(bytes, width: bigEndian(16), height: bigEndian(20))

        let source = PNGSource(bytes)
        let pointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { all in
                        buffer.update(from: all.baseAddress! + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let pointer else { throw .corrupt(format: "PNG", reason: "Cairo returned no surface") }
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            // With the size already checked, libpng's failures (which Cairo reports as a read
            // error or as out of memory) mean a truncated or damaged stream.
            let damaged = status == CAIRO_STATUS_READ_ERROR || status == CAIRO_STATUS_NO_MEMORY
            let reason =
                damaged ? "the data ends early or a chunk is damaged" : String(cString: cairo_status_to_string(status))
            throw .corrupt(format: "PNG", reason: reason)
        }
        // Cairo reads opaque PNGs as RGB24; images are ARGB32 so every image composites the same way.
        let surface = Bitmap(adopting: pointer)
        return surface.hasAlpha ? surface : copyWithAlpha(surface)
    }

    private static func copyWithAlpha(_ surface: Bitmap) -> Bitmap {
        let copy = Bitmap(width: surface.width, height: surface.height, hasAlpha: true)
        let context = Canvas(bitmap: copy)
        cairo_set_source_surface(context.cr, surface.pointer, 0, 0)
        cairo_paint(context.cr)
        copy.flush()
        return copy
    }

    /// PNG bytes of `surface`, with its alpha (premultiplied pixels are un-premultiplied by Cairo).
    static func encodePNG(_ surface: Bitmap) throws(ImageError) -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        surface.flush()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface.pointer,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .encodingFailed(format: "PNG", reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    // MARK: - ICO

    /// The icon's largest image: its PNG as any PNG, or its bitmap's pixels copied in.
    private static func decodeIcon(_ data: Data) throws(ImageError) -> Bitmap {
        switch try IconImage.decode(data) {
        case .png(let png):
            return try decodePNG(png)
        case .pixels(let width, let height, let argb):
            let surface = Bitmap(width: width, height: height, hasAlpha: true)
            surface.flush()
            guard let pixels = surface.data else {
                throw .corrupt(format: "ICO", reason: "no memory for \(width)×\(height) pixels")
            }
            argb.withUnsafeBytes { source in
                guard let start = source.baseAddress else { return }
                for row in 0..<height {
                    (pixels + row * surface.bytesPerRow).copyMemory(
                        from: start + row * width * 4, byteCount: width * 4)
                }
            }
            surface.markDirty()
            return surface
        }
    }

    // MARK: - JPEG

    private static func decodeJPEG(_ data: Data) throws(ImageError) -> Bitmap {
        let bytes = [UInt8](data)
        var message = [CChar](repeating: 0, count: Int(WINDOWING_JPEG_MESSAGE_CAPACITY))
        var width: Int32 = 0
        var height: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer { buffer in
            windowing_jpeg_read_size(buffer.baseAddress, UInt(buffer.count), &width, &height, &message)
        }
        guard headerRead == 0 else { throw Self.jpegError(headerRead, message) }
        try ImageLimits.check(width: Int(width), height: Int(height), format: "JPEG")
        try ImageLimits.checkJPEGData(bytes: bytes.count, width: Int(width), height: Int(height))
        let surface = Bitmap(width: Int(width), height: Int(height), hasAlpha: true)
        surface.flush()
        guard let pixels = surface.data else {
            throw .corrupt(format: "JPEG", reason: "no memory for \(width)×\(height) pixels")
        }
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            windowing_jpeg_decode(
                buffer.baseAddress, UInt(buffer.count), pixels.assumingMemoryBound(to: UInt8.self),
                Int32(surface.bytesPerRow), width, height, &message)
        }
        guard decoded == 0 else { throw Self.jpegError(decoded, message) }
        surface.markDirty()
        return surface
    }

    /// Baseline JPEG bytes of `surface` at `quality` 0...1; alpha is dropped, so translucent
    /// pixels come out as if composited on black (the premultiplied colour).
    static func encodeJPEG(_ surface: Bitmap, quality: CGFloat) throws(ImageError) -> Data {
        let clamped = quality.isNaN ? 0.75 : min(max(quality, 0), 1)
        surface.flush()
        guard let pixels = surface.data else {
            throw .encodingFailed(format: "JPEG", reason: "the surface has no pixels")
        }
        var message = [CChar](repeating: 0, count: Int(WINDOWING_JPEG_MESSAGE_CAPACITY))
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = windowing_jpeg_encode(
            pixels.assumingMemoryBound(to: UInt8.self), Int32(surface.bytesPerRow), Int32(surface.width),
            Int32(surface.height), Int32((clamped * 100).rounded()), &output, &size, &message)
        defer { free(output) }
        guard status != WINDOWING_JPEG_UNAVAILABLE else { throw Self.jpegError(status, message) }
        guard status == 0, let output else { throw .encodingFailed(format: "JPEG", reason: Self.text(message)) }
        return Data(bytes: output, count: Int(size))
    }

    /// What a failed libjpeg call means: libjpeg could not be opened, or it refused the data.
    private static func jpegError(_ status: Int32, _ message: [CChar]) -> ImageError {
        guard status == WINDOWING_JPEG_UNAVAILABLE else { return .corrupt(format: "JPEG", reason: Self.text(message)) }
        return .codecUnavailable(
            format: "JPEG", library: String(cString: windowing_jpeg_library_name()), reason: Self.text(message))
    }

    /// libjpeg's message: the bytes up to the first NUL.
    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

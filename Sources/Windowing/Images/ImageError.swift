import Foundation

/// Why image bytes could not become an image. `UIImage`'s failable initializers turn these into
/// nil plus one `Diagnostics.warning` line naming the file (or "data") and this reason.
enum ImageError: Error, Equatable, CustomStringConvertible {
    /// No bytes at all (a zero-byte file or empty `Data`).
    case empty
    /// No PNG, JPEG or ICO signature; carries the first bytes in hex.
    case unrecognizedFormat(firstBytes: String)
    /// The header claims more pixels than `ImageLimits` allow; refused before allocating.
    case tooLarge(width: Int, height: Int)
    /// The decoder gave up: a truncated or corrupt stream, with the decoder's own reason.
    case corrupt(format: String, reason: String)
    /// The file could not be read.
    case unreadable(reason: String)
    /// Encoding failed (for `pngData()`/`jpegData`).
    case encodingFailed(format: String, reason: String)
    /// The format's library, opened on first use, could not be opened (the loader's reason).
    case codecUnavailable(format: String, library: String, reason: String)

    var description: String {
        switch self {
        case .empty:
            return "no image data (0 bytes)"
        case .unrecognizedFormat(let firstBytes):
            return "not a PNG, JPEG or ICO image (it starts with \(firstBytes))"
        case .tooLarge(let width, let height):
            return "the image is \(width)×\(height) pixels, more than the \(ImageLimits.maxPixels) pixels "
                + "(and \(ImageLimits.maxSide) per side) Windowing decodes; scale it down first"
        case .corrupt(let format, let reason):
            return "corrupt or truncated \(format): \(reason)"
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
        case .encodingFailed(let format, let reason):
            return "cannot encode \(format): \(reason)"
        case .codecUnavailable(let format, let library, let reason):
            let package =
                format == "JPEG" ? "libjpeg-turbo (libjpeg62-turbo on Debian, libjpeg-turbo8 on Ubuntu)" : "it"
            return "cannot read or write \(format): \(library) could not be opened (\(reason)); install \(package)"
        }
    }
}

/// The largest image decoded: a header that claims more is refused before any pixel memory is
/// allocated, so a hostile 100000×100000 PNG costs nothing.
enum ImageLimits {
    /// Cairo's own limit on a surface side.
    static let maxSide = 32_767
    /// 64 Mi pixels: 256 MiB of ARGB32.
    static let maxPixels = 1 << 26
    /// The longest image file read: room for the largest image stored without compression.
    static let maxFileBytes = 4 * maxPixels + (16 << 20)

    static func check(width: Int, height: Int, format: String) throws(ImageError) {
        guard width > 0, height > 0 else {
            throw .corrupt(format: format, reason: "the header gives a size of \(width)×\(height)")
        }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }
}

extension ImageLimits {
    /// The most pixels one byte of JPEG data is taken to hold. Huffman coding spends at least a
    /// bit on each 8×8 block of each component, 512 pixels a byte at best; the margin leaves room
    /// for arithmetic coding. A header claiming more than its data can hold is refused before
    /// pixels are allocated: libjpeg would pad the missing rows with grey.
    static let jpegPixelsPerByte = 4096

    static func checkJPEGData(bytes: Int, width: Int, height: Int) throws(ImageError) {
        let needed = (width * height + jpegPixelsPerByte - 1) / jpegPixelsPerByte
        guard bytes >= needed else {
            throw .corrupt(
                format: "JPEG",
                reason: "the header claims \(width)×\(height) pixels, but \(bytes) bytes hold at most "
                    + "\(bytes * jpegPixelsPerByte) pixels (\(needed) bytes needed)")
        }
    }
}

extension ImageLimits {
    /// Deflate's best ratio: a 258-byte match costs at least two bits, so no PNG's compressed
    /// data is smaller than 1/1032 of its filtered rows.
    static let deflateMaximumRatio = 1032

    /// Refuses a PNG whose IHDR claims more rows than all its IDAT chunks could inflate to, before
    /// Cairo allocates the surface (it does so before reading a row, and libpng pads nothing: the
    /// read fails only after the allocation). Chunks are walked as far as the data holds them.
    static func checkPNGData(_ bytes: [UInt8], width: Int, height: Int) throws(ImageError) {
        guard bytes.count >= 33 else { return }  // the caller has checked the header's length
        func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        // Bits per pixel: bit depth × samples (grey 1, RGB 3, palette 1, grey+alpha 2, RGBA 4). A
        // switch, not a dictionary: a launch's first [Int: Int] searches every conformance record
        // for Int's Hashable (~0.36 M instructions).
        let samples =
            switch bytes[25] {
            case 2: 3
            case 4: 2
            case 6: 4
            default: 1
            }
        let bitsPerPixel = max(1, Int(bytes[24])) * samples
        // Each row is a filter byte and its pixels (interlacing only adds filter bytes).
        let rowBytes = 1 + (width * bitsPerPixel + 7) / 8
        let needed = (height * rowBytes + deflateMaximumRatio - 1) / deflateMaximumRatio
        var compressed = 0
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bigEndian(offset)
            let isData = bytes[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8)
            let available = min(length, bytes.count - offset - 8)
            if isData { compressed += available }
            guard available == length, compressed < needed else { break }
            offset += 12 + length
        }
        guard compressed >= needed else {
            throw .corrupt(
                format: "PNG",
                reason: "the header claims \(width)×\(height) pixels, but its image data is \(compressed) bytes, "
                    + "less than the \(needed) bytes that many pixels compress to at best")
        }
    }
}

import Foundation

/// A Windows icon (`.ico`) or cursor (`.cur`) file: a directory of images of several sizes, each
/// a PNG or a device-independent bitmap (DIB) with a 1-bit transparency mask. Apple's image
/// decoder reads them whatever the file's name says, and asset catalogs in public apps do hold
/// icons saved under a `.png` name, so `UIImage` reads them too: the largest image, the deepest
/// colour first among equals.
///
/// Every number in the file is checked against the file's length before it is used; an icon
/// whose directory or bitmap does not fit is corrupt, not read past its end.
enum IconImage {
    /// What the chosen directory entry holds.
    enum Content: Equatable {
        /// A PNG stream, decoded as any PNG is.
        case png(Data)
        /// Premultiplied ARGB pixels, top row first.
        case pixels(width: Int, height: Int, argb: [UInt32])
    }

    /// Whether `bytes` starts like an icon or cursor file: reserved 0, type 1 or 2, a count.
    static func matches(_ bytes: Data) -> Bool {
        guard bytes.count >= 6 else { return false }
        let start = bytes.startIndex
        let type = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
        let count = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8
        return bytes[start] == 0 && bytes[start + 1] == 0 && (type == 1 || type == 2) && count > 0
    }

    /// The largest image of the icon in `data`.
    static func decode(_ data: Data) throws(ImageError) -> Content {
        let bytes = [UInt8](data)
        let reader = LittleEndian(bytes: bytes)
        let count = reader.u16(4)
        guard 6 + count * 16 <= bytes.count else {
            throw .corrupt(format: "ICO", reason: "its directory of \(count) images runs past the end of the file")
        }
        var best: (offset: Int, length: Int, pixels: Int, depth: Int)?
        for index in 0..<count {
            let entry = 6 + index * 16
            // A width or height of 0 means 256.
            let width = bytes[entry] == 0 ? 256 : Int(bytes[entry])
            let height = bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1])
            let depth = reader.u16(entry + 6)
            let length = reader.u32(entry + 8)
            let offset = reader.u32(entry + 12)
            guard length > 0, offset >= 6 + count * 16, offset <= bytes.count, length <= bytes.count - offset
            else {
                throw .corrupt(format: "ICO", reason: "image \(index + 1) of \(count) lies outside the file")
            }
            let candidate = (offset, length, width * height, depth)
            if let current = best, (current.pixels, current.depth) >= (candidate.2, candidate.3) { continue }
            best = candidate
        }
        guard let best else { throw .corrupt(format: "ICO", reason: "the directory lists no image") }
        let image = Data(bytes[best.offset..<(best.offset + best.length)])
        if image.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png(image) }
        return try decodeBitmap([UInt8](image))
    }

    // MARK: - Device-independent bitmaps

    /// A BITMAPINFOHEADER image, uncompressed, at 1, 4, 8, 24 or 32 bits a pixel; its height
    /// counts the colour rows and the mask rows together.
    private static func decodeBitmap(_ bytes: [UInt8]) throws(ImageError) -> Content {
        let reader = LittleEndian(bytes: bytes)
        guard bytes.count >= 40, reader.u32(0) >= 40, reader.u32(0) <= bytes.count else {
            throw .corrupt(format: "ICO", reason: "an image is neither a PNG nor a bitmap with a 40-byte header")
        }
        let headerSize = reader.u32(0)
        let width = reader.s32(4)
        let height = reader.s32(8) / 2
        let depth = reader.u16(14)
        let compression = reader.u32(16)
        try ImageLimits.check(width: width, height: height, format: "ICO")
        guard [1, 4, 8, 24, 32].contains(depth) else {
            throw .corrupt(format: "ICO", reason: "a bitmap has \(depth) bits a pixel; 1, 4, 8, 24 and 32 are read")
        }
        guard compression == 0 else {
            throw .corrupt(format: "ICO", reason: "a bitmap is compressed (method \(compression)); icons are not")
        }
        let paletteCount = depth <= 8 ? (reader.u32(32) == 0 ? 1 << depth : min(reader.u32(32), 1 << depth)) : 0
        let paletteStart = headerSize
        let colourStart = paletteStart + paletteCount * 4
        let colourStride = (width * depth + 31) / 32 * 4
        let maskStart = colourStart + colourStride * height
        let maskStride = (width + 31) / 32 * 4
        guard maskStart <= bytes.count else {
            throw .corrupt(format: "ICO", reason: "a \(width)×\(height) bitmap needs more bytes than the file holds")
        }
        // Older icons may leave the mask out when the alpha channel says everything.
        let hasMask = maskStart + maskStride * height <= bytes.count
        var pixels = [UInt32](repeating: 0, count: width * height)
        var anyAlpha = false
        for row in 0..<height {
            // Rows are stored bottom to top.
            let colourRow = colourStart + (height - 1 - row) * colourStride
            for column in 0..<width {
                let colour: UInt32
                switch depth {
                case 32:
                    let at = colourRow + column * 4
                    colour =
                        UInt32(bytes[at + 3]) << 24 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8
                        | UInt32(bytes[at])
                    anyAlpha = anyAlpha || bytes[at + 3] != 0
                case 24:
                    let at = colourRow + column * 3
                    colour = 0xFF00_0000 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
                default:
                    let bit = column * depth
                    let index = Int(bytes[colourRow + bit / 8] >> (8 - depth - bit % 8)) & (1 << depth - 1)
                    guard index < paletteCount else {
                        colour = 0xFF00_0000
                        break
                    }
                    let at = paletteStart + index * 4
                    colour = 0xFF00_0000 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
                }
                pixels[row * width + column] = colour
            }
        }
        // A 32-bit image's alpha is its transparency; other depths, and 32-bit icons whose alpha
        // is all zero, take it from the mask (a set bit is transparent).
        let usesMask = depth != 32 || !anyAlpha
        for row in 0..<height {
            let maskRow = maskStart + (height - 1 - row) * maskStride
            for column in 0..<width {
                var pixel = pixels[row * width + column]
                if usesMask {
                    let transparent = hasMask && bytes[maskRow + column / 8] >> (7 - column % 8) & 1 == 1
                    pixel = transparent ? 0 : pixel | 0xFF00_0000
                }
                pixels[row * width + column] = premultiplied(pixel)
            }
        }
        return .pixels(width: width, height: height, argb: pixels)
    }

    private static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0xFF else { return pixel }
        // Swift's shifts bind tighter than multiplication and division.
        func scaled(_ shift: UInt32) -> UInt32 { ((((pixel >> shift) & 0xFF) * alpha + 127) / 255) << shift }
        return alpha << 24 | scaled(16) | scaled(8) | scaled(0)
    }

    /// Reads little-endian numbers at offsets the caller has checked against the length.
    private struct LittleEndian {
        let bytes: [UInt8]

        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        func s32(_ at: Int) -> Int { Int(Int32(bitPattern: UInt32(u32(at)))) }
    }
}

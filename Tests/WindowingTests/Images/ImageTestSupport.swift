import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Test images drawn with the renderer, so no binary files are needed.
@MainActor
enum TestImages {
    static let red: UInt32 = 0xFFFF_0000
    static let blue: UInt32 = 0xFF00_00FF
    static let green: UInt32 = 0xFF00_FF00
    static let white: UInt32 = 0xFFFF_FFFF

    static func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    /// 4×2 points: left half red, right half blue, the top-left point green, the bottom-right
    /// point white; at `scale`, each point is scale×scale pixels.
    static func marker(scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format(scale: scale)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(white: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 3, y: 1, width: 1, height: 1))
        }
    }

    /// A 2×2-pixel checkerboard at `scale` (black top-left and bottom-right, white elsewhere).
    static func checker(scale: CGFloat) -> UIImage {
        let points = 2 / scale
        return UIGraphicsImageRenderer(size: CGSize(width: points, height: points), format: format(scale: scale)).image
        { context in
            UIColor(white: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: points, height: points))
            UIColor(white: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: points / 2, height: points / 2))
            context.fill(CGRect(x: points / 2, y: points / 2, width: points / 2, height: points / 2))
        }
    }

    /// All pixels of `image`'s bitmap, row by row.
    static func pixels(_ image: UIImage?) -> [[UInt32]] {
        guard let cgImage = image?.cgImage else { return [] }
        return (0..<cgImage.height).map { y in (0..<cgImage.width).map { x in cgImage.pixel(x: x, y: y) } }
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder(_ name: String = #function) throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("windowing-images-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A PNG header (signature and IHDR with a correct CRC) claiming `width`×`height` RGBA pixels, and nothing else.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var chunk = Array("IHDR".utf8)
        for value in [width, height] { chunk += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        chunk += [8, 6, 0, 0, 0]
        var bytes = ImageCodec.pngSignature + [0, 0, 0, 13] + chunk
        bytes += withUnsafeBytes(of: crc32(chunk).bigEndian) { Array($0) }
        return Data(bytes)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Fails unless `surface` matches the golden `name` (for tests that hold a Cairo surface, such as a window capture).
@MainActor
func assertGolden(
    _ surface: Bitmap, named name: String, tolerance: GoldenTolerance = .standard,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        assertGolden(
            png: try ImageCodec.encodePNG(surface), named: name, tolerance: tolerance,
            filePath: filePath, sourceLocation: sourceLocation)
    } catch {
        Issue.record("golden '\(name)': \(error)", sourceLocation: sourceLocation)
    }
}

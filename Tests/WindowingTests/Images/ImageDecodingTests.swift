import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// PNG and JPEG in and out, and every kind of bad input returning nil with a reason.
@MainActor
struct ImageDecodingTests {
    @Test func pngRoundTripKeepsEveryPixelAndTheScale() throws {
        let image = TestImages.marker(scale: 2)
        let data = try #require(image.pngData())
        #expect(data.starts(with: ImageCodec.pngSignature))
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 4, height: 2))
        #expect(decoded.scale == 2)
        #expect((decoded.cgImage?.width, decoded.cgImage?.height) == (8, 4))
        #expect(TestImages.pixels(decoded) == TestImages.pixels(image))
        #expect(TestImages.pixels(decoded)[0][0] == TestImages.green)
        #expect(TestImages.pixels(decoded)[3][7] == TestImages.white)
    }

    @Test func translucentPixelsSurviveAPNGRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: TestImages.format(scale: 1))
            .image { context in
                UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        let pixels = TestImages.pixels(decoded)
        #expect(pixels[0][0] >> 24 == 0x80, "alpha of \(hex(pixels[0][0]))")
        #expect(pixel(pixels[0][0], isClose: 0x8080_0000, tolerance: 1), "premultiplied red \(hex(pixels[0][0]))")
        #expect(pixels[0][1] == 0, "untouched pixels stay transparent")
    }

    @Test func jpegRoundTripIsCloseAndOpaque() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: TestImages.format(scale: 1))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.95) { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 32, height: 16))
        let pixels = TestImages.pixels(decoded)
        #expect(pixel(pixels[8][4], isClose: TestImages.red, tolerance: 8), "\(hex(pixels[8][4]))")
        #expect(pixel(pixels[8][28], isClose: TestImages.blue, tolerance: 8), "\(hex(pixels[8][28]))")
        #expect(pixels.joined().allSatisfy { $0 >> 24 == 0xFF })
        let small = try #require(decoded.jpegData(compressionQuality: 0))
        let large = try #require(decoded.jpegData(compressionQuality: 1))
        #expect(small.count < large.count)
    }

    @Test func emptyDataIsRefused() {
        #expect(throws: ImageError.empty) { try ImageCodec.decode(Data()) }
        #expect(UIImage(data: Data()) == nil)
        #expect(
            UIImage.failureMessage(api: "init(data:)", source: "0 bytes of data", .empty)
                == "UIImage.init(data:): cannot load 0 bytes of data: no image data (0 bytes)")
    }

    @Test func randomBytesAreNotAnImage() {
        var generator = SeededGenerator(seed: 5)
        let bytes = Data((0..<256).map { _ in UInt8.random(in: 0...0x7F, using: &generator) })
        let first = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        #expect(throws: ImageError.unrecognizedFormat(firstBytes: first)) { try ImageCodec.decode(bytes) }
        #expect(
            ImageError.unrecognizedFormat(firstBytes: "00 01").description
                == "not a PNG, JPEG or ICO image (it starts with 00 01)")
        #expect(UIImage(data: bytes) == nil)
    }

    @Test func randomBytesAfterAPNGHeaderAreCorrupt() {
        var generator = SeededGenerator(seed: 9)
        var data = TestImages.pngHeader(width: 16, height: 16)
        // In an IDAT chunk, so they reach libpng rather than the check of the data's size.
        data.append(contentsOf: [0, 0, 2, 0] + Array("IDAT".utf8))
        data.append(Data((0..<516).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        #expect(throws: ImageError.corrupt(format: "PNG", reason: "the data ends early or a chunk is damaged")) {
            try ImageCodec.decode(data)
        }
        #expect(UIImage(data: data) == nil)
    }

    @Test func truncatedPNGIsCorrupt() throws {
        let full = try #require(TestImages.marker().pngData())
        for length in [9, 30, full.count / 2, full.count - 13] {
            let truncated = full.prefix(length)
            #expect(throws: ImageError.self) { try ImageCodec.decode(truncated) }
            #expect(UIImage(data: truncated) == nil, "\(length) of \(full.count) bytes")
        }
        #expect(throws: ImageError.corrupt(format: "PNG", reason: "the data ends early or a chunk is damaged")) {
            try ImageCodec.decode(full.prefix(full.count - 13))
        }
        // Cut before its image data: refused before Cairo allocates the surface.
        #expect(
            throws: ImageError.corrupt(
                format: "PNG",
                reason: "the header claims 4×2 pixels, but its image data is 0 bytes, less than the 1 bytes that "
                    + "many pixels compress to at best")
        ) { try ImageCodec.decode(full.prefix(full.count / 2)) }
        #expect(throws: ImageError.corrupt(format: "PNG", reason: "only 9 bytes, shorter than a PNG header")) {
            try ImageCodec.decode(full.prefix(9))
        }
    }

    @Test func hugePNGIsRefusedFromItsHeader() {
        let header = TestImages.pngHeader(width: 100_000, height: 100_000)
        #expect(throws: ImageError.tooLarge(width: 100_000, height: 100_000)) { try ImageCodec.decode(header) }
        #expect(
            ImageError.tooLarge(width: 100_000, height: 100_000).description
                == "the image is 100000×100000 pixels, more than the 67108864 pixels (and 32767 per side) Windowing "
                + "decodes; scale it down first"
        )
        // Within the side limit but over the pixel budget.
        #expect(throws: ImageError.tooLarge(width: 30_000, height: 30_000)) {
            try ImageCodec.decode(TestImages.pngHeader(width: 30_000, height: 30_000))
        }
        #expect(throws: ImageError.corrupt(format: "PNG", reason: "the header gives a size of 0×5")) {
            try ImageCodec.decode(TestImages.pngHeader(width: 0, height: 5))
        }
    }

    @Test func truncatedAndDamagedJPEGAreCorrupt() throws {
        // Busy content, so the scan data (not the tables) makes up most of the file.
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 128, height: 128), format: TestImages.format(scale: 1))
        var generator = SeededGenerator(seed: 3)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            for y in stride(from: 0, to: 128, by: 4) {
                for x in stride(from: 0, to: 128, by: 4) {
                    UIColor(
                        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                        blue: .random(in: 0...1, using: &generator), alpha: 1
                    ).setFill()
                    context.fill(CGRect(x: x, y: y, width: 4, height: 4))
                }
            }
        }
        #expect(throws: ImageError.corrupt(format: "JPEG", reason: "Premature end of JPEG file")) {
            try ImageCodec.decode(jpeg.prefix(jpeg.count * 2 / 3))
        }
        #expect(throws: ImageError.self) { try ImageCodec.decode(jpeg.prefix(3)) }
        var damaged = jpeg
        damaged.replaceSubrange(4..<40, with: [UInt8](repeating: 0x55, count: 36))
        #expect(throws: ImageError.self) { try ImageCodec.decode(damaged) }
        #expect(UIImage(data: damaged) == nil)
    }

    /// libjpeg is opened on first use; a machine without it gets this refusal instead of a crash.
    @Test func aMissingJPEGLibraryIsNamedWithWhatToInstall() {
        let error = ImageError.codecUnavailable(
            format: "JPEG", library: "libjpeg.so.62",
            reason: "libjpeg.so.62: cannot open shared object file: No such file or directory")
        #expect(
            error.description
                == "cannot read or write JPEG: libjpeg.so.62 could not be opened (libjpeg.so.62: cannot open "
                + "shared object file: No such file or directory); install libjpeg-turbo (libjpeg62-turbo on "
                + "Debian, libjpeg-turbo8 on Ubuntu)")
    }

    @Test func filesLoadWithTheirScaleAndBadFilesGiveNil() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(TestImages.marker(scale: 2).pngData())
        let retina = folder.appendingPathComponent("marker@2x.png")
        try png.write(to: retina)
        let loaded = try #require(UIImage(contentsOfFile: retina.path))
        #expect(loaded.scale == 2)
        #expect(loaded.size == CGSize(width: 4, height: 2))

        let plain = folder.appendingPathComponent("marker.png")
        try png.write(to: plain)
        #expect(UIImage(contentsOfFile: plain.path)?.size == CGSize(width: 8, height: 4))

        let missing = folder.appendingPathComponent("missing.png").path
        #expect(UIImage(contentsOfFile: missing) == nil)
        #expect(throws: ImageError.unreadable(reason: "no such file")) { try UIImage.decodeFile(atPath: missing) }
        #expect(
            UIImage.failureMessage(
                api: "init(contentsOfFile:)", source: "'\(missing)'", .unreadable(reason: "no such file"))
                == "UIImage.init(contentsOfFile:): cannot load '\(missing)': cannot read the file: no such file")

        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(UIImage(contentsOfFile: empty.path) == nil)
        #expect(throws: ImageError.empty) { try UIImage.decodeFile(atPath: empty.path) }
        #expect(UIImage(contentsOfFile: folder.path) == nil, "a folder is not an image")
        #expect(throws: ImageError.unreadable(reason: "it is a folder")) { try UIImage.decodeFile(atPath: folder.path) }
    }

    @Test func scaleComesFromTheFileName() {
        #expect(UIImage.scale(fromFileName: "/a/icon@2x.png") == 2)
        #expect(UIImage.scale(fromFileName: "icon@3x.jpg") == 3)
        #expect(UIImage.scale(fromFileName: "icon.png") == 1)
        #expect(UIImage.scale(fromFileName: "icon@2x-dark.png") == 1)
    }
}

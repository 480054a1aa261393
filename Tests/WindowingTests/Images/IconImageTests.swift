import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Icons (`.ico`) read as Apple's decoder reads them, whatever the file is called: the largest
/// image, PNG or bitmap, with the bitmap's mask or alpha; and icons whose numbers do not fit the
/// file refused with the reason.
@MainActor
struct IconImageTests {
    /// An icon file of `images`, each with the width and height its directory entry claims.
    static func icon(_ images: [(width: Int, height: Int, depth: Int, bytes: [UInt8])]) -> Data {
        var file: [UInt8] = [0, 0, 1, 0, UInt8(images.count), 0]
        var offset = 6 + images.count * 16
        for image in images {
            file += [UInt8(image.width % 256), UInt8(image.height % 256), 0, 0, 1, 0, UInt8(image.depth), 0]
            file += le32(image.bytes.count) + le32(offset)
            offset += image.bytes.count
        }
        for image in images { file += image.bytes }
        return Data(file)
    }

    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }

    /// A BITMAPINFOHEADER for an icon image: the height counts the colour and mask rows.
    static func bitmapHeader(width: Int, height: Int, depth: Int, colours: Int = 0, compression: Int = 0) -> [UInt8] {
        le32(40) + le32(width) + le32(height * 2) + [1, 0, UInt8(depth), 0] + le32(compression) + le32(0)
            + le32(0) + le32(0) + le32(colours) + le32(0)
    }

    @Test func aTwentyFourBitBitmapTakesItsTransparencyFromTheMask() throws {
        // 2×2, rows bottom-up, each row padded to 4 bytes: bottom blue, white; top red, green.
        let colour: [UInt8] = [0xFF, 0, 0, 0xFF, 0xFF, 0xFF, 0, 0] + [0, 0, 0xFF, 0, 0xFF, 0, 0, 0]
        // The mask's bottom row hides the white pixel (bit 6); its top row hides nothing.
        let mask: [UInt8] = [0b0100_0000, 0, 0, 0] + [0, 0, 0, 0]
        let data = Self.icon([(2, 2, 24, Self.bitmapHeader(width: 2, height: 2, depth: 24) + colour + mask)])
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(TestImages.pixels(image) == [[0xFFFF_0000, 0xFF00_FF00], [0xFF00_00FF, 0]])
    }

    @Test func aPalettedBitmapReadsItsPaletteAndPadsItsRows() throws {
        // 3×1 at 4 bits a pixel: indexes 1, 0, 2 in one padded row; palette entries are BGRx.
        let palette: [UInt8] = [0, 0, 0, 0] + [0, 0, 0xFF, 0] + [0xFF, 0, 0, 0]
        let colour: [UInt8] = [0x10, 0x20, 0, 0]
        let mask: [UInt8] = [0, 0, 0, 0]
        let header = Self.bitmapHeader(width: 3, height: 1, depth: 4, colours: 3)
        let image = try #require(UIImage(data: Self.icon([(3, 1, 4, header + palette + colour + mask)])))
        #expect(TestImages.pixels(image) == [[0xFFFF_0000, 0xFF00_0000, 0xFF00_00FF]])
    }

    @Test func aThirtyTwoBitBitmapKeepsItsAlphaPremultiplied() throws {
        // One pixel, white at half alpha (BGRA), and a mask that would hide it: the alpha wins.
        let colour: [UInt8] = [0xFF, 0xFF, 0xFF, 0x80]
        let mask: [UInt8] = [0x80, 0, 0, 0]
        let header = Self.bitmapHeader(width: 1, height: 1, depth: 32)
        let image = try #require(UIImage(data: Self.icon([(1, 1, 32, header + colour + mask)])))
        #expect(TestImages.pixels(image) == [[0x8080_8080]])
    }

    @Test func theLargestImageIsChosenAndAPNGImageIsReadAsAPNG() throws {
        let png = try #require(TestImages.marker(scale: 2).pngData())
        let small = Self.bitmapHeader(width: 1, height: 1, depth: 32) + [0, 0, 0xFF, 0xFF] + [0, 0, 0, 0]
        let data = Self.icon([(1, 1, 32, small), (8, 4, 32, [UInt8](png))])
        let image = try #require(UIImage(data: data))
        #expect((image.cgImage?.width, image.cgImage?.height) == (8, 4))
        #expect(TestImages.pixels(image) == TestImages.pixels(TestImages.marker(scale: 2)))
    }

    @Test func anIconNamedAsAPNGLoadsByName() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let colour: [UInt8] = [0, 0, 0xFF, 0xFF]
        let data = Self.icon([(1, 1, 32, Self.bitmapHeader(width: 1, height: 1, depth: 32) + colour + [0, 0, 0, 0])])
        try data.write(to: folder.appendingPathComponent("bishop.png"))
        let image = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("bishop.png").path))
        #expect(TestImages.pixels(image) == [[0xFFFF_0000]])
    }

    @Test func iconsWhoseNumbersDoNotFitTheFileAreRefused() {
        func error(_ data: Data) -> String {
            do {
                _ = try ImageCodec.decode(data)
                return "decoded"
            } catch {
                return error.description
            }
        }
        let truncatedDirectory = Data([0, 0, 1, 0, 9, 0] + [UInt8](repeating: 0, count: 20))
        #expect(
            error(truncatedDirectory)
                == "corrupt or truncated ICO: its directory of 9 images runs past the end of the file")
        var outside = [UInt8](Self.icon([(1, 1, 32, [UInt8](repeating: 0, count: 48))]))
        outside.replaceSubrange(18..<22, with: Self.le32(1 << 30))
        #expect(error(Data(outside)) == "corrupt or truncated ICO: image 1 of 1 lies outside the file")
        let huge = Self.bitmapHeader(width: 4096, height: 4096, depth: 32) + [0, 0, 0, 0]
        #expect(
            error(Self.icon([(0, 0, 32, huge)]))
                == "corrupt or truncated ICO: a 4096×4096 bitmap needs more bytes than the file holds")
        let sixteenBit = Self.bitmapHeader(width: 1, height: 1, depth: 16) + [0, 0, 0, 0, 0, 0, 0, 0]
        #expect(
            error(Self.icon([(1, 1, 16, sixteenBit)]))
                == "corrupt or truncated ICO: a bitmap has 16 bits a pixel; 1, 4, 8, 24 and 32 are read")
        let compressed = Self.bitmapHeader(width: 1, height: 1, depth: 32, compression: 1) + [0, 0, 0, 0, 0, 0, 0, 0]
        #expect(
            error(Self.icon([(1, 1, 32, compressed)]))
                == "corrupt or truncated ICO: a bitmap is compressed (method 1); icons are not")
        #expect(
            error(Self.icon([(1, 1, 32, [1, 2, 3])]))
                == "corrupt or truncated ICO: an image is neither a PNG nor a bitmap with a 40-byte header")
        let tooLarge = Self.bitmapHeader(width: 40_000, height: 1, depth: 32)
        #expect(error(Self.icon([(0, 1, 32, tooLarge)])) == ImageError.tooLarge(width: 40_000, height: 1).description)
    }
}

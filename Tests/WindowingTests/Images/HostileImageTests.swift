import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Image files made to cost memory or to hang the loader (issue 21): a JPEG header that claims
/// far more pixels than its data holds, corrupt scan data libjpeg only warns about, and a FIFO or
/// device named as an image.
@MainActor
struct HostileImageTests {
    /// A JPEG of busy content, so most of its bytes are scan data.
    private func noiseJPEG(side: Int) -> Data {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: side, height: side), format: TestImages.format(scale: 1))
        var generator = SeededGenerator(seed: 21)
        return renderer.jpegData(withCompressionQuality: 0.9) { context in
            for y in stride(from: 0, to: side, by: 4) {
                for x in stride(from: 0, to: side, by: 4) {
                    UIColor(
                        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                        blue: .random(in: 0...1, using: &generator), alpha: 1
                    ).setFill()
                    context.fill(CGRect(x: x, y: y, width: 4, height: 4))
                }
            }
        }
    }

    /// `jpeg` with its frame header (SOF0) claiming `width` × `height`.
    private func claiming(_ jpeg: Data, width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](jpeg)
        let frame = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        // FF C0, length (2), precision (1), height (2), width (2), big-endian.
        bytes[frame + 5] = UInt8(height >> 8)
        bytes[frame + 6] = UInt8(height & 0xFF)
        bytes[frame + 7] = UInt8(width >> 8)
        bytes[frame + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    @Test func aHeaderClaimingMorePixelsThanItsDataHoldsIsRefusedBeforeAllocating() throws {
        let small = noiseJPEG(side: 16)
        #expect(small.count < 2_000)
        let bomb = try claiming(small, width: 8000, height: 8000)
        #expect(
            throws: ImageError.corrupt(
                format: "JPEG",
                reason: "the header claims 8000×8000 pixels, but \(bomb.count) bytes hold at most "
                    + "\(bomb.count * 4096) pixels (15625 bytes needed)")
        ) { try ImageCodec.decode(bomb) }
        #expect(UIImage(data: bomb) == nil)
    }

    @Test func aPNGHeaderClaimingMorePixelsThanItsDataCanInflateToIsRefusedBeforeAllocating() throws {
        var bomb = TestImages.pngHeader(width: 8000, height: 8000)
        bomb.append(contentsOf: [0, 0, 0x0B, 0xB8] + Array("IDAT".utf8) + [UInt8](repeating: 0x78, count: 3004))
        bomb.append(contentsOf: [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        // 8000 rows of a filter byte and 32,000 bytes of RGBA: 256,008,000 bytes, 1/1032 of which is 248,070.
        #expect(
            throws: ImageError.corrupt(
                format: "PNG",
                reason: "the header claims 8000×8000 pixels, but its image data is 3000 bytes, less than the "
                    + "248070 bytes that many pixels compress to at best")
        ) { try ImageCodec.decode(bomb) }
        #expect(UIImage(data: bomb) == nil)
        // A header with no image data at all.
        #expect(
            throws: ImageError.corrupt(
                format: "PNG",
                reason: "the header claims 64×64 pixels, but its image data is 0 bytes, less than the "
                    + "16 bytes that many pixels compress to at best")
        ) { try ImageCodec.decode(TestImages.pngHeader(width: 64, height: 64)) }
    }

    @Test func theMostCompressiblePNGStillDecodes() throws {
        // Every pixel transparent black: the best case for deflate, still within the check's bound.
        let blank = try ImageCodec.encodePNG(Bitmap(width: 2048, height: 2048, hasAlpha: true))
        #expect(blank.count < 40_000)
        let decoded = try ImageCodec.decode(blank)
        #expect(decoded.width == 2048)
        #expect(decoded.height == 2048)
    }

    @Test func aHeaderClaimingMoreRowsThanTheScanHoldsIsCorrupt() throws {
        // Plausible for its size, so it reaches the decoder, which runs out of data early.
        let jpeg = noiseJPEG(side: 64)
        let taller = try claiming(jpeg, width: 64, height: 4096)
        do {
            _ = try ImageCodec.decode(taller)
            Issue.record("a scan with 64 of 4096 rows was accepted")
        } catch {
            #expect(error == .corrupt(format: "JPEG", reason: "Corrupt JPEG data: premature end of data segment"))
        }
    }

    @Test func corruptScanDataIsRefusedNotPaddedWithGrey() throws {
        let jpeg = noiseJPEG(side: 128)
        var bytes = [UInt8](jpeg)
        // A restart marker in the middle of the scan, in a file that declares no restart interval.
        let middle = bytes.count / 2
        bytes[middle] = 0xFF
        bytes[middle + 1] = 0xD3
        do {
            _ = try ImageCodec.decode(Data(bytes))
            Issue.record("corrupt scan data was accepted")
        } catch {
            guard case .corrupt(let format, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(format == "JPEG")
            #expect(reason.hasPrefix("Corrupt JPEG data"), "\(reason)")
        }
    }

    @Test func aDeviceNamedAsAnImageIsNotARegularFile() {
        #expect(throws: ImageError.unreadable(reason: "not a regular file (it is a device)")) {
            try UIImage.decodeFile(atPath: "/dev/null")
        }
        #expect(UIImage(contentsOfFile: "/dev/zero") == nil)
    }

    @Test func aFIFONamedAsAnImageIsRefusedWithoutBlocking() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("image.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ImageError.unreadable(reason: "not a regular file (it is a FIFO)")) {
            try UIImage.decodeFile(atPath: fifo)
        }
        #expect(UIImage(contentsOfFile: fifo) == nil)
    }

    @Test func anUnreadableFileSaysPermissionDenied() throws {
        guard getuid() != 0 else { return }  // root reads every file
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("locked.png").path
        try #require(
            FileManager.default.createFile(atPath: path, contents: Data([1]), attributes: [.posixPermissions: 0]))
        #expect(throws: ImageError.unreadable(reason: "permission denied")) { try UIImage.decodeFile(atPath: path) }
    }
}

import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// Attribute values are bounded, so a 16 MB label text in a storyboard (within the 16 MiB file
/// limit) is refused when the file is read, naming the limit, instead of costing 1.6 GB to lay
/// out (issue 21).
@MainActor
struct StoryboardLimitTests {
    @Test func anAttributeLongerThanTheLimitIsRefusedNamingIt() {
        let text = String(repeating: "a", count: IBXMLReader.maximumAttributeBytes + 1)
        #expect(
            F.error(F.storyboard(F.scene(subviews: "<label id=\"big\" text=\"\(text)\"/>")))
                == "Storyboard: Test.storyboard:10: <label id=\"big\">: the attribute 'text' is 65537 bytes long, "
                + "more than the 65536 bytes Windowing reads in one attribute; keep long text in the app's code or "
                + "resources, not in the storyboard")
    }

    @Test func anAttributeAtTheLimitLoads() throws {
        let text = String(repeating: "a", count: IBXMLReader.maximumAttributeBytes)
        let model = try F.compile(F.storyboard(F.scene(subviews: "<label id=\"big\" text=\"\(text)\"/>")))
        #expect(model.controllers["vc1"] != nil)
    }

    /// A file is read a chunk at a time, never whole: a storyboard spread over many 64 KiB chunks
    /// (a long attribute split between two of them) loads as from memory, and the element limit
    /// is refused at the same line.
    @Test func aFileReadInChunksLoadsAndIsRefusedAsFromMemory() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let labels = (0..<400).map { "<label id=\"l\($0)\" text=\"\(String(repeating: "x", count: 300))\"/>" }
        let text = F.storyboard(F.scene(subviews: labels.joined(separator: "\n")))
        #expect(text.utf8.count > 2 * 65_536)
        let url = folder.appendingPathComponent("Chunks.storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let fromFile = try IBFileLoader.model(at: url, kind: .storyboard, registry: F.registry)
        #expect(fromFile.controllers["vc1"]?.view?.subviews.count == 400)
        IBFileLoader.forgetCachedFiles()

        let many = F.storyboard(F.scene(subviews: String(repeating: "<view id=\"v\"/>\n", count: 100_001)))
        try many.write(to: url, atomically: true, encoding: .utf8)
        #expect {
            try IBFileLoader.model(at: url, kind: .storyboard, registry: F.registry)
        } throws: { error in
            (error as? StoryboardError)?.description.hasPrefix(
                "Storyboard: \(url.path):100002: the file has more than 100000 elements") == true
        }
        #expect(IBXMLReader.lineOfElement(after: 100_000, in: Data(many.utf8)) == 100_002, "the same line from memory")
    }

    @Test func aFIFONamedAsAStoryboardIsRefusedAsNotARegularFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Pipe.storyboard").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            try IBFileLoader.model(at: URL(fileURLWithPath: path), kind: .storyboard, registry: F.registry)
        } throws: { error in
            (error as? StoryboardError)?.description.contains("not a regular file (it is a FIFO)") == true
        }
    }
}

import Foundation
import Testing

@testable import Windowing

/// A file over the element limit is refused by a count made before any element is built (issue 21:
/// building the 100,000 elements before the one past the limit cost 330-885 ms and 44.5 MB).
struct IBXMLElementCountTests {
    @Test func theCountNamesTheLineOfTheFirstElementPastTheLimit() {
        let data = Data("<a>\n<b/>\n<c/><d/>\n</a>".utf8)
        #expect(IBXMLReader.lineOfElement(after: 2, in: data) == 3)
        #expect(IBXMLReader.lineOfElement(after: 3, in: data) == 3)
        #expect(IBXMLReader.lineOfElement(after: 4, in: data) == nil)
    }

    @Test func tagsInsideCommentsAndCDATAAreNotCounted() {
        // Six "<name" byte pairs, so the quick bound (6) passes the limit and expat counts: 2 elements.
        let data = Data("<a><!-- <b <c --><![CDATA[ <d <e ]]><f/></a>".utf8)
        #expect(IBXMLReader.lineOfElement(after: 2, in: data) == nil)
        #expect(IBXMLReader.lineOfElement(after: 1, in: data) == 1)
    }

    /// The second element's attribute is over its limit, which building the tree would report first;
    /// the count's refusal shows that no element was built.
    @Test func aFileOverTheLimitIsRefusedBeforeAnyElementIsBuilt() {
        let long = String(repeating: "x", count: IBXMLReader.maximumAttributeBytes + 1)
        let text =
            "<document>\n<a t=\"\(long)\"/>\n" + String(repeating: "<a/>", count: IBXMLReader.maximumElements)
            + "</document>"
        #expect(
            throws: StoryboardError.limit(file: "T", line: 3, what: "the file has more than 100000 elements")
        ) {
            _ = try IBXMLReader.read(Data(text.utf8), file: "T")
        }
    }

    @Test func aFileAtTheLimitIsNotRefusedForItsCount() {
        let text = "<document>" + String(repeating: "<a/>", count: IBXMLReader.maximumElements - 1) + "</document>"
        #expect(IBXMLReader.lineOfElement(after: IBXMLReader.maximumElements, in: Data(text.utf8)) == nil)
    }

    /// A file too small to hold more than the limit is read once, with no count before; one that
    /// grew after its size was taken is still refused at the element past the limit, with the
    /// message and line the count gives.
    @Test func aFileThatGrewAfterItsSizeWasTakenIsRefusedAtTheSameElement() throws {
        #expect(IBXMLReader.maximumElements * IBXMLReader.minimumElementBytes < 400_004)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("IBXMLCount-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Grown.storyboard").path
        let text = "<document>\n" + String(repeating: "<a/>\n", count: IBXMLReader.maximumElements) + "</document>"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let refusal = StoryboardError.limit(
            file: "T", line: IBXMLReader.maximumElements + 1, what: "the file has more than 100000 elements")
        #expect(throws: refusal) { _ = try IBXMLReader.read(fileAt: path, size: 100, file: "T") }
        #expect(throws: refusal) { _ = try IBXMLReader.read(fileAt: path, size: nil, file: "T") }
    }
}

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
}

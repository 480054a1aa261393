import Foundation
import Testing

@testable import Windowing

/// The launch's own reader of XML Info.plist files: what it reads must be what Foundation reads,
/// and whatever it leaves (nil) is read by Foundation as before.
struct PlistXMLReaderTests {
    private static let xcodeProlog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    private static func document(_ body: String, prolog: String = xcodeProlog) -> String {
        prolog + "<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    private static func foundation(_ text: String) throws -> PlistNode {
        PlistNode(converting: try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil))
    }

    private static func read(_ text: String) -> PlistNode? { PlistXMLReader.read(Array(text.utf8)) }

    @Test func readsXcodesTemplateAsFoundationDoes() throws {
        let xml = TestPlist.templateXML()
        let node = try #require(Self.read(xml))
        #expect(node == (try Self.foundation(xml)))
    }

    // The repository's own Info.plist files, the samples' and the port tool's fixtures.
    @Test(arguments: [
        "Resources/HelloWindow/Info.plist", "Benchmarks/Resources/HelloStoryboard/Info.plist",
        "Examples/Resources/IOSStyleApp/Info.plist", "Examples/Resources/MainStoryboardApp/Info.plist",
        "Examples/Resources/MultiWindow/Info.plist", "Examples/Resources/StoryboardWindow/Info.plist",
        "Tests/Fixtures/PortFixtureApp/PortFixtureApp/Info.plist",
    ])
    func readsTheRepositorysInfoPlistsAsFoundationDoes(path: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path)
        let xml = try String(contentsOf: url, encoding: .utf8)
        let node = try #require(Self.read(xml))
        #expect(node == (try Self.foundation(xml)))
    }

    @Test(arguments: [
        "<dict>\n\t<key>A &amp; B</key>\n\t<string> &lt;x&gt; &quot;q&quot; &apos;a&apos; </string>\n</dict>",
        "<dict><key></key><string></string><key>k</key><array></array><key>d</key><dict></dict></dict>",
        "<array><true/><false/><string>ü\tline\nnext</string><array><string>x</string></array></array>",
        "<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>",
        "<dict><!-- note --><key>a</key><string>b</string></dict>",
        "<dict><key>a</key><string>&#65;</string></dict>",
        "<dict><key>a</key><string><![CDATA[x <y>]]></string></dict>",
        "<dict><key>a</key><string/></dict>",
        "<dict/>",
    ])
    func readsTheSubsetAsFoundationDoes(body: String) throws {
        let xml = Self.document(body)
        let node = try #require(Self.read(xml))
        #expect(node == (try Self.foundation(xml)))
    }

    @Test(arguments: [
        "<dict><key>n</key><integer>1</integer></dict>",
        "<dict><key>r</key><real>1.5</real></dict>",
        "<dict><key>d</key><date>2020-01-01T00:00:00Z</date></dict>",
        "<dict><key>b</key><data>AA==</data></dict>",
        "<dict><key>a</key><string>b</string><key>a</key><string>c</string></dict>",
        "<dict><key>a</key><string>line\r\nnext</string></dict>",
        "<dict><key>a</key></dict>",
        "<dict><key>a</key><string>b</string>",
        "<dict><key>a</key><string>&#13;</string></dict>",
        "<dict><key>a</key><string>&undeclared;</string></dict>",
        "<dict><key>a</key>text<string>b</string></dict>",
        "<array><key>a</key></array>",
        "<dict><key>a</key><true>yes</true></dict>",
    ])
    func leavesEverythingElseToFoundation(body: String) {
        #expect(Self.read(Self.document(body)) == nil)
    }

    @Test func leavesOtherEncodingsAndInternalSubsetsToFoundation() {
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
        #expect(Self.read(Self.document("<string>x</string>", prolog: latin1)) == nil)
        let subset = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY e \"x\">]>\n"
        #expect(Self.read(Self.document("<string>&e;</string>", prolog: subset)) == nil)
        #expect(Self.read("bplist00") == nil)
        #expect(Self.read(Self.document("<string>x</string>") + "<extra/>") == nil)
        // "<string>", a byte that is no UTF-8, "</string>".
        let invalidUTF8 =
            Array(Self.document("<string>").utf8.dropLast(10)) + [0xFF] + Array("</string>\n</plist>\n".utf8)
        #expect(PlistXMLReader.read(invalidUTF8) == nil)
    }

    // A file the reader leaves gives Foundation's values and Foundation's messages, as before.
    @Test func aFileOutsideTheSubsetIsReadByFoundation() throws {
        let xml = Self.document(
            "<dict><key>CFBundleName</key><string>App</string><key>Build</key><integer>7</integer></dict>")
        let url = try writeTemporaryFile("Info.plist", xml)
        defer { removeTemporaryFolder(of: url) }
        let plist = try InfoPlist(contentsOf: url)
        #expect(plist.displayName == "App")
        #expect(plist.values["Build"] == .other(kind: "a number"))
    }
}

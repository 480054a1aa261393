import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// What a dense storyboard costs (issue 21): 100,000 elements of 20 bytes each cost 130 MB, 72×
/// the file, mostly in copies of large view specs. The measured figures are in
/// Benchmarks/README.md ("Storyboards", `StoryboardBench dense`); these tests keep the causes out.
@MainActor
struct StoryboardMemoryTests {
    @Test func aViewSpecStaysSmall() {
        // Content and layout are out of line, the element's label is made when needed: a plain view's
        // spec was over 500 bytes, held in the model and copied again for every view instantiated.
        // The frame, mask, colour, alpha and content are out of line too, the name is a code and the
        // flags are bits: 136 bytes a view before.
        #expect(MemoryLayout<IBViewSpec>.stride <= 48, "\(MemoryLayout<IBViewSpec>.stride) bytes")
        #expect(MemoryLayout<IBViewContent>.size <= 8)
    }

    @Test func aPlainViewsSpecStoresNothingOutOfLine() throws {
        let model = try F.compile(F.storyboard(F.scene(subviews: "<view id=\"plain\"/>")))
        let plain = try #require(model.controllers["vc1"]?.view?.subviews.first)
        #expect(plain.extrasStorage == nil)
        #expect(plain.elementName == "view")
        #expect(plain.isOpaque && plain.isUserInteractionEnabled && !plain.isHidden)
    }

    /// A plain `<view id="…"/>` is kept as its id and line in a few bytes (issue 21: 48 bytes a
    /// spec, 2.4× a dense file); every other subview whole, all in file order.
    @Test func plainSubviewsAreStoredInAFewBytesAndReadBackInOrder() throws {
        let longID = String(repeating: "i", count: 300)
        let subviews = """
            <view id="a"/>
            <view contentMode="scaleToFill" id="b"/>
            <label text="L" id="c"/>
            <view hidden="YES" id="d"/>\(String(repeating: "\n", count: 300))<view id="e"/>
            <view id="\(longID)"/>
            <view id="f"><subviews><view id="g"/></subviews></view>
            <view id="h"/>
            """
        let model = try F.compile(F.storyboard(F.scene(subviews: subviews)))
        let root = try #require(model.controllers["vc1"]?.view)
        let read = Array(root.subviews)
        #expect(read.map(\.id) == ["a", "b", "c", "d", "e", longID, "f", "h"])
        // The 300-byte id's view is plain too, though kept whole: a compact id has at most 254 bytes.
        #expect(read.map(\.isPlainView) == [true, true, false, false, true, true, false, true])
        #expect(read.map(\.elementName) == ["view", "view", "label", "view", "view", "view", "view", "view"])
        let firstLine = read[0].line
        #expect(read.map { $0.line - firstLine } == [0, 1, 2, 3, 303, 304, 305, 306])
        #expect(read[3].isHidden && !read[4].isHidden)
        #expect(read[6].subviews.map(\.id) == ["g"])
        #expect(root.subviews.count == 8 && root.subviews[4].id == "e")

        let dense = (0..<1000).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
        let denseRoot = try #require(try F.compile(F.storyboard(F.scene(subviews: dense))).controllers["vc1"]?.view)
        #expect(denseRoot.subviews.count == 1000)
        #expect(denseRoot.subviews.storedBytes <= 7 * 1000, "\(denseRoot.subviews.storedBytes) bytes")

        let labels = (0..<1000).map { "<label text=\"L\" id=\"label\($0)\"/>" }.joined(separator: "\n")
        let labelRoot = try #require(try F.compile(F.storyboard(F.scene(subviews: labels))).controllers["vc1"]?.view)
        #expect(labelRoot.subviews.reservedBytes <= 1000 + 4096, "the room reserved for plain views is given back")
    }

    @Test func changingEachSubviewKeepsTheOrderAndStoresChangedOnesWhole() throws {
        var subviews = IBSubviews(
            (0..<5).map { IBViewSpec(plainViewID: "v\($0)", line: 10 + $0 * 200) })
        subviews.modifyEach { if $0.id == "v2" { $0.isHidden = true } }
        #expect(subviews.map(\.id) == ["v0", "v1", "v2", "v3", "v4"])
        #expect(subviews.map(\.line) == [10, 210, 410, 610, 810])
        #expect(subviews.map(\.isHidden) == [false, false, true, false, false])
        let copy = subviews
        subviews.append(IBViewSpec(plainViewID: "v5", line: 900))
        #expect(copy.count == 5 && subviews.count == 6, "a copy is not changed by appending to the original")
    }

    @Test func aSpecKeepsItsAttributesWhereverTheyAreStored() throws {
        let model = try F.compile(
            F.storyboard(
                F.scene(
                    subviews: """
                        <label hidden="YES" opaque="NO" clipsSubviews="YES" alpha="0.5" contentMode="center" \
                        text="Hi" id="l"><rect key="frame" x="1" y="2" width="3" height="4"/></label>
                        """)))
        let label = try #require(model.controllers["vc1"]?.view?.subviews.first)
        #expect(label.elementName == "label")
        #expect(label.element == "<label id=\"l\">")
        #expect(label.isHidden && !label.isOpaque && label.clipsToBounds && label.isUserInteractionEnabled)
        #expect(label.alpha == 0.5)
        #expect(label.contentMode == .center)
        #expect(label.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        guard case .label(let text, _, _, _, _) = label.content else {
            Issue.record("not a label's content: \(label.content)")
            return
        }
        #expect(text == "Hi")
    }

    @Test func anElementNameOutsideTheVocabularyIsKeptOutOfLine() {
        var spec = IBViewSpec(
            id: "x", elementName: "futureView", line: 7, viewClass: UIView.self, frame: nil, autoresizingMask: [])
        #expect(spec.element == "<futureView id=\"x\">")
        #expect(spec.line == 7)
        #expect(spec.extrasStorage != nil)
        spec.elementName = "view"
        #expect(spec.element == "<view id=\"x\">")
        #expect(spec.extrasStorage == nil)
    }

    @Test func aDenseStoryboardLoadsEveryViewWithItsLabelAndLayout() throws {
        let count = 20_000
        let subviews = (0..<count).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
        let model = try F.compile(F.storyboard(F.scene(subviews: subviews)))
        let root = try #require(model.controllers["vc1"]?.view)
        #expect(root.subviews.count == count)
        #expect(root.subviews[19_999].element == "<view id=\"v19999\">")
        #expect(root.subviews[0].layout.isDefault)
        let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(controller.view.subviews.count == count)
        #expect(controller.view.subviews[5].translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aViewsOwnLayoutIsKept() throws {
        let model = try F.compile(
            F.storyboard(
                F.scene(
                    subviews: """
                        <view id="plain"/>
                        <view translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" id="own"/>
                        """)))
        let subviews = try #require(model.controllers["vc1"]?.view?.subviews)
        #expect(subviews[0].layout.isDefault)
        #expect(!subviews[1].layout.isDefault)
        #expect(subviews[1].layout.translatesAutoresizingMaskIntoConstraints == false)
        #expect(subviews[1].layout.horizontalHugging == 251)
    }

    @Test func anElementsAttributesAreFoundByName() throws {
        let root = try IBXMLReader.read(Data("<document a=\"1\" id=\"x\" key=\"k\"/>".utf8), file: "T")
        #expect(root["a"] == "1")
        #expect(root["missing"] == nil)
        #expect(root.label == "<document id=\"x\">")
        #expect(root.attributes.map(\.name) == ["a", "id", "key"])
        #expect(root.attributes.map(\.value) == ["1", "x", "k"])
    }

    @Test func anElementWithoutAttributesOrWithManyReadsThemAll() throws {
        let names = (0..<40).map { "a\($0)" }
        let text =
            "<document>" + "<x/>" + "<y " + names.map { "\($0)=\"v\($0)\"" }.joined(separator: " ") + "/></document>"
        let root = try IBXMLReader.read(Data(text.utf8), file: "T")
        #expect(root.children.count == 2)
        #expect(root.children[0].attributes.isEmpty)
        #expect(root.children[0]["a0"] == nil)
        #expect(root.children[1].attributes.map(\.name) == names)
        #expect(root.children[1]["a39"] == "va39")
        #expect(root.children[1].line == 1)
    }

    @Test func theClassTableKeepsEachIdsClassAndForgetsOnNil() {
        var table: IBClassTable = ["vc1": UIViewController.self]
        table.reserveCapacity(4)
        table["a"] = UIView.self
        table["b"] = UILabel.self
        table["c"] = UIView.self
        #expect(table.count == 4)
        #expect(table["a"] == UIView.self)
        #expect(table["b"] == UILabel.self)
        #expect(table["c"] == UIView.self)
        #expect(table["vc1"] == UIViewController.self)
        #expect(table["missing"] == nil)
        table["a"] = nil
        #expect(table["a"] == nil)
        #expect(table.count == 3)
    }

    @Test func anIdUsedTwiceAmongManyViewsIsStillRefused() {
        let subviews = (0..<2_000).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n") + "\n<label id=\"v7\"/>"
        let message = F.error(F.storyboard(F.scene(subviews: subviews)))
        #expect(message?.contains("<label id=\"v7\">: the id 'v7' is used twice") == true, "\(message ?? "nil")")
    }

    @Test func ofTwoBadSeguesTheOneInTheLastSubtreeIsReportedAsBefore() {
        // The segues are checked depth first, a parent's own connections first, then its children
        // from the last: the same first refusal as the stack that held every child at once.
        let subviews = ["first", "second"].map { id in
            """
            <button id="\(id)"><connections><segue destination="vc1" kind="bogus-\(id)" id="s-\(id)"/>\
            </connections></button>
            """
        }.joined(separator: "\n")
        let message = F.error(F.storyboard(F.scene(subviews: subviews)))
        #expect(message?.contains("unknown segue kind 'bogus-second'") == true, "\(message ?? "nil")")
    }
}

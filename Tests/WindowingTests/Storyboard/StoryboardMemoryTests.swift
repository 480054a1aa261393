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
        #expect(MemoryLayout<IBViewSpec>.stride <= 200, "\(MemoryLayout<IBViewSpec>.stride) bytes")
        #expect(MemoryLayout<IBViewContent>.size <= 8)
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
    }
}

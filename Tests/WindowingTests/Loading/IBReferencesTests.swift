import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A scene's controller with an outlet, an action and a segue whose asking it records.
final class ReferencesViewController: UIViewController {
    var titleLabel: UILabel?
    var taps = 0
    var seguesAsked: [String] = []

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["titleLabel": StoryboardOutlet(\ReferencesViewController.titleLabel)]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        ["didTap:": ActionMessage(ReferencesViewController.didTap)]
    }

    func didTap(_ sender: Any?) { taps += 1 }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        seguesAsked.append(identifier)
        return false
    }
}

/// Instantiation keeps only the objects something looks up by id (issue 21: a scene of 100,000
/// views kept a table of all of them), and every lookup still finds its object.
@MainActor
struct IBReferencesTests {
    static let text = F.storyboard(
        """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ReferencesViewController" \
        customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                            <subviews>
                                <label text="Title" id="title"/>
                                <button contentMode="scaleToFill" id="go">
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <action selector="didTap:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                        <segue destination="vc2" kind="show" identifier="next" id="s-next"/>
                                    </connections>
                                </button>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned"/>
                                <view id="plain1"/>
                                <view id="plain2"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pinned" firstAttribute="top" secondItem="root" \
        secondAttribute="top" constant="8" id="c-top"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2"/>
                    </viewController>
                </objects>
            </scene>
        """)

    @Test func theReferencedIDsAreTheConnectionsSeguesAndConstraintItems() throws {
        let model = try F.compile(Self.text)
        let controller = try #require(model.controllers["vc1"])
        #expect(IBReferences.ids(in: controller) == ["title", "vc1", "go", "pinned", "root"])
    }

    @Test func onlyReferencedObjectsAreKept() throws {
        let model = try F.compile(Self.text)
        let spec = try #require(model.controllers["vc1"])
        let owner = NSObject()
        var instantiation = IBInstantiation(
            placeholders: ["vc1": owner], references: IBReferences.ids(in: spec), bundle: nil, file: model.file)
        let root = instantiation.makeView(try #require(spec.view))
        #expect(Set(instantiation.objects.keys) == ["vc1", "root", "title", "go", "pinned"])
        #expect(instantiation.objects["plain1"] == nil)
        // A plain UIView's awakeFromNib does nothing, so only the label and the button are kept for it.
        #expect(instantiation.created.count == 2)
        #expect(!instantiation.created.contains { type(of: $0) == UIView.self })
        #expect(root.subviews.count == 5)
        // Without references (the checker's and the layout check's instantiations), every object is kept.
        var everything = IBInstantiation(bundle: nil, file: model.file)
        _ = everything.makeView(try #require(spec.view))
        #expect(Set(everything.objects.keys) == ["root", "title", "go", "pinned", "plain1", "plain2", "c-top"])
    }

    @Test func outletsActionsSeguesAndConstraintsStillResolve() throws {
        let storyboard = UIStoryboard(model: try F.compile(Self.text), name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? ReferencesViewController)
        controller.loadViewIfNeeded()
        let subviews = controller.view.subviews
        #expect(subviews.count == 5)
        #expect(controller.titleLabel === subviews[0])
        #expect(controller.titleLabel?.text == "Title")
        let button = try #require(subviews[1] as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
        button.sendActions(for: .primaryActionTriggered)
        #expect(controller.seguesAsked == ["next"])
        let constraint = try #require(controller.view.constraints.first)
        #expect(controller.view.constraints.count == 1)
        #expect(constraint.firstItem === subviews[2])
        #expect(constraint.secondItem === controller.view)
        #expect(constraint.constant == 8)
    }

    @Test func aLargeFilesModelIsNotKeptInTheCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("IBReferencesTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, views: Int) throws -> URL {
            let subviews = (0..<views).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
            let url = folder.appendingPathComponent("\(name).storyboard")
            try Data(F.storyboard(F.scene(subviews: subviews)).utf8).write(to: url)
            return url
        }
        let small = try write("Small", views: 10)
        let large = try write("Large", views: IBFileLoader.cachedViewLimit)
        let bundle = Bundle(path: folder.path)
        let smallStoryboard = try UIStoryboard.load(name: "Small", bundle: bundle)
        let largeStoryboard = try UIStoryboard.load(name: "Large", bundle: bundle)
        #expect(IBFileLoader.isCached(small))
        #expect(!IBFileLoader.isCached(large))
        // The storyboard keeps its own model, so its scenes are made again without reading the file.
        try FileManager.default.removeItem(at: large)
        #expect(smallStoryboard.instantiateInitialViewController()?.view.subviews.count == 10)
        for _ in 0..<2 {
            #expect(largeStoryboard.instantiateInitialViewController()?.view.subviews.count == 10_000)
        }
    }
}

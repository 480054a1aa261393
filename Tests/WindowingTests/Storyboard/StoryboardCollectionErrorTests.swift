import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A storyboard collection view's bad input: each gets the loader's message, with file, line and
/// element, when the file is loaded.
@MainActor
struct StoryboardCollectionErrorTests {
    /// A collection view (lines 10–18 of the storyboard) with `layout` on line 12, `cells` on
    /// lines 14 and 15 and `connections` on line 17.
    private func collection(layout: String = flowLayout, cells: [String], connections: String = "") -> String {
        precondition(cells.count == 2)
        return F.storyboard(
            F.scene(
                subviews: """
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        \(layout)
                        <cells>
                            \(cells[0])
                            \(cells[1])
                        </cells>
                        <connections>\(connections)</connections>
                    </collectionView>
                    """))
    }

    private static let flowLayout =
        "<collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacing=\"10\" "
        + "minimumInteritemSpacing=\"10\" id=\"l1\"/>"

    private static func cell(_ id: String, reuse: String?) -> String {
        let reuseAttribute = reuse.map { " reuseIdentifier=\"\($0)\"" } ?? ""
        return "<collectionViewCell contentMode=\"center\"\(reuseAttribute) id=\"\(id)\">"
            + "<collectionViewCellContentView key=\"contentView\" id=\"\(id)-cv\"/></collectionViewCell>"
    }

    private static let twoCells = [cell("a1", reuse: "A"), cell("b1", reuse: "B")]

    @Test func anUnknownLayoutClassFallsBackToUICollectionViewLayoutWithUIKitsLogLine() throws {
        let layout =
            "<collectionViewLayout key=\"collectionViewLayout\" id=\"l1\" customClass=\"MissingLayout\" "
            + "customModuleProvider=\"target\"/>"
        let text = collection(layout: layout, cells: Self.twoCells)
        #expect(
            try F.compile(text).warnings == [
                """
                Storyboard: Test.storyboard:12: <collectionViewLayout id="l1">: Unknown class MissingLayout in \
                Interface Builder file; tried 'WindowingTests.MissingLayout'; using UICollectionViewLayout
                """
            ])
        #expect(type(of: try F.firstCollectionView(in: text).collectionViewLayout) == UICollectionViewLayout.self)
    }

    @Test func aLayoutClassOfTheAppsIsMadeThroughItsCoderInitializer() throws {
        let layout =
            "<collectionViewLayout key=\"collectionViewLayout\" id=\"l1\" customClass=\"StackLayout\" "
            + "customModule=\"WindowingTests\"/>"
        let collection = try F.firstCollectionView(in: collection(layout: layout, cells: Self.twoCells))
        #expect(collection.collectionViewLayout is StackLayout)
        #expect(collection.collectionViewLayout.collectionView === collection)
    }

    @Test func aLayoutClassThatIsNotAFlowLayoutIsRefused() {
        let layout =
            "<collectionViewFlowLayout key=\"collectionViewLayout\" id=\"l1\" customClass=\"PhotoCell\" "
            + "customModule=\"WindowingTests\"/>"
        #expect(
            F.error(collection(layout: layout, cells: Self.twoCells)) == """
                Storyboard: Test.storyboard:12: <collectionViewFlowLayout id="l1">: class 'WindowingTests.PhotoCell' \
                is not a subclass of UICollectionViewFlowLayout; refused (check customClass and customModule)
                """)
    }

    @Test func aPrototypeWithoutAReuseIdentifierIsSkippedWithAWarning() throws {
        let text = collection(cells: [Self.cell("a1", reuse: nil), Self.cell("b1", reuse: "B")])
        #expect(
            try F.compile(text).warnings == [
                """
                Storyboard: Test.storyboard:14: <collectionViewCell id="a1">: the prototype cell has no \
                reuseIdentifier, so dequeueReusableCell(withReuseIdentifier:for:) never makes it; skipped. Hint: \
                give it an Identifier in Interface Builder
                """
            ])
        #expect(try F.firstCollectionView(in: text).prototypeCellFactories.keys.sorted() == ["B"])
    }

    @Test func twoPrototypesWithOneReuseIdentifierAreRefused() {
        #expect(
            F.error(collection(cells: [Self.cell("a1", reuse: "A"), Self.cell("b1", reuse: "A")])) == """
                Storyboard: Test.storyboard:15: <collectionViewCell id="b1">: the reuseIdentifier 'A' is also the one \
                of the prototype cell 'a1'; give each prototype cell its own Identifier in Interface Builder
                """)
    }

    @Test func aDataSourceOutletToAViewIsRefused() {
        let outlet = "<outlet property=\"dataSource\" destination=\"root\" id=\"o1\"/>"
        #expect(
            F.error(collection(cells: Self.twoCells, connections: outlet)) == """
                Storyboard: Test.storyboard:17: <collectionView id="c1">: the outlet 'dataSource' holds \
                UICollectionViewDataSource, but its destination 'root' is UIView; change the property's type or the \
                outlet's destination
                """)
    }

    @Test func aCollectionViewControllerWhoseViewIsNotACollectionViewIsRefused() {
        #expect(
            F.error(F.storyboard(F.scene(controller: "collectionViewController"))) == """
                Storyboard: Test.storyboard:7: <view id="root">: the view of a <collectionViewController> is a \
                <view>, not a <collectionView>; make a collection view the controller's view, or use a <viewController>
                """)
    }

    @Test func anUnknownFlowLayoutAttributeAndANegativeItemSizeAreRefused() {
        let typo =
            "<collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacng=\"10\" id=\"l1\"/>"
        #expect(
            F.error(collection(layout: typo, cells: Self.twoCells)) == """
                Storyboard: Test.storyboard:12: <collectionViewFlowLayout id="l1">: unknown attribute \
                'minimumLineSpacng'; did you mean 'minimumLineSpacing'?
                """)
        let negative =
            "<collectionViewFlowLayout key=\"collectionViewLayout\" id=\"l1\"><size key=\"itemSize\" width=\"-5\" "
            + "height=\"10\"/></collectionViewFlowLayout>"
        #expect(
            F.error(collection(layout: negative, cells: Self.twoCells)) == """
                Storyboard: Test.storyboard:12: <size key="itemSize">: the size width=-5.0 height=10.0 is negative \
                or too large; sizes are between 0 and 1,000,000 points
                """)
    }
}

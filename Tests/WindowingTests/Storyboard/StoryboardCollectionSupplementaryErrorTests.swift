import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A storyboard collection view's bad section headers and footers: each gets the loader's
/// message, with file, line and element, when the file is loaded.
@MainActor
struct StoryboardCollectionSupplementaryErrorTests {
    /// A collection view (lines 10–18) with one prototype cell on line 14 and `views` on lines 16 and 17.
    private func collection(_ views: [String]) -> String {
        precondition(views.count == 2)
        return F.storyboard(
            F.scene(
                subviews: """
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <collectionViewFlowLayout key="collectionViewLayout" id="l1"/>
                        <cells>
                            <collectionViewCell reuseIdentifier="Cell" id="a1"><collectionViewCellContentView key="contentView" id="a1-cv"/></collectionViewCell>
                        </cells>
                        \(views[0])
                        \(views[1])
                    </collectionView>
                    """))
    }

    private static func view(
        _ key: String, id: String, reuse: String?, customClass: String? = nil
    ) -> String {
        let reuseAttribute = reuse.map { " reuseIdentifier=\"\($0)\"" } ?? ""
        let classAttributes = customClass.map { " customClass=\"\($0)\" customModule=\"WindowingTests\"" } ?? ""
        return "<collectionReusableView key=\"\(key)\" opaque=\"NO\" contentMode=\"center\"\(reuseAttribute) "
            + "id=\"\(id)\"\(classAttributes)><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"20\"/>"
            + "</collectionReusableView>"
    }

    private func collectionView(_ text: String) throws -> UICollectionView {
        let model = try F.compile(text)
        let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        return try #require(controller.view.subviews.first as? UICollectionView)
    }

    @Test func aHeaderWithoutAReuseIdentifierIsSkippedWithAWarning() throws {
        let text = collection([
            Self.view("sectionHeaderView", id: "h1", reuse: nil), Self.view("sectionFooterView", id: "f1", reuse: "F"),
        ])
        #expect(
            try F.compile(text).warnings == [
                """
                Storyboard: Test.storyboard:16: <collectionReusableView id="h1">: the section header has no \
                reuseIdentifier, so dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) never makes \
                it; skipped. Hint: give it an Identifier in Interface Builder
                """
            ])
        #expect(
            Array(try collectionView(text).prototypeSupplementaryFactories.keys) == [
                SupplementaryKey.Registration(kind: UICollectionView.elementKindSectionFooter, identifier: "F")
            ])
    }

    @Test func aHeaderAndAFooterMayShareAReuseIdentifier() throws {
        let text = collection([
            Self.view("sectionHeaderView", id: "h1", reuse: "S"), Self.view("sectionFooterView", id: "f1", reuse: "S"),
        ])
        #expect(try F.compile(text).warnings == [])
        #expect(try collectionView(text).prototypeSupplementaryFactories.count == 2)
    }

    @Test func twoHeadersWithOneReuseIdentifierAreRefused() {
        #expect(
            F.error(
                collection([
                    Self.view("sectionHeaderView", id: "h1", reuse: "H"),
                    Self.view("sectionHeaderView", id: "h2", reuse: "H"),
                ])) == """
                    Storyboard: Test.storyboard:17: <collectionReusableView id="h2">: the reuseIdentifier 'H' is also the \
                    one of the section header 'h1'; give each section header its own Identifier in Interface Builder
                    """)
    }

    @Test func aSecondFooterIsRefused() {
        #expect(
            F.error(
                collection([
                    Self.view("sectionFooterView", id: "f1", reuse: "F"),
                    Self.view("sectionFooterView", id: "f2", reuse: "G"),
                ])) == """
                    Storyboard: Test.storyboard:17: <collectionReusableView id="f2">: the collection view already has a \
                    section footer, 'f1'; a flow layout has one section footer; remove one of them
                    """)
    }

    @Test func aReusableViewWithAnUnknownKeyIsRefused() {
        #expect(
            F.error(
                collection([
                    Self.view("sectionHeaderView", id: "h1", reuse: "H"),
                    Self.view("decorationView", id: "d1", reuse: "D"),
                ])) == """
                    Storyboard: Test.storyboard:17: <collectionReusableView id="d1">: key="decorationView" is not a \
                    section header or footer of the collection view; Xcode writes key="sectionHeaderView" or \
                    key="sectionFooterView"
                    """)
    }

    @Test func anUnknownHeaderClassFallsBackToUICollectionReusableViewWithUIKitsLogLine() throws {
        let text = collection([
            Self.view("sectionHeaderView", id: "h1", reuse: "H", customClass: "MissingHeader"),
            Self.view("sectionFooterView", id: "f1", reuse: "F"),
        ])
        #expect(
            try F.compile(text).warnings == [
                """
                Storyboard: Test.storyboard:16: <collectionReusableView id="h1">: Unknown class MissingHeader in \
                Interface Builder file; tried 'WindowingTests.MissingHeader'; using UICollectionReusableView
                """
            ])
        let header = try collectionView(text).dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H",
            for: IndexPath(item: 0, section: 0))
        #expect(type(of: header) == UICollectionReusableView.self)
        #expect(header.reuseIdentifier == "H")
    }

    @Test func aHeaderClassThatIsNotAReusableViewIsRefused() {
        #expect(
            F.error(
                collection([
                    Self.view("sectionHeaderView", id: "h1", reuse: "H", customClass: "AwakeningView"),
                    Self.view("sectionFooterView", id: "f1", reuse: "F"),
                ])) == """
                    Storyboard: Test.storyboard:16: <collectionReusableView id="h1">: class \
                    'WindowingTests.AwakeningView' is not a subclass of UICollectionReusableView; refused (check \
                    customClass and customModule)
                    """)
    }
}

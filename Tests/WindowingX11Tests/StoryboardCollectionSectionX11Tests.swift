import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `CollectionSections.storyboard` on a private Xvfb: the storyboard's section headers and footers
/// draw where the flow layout puts them, and a click on a prototype cell performs its show segue.
@MainActor
@Suite(.serialized)
struct StoryboardCollectionSectionX11Tests {
    private static let teal: UInt32 = 0x30B0C7
    private static let yellow: UInt32 = 0xFFCC00
    private static let indigo: UInt32 = 0x5856D6
    private static let orange: UInt32 = 0xFF9500

    @Test func headersAndFootersDrawAndAClickOnACellPushesItsSegueDestination() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Storyboards/CollectionSections.storyboard")
        // The scene's classes are the unit tests' (AlbumsViewController, AlbumCell, AlbumHeaderView).
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "CollectionSections.storyboard",
            registry: TypeRegistry(moduleName: "WindowingTests"))
        #expect(model.warnings == [])
        let storyboard = UIStoryboard(model: model, name: "CollectionSections", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 393, height: 500), on: .xvfb)
        defer { app.terminate() }
        let albums = try #require(navigation.topViewController as? UICollectionViewController)
        let collection = try #require(albums.collectionView)
        try app.waitUntil { collection.visibleCells.count == 6 }
        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let footer = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)))
        // Left of the labels, each view shows its own background: the header's 40 points, the
        // footer's 24, and the cell's content view.
        let headerTop = header.convert(CGPoint(x: 4, y: 1), to: nil)
        let headerBottom = header.convert(CGPoint(x: 4, y: 39), to: nil)
        let footerMiddle = footer.convert(CGPoint(x: 4, y: 12), to: nil)
        let cellCorner = cell.convert(CGPoint(x: 2, y: 2), to: nil)
        try app.waitUntil { app.pixel(at: headerTop) == Self.teal }
        #expect(app.pixel(at: headerBottom) == Self.teal)
        #expect(app.pixel(at: CGPoint(x: headerBottom.x, y: headerBottom.y + 2)) == 0xFFFFFF)
        #expect(app.pixel(at: footerMiddle) == Self.yellow)
        #expect(app.pixel(at: cellCorner) == Self.indigo)
        app.tap(cell)
        try app.waitUntil { navigation.viewControllers.count == 2 }
        // The push slides the detail in from the right; once it has, its orange view covers the list.
        try app.waitUntil { app.pixel(at: headerTop) == Self.orange }
        #expect(app.pixel(at: cellCorner) == Self.orange)
        #expect(app.pixel(at: footerMiddle) == Self.orange)
    }
}

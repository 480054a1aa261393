import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A storyboard's collection view controller on a private Xvfb: the prototype cells' subviews are
/// drawn where the flow layout puts the items.
@MainActor
@Suite(.serialized)
struct StoryboardCollectionX11Tests {
    /// The teal of the prototype's swatch view (`systemTealColor`).
    private static let teal: UInt32 = 0x30B0C7

    @Test func prototypeCellsDrawInTheirFlowLayoutPlaces() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Storyboards/Collections.storyboard")
        // The scene's classes are the unit tests' (PhotosViewController, PhotoCell), linked into the same test binary.
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "Collections.storyboard",
            registry: TypeRegistry(moduleName: "WindowingTests"))
        #expect(model.warnings == [])
        let storyboard = UIStoryboard(model: model, name: "Collections", bundle: nil)
        let controller = try #require(
            storyboard.instantiateViewController(withIdentifier: "Photos") as? UICollectionViewController)
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 393, height: 400), on: .xvfb)
        defer { app.terminate() }
        try app.waitUntil { controller.collectionView.visibleCells.count == 6 }
        // Each item's swatch is the top 52 points of its 100 × 80 cell: items at x 16, 146.5 and
        // 277 on lines at y 10 and 102.
        for (x, y) in [(16.0, 10.0), (146.5, 10), (277, 10), (16, 102), (146.5, 102), (277, 102)] {
            try app.waitUntil { app.pixel(at: CGPoint(x: x + 50, y: y + 26)) == Self.teal }
        }
        // The first swatch covers x 16–115 and y 10–61 exactly; around it is the background.
        #expect(app.pixel(at: CGPoint(x: 16, y: 10)) == Self.teal)
        #expect(app.pixel(at: CGPoint(x: 115, y: 61)) == Self.teal)
        #expect(app.pixel(at: CGPoint(x: 15, y: 30)) == 0xFFFFFF)
        #expect(app.pixel(at: CGPoint(x: 116, y: 30)) == 0xFFFFFF)
        #expect(app.pixel(at: CGPoint(x: 66, y: 9)) == 0xFFFFFF)
        // Between the lines (y 90–101) there is only background.
        #expect(app.pixel(at: CGPoint(x: 66, y: 95)) == 0xFFFFFF)
    }
}

import Foundation
import Testing
import Windowing
import WindowingTesting

/// An inset grouped list as an iOS 14 settings screen writes it: two sections of list cells with
/// text and a disclosure indicator, from a diffable data source and a cell registration.
@MainActor
final class SettingsListController: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.showsVerticalScrollIndicator = false
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Mobile Data"], toSection: 0)
        snapshot.appendItems(["Notifications", "Sounds"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// The list on a private Xvfb: the grouped background around rows inset by 20 points, the rows'
/// white with rounded section ends, separators from the text's edge, the chevrons, and a click
/// selecting a row, which turns grey.
@MainActor
@Suite(.serialized)
struct ListLayoutX11Tests {
    /// Whether each channel of `pixel` is within 3 of `expected`'s (blending rounds).
    private func near(_ pixel: UInt32?, _ expected: UInt32) -> Bool {
        guard let pixel else { return false }
        return [16, 8, 0].allSatisfy { shift in
            abs(Int((pixel >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF)) <= 3
        }
    }

    @Test func theListsRowsSeparatorsAndSelectionArePainted() throws {
        let controller = SettingsListController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 400), on: .xvfb)
        defer { app.terminate() }
        let background: UInt32 = 0xF2F2F7
        let white: UInt32 = 0xFFFFFF
        // Section 0's rows: x 20–300, y 18–150; section 1's from 186.
        #expect(app.pixel(at: CGPoint(x: 10, y: 100)) == background)
        #expect(app.pixel(at: CGPoint(x: 160, y: 10)) == background)
        #expect(app.pixel(at: CGPoint(x: 250, y: 30)) == white)
        #expect(app.pixel(at: CGPoint(x: 250, y: 140)) == white)
        #expect(app.pixel(at: CGPoint(x: 160, y: 168)) == background, "the gap between the sections")
        #expect(app.pixel(at: CGPoint(x: 250, y: 200)) == white)
        // The first row's rounded top-left corner shows the background; inside it, the row.
        #expect(app.pixel(at: CGPoint(x: 20, y: 18)) == background)
        #expect(app.pixel(at: CGPoint(x: 30, y: 28)) == white)
        // The second row's corners are square.
        #expect(app.pixel(at: CGPoint(x: 20, y: 63)) == white)
        // A separator under the first row from the text's edge (36), none before it or under the last.
        let separator: UInt32 = 0xC6C6C8
        #expect(near(app.pixel(at: CGPoint(x: 150, y: 61)), separator))
        #expect(app.pixel(at: CGPoint(x: 30, y: 61)) == white)
        #expect(app.pixel(at: CGPoint(x: 150, y: 149)) == white)
        // A chevron's grey in the 8 × 13 box 16 points from the row's trailing edge.
        let chevron = (0..<13).flatMap { y in (0..<8).map { x in CGPoint(x: Double(276 + x), y: 33.5 + Double(y)) } }
        #expect(chevron.contains { app.pixel(at: $0) != white }, "the chevron is drawn")
        // The text, dark on the row, starts at 36.
        let text = (0..<20).flatMap { y in (36..<60).map { x in CGPoint(x: Double(x), y: Double(30 + y)) } }
        #expect(text.contains { (app.pixel(at: $0) ?? white) & 0xFF < 0x60 }, "the text is drawn")

        app.tap(at: CGPoint(x: 200, y: 84))
        try app.waitUntil { controller.selected == [IndexPath(item: 1, section: 0)] }
        try app.waitUntil { app.pixel(at: CGPoint(x: 250, y: 84)) == 0xD1D1D6 }
        #expect(app.pixel(at: CGPoint(x: 250, y: 40)) == white)
    }
}

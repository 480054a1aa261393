import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The pop-up menu accessory of list cells: a click on its row opens the menu instead of selecting
/// the row, and choosing moves the choice and tells the handler.
@MainActor
struct ListPopUpMenuTests {
    @MainActor
    final class Settings: UIViewController, UICollectionViewDelegate {
        var collection: UICollectionView!
        var source: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
        let sizes = ["Small", "Medium", "Large"].map { title in UIAction(title: title) { _ in } }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collection.delegate = self
            view.addSubview(collection)
            let menu = UIMenu(children: sizes)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                [weak self] cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                guard item == "Text size" else { return }
                cell.accessories = [
                    .popUpMenu(menu) { menu in
                        self?.log.append("chose \(menu.selectedElements.map(\.title))")
                    }
                ]
            }
            source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, path, item in
                collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Text size", "About"])
            source.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("selected \(indexPath.item)")
        }
    }

    @Test func aClickOnTheRowOpensTheMenuUnderTheChevronsAndChoosingTellsTheHandler() throws {
        let settings = Settings()
        let app = try TestApplication.launch(settings, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        let cell = try #require(
            settings.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let chevrons = try #require(cell.popUpMenuButton)
        #expect(settings.sizes.map(\.state) == [.on, .off, .off])
        // On the trailing side, 12 × 18 points.
        let frame = chevrons.convert(chevrons.bounds, to: app.window)
        #expect(frame.size == CGSize(width: 12, height: 18) && frame.maxX > 290)
        app.tap(at: CGPoint(x: 60, y: 22))
        let menu = try #require(app.openMenu)
        #expect(app.menuRowTitles == ["Small", "Medium", "Large"])
        #expect(menu.panel.frame.minY == frame.maxY + 8)
        app.tapMenuRow("Large")
        #expect(settings.log == ["chose [\"Large\"]"])
        #expect(settings.sizes.map(\.state) == [.off, .off, .on])
        #expect(settings.collection.indexPathsForSelectedItems?.isEmpty != false)
        // A click on the chevrons themselves opens it too; another row still selects.
        app.tap(chevrons)
        #expect(app.openMenu != nil)
        app.press(.keyboardEscape)
        app.tap(at: CGPoint(x: 60, y: 66))
        #expect(settings.log.last == "selected 1")
    }
}

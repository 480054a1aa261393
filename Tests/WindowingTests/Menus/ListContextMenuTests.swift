import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Context menus of table and collection views: the delegate is asked for the row or item under
/// a secondary click, and told as the menu opens and closes.
@MainActor
struct ListContextMenuTests {
    @MainActor
    final class Table: UITableViewController {
        var log: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("menu for row \(indexPath.row) at \(Int(point.y))")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                        self?.log.append("delete \(indexPath.row)")
                    }
                ])
            }
        }

        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will end")
        }
    }

    @Test func aSecondaryClickOnARowAsksForItsMenu() throws {
        let table = Table(style: .plain)
        let app = try TestApplication.launch(table, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        app.tap(at: CGPoint(x: 100, y: 44 * 3 + 10), button: 3)
        #expect(table.log == ["menu for row 3 at 142"])
        app.tapMenuRow("Delete")
        #expect(table.log == ["menu for row 3 at 142", "will end", "delete 3"])
        // Nothing is selected by a secondary click or a menu.
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @MainActor
    final class Grid: UICollectionViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            6
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("menu for item \(indexPath.item)")
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(title: "Item \(indexPath.item)", children: [UIAction(title: "Open") { _ in }])
            })
        }

        override func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will display")
        }
    }

    @Test func aSecondaryClickOnAnItemAsksTheIOS13MethodThroughTheIOS16One() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let grid = Grid(collectionViewLayout: layout)
        let app = try TestApplication.launch(grid, windowSize: CGSize(width: 300, height: 400))
        defer { app.terminate() }
        app.tap(at: CGPoint(x: 150, y: 150), button: 3)
        #expect(grid.log == ["menu for item 4", "will display"])
        #expect(app.openMenu?.menu.title == "Item 4")
        app.press(.keyboardEscape)
        // Below the items: the iOS 16 method gets no index paths, and its default shows nothing.
        app.tap(at: CGPoint(x: 150, y: 350), button: 3)
        #expect(app.openMenu == nil)
        #expect(grid.log.count == 2)
    }
}

import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Swipe actions of list sections: a sideways drag on a row uncovers the actions the list
/// configuration's providers give, as in a table.
@MainActor
@Suite struct ListSwipeTests {
    /// A 320 × 400 plain list of five rows whose trailing swipe offers Delete and whose leading
    /// swipe offers Flag, both logging the row they act on.
    final class SwipeController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    self.log.append("delete \(indexPath.item)")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    self.log.append("flag \(indexPath.item)")
                    completion(true)
                }
                let actions = UISwipeActionsConfiguration(actions: [flag])
                actions.performsFirstActionWithFullSwipe = false
                return actions
            }
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)
            )
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<5).map { "Row \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }

        func cell(_ item: Int) -> UICollectionViewListCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
        }
    }

    @Test func aSwipeUncoversTheTrailingActionsAndATapPerformsOne() throws {
        let controller = SwipeController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        // Row 1 (y 44–88), dragged 100 points left: past half of Delete's button, it stays open
        // at the button's width (its title's and 15 points each side, at least 74).
        app.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 150, y: 66))
        app.runUntilIdle()
        let cell = try #require(controller.cell(1))
        let button = try #require(cell.swipeActionsView?.totalWidth)
        #expect(button >= 74 && button < 100)
        #expect(cell.swipeOffset == button)
        #expect(cell.swipeActionsView?.frame == CGRect(x: 320 - button, y: 0, width: button, height: 44))
        #expect(cell.contentView.frame.minX == -button)
        #expect(controller.log.isEmpty, "a swipe selects nothing")
        // The Delete button performs its action; its completion closes the row.
        app.tap(at: CGPoint(x: 320 - button / 2, y: 66))
        app.runUntilIdle()
        #expect(controller.log == ["delete 1"])
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil && cell.contentView.frame.minX == 0)
        #expect(!cell.clipsToBounds, "the row clips only while slid aside")
    }

    @Test func aShortSwipeClosesAFullOnePerformsAndAnotherPressCloses() throws {
        let controller = SwipeController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        // 30 points is less than half the button: the row slides back, clipping as the app set it.
        controller.cell(2)?.clipsToBounds = true
        app.drag(from: CGPoint(x: 250, y: 110), to: CGPoint(x: 220, y: 110))
        app.runUntilIdle()
        #expect(controller.cell(2)?.swipeOffset == 0 && controller.cell(2)?.swipeActionsView == nil)
        #expect(controller.cell(2)?.clipsToBounds == true)
        // Across most of the row: Delete is performed at once.
        app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 40, y: 110))
        app.runUntilIdle()
        #expect(controller.log == ["delete 2"])
        // A leading swipe opens Flag on the left; a press elsewhere closes it and selects nothing.
        app.drag(from: CGPoint(x: 60, y: 154), to: CGPoint(x: 160, y: 154))
        app.runUntilIdle()
        let flag = try #require(controller.cell(3)?.swipeActionsView?.totalWidth)
        #expect(controller.cell(3)?.swipeOffset == -flag)
        #expect(controller.cell(3)?.swipeActionsView?.frame == CGRect(x: 0, y: 0, width: flag, height: 44))
        app.tap(at: CGPoint(x: 200, y: 22))
        app.runUntilIdle()
        #expect(controller.cell(3)?.swipeOffset == 0)
        #expect(controller.log == ["delete 2"])
        // With nothing open, a tap selects.
        app.tap(at: CGPoint(x: 200, y: 22))
        app.runUntilIdle()
        #expect(controller.log == ["delete 2", "select 0"])
    }
}

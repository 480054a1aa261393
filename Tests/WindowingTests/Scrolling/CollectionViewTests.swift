import Foundation
import Testing

@testable import Windowing

/// A cell whose content asks Auto Layout for 80 × (30 + 10 × item) points.
final class SelfSizingCell: UICollectionViewCell {
    let box = UIView()
    var height: NSLayoutConstraint?

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 80), height,
        ])
        self.height = height
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// UICollectionView without a window: reuse, queries, selection, updates and bad input.
@MainActor
@Suite struct CollectionViewTests {
    @Test func onlyTheItemsInSightHaveCellsAndCellsAreReused() {
        let model = CollectionModel(items: 3000)
        let collection = makeCollection(model)
        // Lines of three items every 60 points: 400 points show lines 0 to 6.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<21))
        #expect(model.visibleCellsMatch(collection))
        for step in 1...200 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            collection.layoutIfNeeded()
            #expect(collection.viewsAlive <= collection.visibleCellsByPath.count + UICollectionView.reusePoolLimit)
        }
        #expect(model.visibleCellsMatch(collection))
        #expect(model.distinctCells.count <= 28, "\(model.distinctCells.count) cells made")
        #expect(model.distinctCells.contains { ($0 as? TextCell)?.reuses ?? 0 > 10 })
        // 19,400 points down: lines 323 to 329.
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 969, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let cell = collection.cellForItem(at: IndexPath(item: 970, section: 0))
        #expect(
            (cell as? TextCell)?.text == "i970" && collection.indexPath(for: cell!) == IndexPath(item: 970, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 230, y: 60 * 324 + 2)) == IndexPath(item: 974, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 60 * 324 + 2)) == nil, "between two items")
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 3000)
        #expect(collection.numberOfItems(inSection: 7) == 0)
    }

    @Test func aClickHighlightsThenSelectsInUIKitsOrder() {
        let model = CollectionModel(items: 6)
        let collection = makeCollection(model)
        collection.touchesBegan(touch(at: CGPoint(x: 50, y: 25)), with: nil)
        #expect(model.log == ["shouldHighlight 0-0", "didHighlight 0-0"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        collection.touchesEnded(touch(at: CGPoint(x: 50, y: 25)), with: nil)
        #expect(model.log.suffix(3) == ["shouldSelect 0-0", "didUnhighlight 0-0", "didSelect 0-0"])
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.isSelected == true && first?.isHighlighted == false)
        model.log = []
        collection.touchesBegan(touch(at: CGPoint(x: 150, y: 25)), with: nil)
        collection.touchesEnded(touch(at: CGPoint(x: 150, y: 25)), with: nil)
        #expect(
            model.log == [
                "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1",
                "didDeselect 0-0", "didSelect 0-1",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)] && first?.isSelected == false)
        // A refused selection still unhighlights; a cancelled press only unhighlights.
        model.log = []
        model.refusesSelection = [IndexPath(item: 2, section: 0)]
        collection.touchesBegan(touch(at: CGPoint(x: 260, y: 25)), with: nil)
        collection.touchesEnded(touch(at: CGPoint(x: 260, y: 25)), with: nil)
        collection.touchesBegan(touch(at: CGPoint(x: 50, y: 85)), with: nil)
        collection.touchesCancelled(touch(at: CGPoint(x: 50, y: 85)), with: nil)
        #expect(
            model.log == [
                "shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didUnhighlight 0-2",
                "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func multipleSelectionTogglesAndProgrammaticSelectionIsSilent() {
        let model = CollectionModel(items: 6)
        let collection = makeCollection(model)
        collection.allowsMultipleSelection = true
        for x: CGFloat in [50, 150, 50] {
            collection.touchesBegan(touch(at: CGPoint(x: x, y: 25)), with: nil)
            collection.touchesEnded(touch(at: CGPoint(x: x, y: 25)), with: nil)
        }
        #expect(model.log.suffix(3) == ["shouldDeselect 0-0", "didUnhighlight 0-0", "didDeselect 0-0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        model.log = []
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        collection.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: .top)
        #expect(model.log.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        collection.allowsSelection = false
        collection.allowsMultipleSelection = false
        collection.touchesBegan(touch(at: CGPoint(x: 50, y: 25)), with: nil)
        collection.touchesEnded(touch(at: CGPoint(x: 50, y: 25)), with: nil)
        #expect(model.log.isEmpty && collection.indexPathsForSelectedItems == [])
    }

    @Test func updatesKeepTheCellsOfSurvivingItemsAndMoveTheSelection() {
        let model = CollectionModel([["a", "b", "c", "d"], ["e", "f"]])
        let collection = makeCollection(model)
        let cellOfC = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        model.sections[0].remove(at: 0)
        model.sections[0].insert("x", at: 2)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        collection.layoutIfNeeded()
        #expect(collection.lastUpdateError == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfC)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(model.visibleCellsMatch(collection))
        model.sections.insert(["new"], at: 0)
        collection.insertSections([0])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === cellOfC)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 1)])
        model.sections.remove(at: 1)
        collection.deleteSections([1])
        #expect(collection.indexPathsForSelectedItems == [] && collection.numberOfSections == 2)
        model.sections[1].swapAt(0, 1)
        collection.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1))
        let asked = model.cellsAsked
        model.sections[1][0] = "z"
        collection.reloadItems(at: [IndexPath(item: 0, section: 1)])
        collection.layoutIfNeeded()
        #expect(model.cellsAsked == asked + 1, "only the reloaded item is asked again")
        #expect(model.visibleCellsMatch(collection) && collection.lastUpdateError == nil)
    }

    @Test func anUpdateThatDoesNotFitIsReportedAndReloads() {
        let model = CollectionModel(items: 6)
        let collection = makeCollection(model)
        model.sections[0] += ["extra", "extra2"]
        collection.insertItems(at: [IndexPath(item: 6, section: 0)])
        #expect(
            collection.lastUpdateError?.reason
                == "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (8) must be equal to the number of items contained in that "
                + "section before the update (6), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out).")
        #expect(collection.lastUpdateError?.description.hasPrefix("UICollectionView.insertItems(at:): Invalid") == true)
        #expect(collection.numberOfItems(inSection: 0) == 8)
        collection.layoutIfNeeded()
        #expect(model.visibleCellsMatch(collection) && collection.visibleCells.count == 8)
        collection.deleteItems(at: [IndexPath(item: 40, section: 0)])
        #expect(
            collection.lastUpdateError?.reason
                == "attempt to delete item 40 from section 0 which only contains 8 items before the update")
        collection.layoutIfNeeded()
        model.sections.append(["s"])
        collection.performBatchUpdates({}, completion: nil)
        #expect(
            collection.lastUpdateError?.reason
                == "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (2) must be equal to the number of sections contained in the collection "
                + "view before the update (1), plus or minus the number of sections inserted or deleted (0 "
                + "inserted, 0 deleted).")
        #expect(collection.lastUpdateError?.call == "performBatchUpdates(_:completion:)")
        collection.layoutIfNeeded()
        collection.insertSections([5])
        #expect(
            collection.lastUpdateError?.reason
                == "attempt to insert section 5 but there are only 2 sections after the update")
        collection.layoutIfNeeded()
        #expect(model.visibleCellsMatch(collection) && collection.numberOfSections == 2)
    }

    @Test func badInputIsReportedAndChangesNothing() {
        let model = CollectionModel(items: 3)
        model.reportedCounts = [-4]
        let collection = makeCollection(model)
        #expect(collection.numberOfItems(inSection: 0) == 0 && collection.visibleCells.isEmpty)
        model.reportedCounts = nil
        collection.reloadData()
        #expect(collection.visibleCells.count == 3)
        // A class that is not a cell is refused; the identifier stays unregistered, so the
        // dequeue gives a plain cell.
        collection.register(UIView.self, forCellWithReuseIdentifier: "cell")
        let made = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(made is TextCell, "the old registration stays")
        let unknown = collection.dequeueReusableCell(
            withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
        #expect(ObjectIdentifier(type(of: unknown)) == ObjectIdentifier(UICollectionViewCell.self))
        let offset = collection.contentOffset
        collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
        collection.scrollToItem(at: IndexPath(item: 0, section: 2), at: .top, animated: false)
        collection.selectItem(at: IndexPath(item: -1, section: 0), animated: false, scrollPosition: [])
        #expect(collection.contentOffset == offset && collection.indexPathsForSelectedItems == [])
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let model = CollectionModel(items: 300)
        let collection = makeCollection(model)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 600)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 250)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 425)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func selfSizingCellsTakeTheirAutoLayoutSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let model = CollectionModel(items: 4)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(SelfSizingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 4)
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
                == CGSize(width: 80, height: 30))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 80, height: 30))
    }

    @Test func theControllerIsItsCollectionViewsDataSourceAndClearsTheSelection() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && controller.clearsSelectionOnViewWillAppear)
        let collection = controller.collectionView!
        #expect(collection.collectionViewLayout === layout && layout.collectionView === collection)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 0)
        let other = StackLayout()
        collection.setCollectionViewLayout(other, animated: false)
        #expect(controller.collectionViewLayout === other && layout.collectionView == nil)
    }
}

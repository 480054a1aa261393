import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `Collections.storyboard`: a collection view controller with a flow layout and two prototype
/// cells (one in Xcode 15's form, one in Xcode 10's), and a horizontal self-sizing collection view
/// inside a plain view controller, written as Xcode writes them.
@MainActor
struct StoryboardCollectionTests {
    private func storyboard() throws -> UIStoryboard {
        let url = F.folder.appendingPathComponent("Collections.storyboard")
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "Collections.storyboard", registry: F.registry)
        #expect(model.warnings == [])
        return UIStoryboard(model: model, name: "Collections", bundle: F.bundle)
    }

    private func photos() throws -> (PhotosViewController, UICollectionView) {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Photos") as? PhotosViewController)
        controller.loadViewIfNeeded()
        let collection = try #require(controller.collectionView)
        return (controller, collection)
    }

    @Test func aCollectionViewControllerSceneLoadsItsCollectionViewWithItsFlowLayout() throws {
        let (controller, collection) = try photos()
        #expect(controller.view === collection)
        #expect(collection.dataSource === controller)
        #expect(collection.delegate === controller)
        #expect(collection.allowsMultipleSelection)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(controller.collectionViewLayout === layout)
        #expect(layout.collectionView === collection)
        #expect(layout.itemSize == CGSize(width: 100, height: 80))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 8)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(collection.prototypeCellFactories.keys.sorted() == ["PhotoCell", "PlainCell"])
        #expect(collection.subviews.contains { $0 is UICollectionViewCell } == false)
    }

    @Test func dequeuingAPrototypeMakesAFreshCopyWithItsSubviewsTagsAndOutlets() throws {
        let (_, collection) = try photos()
        let path = IndexPath(item: 0, section: 0)
        let first = try #require(
            collection.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: path) as? PhotoCell)
        let second = try #require(
            collection.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: path) as? PhotoCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "PhotoCell")
        #expect(first.awoke)
        let title = try #require(first.titleLabel)
        #expect(title.superview === first.contentView)
        #expect(first.contentView.viewWithTag(7) === title)
        #expect(first.contentView.viewWithTag(8) === first.swatch)
        #expect(first.swatch?.backgroundColor == UIColor.systemTeal)
        #expect(title.text == "Photo")
        #expect(title.textAlignment == .center)
        #expect(title.font == UIFont.systemFont(ofSize: 13))
        #expect(first.contentView.subviews.count == 2)
        #expect(second.titleLabel !== title)
        #expect(second.swatch !== first.swatch)
        #expect(first.contentView.constraints.count == second.contentView.constraints.count)
        #expect(first.contentView.constraints.isEmpty == false)
    }

    @Test func prototypeCellsTakeTheFlowLayoutsGeometryAndLayTheirContentOut() throws {
        let (controller, collection) = try photos()
        collection.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        collection.layoutIfNeeded()
        // Three items of 100 fit in 393 - 2 × 16; the 61 points left go into the two gaps.
        let frames = (0..<6).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 16, y: 10, width: 100, height: 80), CGRect(x: 146.5, y: 10, width: 100, height: 80),
                CGRect(x: 277, y: 10, width: 100, height: 80), CGRect(x: 16, y: 102, width: 100, height: 80),
                CGRect(x: 146.5, y: 102, width: 100, height: 80), CGRect(x: 277, y: 102, width: 100, height: 80),
            ])
        #expect(collection.contentSize == CGSize(width: 393, height: 192))
        #expect(controller.log == (0..<6).map { "cellForItemAt [0, \($0)]" })
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(cell.swatch?.frame == CGRect(x: 0, y: 0, width: 100, height: 52))
        #expect(cell.titleLabel?.frame == CGRect(x: 4, y: 56, width: 92, height: 20))
        #expect(cell.titleLabel?.text == "Photo 4")
        #expect(collection.visibleCells.count == 6)
    }

    @Test func anXcode10PrototypeWithoutAContentViewIDAutoresizesItsLabel() throws {
        let (_, collection) = try photos()
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "PlainCell", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(cell.reuseIdentifier == "PlainCell")
        #expect(cell.contentView.subviews.count == 1)
        let label = try #require(cell.contentView.viewWithTag(1) as? UILabel)
        #expect(label.text == "Plain")
        #expect(label.frame == CGRect(x: 8, y: 8, width: 84, height: 21))
        cell.frame = CGRect(x: 0, y: 0, width: 150, height: 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
        #expect(label.frame == CGRect(x: 8, y: 8, width: 134, height: 21))
    }

    @Test func prototypeCellsAreReusedAfterAReload() throws {
        let (controller, collection) = try photos()
        collection.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        collection.layoutIfNeeded()
        let before = Set(collection.visibleCells.map(ObjectIdentifier.init))
        controller.titles.reverse()
        collection.reloadData()
        collection.layoutIfNeeded()
        let after = collection.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(Set(after.map(ObjectIdentifier.init)) == before)
        #expect(after.map(\.reuses) == Array(repeating: 1, count: 6))
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell
        #expect(first?.titleLabel.text == "Photo 5")
    }

    @Test func aSelfSizingHorizontalCollectionViewInAPlainControllerTakesItsOutlets() throws {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Chips") as? ChipsViewController)
        controller.loadViewIfNeeded()
        let collection = try #require(controller.collectionView)
        #expect(collection.superview === controller.view)
        #expect(collection.frame == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(controller.flowLayout === collection.collectionViewLayout)
        let layout = try #require(controller.flowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        #expect(layout.minimumLineSpacing == 10)
        #expect(collection.showsHorizontalScrollIndicator == false)
        #expect(collection.dataSource === controller)
        #expect(collection.delegate === controller)
        collection.layoutIfNeeded()
        // Each chip measures 60 × 40 through its constraints, one per column, 10 apart.
        let frames = (0..<5).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 70, y: 0, width: 60, height: 40),
                CGRect(x: 140, y: 0, width: 60, height: 40), CGRect(x: 210, y: 0, width: 60, height: 40),
                CGRect(x: 280, y: 0, width: 60, height: 40),
            ])
        #expect(collection.contentSize == CGSize(width: 340, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.viewWithTag(3) != nil)
    }

    @Test func theStoryboardCheckerAcceptsTheFile() {
        let verdict = StoryboardChecker.check(F.folder.appendingPathComponent("Collections.storyboard"))
        #expect(verdict == .ok(unlinked: ["PhotosViewController", "PhotoCell", "ChipsViewController"]))
    }
}

/// The Photos scene's controller: six titled items.
final class PhotosViewController: UICollectionViewController {
    var titles = (0..<6).map { "Photo \($0)" }
    var log: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        log.append("cellForItemAt [\(indexPath.section), \(indexPath.item)]")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        (cell as? PhotoCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }
}

final class PhotoCell: UICollectionViewCell {
    var titleLabel: UILabel!
    var swatch: UIView?
    var awoke = false
    var reuses = 0

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "titleLabel": StoryboardOutlet(\PhotoCell.titleLabel),
            "swatch": StoryboardOutlet(\PhotoCell.swatch),
        ]) { $1 }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = titleLabel != nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The Chips scene's controller: a collection view among its views, and its flow layout.
final class ChipsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var flowLayout: UICollectionViewFlowLayout?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "collectionView": StoryboardOutlet(\ChipsViewController.collectionView),
            "flowLayout": StoryboardOutlet(\ChipsViewController.flowLayout),
        ]) { $1 }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Chip", for: indexPath)
    }
}

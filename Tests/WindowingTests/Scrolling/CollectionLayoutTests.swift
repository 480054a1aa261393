import Foundation
import Testing

@testable import Windowing

/// Stacks items as full-width 40-point rows, fading every other one; counts its `prepare()` calls.
final class StackLayout: UICollectionViewLayout {
    var prepared = 0
    var invalidatesOnScroll = false
    private var frames: [[CGRect]] = []
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        prepared += 1
        guard let collectionView else { return }
        var y: CGFloat = 0
        frames = (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { _ in
                defer { y += 40 }
                return CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 40)
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().flatMap { section, items in
            items.indices.compactMap { item in
                frames[section][item].intersects(rect)
                    ? layoutAttributesForItem(at: IndexPath(item: item, section: section)) : nil
            }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        attributes.alpha = indexPath.item % 2 == 0 ? 1 : 0.5
        attributes.zIndex = indexPath.item == 1 ? 5 : 0
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnScroll }
}

/// A flow layout delegate that gives every third item a smaller size and section 1 its own insets.
@MainActor
final class SizingModel: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.item % 3 == 1 ? CGSize(width: 60, height: 30) : CGSize(width: 100, height: 50)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5) : .zero
    }
}

/// UICollectionViewFlowLayout geometry and custom UICollectionViewLayout subclasses, without a window.
@MainActor
@Suite struct CollectionLayoutTests {
    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func verticalLinesSpreadTheirItemsAndCentreALoneOne() {
        let model = CollectionModel(items: 7)
        let collection = makeCollection(model)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(frame(collection, 6) == CGRect(x: 110, y: 120, width: 100, height: 50), "a line of one is centred")
        #expect(collection.contentSize == CGSize(width: 320, height: 170))
        #expect(collection.visibleCells.count == 7)
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func sectionInsetsHeadersAndFootersPlaceEachSection() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let model = CollectionModel([["a", "b", "c", "d"], ["e", "f", "g"]])
        let collection = makeCollection(model, layout: layout)
        // 280 points between the insets hold two items; the 80 left over goes between them.
        #expect(frame(collection, 0) == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 40, width: 100, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 200, y: 100, width: 100, height: 50))
        #expect(frame(collection, 0, 1) == CGRect(x: 20, y: 220, width: 100, height: 50))
        #expect(frame(collection, 2, 1) == CGRect(x: 110, y: 280, width: 100, height: 50))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 180, width: 320, height: 30))
        #expect(header?.representedElementCategory == .supplementaryView)
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 160, width: 320, height: 20))
        #expect(collection.contentSize.height == 360)
        let shownHeader = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                as? TextHeader)
        #expect(shownHeader.text == "H1" && shownHeader.frame == header?.frame)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
    }

    @Test func horizontalColumnsStackDownThenAcross() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 40, height: 999)
        let model = CollectionModel(items: 5)
        let collection = makeCollection(model, height: 200, layout: layout)
        #expect(frame(collection, 0) == CGRect(x: 40, y: 0, width: 100, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 40, y: 75, width: 100, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 40, y: 150, width: 100, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(frame(collection, 4) == CGRect(x: 150, y: 150, width: 100, height: 50))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 200), "only the width counts")
        #expect(collection.contentSize == CGSize(width: 250, height: 200))
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func theDelegateSizesItemsAndInsetsSections() {
        let model = CollectionModel([["a", "b", "c"], ["d"]])
        let sizing = SizingModel()
        let collection = makeCollection(model)
        collection.delegate = sizing
        collection.collectionViewLayout.invalidateLayout()
        // Items of a line are centred across it: the 30-point item sits 10 points down.
        #expect(frame(collection, 1) == CGRect(x: 130, y: 10, width: 60, height: 30))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(collection, 0, 1) == CGRect(x: 110, y: 55, width: 100, height: 50))
    }

    @Test func aWidthChangeInvalidatesTheFlowLayoutButAScrollDoesNot() {
        let model = CollectionModel(items: 30)
        let collection = makeCollection(model, height: 100)
        let layout = collection.collectionViewLayout
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 70, width: 320, height: 100)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 220, height: 100)))
        collection.frame = CGRect(x: 0, y: 0, width: 220, height: 100)
        collection.layoutIfNeeded()
        #expect(frame(collection, 1) == CGRect(x: 120, y: 0, width: 100, height: 50), "two items a line now")
        #expect(collection.contentSize.height == CGFloat(15 * 50 + 14 * 10))
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func aCustomLayoutPlacesTheCells() throws {
        let layout = StackLayout()
        let model = CollectionModel([(0..<20).map { "s\($0)" }, ["t0", "t1"]])
        let collection = makeCollection(model, height: 200, layout: layout)
        #expect(layout.prepared == 1)
        #expect(collection.contentSize == CGSize(width: 320, height: 22 * 40))
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<5))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 0, y: 40, width: 320, height: 40) && second.alpha == 0.5)
        let third = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        let order = collection.subviews.map(ObjectIdentifier.init)
        let secondIndex = try #require(order.firstIndex(of: ObjectIdentifier(second)))
        #expect(secondIndex > order.firstIndex(of: ObjectIdentifier(third)) ?? .max, "a higher zIndex is in front")
        #expect(model.visibleCellsMatch(collection))
        collection.contentOffset = CGPoint(x: 0, y: 800)
        collection.layoutIfNeeded()
        #expect(
            collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(layout.prepared == 1, "a scroll does not prepare again unless the layout says so")
        layout.invalidatesOnScroll = true
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(layout.prepared == 2)
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 125)) == IndexPath(item: 3, section: 0))
        layout.invalidateLayout()
        #expect(layout.collectionView === collection)
        collection.layoutIfNeeded()
        #expect(layout.prepared == 3)
    }

    @Test func attributesKeepFrameCentreAndSizeTogether() throws {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40) && attributes.size == CGSize(width: 30, height: 40))
        attributes.center = CGPoint(x: 50, y: 50)
        #expect(attributes.frame == CGRect(x: 35, y: 30, width: 30, height: 40))
        let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== attributes && copy.frame == attributes.frame && copy.representedElementKind == "badge")
        #expect(
            UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind == nil)
    }
}

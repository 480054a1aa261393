import Foundation
import Testing

@testable import Windowing

/// Compositional sections whose groups scroll sideways in a row of their own
/// (`orthogonalScrollingBehavior`), and the visible-items handler.
@MainActor
@Suite struct OrthogonalSectionTests {
    private typealias Size = NSCollectionLayoutSize

    /// Cards 80% of the section's width (20-point insets at the sides, 8 above and below) and 100
    /// tall, 10 apart, in a row.
    static func cardSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// Rows 50 tall, two items to a row.
    static func gridSection(columns: Int = 2) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// A 320 × 400 collection view: a grid row of two items, then five cards in a row.
    private func collection(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
        handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> (UICollectionView, CollectionModel) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 1 else { return Self.gridSection() }
            let section = Self.cardSection(behavior)
            section.visibleItemsInvalidationHandler = handler
            return section
        }
        let model = CollectionModel([["a", "b"], (0..<5).map { "card\($0)" }])
        return (makeCollection(model, layout: layout), model)
    }

    private func cardFrame(_ item: Int) -> CGRect {
        CGRect(x: 20 + CGFloat(item) * 234, y: 58, width: 224, height: 100)
    }

    @Test func aRowLaysItsGroupsAcrossInABandOfItsOwn() throws {
        let (collection, model) = collection()
        defer { withExtendedLifetime(model) {} }
        // 280 points inside the insets: cards 224 wide, 10 apart, the row's items 8 below its band's top.
        for item in 0..<5 {
            #expect(collection.layoutAttributesForItem(at: IndexPath(item: item, section: 1))?.frame == cardFrame(item))
        }
        #expect(collection.contentSize == CGSize(width: 320, height: 50 + 116))
        let scroller = try #require(collection.orthogonalScrollers[1])
        #expect(collection.orthogonalScrollers.count == 1 && scroller.superview === collection)
        #expect(scroller.frame == CGRect(x: 0, y: 50, width: 320, height: 116))
        let rowWidth: CGFloat = 20 + 5 * 224 + 4 * 10 + 20
        #expect(scroller.contentSize == CGSize(width: rowWidth, height: 116))
        // Only the cards in sight have cells; they are in the row, placed in its content.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [0, 1])
        let card = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(card.superview === scroller && card.frame == CGRect(x: 254, y: 8, width: 224, height: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === collection)
    }

    @Test func scrollingTheRowTilesItAndClicksFindItsItems() throws {
        let (collection, model) = collection()
        let scroller = try #require(collection.orthogonalScrollers[1])
        scroller.contentOffset = CGPoint(x: 400, y: 0)
        collection.layoutIfNeeded()
        // Content 400 to 720 of the row is in sight: cards 1 and 2.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [1, 2])
        #expect(collection.contentOffset == .zero)
        // The layout's frames stay those of the row at its start; the cell is where the row shows it.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame == cardFrame(2))
        let card = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 1)))
        #expect(card.convert(card.bounds, to: collection) == CGRect(x: 88, y: 58, width: 224, height: 100))
        #expect(collection.indexPathForItem(at: CGPoint(x: 100, y: 100)) == IndexPath(item: 2, section: 1))
        #expect(collection.indexPathForItem(at: CGPoint(x: 80, y: 100)) == nil, "the gap between cards 1 and 2")
        collection.pressBegan(touch(at: CGPoint(x: 100, y: 100)))
        collection.pressEnded(touch(at: CGPoint(x: 100, y: 100)))
        #expect(model.log.last == "didSelect 1-2")
        // A shorter row brings an offset past its end back.
        model.sections[1] = ["card0", "card1"]
        collection.reloadData()
        collection.layoutIfNeeded()
        let shorterEnd: CGFloat = 20 + 2 * 224 + 10 + 20 - 320
        #expect(scroller.contentOffset.x == shorterEnd)
    }

    @Test func scrollingToAnItemScrollsItsRow() throws {
        let (collection, model) = collection()
        let scroller = try #require(collection.orthogonalScrollers[1])
        collection.scrollToItem(at: IndexPath(item: 3, section: 1), at: .centeredHorizontally, animated: false)
        // Card 3's middle (20 + 3 × 234 + 112) in the middle of the 320-point band.
        #expect(scroller.contentOffset == CGPoint(x: 674, y: 0) && collection.contentOffset == .zero)
        collection.scrollToItem(at: IndexPath(item: 1, section: 1), at: [], animated: false)
        #expect(scroller.contentOffset.x == 254, "just in sight: its leading edge at the band's")
        collection.scrollToItem(at: IndexPath(item: 4, section: 1), at: .right, animated: false)
        #expect(scroller.contentOffset.x == 860, "its trailing edge at the band's")
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [3, 4])
        withExtendedLifetime(model) {}
    }

    @Test func eachBehaviourSettlesWhereUIKitSays() {
        let groups: [ClosedRange<CGFloat>] = (0..<5).map { index in
            let start = CGFloat(20 + index * 234)
            return start...(start + 224)
        }
        var row = OrthogonalRow(
            behavior: .continuousGroupLeadingBoundary, band: CGRect(x: 0, y: 0, width: 320, height: 116),
            contentWidth: 1200, groups: groups, leadingInset: 20)
        // A group's leading edge at the inset; the last ones as far as the row goes (880).
        #expect(row.restingOffsets == [0, 234, 468, 702, 880])
        #expect(row.restingOffset(from: 10, proposed: 300, velocity: 1) == 234)
        #expect(row.restingOffset(from: 10, proposed: 650, velocity: 3) == 702)
        row.behavior = .groupPaging
        #expect(row.restingOffset(from: 10, proposed: 650, velocity: 3) == 234, "one group at a time")
        #expect(row.restingOffset(from: 300, proposed: 650, velocity: 1) == 468)
        #expect(row.restingOffset(from: 300, proposed: 650, velocity: 0.1) == 234, "slow: the nearest")
        #expect(row.restingOffset(from: 300, proposed: 0, velocity: -1) == 234)
        #expect(row.restingOffset(from: 240, proposed: 0, velocity: -1) == 234)
        #expect(row.restingOffset(from: 230, proposed: 0, velocity: -1) == 0)
        row.behavior = .continuous
        #expect(row.restingOffsets.isEmpty && row.restingOffset(from: 10, proposed: 333, velocity: 1) == 333)
    }

    @Test func centredPagingCentresTheFirstAndLastGroups() throws {
        let layout = UICollectionViewCompositionalLayout(section: Self.cardSection(.groupPagingCentered))
        let model = CollectionModel([(0..<3).map { "card\($0)" }])
        let collection = makeCollection(model, layout: layout)
        // 48 points either side of a 224-point card in 320.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 48)
        let scroller = try #require(collection.orthogonalScrollers[0])
        let rowWidth: CGFloat = 48 + 3 * 224 + 2 * 10 + 48
        #expect(scroller.contentSize.width == rowWidth)
        #expect(scroller.row.restingOffsets == [0, 234, 468])
        #expect(!scroller.isPagingEnabled)
        let paging = makeCollection(
            model, layout: UICollectionViewCompositionalLayout(section: Self.cardSection(.paging)))
        #expect(paging.orthogonalScrollers[0]?.isPagingEnabled == true)
        withExtendedLifetime(model) {}
    }

    @Test func theScrollingPropertiesSetTheRowsDecelerationAndBounce() throws {
        let section = Self.cardSection(.continuous)
        let model = CollectionModel([(0..<3).map { "card\($0)" }])
        let collection = makeCollection(model, layout: UICollectionViewCompositionalLayout(section: section))
        collection.decelerationRate = .fast
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        let scroller = try #require(collection.orthogonalScrollers[0])
        // Automatic: the collection view's rate; bouncing where the row is wider than the band.
        #expect(scroller.decelerationRate == .fast && scroller.bounces && !scroller.alwaysBounceHorizontal)
        section.orthogonalScrollingProperties.decelerationRate = .normal
        section.orthogonalScrollingProperties.bounce = .always
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(scroller.decelerationRate == .normal && scroller.alwaysBounceHorizontal)
        section.orthogonalScrollingProperties.bounce = .never
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(!scroller.bounces && !scroller.alwaysBounceHorizontal)
        withExtendedLifetime(model) {}
    }

    @Test func theHandlerSeesTheItemsInSightAndItsChangesAreShown() throws {
        var calls: [(items: [Int], offset: CGPoint)] = []
        let (collection, model) = collection { items, offset, environment in
            calls.append((items.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item), offset))
            #expect(environment.container.contentSize == CGSize(width: 320, height: 400))
            for item in items { item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        }
        #expect(calls.last?.items == [0, 1] && calls.last?.offset == .zero)
        let card = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(card.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(card.bounds.size == CGSize(width: 224, height: 100) && card.center == CGPoint(x: 132, y: 58))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        collection.orthogonalScrollers[1]?.contentOffset = CGPoint(x: 100, y: 0)
        collection.layoutIfNeeded()
        #expect(calls.last?.items == [0, 1] && calls.last?.offset == CGPoint(x: 100, y: 0))
        withExtendedLifetime(model) {}
    }

    @Test func aSectionThatStopsScrollingOrthogonallyGivesUpItsRow() throws {
        let section = Self.cardSection(.continuous)
        let layout = UICollectionViewCompositionalLayout { _, _ in section }
        let model = CollectionModel([(0..<3).map { "card\($0)" }])
        let collection = makeCollection(model, layout: layout)
        let card = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card.superview === collection.orthogonalScrollers[0])
        section.orthogonalScrollingBehavior = .none
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(
            collection.orthogonalScrollers.isEmpty && !collection.subviews.contains { $0 is OrthogonalSectionScroller })
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === collection)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 118)
    }
}

/// The row under the pointer: a drag sideways pages it, a drag up and down scrolls the collection
/// view, a click selects the card under it.
@MainActor
final class OrthogonalCardsController: UIViewController {
    let model = CollectionModel([(0..<5).map { "card\($0)" }, (0..<20).map { "row\($0)" }])
    var collection: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0
                ? OrthogonalSectionTests.cardSection(.groupPaging) : OrthogonalSectionTests.gridSection(columns: 1)
        }
        collection = makeCollection(model, layout: layout)
        view.addSubview(collection)
    }
}

extension AppTests {
    @Suite @MainActor struct OrthogonalSectionInput {
        @Test func aSidewaysDragPagesTheRowAndAClickSelectsInIt() throws {
            let screen = try HeadlessWindow(showing: OrthogonalCardsController())
            let collection = try #require(screen.controller.collection)
            let scroller = try #require(collection.orthogonalScrollers[0])
            let clock = ManualScrollFrameSource(now: 100)
            scroller.frameSource = clock
            // 100 points to the left in 64 ms, then released: on to the next card.
            screen.drag([(300, 60), (275, 60), (250, 60), (225, 60), (200, 60)])
            #expect(collection.contentOffset == .zero)
            clock.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 234, y: 0))
            // Content x 100 + 234 is in card 1.
            screen.tap(100, 60, at: 20)
            #expect(screen.controller.model.log.suffix(1) == ["didSelect 0-1"])
            // Up and down over the row scrolls the collection view, not the row.
            screen.drag([(160, 100), (160, 90), (160, 80), (160, 70), (160, 60)], startingAt: 30, step: 0.2)
            #expect(collection.contentOffset.y == 40 && scroller.contentOffset.x == 234)
            // Shift turns the wheel sideways: two notches, 80 points along the row.
            screen.wheel(deltaY: 2, at: 160, 30, time: 40, modifiers: [.shift])
            #expect(scroller.contentOffset.x == 314 && collection.contentOffset.y == 40)
            screen.wheel(deltaY: 1, at: 160, 30, time: 41)
            #expect(scroller.contentOffset.x == 314 && collection.contentOffset.y == 80)
        }
    }
}

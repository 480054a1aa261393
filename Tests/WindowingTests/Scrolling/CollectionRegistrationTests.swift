import Foundation
import Testing

@testable import Windowing

/// Cell and supplementary registrations: iOS 14's way to register and configure a collection
/// view's views, as apps write it with a diffable data source.
@MainActor
@Suite struct CollectionRegistrationTests {
    /// A 320 × 400 collection view of 100 × 50 items with 10-point spacings and 30-point headers.
    private func makeCollection() -> UICollectionView {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow)
        collection.frameSource = ManualScrollFrameSource()
        return collection
    }

    private func snapshot<Item: Hashable & Sendable>(_ items: [Item]) -> NSDiffableDataSourceSnapshot<Int, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func aCellRegistrationMakesConfiguresAndReusesCells() {
        let collection = makeCollection()
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<TextCell, String> { cell, indexPath, item in
            cell.text = item
            configured.append("\(indexPath.item):\(item)")
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let warnings = capturingListWarnings {
            source.apply(snapshot((0..<300).map { "i\($0)" }))
            collection.layoutIfNeeded()
        }
        #expect(warnings.isEmpty)
        // Lines of three items every 60 points: 400 points show lines 0 to 6.
        #expect(configured == (0..<21).map { "\($0):i\($0)" }, "one handler call per cell, in order")
        let first = collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? TextCell
        #expect(first?.text == "i4" && first?.frame == CGRect(x: 110, y: 60, width: 100, height: 50))
        #expect(first?.reuseIdentifier?.hasPrefix("UICollectionView.Registration-") == true)
        var cells: Set<ObjectIdentifier> = []
        for step in 1...40 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            collection.layoutIfNeeded()
            for cell in collection.visibleCells { cells.insert(ObjectIdentifier(cell)) }
        }
        #expect(cells.count <= 28, "\(cells.count) cells made for 40 screens")
        let cell = collection.cellForItem(at: IndexPath(item: 200, section: 0)) as? TextCell
        #expect(cell?.text == "i200" && (cell?.reuses ?? 0) > 0)
        #expect(configured.contains("200:i200"))
    }

    @Test func oneRegistrationServesTwoCollectionViews() {
        let registration = UICollectionView.CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let collections = [makeCollection(), makeCollection()]
        let sources = collections.map { collection in
            UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, indexPath, item in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }
        sources[0].apply(snapshot([1, 2]))
        sources[1].apply(snapshot([3]))
        let shown = collections.map { collection in
            collection.layoutIfNeeded()
            return collection.visibleCells.compactMap { ($0 as? TextCell)?.text }.sorted()
        }
        #expect(shown == [["1", "2"], ["3"]])
    }

    @Test func aSupplementaryRegistrationConfiguresHeaders() {
        let collection = makeCollection()
        (collection.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize =
            CGSize(width: 320, height: 30)
        var calls: [String] = []
        let header = UICollectionView.SupplementaryRegistration<TextHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.text = "section \(indexPath.section)"
            calls.append("\(kind) \(indexPath.section)")
        }
        let cells = UICollectionView.CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        #expect(header.elementKind == UICollectionView.elementKindSectionHeader)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3], toSection: 1)
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(calls == ["UICollectionElementKindSectionHeader 0", "UICollectionElementKindSectionHeader 1"])
        let second = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((second as? TextHeader)?.text == "section 1")
        // Section 0: a 30-point header, a line of two items and no spacing after it.
        #expect(second?.frame == CGRect(x: 0, y: 80, width: 320, height: 30))
    }

    @Test func aNibRegistrationMakesTheNibsCells() throws {
        let nib = AppTests.UINibTests.badgeCell
        let collection = makeCollection()
        let registration = UICollectionView.CellRegistration<BadgeCell, Int>(cellNib: nib) { cell, _, item in
            cell.badge?.text = "\(item)"
        }
        let cell = collection.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: 42)
        #expect(cell.badge?.text == "42" && cell.badge?.superview === cell.contentView)
    }

    /// A handler that takes an optional item gets nil; one that does not is not called, and the
    /// cell comes back as dequeued (UIKit stops the app there).
    @Test func aNilItemReachesOnlyAHandlerThatTakesAnOptional() {
        let collection = makeCollection()
        var optionalCalls: [String?] = []
        let optional = UICollectionView.CellRegistration<TextCell, String?> { _, _, item in
            optionalCalls.append(item)
        }
        let path = IndexPath(item: 2, section: 0)
        _ = collection.dequeueConfiguredReusableCell(using: optional, for: path, item: nil)
        _ = collection.dequeueConfiguredReusableCell(using: optional, for: path, item: .some("x"))
        #expect(optionalCalls == [nil, "x"])

        var calls = 0
        let plain = UICollectionView.CellRegistration<TextCell, String> { _, _, _ in calls += 1 }
        var cell: TextCell?
        let warnings = capturingListWarnings {
            cell = collection.dequeueConfiguredReusableCell(using: plain, for: path, item: nil)
        }
        #expect(calls == 0 && cell?.text == nil)
        #expect(
            warnings == [
                "UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the item for the cell at item 2 in "
                    + "section 0 is nil, and the registration's handler takes a String; the cell is returned as "
                    + "dequeued. Hint: pass the item the cell shows."
            ])
    }

    @Test func aRegistrationMadeInsideTheProviderIsReportedOnceAndStillWorks() {
        let collection = makeCollection()
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, item in
            let registration = UICollectionView.CellRegistration<TextCell, Int> { cell, _, item in
                cell.text = "\(item)"
            }
            return collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let warnings = capturingListWarnings {
            source.apply(snapshot([1, 2, 3]))
            collection.layoutIfNeeded()
        }
        #expect(collection.visibleCells.compactMap { ($0 as? TextCell)?.text }.sorted() == ["1", "2", "3"])
        #expect(
            warnings == [
                "UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the registration was made inside "
                    + "collectionView(_:cellForItemAt:) or a diffable data source's provider, so each view gets a "
                    + "registration of its own and none is reused. Hint: make registrations once, before the "
                    + "collection view asks for views."
            ])
        #expect(UICollectionView.viewsBeingProvided == 0)
    }

    @Test func aNibOfAnotherClassIsReplacedByTheRegisteredClass() {
        let nib = AppTests.UINibTests.nib(
            """
            <collectionViewCell opaque="NO" contentMode="center" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            </collectionViewCell>
            """)
        let collection = makeCollection()
        let registration = UICollectionView.CellRegistration<TextCell, Int>(cellNib: nib) { cell, _, item in
            cell.text = "\(item)"
        }
        var cell: TextCell?
        let warnings = capturingListWarnings {
            cell = collection.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: 1, section: 0), item: 5)
        }
        #expect(cell?.text == "5" && cell?.frame.size == CGSize(width: 50, height: 50), "the nib's cell's frame")
        #expect(
            warnings == [
                "UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the registration's nib made a "
                    + "UICollectionViewCell, not a TextCell; a new TextCell is used. Hint: set the class of the "
                    + "nib's view to TextCell."
            ])
    }
}

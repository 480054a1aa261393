import Foundation
import Testing

@testable import Windowing

/// Headers and footers pinned to the visible bounds, in flow and compositional layouts: they stay
/// at the edge of what is in sight while their section is, and the section's end pushes them out.
@MainActor
@Suite struct PinnedHeaderTests {
    /// Three sections of nine 100 × 50 items (three lines, 10 apart) under 30-point headers and
    /// above 20-point footers: each section spans 220 points.
    private func flowCollection(pinHeaders: Bool, pinFooters: Bool) -> (UICollectionView, CollectionModel) {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        flow.footerReferenceSize = CGSize(width: 320, height: 20)
        flow.sectionHeadersPinToVisibleBounds = pinHeaders
        flow.sectionFootersPinToVisibleBounds = pinFooters
        let model = CollectionModel(Array(repeating: (0..<9).map { "i\($0)" }, count: 3))
        return (makeCollection(model, layout: flow), model)
    }

    private func frame(_ collection: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collection.layoutIfNeeded()
        let shown = collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
        let laidOut = collection.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        return shown?.frame == laidOut ? laidOut : nil
    }

    private func scroll(_ collection: UICollectionView, to y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        collection.layoutIfNeeded()
    }

    @Test func aFlowLayoutsPinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        let (collection, model) = flowCollection(pinHeaders: true, pinFooters: false)
        let header = UICollectionView.elementKindSectionHeader
        #expect(frame(collection, header, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        scroll(collection, to: 100)
        #expect(frame(collection, header, 0) == CGRect(x: 0, y: 100, width: 320, height: 30))
        #expect(frame(collection, header, 1) == CGRect(x: 0, y: 220, width: 320, height: 30))
        // 30 points before section 0 ends, its header is pushed up by it.
        scroll(collection, to: 200)
        #expect(frame(collection, header, 0) == CGRect(x: 0, y: 190, width: 320, height: 30))
        scroll(collection, to: 300)
        #expect(frame(collection, header, 1) == CGRect(x: 0, y: 300, width: 320, height: 30))
        #expect(frame(collection, header, 0) == nil, "out of sight with its section")
        let pinned = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        let cell = collection.cellForItem(at: IndexPath(item: 3, section: 1))
        #expect(
            collection.subviews.firstIndex { $0 === pinned }! > collection.subviews.firstIndex { $0 === cell }!,
            "the header passes over the cells")
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func aFlowLayoutsPinnedFooterStaysAtTheBottom() {
        let (collection, model) = flowCollection(pinHeaders: false, pinFooters: true)
        let footer = UICollectionView.elementKindSectionFooter
        // 400 points show section 0 and most of section 1, whose footer would be at 420.
        #expect(frame(collection, footer, 0) == CGRect(x: 0, y: 200, width: 320, height: 20))
        #expect(frame(collection, footer, 1) == CGRect(x: 0, y: 380, width: 320, height: 20))
        scroll(collection, to: 60)
        #expect(frame(collection, footer, 1) == CGRect(x: 0, y: 420, width: 320, height: 20))
        #expect(frame(collection, footer, 2) == CGRect(x: 0, y: 440, width: 320, height: 20))
        #expect(frame(collection, UICollectionView.elementKindSectionHeader, 1)?.minY == 220, "not pinned")
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func aCompositionalHeaderPinnedToTheVisibleBounds() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let model = CollectionModel(Array(repeating: (0..<6).map { "i\($0)" }, count: 2))
        let collection = makeCollection(model, layout: UICollectionViewCompositionalLayout(section: section))
        let kind = UICollectionView.elementKindSectionHeader
        // Each section: a 30-point header and six 50-point items, 330 points.
        scroll(collection, to: 150)
        #expect(frame(collection, kind, 0) == CGRect(x: 0, y: 150, width: 320, height: 30))
        scroll(collection, to: 310)
        #expect(frame(collection, kind, 0) == CGRect(x: 0, y: 300, width: 320, height: 30))
        #expect(frame(collection, kind, 1) == CGRect(x: 0, y: 330, width: 320, height: 30))
        #expect(model.visibleCellsMatch(collection))
    }
}

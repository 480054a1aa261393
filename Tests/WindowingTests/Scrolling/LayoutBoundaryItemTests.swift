import Foundation
import Testing

@testable import Windowing

/// The compositional layout's own headers and footers (`configuration.boundarySupplementaryItems`).
@MainActor
@Suite struct LayoutBoundaryItemTests {
    static let header = "layout-header"
    static let footer = "layout-footer"

    private func collection(pinned: Bool = false, sections: Int = 2) -> (UICollectionView, CollectionModel) {
        let top = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: Self.header, alignment: .top)
        top.pinToVisibleBounds = pinned
        let bottom = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)),
            elementKind: Self.footer, alignment: .bottomTrailing)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [top, bottom]
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(
            section: OrthogonalSectionTests.gridSection(), configuration: configuration)
        let model = CollectionModel((0..<sections).map { section in (0..<4).map { "\(section)-\($0)" } })
        let collection = makeCollection(model, layout: layout)
        for kind in [Self.header, Self.footer] {
            collection.register(TextHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.reloadData()
        collection.layoutIfNeeded()
        return (collection, model)
    }

    @Test func theLayoutsHeaderAndFooterFrameItsSections() throws {
        let (collection, model) = collection()
        // 60 of header, two sections of two 50-point rows 10 apart, then the footer at the trailing edge.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 170)
        #expect(collection.contentSize == CGSize(width: 320, height: 60 + 100 + 10 + 100 + 30))
        let header = try #require(
            collection.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        let footerView = try #require(
            collection.supplementaryView(forElementKind: Self.footer, at: IndexPath(item: 0, section: 0)))
        #expect(footerView.frame == CGRect(x: 220, y: 270, width: 100, height: 30))
        #expect(collection.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)) != nil)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))
                == nil)
        withExtendedLifetime(model) {}
    }

    @Test func aPinnedLayoutHeaderStaysAtTheTopOfTheVisibleBounds() throws {
        let (collection, model) = collection(pinned: true, sections: 6)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        let header = try #require(
            collection.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 300, width: 320, height: 60))
        #expect(
            collection.subviews.firstIndex(of: header)! > collection.subviews.lastIndex { $0 is UICollectionViewCell }!)
        withExtendedLifetime(model) {}
    }
}

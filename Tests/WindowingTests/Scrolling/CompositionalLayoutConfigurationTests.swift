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

/// `contentInsetsReference`: what a section's insets are measured from at the sides.
@MainActor
@Suite struct ContentInsetsReferenceTests {
    private func firstItemFrame(
        _ reference: UIContentInsetsReference, configuration: UIContentInsetsReference = .safeArea,
        width: CGFloat = 320
    ) -> CGRect? {
        let section = OrthogonalSectionTests.gridSection(columns: 1)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.contentInsetsReference = reference
        let settings = UICollectionViewCompositionalLayoutConfiguration()
        settings.contentInsetsReference = configuration
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: settings)
        let model = CollectionModel([["a"]])
        let collection = makeCollection(model, layout: layout)
        collection.frame.size.width = width
        collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        defer { withExtendedLifetime(model) {} }
        return collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func theInsetsAreMeasuredFromTheReference() {
        #expect(firstItemFrame(.automatic)?.minX == 10 && firstItemFrame(.automatic)?.width == 300)
        #expect(firstItemFrame(.none)?.width == 300)
        #expect(firstItemFrame(.safeArea)?.width == 300)
        // 20 and 30 points of margins, then the section's 10 at each side.
        #expect(firstItemFrame(.layoutMargins) == CGRect(x: 30, y: 0, width: 250, height: 50))
        #expect(firstItemFrame(.automatic, configuration: .layoutMargins)?.minX == 30)
        #expect(firstItemFrame(.none, configuration: .layoutMargins)?.minX == 10)
        // 1000 points less the margins is 950: a 672-point column in its middle, from 159.
        #expect(firstItemFrame(.readableContent, width: 1000) == CGRect(x: 169, y: 0, width: 652, height: 50))
        #expect(firstItemFrame(.readableContent)?.width == 250, "narrower than readable: the margins")
    }
}

/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: items where the provider says.
@MainActor
@Suite struct CustomGroupTests {
    @Test func aCustomGroupPlacesOneItemAtEachFrame() throws {
        var containers: [CGSize] = []
        // A diagonal of three 60-point squares, the middle one in front, in a 200-point group.
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        ) { environment in
            containers.append(environment.container.contentSize)
            return (0..<3).map { index in
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: CGFloat(index) * 50, y: CGFloat(index) * 50, width: 60, height: 60),
                    zIndex: index == 1 ? 5 : 0)
            }
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let model = CollectionModel([(0..<5).map { "i\($0)" }])
        let collection = makeCollection(model, layout: UICollectionViewCompositionalLayout(section: section))
        let frames = (0..<5).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 60, height: 60), CGRect(x: 50, y: 50, width: 60, height: 60),
                CGRect(x: 100, y: 100, width: 60, height: 60),
                // The second group, 210 down, holds the two items left.
                CGRect(x: 0, y: 210, width: 60, height: 60), CGRect(x: 50, y: 260, width: 60, height: 60),
            ])
        #expect(containers.first == CGSize(width: 320, height: 200))
        #expect(collection.contentSize.height == 410)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 5)
        // The middle square is in front of its neighbours.
        let middle = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.subviews.firstIndex(of: middle)! > collection.subviews.firstIndex(of: first)!)
        #expect(collection.indexPathForItem(at: CGPoint(x: 55, y: 55)) == IndexPath(item: 1, section: 0))
        withExtendedLifetime(model) {}
    }

    @Test func anEstimatedSideIsTheExtentOfTheFrames() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(10))
        ) { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 5, width: 100, height: 70))] }
        let model = CollectionModel([["a", "b"]])
        let collection = makeCollection(
            model, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 80)
        withExtendedLifetime(model) {}
    }
}

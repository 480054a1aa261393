import Foundation
import Testing

@testable import Windowing

/// A section background as apps register it.
final class SectionBackgroundView: UICollectionReusableView {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Decoration views: a compositional section's background, made from the class the layout
/// registered, under the section's cells, and reused as sections come and go.
@MainActor
@Suite struct DecorationViewTests {
    static let background = "section-background"

    /// Sections of rows 50 tall (two items a row) inset by 10, each with a background inset by 4.
    private func layout(zIndex: Int = 0, kind: String = background) -> UICollectionViewCompositionalLayout {
        let section = OrthogonalSectionTests.gridSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: kind)
        decoration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        decoration.zIndex = zIndex
        section.decorationItems = [decoration]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.background)
        return layout
    }

    private func backgrounds(_ collection: UICollectionView) -> [UICollectionReusableView] {
        collection.subviews.filter { $0 is SectionBackgroundView }.compactMap { $0 as? UICollectionReusableView }
    }

    @Test func aBackgroundCoversItsSectionUnderItsCells() throws {
        let model = CollectionModel([["a", "b", "c"], ["d"]])
        let collection = makeCollection(model, layout: layout())
        // Section 0: 10 + two rows of 50 + 10; section 1 from 120: 10 + 50 + 10.
        let views = backgrounds(collection).sorted { $0.frame.minY < $1.frame.minY }
        #expect(
            views.map(\.frame) == [
                CGRect(x: 4, y: 4, width: 312, height: 112), CGRect(x: 4, y: 124, width: 312, height: 62),
            ])
        let attributes = try #require(
            collection.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.background, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.frame == views[1].frame && attributes.representedElementCategory == .decorationView)
        #expect(attributes.representedElementKind == Self.background && attributes.zIndex == 0)
        #expect(
            collection.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.background, at: IndexPath(item: 1, section: 1)) == nil)
        // Under every cell, whatever order they were made in.
        let firstCell = try #require(collection.subviews.firstIndex { $0 is UICollectionViewCell })
        #expect(collection.subviews.lastIndex { $0 is SectionBackgroundView }! < firstCell)
        #expect(model.log.isEmpty, "the data source is not asked for decoration views")
    }

    @Test func aHigherZIndexPutsItOverTheCells() throws {
        let collection = makeCollection(CollectionModel([["a", "b"]]), layout: layout(zIndex: 1))
        #expect(
            collection.subviews.firstIndex { $0 is SectionBackgroundView }!
                > collection.subviews.lastIndex { $0 is UICollectionViewCell }!)
    }

    @Test func backgroundsLeaveWithTheirSectionsAndAreReused() throws {
        let model = CollectionModel((0..<10).map { section in (0..<4).map { "\(section)-\($0)" } })
        let collection = makeCollection(model, layout: layout())
        // Each section is 10 + 100 + 10 = 120 tall: four in the first 400 points.
        #expect(backgrounds(collection).count == 4)
        let made = Set(backgrounds(collection).map(ObjectIdentifier.init))
        collection.contentOffset = CGPoint(x: 0, y: 600)
        collection.layoutIfNeeded()
        // Sections 5 to 8 (600 to 1080) are in sight; their backgrounds are the first ones again.
        let now = backgrounds(collection)
        #expect(now.count == 4 && Set(now.map(ObjectIdentifier.init)) == made)
        #expect(now.allSatisfy { ($0 as? SectionBackgroundView)?.reuses == 1 })
        #expect(now.map(\.frame.minY).sorted() == [604, 724, 844, 964])
    }

    @Test func anUnregisteredKindIsReportedOnceAndLeftEmpty() {
        var collection: UICollectionView?
        let warnings = capturingListWarnings {
            collection = makeCollection(CollectionModel([["a"], ["b"]]), layout: layout(kind: "stripes"))
            collection?.contentOffset = CGPoint(x: 0, y: 10)
            collection?.layoutIfNeeded()
        }
        #expect(
            warnings == [
                "UICollectionView: the layout asks for a decoration view of kind stripes, but no class or nib is "
                    + "registered for it; the place stays empty. Hint: call the layout's "
                    + "register(_:forDecorationViewOfKind:) with a UICollectionReusableView subclass."
            ])
        #expect(collection?.visibleCells.count == 2 && collection.map(backgrounds)?.isEmpty == true)
    }

    @Test func registeringAnotherClassOrNilReplacesTheViews() {
        let layout = layout()
        let collection = makeCollection(CollectionModel([["a"]]), layout: layout)
        #expect(backgrounds(collection).count == 1)
        let warnings = capturingListWarnings {
            layout.register(UIView.self, forDecorationViewOfKind: Self.background)
        }
        #expect(
            warnings == [
                "UICollectionViewLayout.register(_:forDecorationViewOfKind:): UIView is not a subclass of "
                    + "UICollectionReusableView; kind section-background stays unregistered. Hint: register a "
                    + "UICollectionReusableView subclass."
            ])
        collection.layoutIfNeeded()
        #expect(backgrounds(collection).count == 1, "a refused class changes nothing")
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.background)
        collection.layoutIfNeeded()
        #expect(backgrounds(collection).isEmpty)
        #expect(collection.subviews.contains { type(of: $0) == UICollectionReusableView.self })
        let quiet = capturingListWarnings {
            layout.register(nil as AnyClass?, forDecorationViewOfKind: Self.background)
            collection.layoutIfNeeded()
        }
        #expect(!collection.subviews.contains { type(of: $0) == UICollectionReusableView.self })
        #expect(quiet.count == 1, "the kind is unregistered again")
    }

    @Test func anOrthogonalSectionsBackgroundStaysPutAsItsRowScrolls() throws {
        let section = OrthogonalSectionTests.cardSection(.continuous)
        section.decorationItems = [.background(elementKind: Self.background)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.background)
        let collection = makeCollection(CollectionModel([(0..<5).map { "card\($0)" }]), layout: layout)
        let scroller = try #require(collection.orthogonalScrollers[0])
        scroller.contentOffset = CGPoint(x: 300, y: 0)
        collection.layoutIfNeeded()
        let background = try #require(backgrounds(collection).first)
        #expect(background.superview === collection && background.frame == CGRect(x: 0, y: 0, width: 320, height: 116))
        #expect(collection.subviews.firstIndex(of: background)! < collection.subviews.firstIndex(of: scroller)!)
    }
}

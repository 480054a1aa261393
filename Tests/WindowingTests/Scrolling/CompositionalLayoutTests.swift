import Foundation
import Testing

@testable import Windowing

/// UICollectionViewCompositionalLayout: sections of groups of items, sized by fractions, points
/// and estimates, placed as UIKit places them.
@MainActor
@Suite struct CompositionalLayoutTests {
    private typealias Size = NSCollectionLayoutSize
    private typealias Dimension = NSCollectionLayoutDimension

    /// A 320 × 400 collection view of `sections` (item counts), with `TextCell`s and `TextHeader`s.
    private func collection(
        _ layout: UICollectionViewCompositionalLayout, sections: [Int],
        cellClass: UICollectionViewCell.Type = TextCell.self
    ) -> (UICollectionView, CollectionModel) {
        let model = CollectionModel(sections.map { count in (0..<count).map { "i\($0)" } })
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.frameSource = ManualScrollFrameSource()
        collection.register(cellClass, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(TextHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.dataSource = model
        collection.layoutIfNeeded()
        return (collection, model)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Whether two frames are the same to a millionth of a point: thirds are not exact.
    private func near(_ frame: CGRect?, _ expected: CGRect) -> Bool {
        guard let frame else { return false }
        return [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func aGridRepeatsItsGroupDownTheSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let (collection, model) = collection(UICollectionViewCompositionalLayout(section: section), sections: [7])
        // 300 points inside the insets: three items of 100, each inset by 2.
        #expect(frame(collection, 0) == CGRect(x: 12, y: 12, width: 96, height: 96))
        #expect(frame(collection, 2) == CGRect(x: 212, y: 12, width: 96, height: 96))
        #expect(frame(collection, 3) == CGRect(x: 12, y: 117, width: 96, height: 96))
        #expect(frame(collection, 6) == CGRect(x: 12, y: 222, width: 96, height: 96))
        #expect(collection.contentSize == CGSize(width: 320, height: 10 + 300 + 10 + 10))
        #expect(model.visibleCellsMatch(collection))
    }

    @Test func aCountedGroupSharesItsWidthAndFlexibleSpacingSpreadsItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: item, count: 2)
        pair.interItemSpacing = .fixed(20)
        let spreadItem = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .absolute(60), heightDimension: .absolute(40)))
        let spread = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [spreadItem])
        spread.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize == CGSize(width: 320, height: 400))
            return NSCollectionLayoutSection(group: index == 0 ? pair : spread)
        }
        let (collection, _) = collection(layout, sections: [3, 5])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 170, y: 0, width: 150, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 0, y: 50, width: 150, height: 50), "the last group holds one")
        // Four items of 60 with at least 10 between fit 320; the 50 left goes to the three gaps.
        let spreadFrames = (0..<5).compactMap { frame(collection, $0, 1) }
        let spacing = CGFloat(50) / 3 + 10
        #expect(
            zip(spreadFrames.map(\.minX), [0, 60 + spacing, 120 + 2 * spacing, 260, 0]).allSatisfy {
                abs($0 - $1) < 1e-6
            })
        #expect(spreadFrames.map(\.minY) == [100, 100, 100, 100, 140])
    }

    /// One large item beside a column of two small ones: the groups nest.
    @Test func nestedGroupsPlaceTheirItemsInOrder() {
        let large = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Size(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [large, column])
        let (collection, _) = collection(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), sections: [5])
        let third = CGFloat(320) / 3
        #expect(near(frame(collection, 0), CGRect(x: 0, y: 0, width: third * 2, height: 120)))
        #expect(near(frame(collection, 1), CGRect(x: third * 2, y: 0, width: third, height: 60)))
        #expect(near(frame(collection, 2), CGRect(x: third * 2, y: 60, width: third, height: 60)))
        #expect(near(frame(collection, 3), CGRect(x: 0, y: 120, width: third * 2, height: 120)))
        #expect(near(frame(collection, 4), CGRect(x: third * 2, y: 120, width: third, height: 60)))
    }

    /// A group of `count` shares its width between groups too, whatever width they ask for.
    @Test func aCountedGroupOfColumnsSharesItsWidthBetweenThem() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Size(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)), subitems: [item])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: column, count: 2)
        let (collection, _) = collection(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), sections: [5])
        #expect(frame(collection, 1) == CGRect(x: 0, y: 25, width: 160, height: 25))
        #expect(frame(collection, 2) == CGRect(x: 160, y: 0, width: 160, height: 25))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 50, width: 160, height: 25))
    }

    @Test func headersAndFootersTakeTheirRoomAndFollowTheInsets() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collection, _) = collection(layout, sections: [2, 1])
        func supplementary(_ kind: String, _ section: Int) -> UICollectionReusableView? {
            collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
        }
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        #expect(supplementary(header, 0)?.frame == CGRect(x: 16, y: 0, width: 288, height: 30))
        #expect(frame(collection, 0) == CGRect(x: 16, y: 38, width: 288, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 16, y: 78, width: 288, height: 40))
        #expect(supplementary(footer, 0)?.frame == CGRect(x: 16, y: 126, width: 288, height: 20))
        #expect((supplementary(footer, 1) as? TextHeader)?.text == "F1")
        // Section 1 starts 12 points after the first's footer.
        #expect(supplementary(header, 1)?.frame.minY == 158)
        #expect(frame(collection, 0, 1)?.minY == 196)
        #expect(abs(collection.contentSize.height - (196 + 40 + 8 + 20)) < 1e-6)
    }

    /// Chips: estimated widths become the cells' Auto Layout widths, and a row takes the chips
    /// that fit.
    @Test func estimatedWidthsBecomeTheCellsAutoLayoutWidths() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .estimated(50), heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = collection(layout, sections: [5], cellClass: SelfSizingCell.self)
        // SelfSizingCell's content is 80 × 30 points: three fit in 320 with 10 between.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(frame(collection, 2) == CGRect(x: 180, y: 0, width: 80, height: 30))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 35, width: 80, height: 30))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 90)
        #expect(collection.contentSize.height == 65)
    }

    /// A cell whose label wraps: its height follows the width the layout gives it.
    final class WrappingCell: UICollectionViewCell {
        let label = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A list's rows measure their wrapping text at the row's width, which the layout fixes.
    @Test func anEstimatedHeightIsMeasuredAtTheWidthTheLayoutGives() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collection.frameSource = ManualScrollFrameSource()
        let registration = UICollectionView.CellRegistration<WrappingCell, String> { cell, _, item in
            cell.label.text = item
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let long = Array(repeating: "wrapping", count: 20).joined(separator: " ")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["short", long])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = "short"
        let line = probe.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        probe.text = long
        let wrapped = probe.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > 2 * line, "the long text wraps at 320 points")
        let first = try #require(frame(collection, 0))
        let second = try #require(frame(collection, 1))
        #expect(first.width == 320 && second.width == 320)
        #expect(abs(first.height - line) < 1 && abs(second.height - wrapped) < 1, "\(first), \(second)")
        #expect(second.minY == first.maxY)
    }

    @Test func aNewWidthLaysTheSectionsOutAgain() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.25)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        var asked: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            asked.append(environment.container.contentSize.width)
            return NSCollectionLayoutSection(group: group)
        }
        let (collection, _) = collection(layout, sections: [4])
        #expect(frame(collection, 3) == CGRect(x: 160, y: 80, width: 160, height: 80))
        collection.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        collection.layoutIfNeeded()
        #expect(frame(collection, 3) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(asked.last == 400)
    }

    @Test func aSectionProviderThatReturnsNilLeavesItsSectionEmpty() {
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? nil : NSCollectionLayoutSection(group: group)
        }
        let (collection, _) = collection(layout, sections: [2, 1])
        #expect(frame(collection, 0) == nil)
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(collection.visibleCells.count == 1)
    }

    /// Badges: supplementary items attached to items, placed by their anchors on the item's frame.
    @Test func anItemsSupplementaryItemsFollowTheirAnchors() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Size(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let label = NSCollectionLayoutSupplementaryItem(
            layoutSize: Size(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
            elementKind: "label",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 5)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        let item = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge, label])
        item.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let model = CollectionModel([["a", "b", "c"]])
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.frameSource = ManualScrollFrameSource()
        collection.register(TextCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["badge", "label"] {
            collection.register(TextHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.dataSource = model
        collection.layoutIfNeeded()
        // Item 1's frame: x 180…300, y 20…80 (its share, 160 × 100, less 20 all round).
        #expect(frame(collection, 1) == CGRect(x: 180, y: 20, width: 120, height: 60))
        let itemPath = IndexPath(item: 1, section: 0)
        let badgeView = try #require(collection.supplementaryView(forElementKind: "badge", at: itemPath))
        #expect(badgeView.frame == CGRect(x: 290, y: 10, width: 20, height: 20), "centred on the top-trailing corner")
        let labelView = try #require(collection.supplementaryView(forElementKind: "label", at: itemPath))
        #expect(labelView.frame == CGRect(x: 210, y: 85, width: 60, height: 10), "its top centre 5 below the bottom's")
        #expect(
            collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0))?.frame.minY == 110
        )
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 3)
    }

    /// Edge spacing: flexible spacing on both sides centres a lone item along and across its
    /// group; fixed spacing adds room and moves it.
    @Test func edgeSpacingCentresAndSpacesItems() {
        let centred = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .absolute(200), heightDimension: .absolute(40)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let lone = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [centred])
        let spaced = NSCollectionLayoutItem(
            layoutSize: Size(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [spaced])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? lone : row)
        }
        let (collection, _) = collection(layout, sections: [2, 4])
        // One 200-point item fits a row; the 120 left go half before it and half after, and the
        // 20 across the row likewise.
        #expect(frame(collection, 0) == CGRect(x: 60, y: 10, width: 200, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 60, y: 70, width: 200, height: 40))
        // Two items of 10 + 100 fit in 320 (a third would need 330); each sits 10 after the last
        // and 5 down.
        #expect(frame(collection, 0, 1) == CGRect(x: 10, y: 125, width: 100, height: 40))
        #expect(frame(collection, 1, 1) == CGRect(x: 120, y: 125, width: 100, height: 40))
        #expect(frame(collection, 2, 1) == CGRect(x: 10, y: 185, width: 100, height: 40))
    }

    @Test func dimensionsKeepWhatTheyWereMadeWith() {
        let estimated = Dimension.estimated(44)
        #expect(estimated.isEstimated && !estimated.isAbsolute && estimated.dimension == 44)
        #expect(Dimension.fractionalWidth(0.5).isFractionalWidth && Dimension.fractionalHeight(2).isFractionalHeight)
        #expect(
            NSCollectionLayoutSpacing.flexible(-3).spacing == 0 && NSCollectionLayoutSpacing.fixed(4).isFixedSpacing)
        #expect(NSRectAlignment.topTrailing.rawValue == 8 && NSRectAlignment.bottom.rawValue == 5)
    }
}

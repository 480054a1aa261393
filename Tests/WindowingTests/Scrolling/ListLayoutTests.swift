import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Lists in collection views: `UICollectionViewCompositionalLayout.list(using:)`, list sections
/// in a section provider, and `UICollectionViewListCell`'s appearance and accessories, as an
/// iOS 14 app writes them with a diffable data source and a cell registration.
@MainActor
@Suite struct ListLayoutTests {
    /// A 320 × 400 collection view of `sections` (item counts) in `layout`, whose list cells show
    /// their item's text and take `accessories(item)`.
    @MainActor
    final class Lists {
        let collection: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        var configured: [String] = []

        init(
            _ layout: UICollectionViewCompositionalLayout, sections: [Int],
            accessories: @escaping @MainActor (String) -> [UICellAccessory] = { _ in [] },
            text: @escaping @MainActor (String) -> String = { $0 },
            headerText: @escaping @MainActor (Int) -> String = { "Section \($0)" }
        ) {
            collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            collection.frameSource = ManualScrollFrameSource()
            var log: [String] = []
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = text(item)
                cell.contentConfiguration = content
                cell.accessories = accessories(item)
                log.append(item)
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { view, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = headerText(indexPath.section)
                view.contentConfiguration = content
            }
            let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionFooter
            ) { view, _, indexPath in
                var content = UIListContentConfiguration.groupedFooter()
                content.text = "Items of section \(indexPath.section)"
                view.contentConfiguration = content
            }
            source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, item in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            source.supplementaryViewProvider = { collection, kind, indexPath in
                kind == UICollectionView.elementKindSectionHeader
                    ? collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                    : collection.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            for (section, count) in sections.enumerated() {
                snapshot.appendSections([section])
                snapshot.appendItems((0..<count).map { "s\(section)i\($0)" }, toSection: section)
            }
            source.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
            configured = log
        }

        func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }

        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }
    }

    /// The height `UIListContentConfiguration.cell()` with `text` has at `width`.
    private func rowHeight(_ text: String, width: CGFloat) -> CGFloat {
        var content = UIListContentConfiguration.cell()
        content.text = text
        let view = content.makeContentView()
        return view.systemLayoutSizeFitting(
            CGSize(width: width, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    @Test func aPlainListStacksFullWidthRowsAsTallAsTheirContent() {
        let long = String(repeating: "A row whose text wraps over several lines. ", count: 5)
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [4],
            text: { $0 == "s0i1" ? long : $0 })
        let short = rowHeight("s0i0", width: 320)
        let tall = rowHeight(long, width: 320)
        #expect(short == 44, "a one-line row is the configuration's minimum height")
        #expect(tall > 80)
        #expect(lists.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(lists.frame(1) == CGRect(x: 0, y: 44, width: 320, height: tall))
        #expect(lists.frame(3) == CGRect(x: 0, y: 44 + tall + 44, width: 320, height: 44))
        #expect(lists.collection.contentSize == CGSize(width: 320, height: 3 * 44 + tall))
        #expect(lists.collection.backgroundColor == .systemBackground)
        // Rows on the system background, a separator under each but the last, from the text's edge.
        let first = lists.cell(0)
        #expect(first?.rowBackground.fill == .systemBackground && first?.rowBackground.corners == [])
        #expect(first?.separator.isHidden == false)
        #expect(first?.separator.frame == CGRect(x: 16, y: 43, width: 304, height: 1))
        #expect(lists.cell(3)?.separator.isHidden == true)
        #expect(lists.cell(1)?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: tall))
    }

    @Test func anInsetGroupedListInsetsItsSectionsAndRoundsTheirEnds() {
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)), sections: [3, 2])
        #expect(lists.collection.backgroundColor == .systemGroupedBackground)
        // 18 points above and below each section, rows 20 points in from each side.
        #expect(lists.frame(0) == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(lists.frame(2) == CGRect(x: 20, y: 18 + 88, width: 280, height: 44))
        let second = 18 + 3 * 44 + 18 + 18
        #expect(lists.frame(0, 1) == CGRect(x: 20, y: CGFloat(second), width: 280, height: 44))
        #expect(lists.collection.contentSize.height == CGFloat(second + 2 * 44 + 18))
        let cells = (0..<3).compactMap { lists.cell($0) }
        #expect(cells.map(\.rowBackground.corners) == [[.topLeft, .topRight], [], [.bottomLeft, .bottomRight]])
        #expect(cells.allSatisfy { $0.rowBackground.fill == .secondarySystemGroupedBackground })
        #expect(cells.map(\.separator.isHidden) == [false, false, true])
        // A lone row is rounded at both ends.
        let sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
        #expect(!sidebar.showsSeparators && UICollectionLayoutListConfiguration(appearance: .grouped).showsSeparators)
        let lone = Lists(.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)), sections: [1])
        #expect(lone.cell(0)?.rowBackground.corners == .allCorners)
    }

    @Test func headersAndFootersAreSupplementaryViewsOrTheFirstItem() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 10
        let lists = Lists(.list(using: configuration), sections: [2, 1])
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        // The padding, then the header and footer as tall as their content (16 + 16 + 6 and
        // 6 + 16 + 16), the rows between; no gap of 18 beside them.
        #expect(lists.supplementary(header, 0) == CGRect(x: 0, y: 10, width: 320, height: 38))
        #expect(lists.frame(0) == CGRect(x: 0, y: 48, width: 320, height: 44))
        #expect(lists.supplementary(footer, 0) == CGRect(x: 0, y: 136, width: 320, height: 38))
        #expect(lists.supplementary(header, 1) == CGRect(x: 0, y: 184, width: 320, height: 38))
        let headerView = lists.collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(
            ((headerView as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
                == "Section 1")

        // The first item as the header: no row background, no separator, and the next row is the first.
        var firstItem = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        firstItem.headerMode = .firstItemInSection
        let titled = Lists(.list(using: firstItem), sections: [3])
        let top = titled.cell(0)
        #expect(top?.rowBackground.fill == nil && top?.separator.isHidden == true)
        #expect(titled.cell(1)?.rowBackground.corners == [.topLeft, .topRight])
        #expect(titled.cell(2)?.rowBackground.corners == [.bottomLeft, .bottomRight])
    }

    @Test func aHeaderOfSeveralLinesIsAsTallAsItsText() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let long = String(repeating: "A header that explains the settings below it. ", count: 4)
        let lists = Lists(.list(using: configuration), sections: [1, 1], headerText: { $0 == 0 ? long : "Short" })
        var content = UIListContentConfiguration.groupedHeader()
        content.text = long
        // The header follows the section's insets: 280 points wide.
        let expected = content.makeContentView().systemLayoutSizeFitting(
            CGSize(width: 280, height: 38), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        #expect(expected > 60)
        let header = UICollectionView.elementKindSectionHeader
        #expect(lists.supplementary(header, 0) == CGRect(x: 20, y: 0, width: 280, height: expected))
        #expect(lists.frame(0) == CGRect(x: 20, y: expected, width: 280, height: 44))
        #expect(lists.supplementary(header, 1)?.height == 38)
    }

    @Test func aPlainListsHeaderStaysAtTheTopWhileItsSectionScrolls() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let lists = Lists(.list(using: configuration), sections: [20, 5])
        let header = UICollectionView.elementKindSectionHeader
        // Measured from its content (a grouped header's look: 16 + 16 + 6), not the 28-point estimate.
        #expect(lists.supplementary(header, 0) == CGRect(x: 0, y: 0, width: 320, height: 38))
        #expect(lists.frame(0) == CGRect(x: 0, y: 38, width: 320, height: 44))
        lists.collection.contentOffset = CGPoint(x: 0, y: 300)
        lists.collection.layoutIfNeeded()
        #expect(lists.supplementary(header, 0) == CGRect(x: 0, y: 300, width: 320, height: 38))
    }

    @Test func aListSectionInASectionProviderSitsBesideAGrid() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                return .list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [item]))
        }
        let lists = Lists(layout, sections: [2, 2])
        #expect(lists.frame(1) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(lists.frame(1, 1) == CGRect(x: 160, y: 88, width: 160, height: 60))
        // A cell outside a list section has no list look: its own background, no separator.
        #expect(lists.cell(1, 1)?.separator.isHidden == true)
        #expect(lists.collection.backgroundColor == .systemBackground)
    }

    @Test func accessoriesTakeTheirRoomFromTheContent() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [2],
            accessories: { item in
                item == "s0i0"
                    ? [.label(text: "12"), .disclosureIndicator()]
                    : [
                        .customView(
                            configuration: .init(customView: badge, placement: .leading(), maintainsFixedSize: true)),
                        .checkmark(),
                    ]
            })
        let cell = try? #require(lists.cell(0))
        let views = cell?.subviews ?? []
        let chevron = views.compactMap { $0 as? TableAccessoryView }.first
        let label = views.compactMap { $0 as? UILabel }.first
        // The chevron 16 points from the edge, centred; the label 10 points before it.
        #expect(chevron?.type == .disclosureIndicator)
        #expect(chevron?.frame == CGRect(x: 296, y: 15.5, width: 8, height: 13))
        let labelFrame = label?.frame ?? .zero
        #expect(label?.text == "12" && labelFrame.maxX == 286 && labelFrame.width > 0)
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: labelFrame.minX, height: 44))

        let second = lists.cell(1)
        #expect(badge.superview === second && badge.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        let check = second?.subviews.compactMap { $0 as? TableAccessoryView }.first
        #expect(check?.type == .checkmark && check?.frame == CGRect(x: 290, y: 16, width: 14, height: 12))
        #expect(second?.contentView.frame == CGRect(x: 36, y: 0, width: 290 - 36, height: 44))
        // Positions among the accessories of a side, counted from leading to trailing.
        let count = UICellAccessory.label(text: "3")
        let chevronAccessory = UICellAccessory.disclosureIndicator()
        #expect(UICellAccessory.Placement.position(before: chevronAccessory)([count, chevronAccessory]) == 1)
        #expect(UICellAccessory.Placement.position(after: count)([count, chevronAccessory]) == 1)
        #expect(UICellAccessory.Placement.position(after: .checkmark())([count, chevronAccessory]) == 2)
        #expect(UICellAccessory.Placement.position(before: .checkmark())([count]) == 0)
        // Indentation moves the content and the leading accessory.
        second?.indentationLevel = 2
        second?.layoutIfNeeded()
        #expect(badge.frame.minX == 36 && second?.contentView.frame.minX == 56)
    }

    @Test func aRowIsMeasuredAtTheWidthItsAccessoriesLeave() {
        // The detail button (22 points) 16 from the edge: the content is 320 - 16 - 22 wide.
        let width: CGFloat = 320 - 16 - 22
        // A text with a line more at that width than at the whole row's.
        var text = "wrapping"
        while rowHeight(text, width: width) == rowHeight(text, width: 320), text.count < 2_000 { text += " words" }
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [1],
            accessories: { _ in [.detail()] }, text: { _ in text })
        #expect(lists.cell(0)?.contentView.frame.width == width)
        #expect(lists.frame(0)?.height == rowHeight(text, width: width))
        #expect(rowHeight(text, width: width) > rowHeight(text, width: 320))
    }

    @Test func aNewWidthMeasuresTheRowsAgain() {
        let long = String(repeating: "A row whose text wraps over several lines. ", count: 3)
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [2], text: { _ in long })
        #expect(lists.frame(0)?.height == rowHeight(long, width: 320))
        lists.collection.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        lists.collection.layoutIfNeeded()
        let narrow = rowHeight(long, width: 200)
        #expect(narrow > rowHeight(long, width: 320))
        #expect(lists.frame(0) == CGRect(x: 0, y: 0, width: 200, height: narrow))
        #expect(lists.frame(1) == CGRect(x: 0, y: narrow, width: 200, height: narrow))
    }

    /// A cell registration sets a cell's accessories at every dequeue: the same kinds again keep
    /// their views, which take the new text, colours and handler; another kind gets a new view.
    @Test func aCellGivenTheSameKindsOfAccessoryAgainKeepsTheirViews() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var handled: [String] = []
        func accessoryViews() -> [UIView] {
            cell.subviews.filter { $0 is UILabel || $0 is ListDetailButton || $0 is TableAccessoryView }
        }
        cell.accessories = [.label(text: "1"), .detail { handled.append("first") }, .disclosureIndicator()]
        cell.layoutIfNeeded()
        let first = accessoryViews()
        let label = first.compactMap { $0 as? UILabel }.first
        let detail = first.compactMap { $0 as? ListDetailButton }.first
        let chevron = first.compactMap { $0 as? TableAccessoryView }.first
        #expect(first.count == 3 && label?.text == "1")
        #expect(chevron?.chevronColor == TableAccessoryView.defaultChevronColor)

        cell.accessories = [
            .label(text: "2", options: .init(tintColor: .systemRed)), .detail { handled.append("second") },
            .disclosureIndicator(options: .init(tintColor: .systemBlue)),
        ]
        cell.layoutIfNeeded()
        let second = accessoryViews()
        #expect(second.count == 3 && second.allSatisfy { view in first.contains { $0 === view } })
        #expect(label?.text == "2" && label?.textColor == .systemRed && chevron?.chevronColor == .systemBlue)
        detail?.sendActions(for: .touchUpInside)
        #expect(handled == ["second"])

        cell.accessories = [.checkmark(), .disclosureIndicator()]
        cell.layoutIfNeeded()
        let third = accessoryViews()
        let check = third.compactMap { $0 as? TableAccessoryView }.first { $0.type == .checkmark }
        #expect(third.count == 2 && third.contains { $0 === chevron } && check != nil && check !== chevron)
        #expect(label?.superview == nil && detail?.superview == nil)
        #expect(chevron?.chevronColor == TableAccessoryView.defaultChevronColor)
    }

    @Test func accessoriesShowForTheEditingStateTheyAskFor() {
        let lists = Lists(
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [1],
            accessories: { _ in [.checkmark(displayed: .whenNotEditing), .disclosureIndicator(displayed: .whenEditing)]
            }
        )
        func shown() -> [UITableViewCell.AccessoryType] {
            lists.cell(0)?.subviews.compactMap { ($0 as? TableAccessoryView)?.type } ?? []
        }
        #expect(shown() == [.checkmark])
        #expect(lists.cell(0)?.configurationState.isEditing == false)
        lists.collection.isEditing = true
        lists.collection.layoutIfNeeded()
        #expect(shown() == [.disclosureIndicator])
        #expect(lists.cell(0)?.configurationState.isEditing == true)
        // A collection view controller's editing mode is its collection view's.
        let controller = UICollectionViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
        let hidden = UICellAccessory.checkmark(options: .init(isHidden: true))
        #expect(!hidden.isShown(editing: false) && !hidden.isShown(editing: true))
    }

    @Test func aSelectedRowTurnsGreyAndAnAppsBackgroundColourReplacesTheRows() {
        let lists = Lists(.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)), sections: [2])
        lists.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        lists.collection.layoutIfNeeded()
        #expect(lists.cell(0)?.rowBackground.fill == .systemGray4)
        #expect(lists.cell(0)?.rowBackground.corners == [.topLeft, .topRight])
        let cell = lists.cell(1)
        cell?.backgroundColor = .systemTeal
        cell?.layoutIfNeeded()
        #expect(cell?.rowBackground.fill == .systemTeal && cell?.backgroundColor == nil)
    }

    @Test func theDetailButtonCallsItsHandlerAndDoesNotSelectTheRow() throws {
        final class ListController: UIViewController, UICollectionViewDelegate {
            var lists: Lists?
            var selected: [IndexPath] = []
            var details: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                let made = Lists(
                    .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), sections: [3],
                    accessories: { [unowned self] item in [.detail { self.details.append(item) }] })
                made.collection.frame = view.bounds
                made.collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                made.collection.delegate = self
                view.addSubview(made.collection)
                lists = made
            }

            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let controller = ListController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        // Row 1's detail button is 16 points from the right edge, 22 wide, centred in 44.
        app.tap(at: CGPoint(x: 320 - 16 - 11, y: 44 + 22))
        app.runUntilIdle()
        #expect(controller.details == ["s0i1"] && controller.selected.isEmpty)
        app.tap(at: CGPoint(x: 100, y: 44 + 22))
        app.runUntilIdle()
        #expect(controller.selected == [IndexPath(item: 1, section: 0)] && controller.details == ["s0i1"])
    }
}

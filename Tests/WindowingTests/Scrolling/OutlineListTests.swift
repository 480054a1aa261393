import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Outline lists: `NSDiffableDataSourceSectionSnapshot`'s tree, a diffable data source showing
/// its visible items with list cells indented by level, and the outline disclosure accessory
/// expanding and collapsing parents (the app's handlers asked and told), as iOS 14 sidebars do.
@MainActor
@Suite struct OutlineListTests {
    /// Fruit (Apple (Gala), Pear) and Vegetables (Leek), nothing expanded.
    private static func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        snapshot.append(["Leek"], to: "Vegetables")
        return snapshot
    }

    @Test func aSectionSnapshotIsATreeWhoseVisibleItemsFollowExpansion() {
        var snapshot = Self.produce()
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Apple"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"] && !snapshot.isVisible("Gala"))
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        #expect(snapshot.level(of: "Gala") == 2 && snapshot.level(of: "Fruit") == 0 && snapshot.level(of: "Kiwi") == -1)
        #expect(snapshot.parent(of: "Gala") == "Apple" && snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Pear") == 3 && snapshot.isExpanded("Apple") && !snapshot.isExpanded("Pear"))

        snapshot.insert(["Quince"], after: "Pear")
        snapshot.insert(["Banana"], before: "Apple")
        #expect(snapshot.snapshot(of: "Fruit").items == ["Banana", "Apple", "Gala", "Pear", "Quince"])
        let withParent = snapshot.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"] && withParent.visibleItems.count == 6)

        snapshot.delete(["Apple"])
        #expect(!snapshot.contains("Apple") && !snapshot.contains("Gala") && snapshot.contains("Pear"))
        var greens = NSDiffableDataSourceSectionSnapshot<String>()
        greens.append(["Kale", "Chard"])
        snapshot.replace(childrenOf: "Vegetables", using: greens)
        snapshot.collapse(["Fruit"])
        #expect(snapshot.items == ["Fruit", "Banana", "Pear", "Quince", "Vegetables", "Kale", "Chard"])
        #expect(
            snapshot.visualDescription() == """
                <NSDiffableDataSourceSectionSnapshot: 7 items, 2 visible>
                - Fruit
                    * Banana
                    * Pear
                    * Quince
                - Vegetables
                    * Kale
                    * Chard
                """)
        // UIKit stops the app for these; the snapshot refuses them and stays as it was.
        let before = snapshot.items
        snapshot.append(["Pear"], to: "Vegetables")
        snapshot.append(["Fig"], to: "Nuts")
        snapshot.insert(["Fig"], after: "Nuts")
        #expect(snapshot.items == before)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.visibleItems.isEmpty)
    }

    /// A sidebar-like list: a header-style parent per group, cell-style parents below.
    @MainActor
    final class Outline {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let source: UICollectionViewDiffableDataSource<Int, String>
        var selected: [IndexPath] = []

        init() {
            collection.frameSource = ManualScrollFrameSource()
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                let isGroup = item == "Fruit" || item == "Vegetables"
                var content = isGroup ? UIListContentConfiguration.sidebarHeader() : cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item == "Gala" || item == "Pear" || item == "Leek" ? [] : [.outlineDisclosure()]
            }
            source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, item in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        var shown: [String] { source.snapshot().itemIdentifiers }

        func cell(_ item: String) -> UICollectionViewListCell? {
            source.indexPath(for: item).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }

        func chevron(_ item: String) -> ListOutlineDisclosureButton? {
            cell(item)?.subviews.compactMap { $0 as? ListOutlineDisclosureButton }.first
        }
    }

    @Test func theDataSourceShowsTheVisibleItemsIndentedByLevel() {
        let outline = Outline()
        var tree = Self.produce()
        tree.expand(["Fruit", "Apple"])
        outline.source.apply(tree, to: 0, animatingDifferences: false)
        outline.collection.layoutIfNeeded()
        #expect(outline.shown == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        #expect(outline.source.snapshot(for: 0).visibleItems == outline.shown)
        #expect(outline.cell("Gala")?.indentationLevel == 2 && outline.cell("Apple")?.indentationLevel == 1)
        #expect(outline.cell("Fruit")?.configurationState.isExpanded == true)
        #expect(outline.cell("Vegetables")?.configurationState.isExpanded == false)
        // The chevron points down when expanded, to the trailing side when not, 16 points in.
        #expect(outline.chevron("Apple")?.isExpanded == true && outline.chevron("Vegetables")?.isExpanded == false)
        #expect(outline.chevron("Apple")?.frame.maxX == CGFloat(320 - 16))
        // A flat snapshot applied over the section forgets the tree.
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["Fig"])
        outline.source.apply(flat, animatingDifferences: false)
        outline.collection.layoutIfNeeded()
        #expect(outline.source.snapshot(for: 0).items == ["Fig"] && outline.source.sectionSnapshots.isEmpty)
        // A reused cell loses the tree's indentation and expansion.
        #expect(
            outline.cell("Fig")?.indentationLevel == 0 && outline.cell("Fig")?.configurationState.isExpanded == false)
    }

    @Test func theOutlineDisclosureExpandsAndCollapsesThroughTheHandlers() {
        let outline = Outline()
        var tree = Self.produce()
        tree.expand(["Fruit"])
        outline.source.apply(tree, to: 0, animatingDifferences: false)
        outline.collection.layoutIfNeeded()
        var told: [String] = []
        outline.source.sectionSnapshotHandlers.shouldExpandItem = { item in
            told.append("should expand \(item)")
            return item != "Vegetables"
        }
        outline.source.sectionSnapshotHandlers.willExpandItem = { told.append("will expand \($0)") }
        outline.source.sectionSnapshotHandlers.willCollapseItem = { told.append("will collapse \($0)") }

        outline.chevron("Apple")?.toggle()
        outline.collection.layoutIfNeeded()
        #expect(outline.shown == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        #expect(
            outline.chevron("Apple")?.isExpanded == true && outline.cell("Apple")?.configurationState.isExpanded == true
        )
        outline.chevron("Vegetables")?.toggle()
        outline.chevron("Fruit")?.toggle()
        outline.collection.layoutIfNeeded()
        #expect(outline.shown == ["Fruit", "Vegetables"])
        #expect(
            told == ["should expand Apple", "will expand Apple", "should expand Vegetables", "will collapse Fruit"])
        #expect(outline.source.snapshot(for: 0).isExpanded("Apple"))

        // Children loaded when their parent first expands.
        outline.source.sectionSnapshotHandlers.shouldExpandItem = nil
        outline.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
            var children = existing
            if parent == "Vegetables" { children.append(["Kale"]) }
            return children
        }
        outline.chevron("Vegetables")?.toggle()
        outline.collection.layoutIfNeeded()
        #expect(outline.shown == ["Fruit", "Vegetables", "Leek", "Kale"])
        // An action handler replaces the data source's toggling.
        var handled = 0
        outline.cell("Fruit")?.accessories = [.outlineDisclosure { handled += 1 }]
        outline.chevron("Fruit")?.toggle()
        #expect(handled == 1 && outline.shown == ["Fruit", "Vegetables", "Leek", "Kale"])
    }

    /// A header-style disclosure (automatic, on a header configuration) makes a click anywhere on
    /// the row expand or collapse it without selecting it; a cell-style row is selected.
    @Test func aClickOnAHeaderTogglesItAndAClickOnACellSelectsIt() throws {
        final class Controller: UIViewController, UICollectionViewDelegate {
            let outline = Outline()
            var selected: [IndexPath] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                outline.collection.frame = view.bounds
                outline.collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                outline.collection.delegate = self
                view.addSubview(outline.collection)
                var tree = OutlineListTests.produce()
                tree.expand(["Fruit"])
                outline.source.apply(tree, to: 0, animatingDifferences: false)
            }

            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let controller = Controller()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 400))
        defer { app.terminate() }
        let outline = controller.outline
        #expect(outline.shown == ["Fruit", "Apple", "Pear", "Vegetables"])
        let fruit = try #require(outline.cell("Fruit"))
        #expect(fruit.outlineTogglesOnTap && outline.cell("Apple")?.outlineTogglesOnTap == false)
        app.tap(at: CGPoint(x: 60, y: fruit.frame.midY))
        app.runUntilIdle()
        #expect(outline.shown == ["Fruit", "Vegetables"] && controller.selected.isEmpty)
        app.tap(at: CGPoint(x: 60, y: fruit.frame.midY))
        app.runUntilIdle()
        let apple = try #require(outline.cell("Apple"))
        app.tap(at: CGPoint(x: 60, y: apple.frame.midY))
        app.runUntilIdle()
        #expect(controller.selected == [IndexPath(item: 1, section: 0)] && outline.shown.count == 4)
        // Its chevron, clicked, expands it and selects nothing more.
        let chevron = try #require(outline.chevron("Apple"))
        #expect(abs(chevron.convert(chevron.bounds, to: nil).maxX - 304) < 0.001)
        app.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        app.runUntilIdle()
        #expect(outline.shown == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"] && controller.selected.count == 1)
    }
}

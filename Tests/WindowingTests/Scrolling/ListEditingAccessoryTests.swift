import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A list's editing controls: `.delete()`, `.insert()` and `.multiselect()` on the leading side
/// while the collection view is editing, and selection while editing as
/// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing` allow it.
@MainActor
@Suite struct ListEditingAccessoryTests {
    private typealias Lists = ListLayoutTests.Lists

    @Test func theEditingControlsShowOnTheLeadingSideWhileEditing() throws {
        var inserted: [String] = []
        var deleted: [IndexPath] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    deleted.append(indexPath)
                    done(true)
                }
            ])
        }
        let lists = Lists(
            .list(using: configuration), sections: [2],
            accessories: { item in
                item == "s0i0"
                    ? [.delete(), .multiselect(), .disclosureIndicator()]
                    : [.insert { inserted.append(item) }, .disclosureIndicator()]
            })
        func leadingControls(_ row: Int) -> [UIView] {
            lists.cell(row)?.subviews.filter { $0 is ListEditingButton || $0 is ListMultiselectView } ?? []
        }
        #expect(leadingControls(0).isEmpty && lists.cell(0)?.contentView.frame.minX == 0)
        lists.collection.isEditing = true
        lists.collection.layoutIfNeeded()
        let first = leadingControls(0).sorted { $0.frame.minX < $1.frame.minX }
        // The minus 16 points in, the multiselect circle 10 after it, the content after both.
        #expect(first.count == 2 && first[0] is ListEditingButton && first[1] is ListMultiselectView)
        #expect(first.first?.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(first.last?.frame.minX == 48 && lists.cell(0)?.contentView.frame.minX == 70)

        // The minus uncovers the row's trailing swipe actions, whose button deletes.
        let minus = try #require(first.first as? ListEditingButton)
        minus.activate()
        let cell = try #require(lists.cell(0))
        #expect(cell.swipeOffset > 0 && cell.swipeActionsView?.actions.first?.title == "Delete")
        cell.swipeActionsView?.buttons.first?.sendActions(for: .touchUpInside)
        #expect(deleted == [IndexPath(item: 0, section: 0)] && cell.swipeOffset == 0)
        // The plus calls its handler.
        (leadingControls(1).first as? ListEditingButton)?.activate()
        #expect(inserted == ["s0i1"])

        // While editing, nothing is selected unless the editing settings allow it.
        lists.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(lists.collection.indexPathsForSelectedItems?.isEmpty != false)
        lists.collection.allowsMultipleSelectionDuringEditing = true
        lists.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        lists.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        lists.collection.layoutIfNeeded()
        #expect(lists.collection.indexPathsForSelectedItems?.count == 2)
        #expect((leadingControls(0).last as? ListMultiselectView)?.isChecked == true)
        lists.collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        lists.collection.layoutIfNeeded()
        #expect((leadingControls(0).last as? ListMultiselectView)?.isChecked == false)
    }
}

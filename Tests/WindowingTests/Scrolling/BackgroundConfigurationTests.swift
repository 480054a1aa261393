import Foundation
import Testing

@testable import Windowing

/// Background configurations of collection view cells: the list looks, their update for the
/// cell's state, and what the app sets (fill, corner radius, insets, stroke).
@MainActor
@Suite struct BackgroundConfigurationTests {
    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test func theListLooksFillByAppearanceAndTurnGreyWhenSelected() {
        let looks: [(UIBackgroundConfiguration, UIColor)] = [
            (.listPlainCell(), .systemBackground), (.listGroupedCell(), .secondarySystemGroupedBackground),
            (.listSidebarCell(), .clear), (.listPlainHeaderFooter(), .clear),
        ]
        for (configuration, fill) in looks {
            #expect(configuration.resolvedBackgroundColor(for: .red) == fill)
            #expect(configuration.backgroundColor == nil, "the look's colour is not the app's")
        }
        let selected = UIBackgroundConfiguration.listGroupedCell().updated(for: state(selected: true))
        #expect(selected.resolvedBackgroundColor(for: .red) == .systemGray4)
        #expect(selected.updated(for: state()).resolvedBackgroundColor(for: .red) == .secondarySystemGroupedBackground)
        #expect(
            UIBackgroundConfiguration.listPlainCell().updated(for: state(highlighted: true))
                .resolvedBackgroundColor(for: .red) == .systemGray4)
        // A header is not selected; a colour the app set is kept in every state.
        #expect(
            UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state(selected: true))
                .resolvedBackgroundColor(for: .red) == .clear)
        var yellow = UIBackgroundConfiguration.listPlainCell()
        yellow.backgroundColor = .systemYellow
        #expect(yellow.updated(for: state(selected: true)).resolvedBackgroundColor(for: .red) == .systemYellow)
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .red) == .red)
    }

    @Test func aCellDrawsItsConfigurationBehindItsContent() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemTeal
        configuration.cornerRadius = 8
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        configuration.strokeColor = .black
        configuration.strokeWidth = 2
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first as? CellBackgroundView)
        #expect(view.frame == CGRect(x: 6, y: 4, width: 88, height: 52))
        #expect(view.fill == .systemTeal && view.corners == .allCorners && view.radius == 8)
        #expect(cell.subviews.last === cell.contentView)
        cell.backgroundConfiguration = nil
        #expect(!cell.subviews.contains { $0 is CellBackgroundView })
    }

    @Test func aListCellTakesTheConfigurationWithItsSectionsRoundedEnds() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 280, height: 44))
        let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        cell.takeListPlacement(ListPlacement(configuration: list, item: 0, count: 3), editing: false)
        #expect(
            cell.defaultBackgroundConfiguration().resolvedBackgroundColor(for: .red)
                == .secondarySystemGroupedBackground)
        var configuration = cell.defaultBackgroundConfiguration()
        configuration.backgroundColor = .systemMint
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        #expect(cell.rowBackground.fill == .systemMint && cell.rowBackground.corners == [.topLeft, .topRight])
        // Selected: the app's colour stays; without one, the look's grey shows.
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.rowBackground.fill == .systemMint)
        cell.backgroundConfiguration = .listGroupedCell()
        cell.layoutIfNeeded()
        #expect(cell.rowBackground.fill == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.rowBackground.fill == .secondarySystemGroupedBackground)
    }

    @Test func aTableCellDrawsItsConfigurationAndItsLookShowsTheSelection() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(cell.defaultBackgroundConfiguration().resolvedBackgroundColor(for: .red) == .systemBackground)
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first as? CellBackgroundView)
        #expect(view.frame == cell.bounds && view.fill == .systemBackground)
        // Selected: the configuration's grey, and no grey selected background view besides.
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(view.fill == .systemGray4)
        #expect(cell.selectedBackgroundView?.superview == nil)
        cell.setSelected(false, animated: false)
        cell.layoutIfNeeded()
        #expect(view.fill == .systemBackground)
        // Without a configuration, the grey selected background view again.
        cell.backgroundConfiguration = nil
        #expect(!cell.subviews.contains { $0 is CellBackgroundView })
        cell.setSelected(true, animated: false)
        #expect(cell.selectedBackgroundView?.superview === cell)
        // A grouped table's rows have the grouped look.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        cell.owningTableView = table
        #expect(
            cell.defaultBackgroundConfiguration().resolvedBackgroundColor(for: .red)
                == .secondarySystemGroupedBackground)
    }
}

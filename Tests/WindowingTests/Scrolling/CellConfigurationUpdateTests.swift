import Foundation
import Testing

@testable import Windowing

/// A cell that logs `updateConfiguration(using:)`, to check it runs before the update handler.
final class LoggingCollectionCell: UICollectionViewCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("update selected=\(state.isSelected)")
    }
}

final class LoggingTableCell: UITableViewCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("update selected=\(state.isSelected)")
    }
}

/// Cells update their configuration for their state: `updateConfiguration(using:)`, then the
/// `configurationUpdateHandler`, once before the next layout after each change.
@MainActor
@Suite struct CellConfigurationUpdateTests {
    @Test func aCollectionCellRunsItsUpdateThenItsHandlerForEachStateChange() throws {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow)
        collection.frameSource = ManualScrollFrameSource()
        let registration = UICollectionView.CellRegistration<LoggingCollectionCell, String> { cell, _, item in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell()
                content.text = state.isSelected ? "\(item) ✓" : item
                cell.contentConfiguration = content
                (cell as? LoggingCollectionCell)?.log.append("handler selected=\(state.isSelected)")
            }
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        let path = IndexPath(item: 1, section: 0)
        let cell = try #require(collection.cellForItem(at: path) as? LoggingCollectionCell)
        #expect(cell.log == ["update selected=false", "handler selected=false"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "b")

        collection.selectItem(at: path, animated: false, scrollPosition: [])
        cell.isHighlighted = true
        collection.layoutIfNeeded()
        #expect(cell.configurationState.isSelected && cell.configurationState.isHighlighted)
        #expect(cell.log.suffix(2) == ["update selected=true", "handler selected=true"], "two changes, one update")
        #expect(cell.log.count == 4)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "b ✓")
        collection.layoutIfNeeded()
        #expect(cell.log.count == 4, "no update without a change")
    }

    @Test func aTableCellRunsItsHandlerAfterItsUpdate() {
        let cell = LoggingTableCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.configurationUpdateHandler = { cell, state in
            (cell as? LoggingTableCell)?.log.append("handler selected=\(state.isSelected)")
        }
        cell.layoutIfNeeded()
        #expect(cell.log == ["update selected=false", "handler selected=false"])
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.log.suffix(2) == ["update selected=true", "handler selected=true"])
        cell.configurationUpdateHandler = nil
        cell.layoutIfNeeded()
        #expect(cell.log.last == "update selected=true", "setting the handler asks for an update")
    }

    @Test func aStateChangeReappliesTheConfigurationInItsView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.automaticallyUpdatesContentConfiguration)
        var content = UIListContentConfiguration.cell()
        content.text = "x"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "x")
        #expect(cell.contentView.subviews.count == 1, "the configuration's view, replaced in place")
    }
}

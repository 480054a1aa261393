import Foundation
import Testing

@testable import Windowing

/// Rows filled through `contentConfiguration`, as iOS 14 and later apps write them.
@MainActor
final class NotesModel: NSObject, UITableViewDataSource {
    var rows: [(String, String?)] = [("Groceries", "Tuesday"), ("Short", nil)]
    var makeConfiguration: (UITableViewCell) -> UIListContentConfiguration = { $0.defaultContentConfiguration() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = makeConfiguration(cell)
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}

@Suite @MainActor struct ListContentConfiguration {
    private func table(_ model: NotesModel) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.layoutIfNeeded()
        return table
    }

    private func labels(of cell: UITableViewCell) -> [UILabel] {
        var found: [UILabel] = []
        func walk(_ view: UIView) {
            if let label = view as? UILabel, !label.isHidden { found.append(label) }
            view.subviews.forEach(walk)
        }
        walk(cell.contentView)
        return found
    }

    @Test func aCellShowsTheTextAndTheSecondaryTextBelowIt() throws {
        let model = NotesModel()
        let table = table(model)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let shown = labels(of: cell)
        #expect(shown.map(\.text) == ["Groceries", "Tuesday"])
        #expect(shown[0].font == UIFont.preferredFont(forTextStyle: .body))
        #expect(shown[1].textColor == .secondaryLabel)
        let text = shown[0].convert(shown[0].bounds, to: cell)
        let secondary = shown[1].convert(shown[1].bounds, to: cell)
        #expect(text.minX == 16 && secondary.minX == 16)
        #expect(secondary.minY == text.maxY + 3)
        #expect(cell.frame.height == (secondary.maxY + 11).rounded(.up), "the row grows to its two lines")
        let short = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(labels(of: short).map(\.text) == ["Short"])
        #expect(short.frame.height == 44, "one line keeps the 44-point minimum")
    }

    @Test func aValueCellPutsTheSecondaryTextAtTheTrailingEdge() throws {
        let model = NotesModel()
        model.makeConfiguration = { _ in .valueCell() }
        let table = table(model)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let shown = labels(of: cell)
        let text = shown[0].convert(shown[0].bounds, to: cell)
        let secondary = shown[1].convert(shown[1].bounds, to: cell)
        #expect(abs(secondary.maxX - (320 - 16)) < 0.01)
        #expect(text.minX == 16)
        #expect(abs(text.midY - secondary.midY) < 1, "on one line")
    }

    @Test func aNewConfigurationIsAppliedToTheSameViewAndNilRemovesIt() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        content.textProperties.font = .systemFont(ofSize: 23)
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === view)
        #expect(labels(of: cell).map(\.text) == ["Two"])
        #expect(labels(of: cell).first?.font == .systemFont(ofSize: 23))
        cell.contentConfiguration = nil
        #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
    }

    @Test func anImageSitsBeforeTheTextWithinItsMaximumSize() throws {
        let model = NotesModel()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in }
        model.makeConfiguration = { cell in
            var content = cell.defaultContentConfiguration()
            content.image = image
            content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
            return content
        }
        let table = table(model)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let imageView = try #require(cell.contentView.subviews.first?.subviews.first as? UIImageView)
        let frame = imageView.convert(imageView.bounds, to: cell)
        #expect(frame.minX == 16 && frame.width <= 30 && frame.height <= 30)
        let text = try #require(labels(of: cell).first)
        let textFrame = text.convert(text.bounds, to: cell)
        #expect(textFrame.minX == frame.maxX + 16)
        #expect(abs(textFrame.midY - cell.bounds.midY) < 0.5, "the text is centred beside the image")
    }
}

/// Section views and collection cells show configurations the way table cells do.
@Suite @MainActor struct OtherContentConfigurationHosts {
    @Test func aHeaderShowsItsConfigurationInsteadOfItsTextLabel() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        var content = header.defaultContentConfiguration()
        content.text = "Fruit"
        header.contentConfiguration = content
        header.layoutIfNeeded()
        let view = try #require(header.contentView.subviews.first as? UIListContentView)
        #expect(view.frame == header.contentView.bounds)
        let label = try #require(
            view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first as? UILabel)
        #expect(label.text == "Fruit" && label.font == .boldSystemFont(ofSize: 15))
        header.contentConfiguration = nil
        #expect(header.contentView.subviews.isEmpty)
    }

    @Test func aCollectionCellShowsItsConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        var content = UIListContentConfiguration.cell()
        content.text = "Item"
        cell.contentConfiguration = content
        content.text = "Item 2"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.count == 1, "the second configuration goes to the same view")
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        let label = try #require(
            view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first as? UILabel)
        #expect(label.text == "Item 2")
    }
}

/// A list content view made by a coder (a storyboard's custom class) has its parts too.
@Suite @MainActor struct ListContentViewFromACoder {
    @Test func aDecodedViewShowsTheConfigurationItIsGiven() throws {
        let view = try #require(UIListContentView(coder: NSCoder()))
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        var content = UIListContentConfiguration.cell()
        content.text = "Decoded"
        view.configuration = content
        view.layoutIfNeeded()
        let stack = try #require(view.subviews.compactMap { $0 as? UIStackView }.first)
        #expect((stack.arrangedSubviews.first as? UILabel)?.text == "Decoded")
        #expect(stack.frame.minX == 16)
    }
}

import Foundation
import Testing

@testable import Windowing

/// A cell whose content view holds one box pinned 10 points from its top and bottom, with a
/// height constraint: the row should be the box's height plus 20.
final class BoxCell: UITableViewCell {
    let box = UIView()
    private(set) var boxHeight: NSLayoutConstraint?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            height,
        ])
        boxHeight = height
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Rows whose boxes are 60 and 20 points tall by turns.
final class BoxRows: UITableViewDataSource {
    var asked: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.boxHeight?.constant = indexPath.row % 2 == 0 ? 60 : 20
        return cell
    }
}

/// `UITableView.automaticDimension` rows measured by Auto Layout as they come into view.
@MainActor
@Suite struct TableSelfSizingTests {
    private func makeBoxTable(_ rows: BoxRows, configure: (UITableView) -> Void = { _ in }) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.frameSource = ManualScrollFrameSource()
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.estimatedRowHeight = 44
        configure(table)
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func layoutMovesLaterRowsWhenOneChangesHeight() {
        var layout = TableLayout(headerHeights: [20, 0], footerHeights: [5, 0], rowHeights: [[10, 20, 30], [40]])
        #expect(layout.setRowHeight(25, at: IndexPath(row: 0, section: 0)) == 15)
        #expect(
            layout.rectForRow(at: IndexPath(row: 2, section: 0), width: 50)
                == CGRect(x: 0, y: 65, width: 50, height: 30))
        #expect(layout.sections[1].top == 100 && layout.contentHeight == 140)
        #expect(layout.setRowHeight(25, at: IndexPath(row: 0, section: 0)) == 0)
        #expect(layout.setRowHeight(99, at: IndexPath(row: 5, section: 0)) == 0)
    }

    @Test func rowsInSightTakeTheirMeasuredHeights() {
        let rows = BoxRows()
        let table = makeBoxTable(rows)
        // At the estimate, rows 0–4 are in sight; measured (80, 40, 80, 40, 80), rows 0–2 fill it.
        #expect(rows.asked == [0, 1, 2, 3, 4])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 200, width: 320, height: 40))
        // The rows not yet seen keep the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 320, width: 320, height: 44))
        #expect(table.contentSize.height == CGFloat(320 + 25 * 44))
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 40)
        // Scrolled on, the new rows are measured once each.
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).height == 40)
    }

    @Test func aRowMeasuredAboveTheTopMovesTheOffsetSoTheRowsInSightStayStill() {
        let rows = BoxRows()
        let table = makeBoxTable(rows)
        // Rows 0–4 are measured (320 points); from row 5 on, rows are 44 at the estimate, so row 11
        // starts at 584 and row 12 at 628, 28 points below the top of what is in sight at 600.
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        // Row 11 measures 40 and starts above the top: the offset takes its 4 points and row 12
        // stays 28 points down; the rows after it, which start in sight, just move.
        #expect(table.contentOffset == CGPoint(x: 0, y: 596))
        #expect(table.rectForRow(at: IndexPath(row: 11, section: 0)) == CGRect(x: 0, y: 584, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 12, section: 0)).minY - table.contentOffset.y == 28)
        // Scrolled up 20 points, row 10 comes in from the top and measures 80 instead of 44: the
        // offset moves down 36 with it, and row 11 stays 8 points down, where the scroll put it.
        table.contentOffset = CGPoint(x: 0, y: 576)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 540, width: 320, height: 80))
        #expect(table.contentOffset == CGPoint(x: 0, y: 612))
        let row11 = table.cellForRow(at: IndexPath(row: 11, section: 0))
        #expect(row11.map { $0.frame.minY - table.contentOffset.y } == 8)
        #expect(table.indexPathsForVisibleRows == (10..<15).map { IndexPath(row: $0, section: 0) })
    }

    @Test func aRowMeasuredInSightMovesTheRowsAfterItAndNotTheOffset() {
        let rows = BoxRows()
        let table = makeBoxTable(rows)
        table.contentOffset = CGPoint(x: 0, y: 320)
        table.layoutIfNeeded()
        // Row 5 starts at the top of what is in sight: it grows down, and the offset stays.
        #expect(table.contentOffset == CGPoint(x: 0, y: 320))
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 320, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 6, section: 0)) == CGRect(x: 0, y: 360, width: 320, height: 80))
    }

    @Test func aFixedRowHeightIsNotMeasured() {
        let table = makeBoxTable(BoxRows()) { $0.rowHeight = 50 }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
        #expect(table.contentSize.height == CGFloat(30 * 50))
    }

    @Test func cellsWithoutConstraintsKeepTheEstimate() {
        let model = TableModel(rows: 30)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 30
        table.dataSource = model
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(table.contentSize.height == 900)
    }
}

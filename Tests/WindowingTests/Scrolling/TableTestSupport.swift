import Foundation
import Testing

@testable import Windowing

/// A cell that counts how often it was reused.
final class CountingCell: UITableViewCell {
    var reuses = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of sections of strings, logging selection calls.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var log: [String] = []
    var cellsAsked = 0
    /// Every distinct cell the table handed out, so a test can count how many were made.
    var distinctCells: [UITableViewCell] = []
    /// Counts reported instead of the real ones, for bad-input tests.
    var reportedCounts: [Int]?

    init(_ sections: [[String]]) { self.sections = sections }

    /// One section of `count` rows named "r0", "r1"…
    convenience init(rows count: Int) { self.init([(0..<count).map { "r\($0)" }]) }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reportedCounts?[section] ?? sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section)-\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section)-\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section)-\(indexPath.row)")
    }

    /// Whether every cell on screen shows its row's string, at its row's place, once.
    func visibleCellsMatch(_ table: UITableView) -> Bool {
        let cells = table.visibleCellsByPath
        guard Set(cells.values.map(ObjectIdentifier.init)).count == cells.count else { return false }
        return cells.allSatisfy { path, cell in
            sections.indices.contains(path.section) && sections[path.section].indices.contains(path.row)
                && cell.textLabel?.text == sections[path.section][path.row] && cell.superview === table
                && cell.frame.minY == table.rectForRow(at: path).minY
        }
    }
}

@MainActor
func makeTable(_ model: TableModel, height: CGFloat = 440, style: UITableView.Style = .plain) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.frameSource = ManualScrollFrameSource()
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return table
}

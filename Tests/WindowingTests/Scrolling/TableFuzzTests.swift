import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Random scrolls, selections and updates (some of them wrong on purpose) on a table of two
/// sections: nothing crashes, the table never holds more than the visible cells plus its reuse
/// pool, and every visible cell is the data source's for its row. A run replays from its seed
/// (`TABLE_FUZZ_SEED`). `TABLE_FUZZ_OPERATIONS` sets the number of operations: 5,000 by default,
/// so the suite stays quick in a debug build; issue 17's figure is 100,000.
@MainActor
@Suite struct TableFuzzTests {
    @Test func randomOperationsKeepTheTableConsistent() {
        let seed = ProcessInfo.processInfo.environment["TABLE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_0017
        var random = SeededGenerator(seed: seed)
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "n\(serial)"
        }
        let model = TableModel([(0..<150).map { _ in fresh() }, (0..<150).map { _ in fresh() }])
        let table = makeTable(model, height: 300)
        // Without a delegate, as many apps have; selection calls are checked elsewhere.
        table.delegate = nil
        var failures = 0
        let operations = ProcessInfo.processInfo.environment["TABLE_FUZZ_OPERATIONS"].flatMap(Int.init) ?? 5_000
        for step in 0..<operations {
            let section = Int.random(in: 0..<2, using: &random)
            let count = model.sections[section].count
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<40:
                let maxY = max(0, table.contentSize.height - 300)
                table.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: -50...(maxY + 50), using: &random))
            case 40..<55:
                if let path = table.indexPathsForVisibleRows?.randomElement(using: &random) { table.userSelect(path) }
            case 55..<66 where count < 400:
                let row = Int.random(in: 0...count, using: &random)
                model.sections[section].insert(fresh(), at: row)
                table.insertRows(at: [IndexPath(row: row, section: section)], with: .automatic)
            case 66..<75 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                model.sections[section].remove(at: row)
                table.deleteRows(at: [IndexPath(row: row, section: section)], with: .automatic)
            case 75..<82 where count > 1:
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0..<count, using: &random)
                model.sections[section].insert(model.sections[section].remove(at: from), at: to)
                table.moveRow(at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
            case 82..<88 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                model.sections[section][row] = fresh()
                table.reloadRows(at: [IndexPath(row: row, section: section)], with: .none)
            case 88..<96 where count > 2:
                // Deletions in the old index space, the insertions in the new one.
                let first = Int.random(in: 0..<(count - 1), using: &random)
                let second = Int.random(in: (first + 1)..<count, using: &random)
                model.sections[section].remove(at: second)
                model.sections[section].remove(at: first)
                let inserted = Int.random(in: 0...(count - 2), using: &random)
                model.sections[section].insert(fresh(), at: inserted)
                model.sections[section].insert(fresh(), at: inserted + 1)
                table.performBatchUpdates {
                    table.deleteRows(
                        at: [IndexPath(row: first, section: section), IndexPath(row: second, section: section)],
                        with: .fade)
                    table.insertRows(
                        at: [
                            IndexPath(row: inserted + 1, section: section), IndexPath(row: inserted, section: section),
                        ],
                        with: .fade)
                }
            case 96..<98:
                table.reloadData()
            case 98 where step % 50 == 0:
                // A wrong update: the model changes but the call says nothing was inserted.
                model.sections[section].append(fresh())
                table.deleteRows(at: [], with: .none)
            default:
                break
            }
            table.layoutIfNeeded()
            if table.cellsAlive > table.visibleCellsByPath.count + UITableView.reusePoolLimit { failures += 1 }
            if step % 97 == 0 {
                if !model.visibleCellsMatch(table) { failures += 1 }
                let expected = Set(
                    model.sections.enumerated().flatMap { section, rows in
                        rows.indices.map { IndexPath(row: $0, section: section) }
                    }.filter {
                        table.rectForRow(at: $0).intersects(table.bounds) && table.rectForRow(at: $0).height > 0
                    })
                if Set(table.visibleCellsByPath.keys) != expected { failures += 1 }
                if !(table.indexPathsForSelectedRows ?? []).allSatisfy({
                    model.sections[$0.section].indices.contains($0.row)
                }) {
                    failures += 1
                }
            }
            if failures > 0 {
                Issue.record("inconsistent after step \(step) (seed \(seed))")
                return
            }
        }
        #expect(table.numberOfRows(inSection: 0) == model.sections[0].count)
    }
}

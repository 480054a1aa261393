import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Random scrolls, selections and item and section updates (some of them wrong on purpose) on a
/// flow layout collection view with headers: nothing crashes, the collection view never holds more
/// than the visible views plus its reuse pools, and every visible cell is the data source's for
/// its item. A run replays from its seed (`COLLECTION_FUZZ_SEED`); `COLLECTION_FUZZ_OPERATIONS`
/// sets the number of operations, 3,000 by default.
@MainActor
@Suite struct CollectionFuzzTests {
    @Test func randomOperationsKeepTheCollectionViewConsistent() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["COLLECTION_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_C011
        var random = SeededGenerator(seed: seed)
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "n\(serial)"
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 24)
        layout.sectionInset = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let model = CollectionModel([(0..<120).map { _ in fresh() }, (0..<80).map { _ in fresh() }])
        let collection = makeCollection(model, height: 300, layout: layout)
        collection.delegate = nil
        collection.allowsMultipleSelection = true
        var failures: [String] = []
        let operations = environment["COLLECTION_FUZZ_OPERATIONS"].flatMap(Int.init) ?? 3_000
        for step in 0..<operations {
            let sectionCount = model.sections.count
            let section = sectionCount > 0 ? Int.random(in: 0..<sectionCount, using: &random) : 0
            let count = sectionCount > 0 ? model.sections[section].count : 0
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35:
                let maxY = max(0, collection.contentSize.height - 300)
                collection.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: -50...(maxY + 50), using: &random))
            case 35..<45:
                if let path = collection.indexPathsForVisibleItems.randomElement(using: &random) {
                    collection.userSelect(path)
                }
            case 45..<57 where sectionCount > 0 && count < 300:
                let item = Int.random(in: 0...count, using: &random)
                model.sections[section].insert(fresh(), at: item)
                collection.insertItems(at: [IndexPath(item: item, section: section)])
            case 57..<67 where count > 0:
                let item = Int.random(in: 0..<count, using: &random)
                model.sections[section].remove(at: item)
                collection.deleteItems(at: [IndexPath(item: item, section: section)])
            case 67..<74 where count > 1:
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0..<count, using: &random)
                model.sections[section].insert(model.sections[section].remove(at: from), at: to)
                collection.moveItem(
                    at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
            case 74..<79 where count > 0:
                let item = Int.random(in: 0..<count, using: &random)
                model.sections[section][item] = fresh()
                collection.reloadItems(at: [IndexPath(item: item, section: section)])
            case 79..<86 where count > 2:
                let first = Int.random(in: 0..<(count - 1), using: &random)
                let second = Int.random(in: (first + 1)..<count, using: &random)
                model.sections[section].remove(at: second)
                model.sections[section].remove(at: first)
                let inserted = Int.random(in: 0...(count - 2), using: &random)
                model.sections[section].insert(fresh(), at: inserted)
                model.sections[section].insert(fresh(), at: inserted + 1)
                collection.performBatchUpdates {
                    collection.insertItems(at: [
                        IndexPath(item: inserted + 1, section: section), IndexPath(item: inserted, section: section),
                    ])
                    collection.deleteItems(at: [
                        IndexPath(item: second, section: section), IndexPath(item: first, section: section),
                    ])
                }
            case 86..<90 where sectionCount < 5:
                let at = Int.random(in: 0...sectionCount, using: &random)
                model.sections.insert((0..<Int.random(in: 0..<30, using: &random)).map { _ in fresh() }, at: at)
                collection.insertSections([at])
            case 90..<93 where sectionCount > 1:
                model.sections.remove(at: section)
                collection.deleteSections([section])
            case 93..<96:
                collection.reloadData()
            case 96 where step % 20 == 0 && sectionCount > 0:
                // A wrong update: the model changes but the call says nothing was inserted.
                model.sections[section].append(fresh())
                collection.deleteItems(at: [])
            default:
                break
            }
            collection.layoutIfNeeded()
            let pooled = collection.cellPool.values.reduce(0) { $0 + $1.count }
            if pooled > UICollectionView.reusePoolLimit { failures.append("pool of \(pooled)") }
            if step % 13 == 0 {
                if !model.visibleCellsMatch(collection) { failures.append("a cell shows the wrong item") }
                let bounds = collection.bounds
                let expected = Set(
                    model.sections.enumerated().flatMap { section, items in
                        items.indices.map { IndexPath(item: $0, section: section) }
                    }.filter { UIView.overlaps(collection.layoutAttributesForItem(at: $0)?.frame ?? .zero, bounds) })
                if Set(collection.visibleCellsByPath.keys) != expected { failures.append("wrong items visible") }
                let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
                if !headers.allSatisfy({ ($0 as? TextHeader)?.text.map { $0.hasPrefix("H") } == true }) {
                    failures.append("a header is not one")
                }
                if !(collection.indexPathsForSelectedItems ?? []).allSatisfy({
                    model.sections.indices.contains($0.section) && model.sections[$0.section].indices.contains($0.item)
                }) {
                    failures.append("a selection outlived its item")
                }
                if collection.numberOfSections != model.sections.count { failures.append("section count") }
            }
            if !failures.isEmpty {
                Issue.record("inconsistent after step \(step) (seed \(seed)): \(failures)")
                return
            }
        }
        #expect(collection.numberOfSections == model.sections.count)
    }
}

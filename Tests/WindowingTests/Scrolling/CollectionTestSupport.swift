import Foundation
import Testing

@testable import Windowing

/// A collection cell that shows a string and counts how often it was reused.
final class TextCell: UICollectionViewCell {
    var text: String?
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A section header or footer that shows a string.
final class TextHeader: UICollectionReusableView {
    var text: String?
}

/// A data source and delegate over an array of sections of strings, logging delegate calls.
@MainActor
final class CollectionModel: UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var cellsAsked = 0
    /// Every distinct cell the collection view handed out, so a test can count how many were made.
    var distinctCells: [UICollectionViewCell] = []
    /// Counts reported instead of the real ones, for bad-input tests.
    var reportedCounts: [Int]?
    var refusesSelection: Set<IndexPath> = []

    init(_ sections: [[String]]) { self.sections = sections }

    /// One section of `count` items named "i0", "i1"…
    convenience init(items count: Int) { self.init([(0..<count).map { "i\($0)" }]) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        reportedCounts?[section] ?? sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellsAsked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCell)?.text = sections[indexPath.section][indexPath.item]
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TextHeader)?.text =
            "\(kind == UICollectionView.elementKindSectionHeader ? "H" : "F")\(indexPath.section)"
        return view
    }

    private func note(_ name: String, _ path: IndexPath) { log.append("\(name) \(path.section)-\(path.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        note("shouldHighlight", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        note("didHighlight", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        note("didUnhighlight", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        note("shouldSelect", indexPath)
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        note("didSelect", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        note("shouldDeselect", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("didDeselect", indexPath)
    }

    /// Whether every cell on screen shows its item's string, at its item's place, once.
    func visibleCellsMatch(_ collectionView: UICollectionView) -> Bool {
        let cells = collectionView.visibleCellsByPath
        guard Set(cells.values.map(ObjectIdentifier.init)).count == cells.count else { return false }
        return cells.allSatisfy { path, cell in
            sections.indices.contains(path.section) && sections[path.section].indices.contains(path.item)
                && (cell as? TextCell)?.text == sections[path.section][path.item] && cell.superview === collectionView
                && cell.frame == collectionView.layoutAttributesForItem(at: path)?.frame
        }
    }
}

/// A flow layout of 100 × 50 items with 10-point spacings, in a 320 × `height` collection view.
@MainActor
func makeCollection(
    _ model: CollectionModel, height: CGFloat = 400, layout: UICollectionViewLayout? = nil
) -> UICollectionView {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 50)
    let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout ?? flow)
    collection.frameSource = ManualScrollFrameSource()
    collection.register(TextCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
        TextHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    collection.register(
        TextHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "header")
    collection.dataSource = model
    collection.delegate = model
    collection.layoutIfNeeded()
    return collection
}

/// A touch at `point` in `view`'s coordinates (a touch without a window reports its location as is).
@MainActor
func touch(at point: CGPoint) -> Set<UITouch> {
    let touch = UITouch()
    touch.locationInWindow = point
    touch.previousLocationInWindow = point
    return [touch]
}

/// The warnings tables and collection views print while `body` runs, as their exact text.
@MainActor
func capturingListWarnings(_ body: () -> Void) -> [String] {
    var warnings: [String] = []
    ListWarnings.sink = { warnings.append($0) }
    defer { ListWarnings.sink = nil }
    body()
    return warnings
}
